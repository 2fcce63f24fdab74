import { ACCOUNT_CSS } from '../ui/account-css.ts';

/** The adventure calendar (docs/widgets.md "adventures"): one card a row on a phone, a grid from 720 px. */
export const css = `${ACCOUNT_CSS}
.ck-adventures { display: grid; gap: 14px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); container-type: inline-size; }
.ck-adventures__title { font-size: 1.35rem; margin: 0; }
.ck-adventures__guest { display: grid; gap: 8px; justify-items: start; }
.ck-adventures__guest p, .ck-adventures__finished { margin: 0; }
.ck-adventures__finished { font-weight: 700; padding: 10px 12px; border-radius: var(--ck-radius, 10px); border: 2px solid var(--ck-accent, var(--ck-d-accent, currentColor)); }
.ck-adventures__days { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.ck-adventures__day { display: grid; gap: 6px; align-content: start; padding: 12px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-adventures__day p { margin: 0; }
.ck-adventures__name { font-weight: 700; }
.ck-adventures__state { font-weight: 700; font-size: .92rem; }
.ck-adventures__prize { font-size: 1.05rem; font-weight: 600; overflow-wrap: anywhere; }
.ck-adventures__day--active, .ck-adventures__day--superb { border-width: 2px; border-color: var(--ck-accent, var(--ck-d-accent, currentColor)); }
.ck-adventures__day--completed .ck-adventures__state { color: var(--ck-success, var(--ck-d-success, inherit)); }
.ck-adventures__day--lost, .ck-adventures__day--future { color: var(--ck-muted, var(--ck-d-muted)); }
.ck-adventures__progress { display: grid; gap: 2px; font-size: .9rem; font-variant-numeric: tabular-nums; }
.ck-adventures__progress progress { width: 100%; height: 10px; accent-color: var(--ck-accent, var(--ck-d-accent)); }
.ck-adventures__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: start; justify-content: space-between; }
.ck-adventures__details summary { cursor: pointer; min-height: 24px; font-weight: 600; }
.ck-adventures a.ck-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; min-height: 40px; }
@container (min-width: 720px) {
  .ck-adventures__days { grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
}
`;
