/** The game slider (docs/widgets.md "Game slider"): small on purpose, no tile overlay or account styles. */
export const css = `
.ck-gs { display: grid; gap: 10px; padding: 14px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); min-width: 0; }
.ck-gs__head { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; }
.ck-gs__title { font-size: 1.1rem; margin: 0; flex: 1 1 auto; overflow-wrap: anywhere; }
.ck-gs__all { color: var(--ck-link, var(--ck-d-link)); font-weight: 600; min-height: 24px; display: inline-flex; align-items: center; }
.ck-gs__nav { display: flex; gap: 6px; }
.ck-gs__arrow { width: 44px; height: 44px; border-radius: 50%; border: 1px solid var(--ck-border, var(--ck-d-border)); background: transparent; color: inherit; font-size: 1.5rem; line-height: 1; cursor: pointer; }
.ck-gs__arrow:hover { background: var(--ck-d-veil); }
.ck-gs__row { list-style: none; margin: 0; padding: 2px 2px 6px; display: grid; grid-auto-flow: column; grid-auto-columns: 150px; gap: 10px;
  overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: thin; }
.ck-gs__item { scroll-snap-align: start; min-width: 0; }
.ck-gs__tile { display: grid; gap: 4px; color: inherit; text-decoration: none; border-radius: var(--ck-radius, 10px); }
.ck-gs__img { width: 100%; height: auto; aspect-ratio: 1 / 1; object-fit: cover; display: block; border-radius: var(--ck-radius, 10px); background: var(--ck-d-veil); }
.ck-gs__name { font-size: .85rem; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ck-gs__tile:hover .ck-gs__name { text-decoration: underline; }
.ck-gs__jackpot { font-size: .75rem; color: var(--ck-muted, var(--ck-d-muted)); font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ck-gs__jackpot strong { color: inherit; }
.ck-gs__tile:focus-visible, .ck-gs__all:focus-visible, .ck-gs__arrow:focus-visible, .ck-gs__retry:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-gs__muted { color: var(--ck-muted, var(--ck-d-muted)); margin: 0; }
.ck-gs__retry { font: inherit; background: none; border: 0; padding: 0; color: var(--ck-link, var(--ck-d-link)); text-decoration: underline; cursor: pointer; }
@media (prefers-reduced-motion: reduce) { .ck-gs__row { scroll-behavior: auto; } }
`;
