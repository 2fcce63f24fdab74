/** The quest widget and its bookmark (docs/widgets.md "quest"): tokens of widgets/ui/styles.ts, states by colour and text. */
export const css = `
.ck-quest { display: grid; gap: 12px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); }
.ck-quest__title { font-size: 1.3rem; margin: 0; }
.ck-quest p { margin: 0; }
.ck-quest__muted { color: var(--ck-muted, var(--ck-d-muted)); font-size: .92rem; }
.ck-quest__link { font: inherit; background: none; border: 0; padding: 0; color: var(--ck-link, var(--ck-d-link)); text-decoration: underline; cursor: pointer; }
.ck-quest__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.ck-quest__one { display: grid; gap: 14px; }
.ck-quest__timer { font-weight: 600; }
.ck-quest__guest { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; padding: 12px; border-radius: var(--ck-radius, 10px); background: var(--ck-d-veil); }
a.ck-quest__cta { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; justify-self: start; }
.ck-quest__progress { display: grid; gap: 6px; padding: 12px; border-radius: var(--ck-radius, 10px); background: var(--ck-d-veil); }
.ck-quest__progress--compact { padding: 0; background: none; }
.ck-quest__progress-head { display: flex; flex-wrap: wrap; gap: 4px 12px; justify-content: space-between; }
.ck-quest__bar { width: 100%; height: 10px; appearance: none; border: 0; border-radius: 5px; overflow: hidden; background: var(--ck-d-veil); accent-color: var(--ck-accent, #ffb800); }
.ck-quest__bar::-webkit-progress-bar { background: var(--ck-border, var(--ck-d-border)); border-radius: 5px; }
.ck-quest__bar::-webkit-progress-value { background: var(--ck-accent, #ffb800); border-radius: 5px; }
.ck-quest__bar::-moz-progress-bar { background: var(--ck-accent, #ffb800); }
.ck-quest__next { font-weight: 600; }
.ck-quest__levels { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.ck-quest__level { display: grid; grid-template-columns: 36px 1fr; gap: 10px; align-items: start; padding: 10px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-quest__level--active { border: 2px solid var(--ck-accent, #ffb800); background: var(--ck-d-veil); }
.ck-quest__level--locked .ck-quest__level-body { opacity: .85; }
.ck-quest__badge { display: grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; font-weight: 700; border: 2px solid var(--ck-border, var(--ck-d-border)); }
.ck-quest__level--completed .ck-quest__badge { background: var(--ck-success, var(--ck-d-success)); border-color: transparent; color: #0b2e13; }
.ck-quest__level--active .ck-quest__badge { background: var(--ck-accent, #ffb800); border-color: transparent; color: var(--ck-accent-text, #1b1035); }
.ck-quest__level-body { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.ck-quest__reward { font-weight: 600; }
.ck-quest__level-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.ck-quest__state { font-size: .85rem; }
.ck-quest__state--completed { color: var(--ck-success, var(--ck-d-success)); }
.ck-quest__state--active { font-weight: 700; }
.ck-quest__state--locked { color: var(--ck-muted, var(--ck-d-muted)); }
.ck-quest__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); }
.ck-quest__card { display: grid; gap: 8px; align-content: start; padding: 14px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-quest__card-title { font-size: 1.1rem; margin: 0; }
.ck-bookmark { position: fixed; right: 0; top: 40%; z-index: 40; display: flex; align-items: flex-start; font-size: .95rem; }
.ck-bookmark__tab { font: inherit; font-weight: 700; cursor: pointer; border: 0; min-height: 44px; min-width: 44px; padding: 12px 8px; writing-mode: vertical-rl; transform: rotate(180deg);
  border-radius: 0 var(--ck-radius, 10px) var(--ck-radius, 10px) 0; background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); display: flex; gap: 6px; align-items: center; }
.ck-bookmark__tab:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-bookmark__level { writing-mode: horizontal-tb; transform: rotate(180deg); display: grid; place-items: center; min-width: 24px; height: 24px; border-radius: 12px; background: var(--ck-accent-text, #1b1035); color: var(--ck-accent, #ffb800); }
.ck-bookmark__panel { display: grid; gap: 8px; width: min(300px, calc(100vw - 64px)); padding: 14px; border-radius: var(--ck-radius, 10px) 0 0 var(--ck-radius, 10px); background: var(--ck-surface, var(--ck-d-surface)); box-shadow: 0 8px 24px rgb(0 0 0 / 35%); }
.ck-bookmark__panel[hidden] { display: none; }
.ck-bookmark__panel p { margin: 0; }
.ck-bookmark__title { font-weight: 700; }
`;
