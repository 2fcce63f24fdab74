import { ACCOUNT_CSS } from '../ui/account-css.ts';

/** The lottery widget (docs/widgets.md "lottery"): one column on a phone, the prize table and the ways to get tickets side by side from 720 px. */
export const css = `${ACCOUNT_CSS}
.ck-lottery { display: grid; gap: 14px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); container-type: inline-size; }
.ck-lottery__head { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: baseline; justify-content: space-between; }
.ck-lottery__title { font-size: 1.35rem; margin: 0; overflow-wrap: anywhere; }
.ck-lottery__timer { font-weight: 600; font-variant-numeric: tabular-nums; }
.ck-lottery__total { margin: 0; }
.ck-lottery__subtitle { font-size: 1.05rem; margin: 0 0 6px; }
.ck-lottery__prizes { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ck-lottery__caption { text-align: start; font-weight: 700; font-size: 1.05rem; padding-bottom: 6px; }
.ck-lottery__prizes th, .ck-lottery__prizes td { text-align: start; padding: 8px 6px; border-bottom: 1px solid var(--ck-border, var(--ck-d-border)); overflow-wrap: anywhere; }
.ck-lottery__prizes thead th { font-size: .85rem; color: var(--ck-muted, var(--ck-d-muted)); font-weight: 600; }
.ck-lottery__prizes tbody th { width: 3.5em; }
.ck-lottery__mine { display: grid; gap: 4px; padding: 12px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-lottery__count { margin: 0; font-size: 1.15rem; font-weight: 700; }
.ck-lottery__won { margin: 0; font-weight: 700; color: var(--ck-success, var(--ck-d-success, inherit)); }
.ck-lottery__how ul { margin: 0; padding-inline-start: 1.2em; display: grid; gap: 4px; }
.ck-lottery__guest p { margin: 0; }
.ck-lottery a.ck-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.ck-lottery__buy { display: grid; gap: 8px; }
.ck-lottery__buy p { margin: 0; }
.ck-lottery__stepper { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
.ck-lottery__field { display: grid; gap: 2px; }
.ck-lottery__label { font-size: .85rem; color: var(--ck-muted, var(--ck-d-muted)); }
.ck-lottery__field input { width: 5.5em; min-height: 40px; font: inherit; padding: 6px 8px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); background: transparent; color: inherit; }
.ck-lottery__stepper .ck-button--small { min-width: 40px; min-height: 40px; font-size: 1.1rem; }
.ck-lottery__stepper .ck-lottery__cost { align-self: end; padding-block: 10px; }
.ck-lottery__error { color: var(--ck-danger, var(--ck-d-danger, #b00020)); font-weight: 600; }
.ck-lottery__verify { font-size: .9rem; }
.ck-lottery__verify summary { cursor: pointer; font-weight: 600; min-height: 24px; }
.ck-lottery__verify dl { display: grid; gap: 2px; margin: 8px 0; }
.ck-lottery__verify dd { margin: 0 0 6px; }
.ck-lottery__verify code { overflow-wrap: anywhere; word-break: break-all; font-size: .8rem; }
`;
