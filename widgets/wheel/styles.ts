/**
 * The wheel widget (docs/widgets.md "wheel"): theme tokens only; the spin honours prefers-reduced-motion.
 * Its own few shared-looking rules rather than ACCOUNT_CSS: importing that module split the account
 * widgets' shared chunk (+0.1 KB on the cashbox and profile, tests/bench/budgets.ts).
 */
export const css = `
h2, h3, p { margin: 0; line-height: 1.3; }
.ck-row { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
.ck-muted { color: var(--ck-muted, var(--ck-d-muted)); font-size: .92rem; }
.ck-button:disabled { opacity: .55; cursor: not-allowed; filter: none; }
.ck-button--ghost { background: transparent; color: inherit; border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-button--ghost:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-button--small { min-height: 36px; padding: 6px 12px; font-size: .9rem; }
.ck-wheel { display: grid; gap: 16px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface));
  grid-template-columns: minmax(0, 1fr); }
@media (min-width: 720px) { .ck-wheel { grid-template-columns: minmax(260px, 420px) minmax(0, 1fr); align-items: start; } .ck-wheel__title { grid-column: 1 / -1; } }
.ck-wheel__title { font-size: 1.35rem; }
.ck-wheel__stage { position: relative; width: min(100%, 420px); aspect-ratio: 1; margin: 0 auto; overflow: hidden; }
/* The turning square's corners must not widen the page (overflow hidden above). */
.ck-wheel__pointer { position: absolute; top: 0; left: 50%; z-index: 1; width: 0; height: 0; transform: translateX(-50%);
  border-left: 14px solid transparent; border-right: 14px solid transparent; border-top: 26px solid var(--ck-accent, #ffb800); filter: drop-shadow(0 2px 2px rgb(0 0 0 / 45%)); }
.ck-wheel__disc { width: 100%; height: 100%; transition: transform 4.5s cubic-bezier(.12, .67, .1, 1); will-change: transform; }
.ck-wheel__disc--still { transition: none; }
@media (prefers-reduced-motion: reduce) { .ck-wheel__disc { transition: none; } }
.ck-wheel__disc svg { display: block; width: 100%; height: 100%; }
.ck-wheel__slice { stroke: rgb(255 255 255 / 70%); stroke-width: 1; }
.ck-wheel__slice--0 { fill: #4c1d95; } .ck-wheel__slice--1 { fill: #9d174d; } .ck-wheel__slice--2 { fill: #1e3a8a; } .ck-wheel__slice--3 { fill: #065f46; }
.ck-wheel__label { fill: #fff; font-size: 7.5px; font-weight: 700; }
.ck-wheel__hub { fill: var(--ck-accent, #ffb800); stroke: #fff; stroke-width: 2; }
.ck-wheel__side { display: grid; gap: 12px; align-content: start; min-width: 0; }
.ck-wheel__result { min-height: 1.5em; font-size: 1.15rem; font-weight: 700; }
.ck-wheel__error { color: var(--ck-danger-text, var(--ck-d-danger-text)); font-weight: 600; }
.ck-wheel__actions, .ck-wheel__empty, .ck-wheel__guest { display: grid; gap: 10px; justify-items: start; }
.ck-wheel__spin { min-width: 200px; font-size: 1.05rem; }
.ck-wheel a.ck-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.ck-wheel__subtitle { font-size: 1rem; }
.ck-wheel__prizes { margin: 0; padding-left: 1.4em; display: grid; gap: 4px; }
`;
