/** The leaderboard table, shared by `<casino-tournament>` and `<casino-leaderboard>` (docs/widgets.md "Tournaments"). */
export const BOARD_CSS = `
.ck-board { width: 100%; border-collapse: collapse; font-size: .92rem; }
.ck-board th, .ck-board td { text-align: left; padding: 8px 6px; border-bottom: 1px solid var(--ck-d-veil); }
.ck-board thead th { font-weight: 600; color: var(--ck-muted, var(--ck-d-muted)); }
.ck-board .ck-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ck-board__place { width: 3.5em; font-variant-numeric: tabular-nums; }
.ck-board__mine th, .ck-board__mine td { background: color-mix(in srgb, var(--ck-accent, #ffb800) 22%, transparent); font-weight: 700; }
.ck-board__empty { margin: 0; }
`;

/** The affiliate leaderboard: small on purpose (no account styles), docs/widgets.md "Tournaments". */
export const leaderboardCss = `${BOARD_CSS}
.ck-lb { display: grid; gap: 10px; padding: 14px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); }
.ck-lb__head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; justify-content: space-between; }
.ck-lb__title { font-size: 1.1rem; margin: 0; overflow-wrap: anywhere; }
.ck-lb a { color: var(--ck-link, var(--ck-d-link)); min-height: 24px; display: inline-block; }
.ck-lb a:focus-visible, .ck-lb__retry:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-lb__timer, .ck-lb__muted { color: var(--ck-muted, var(--ck-d-muted)); font-variant-numeric: tabular-nums; margin: 0; }
.ck-lb__all { justify-self: end; font-weight: 600; }
.ck-lb__retry { font: inherit; background: none; border: 0; padding: 0; color: var(--ck-link, var(--ck-d-link)); text-decoration: underline; cursor: pointer; }
.ck-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
