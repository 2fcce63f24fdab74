import { ACCOUNT_CSS } from '../ui/account-css.ts';

/** The VIP club widget (docs/widgets.md "vip"): one column on a phone; the ladder in a row and the cards side by side from 720 px. */
export const css = `${ACCOUNT_CSS}
.ck-vip { display: grid; gap: 16px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); container-type: inline-size; }
.ck-vip__head { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: baseline; justify-content: space-between; }
.ck-vip__title { font-size: 1.35rem; margin: 0; }
.ck-vip__status { margin: 0; font-weight: 700; font-size: 1.1rem; }
.ck-vip__live:empty { display: none; }
.ck-vip__live { margin: 0; padding: 10px 12px; border-radius: var(--ck-radius, 10px); font-weight: 700; border: 2px solid var(--ck-accent, var(--ck-d-accent, currentColor)); }
.ck-vip__subtitle { font-size: 1.05rem; margin: 0 0 8px; }
.ck-vip__ladder { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.ck-vip__step { display: flex; justify-content: space-between; gap: 8px; padding: 10px 12px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-vip__step-name { font-weight: 700; }
.ck-vip__step-state { font-size: .9rem; }
.ck-vip__step--current { border-width: 2px; border-color: var(--ck-accent, var(--ck-d-accent, currentColor)); }
.ck-vip__step--locked { color: var(--ck-muted, var(--ck-d-muted)); border-style: dashed; }
.ck-vip__progress, .ck-vip__gifts, .ck-vip__manager, .ck-vip__compare, .ck-vip__guest { display: grid; gap: 8px; }
.ck-vip__overall, .ck-vip__lifelong, .ck-vip__guest p, .ck-vip__manager p { margin: 0; }
.ck-vip__overall { font-weight: 700; font-variant-numeric: tabular-nums; }
.ck-vip__bar { display: grid; gap: 2px; }
.ck-vip__bar progress { width: 100%; height: 12px; accent-color: var(--ck-accent, var(--ck-d-accent)); }
.ck-vip__bar-label { font-weight: 600; }
.ck-vip__bar-text { font-variant-numeric: tabular-nums; font-size: .92rem; }
.ck-vip__gift-list, .ck-vip__contacts, .ck-vip__perks { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.ck-vip__gift { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; padding: 8px 12px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-vip__gift-name { font-weight: 700; min-width: 6em; }
.ck-vip__gift-state { font-size: .9rem; font-weight: 600; }
.ck-vip__gift--lost, .ck-vip__gift--future { color: var(--ck-muted, var(--ck-d-muted)); }
.ck-vip__gift--superPrize { border-width: 2px; border-color: var(--ck-accent, var(--ck-d-accent, currentColor)); }
.ck-vip__manager-name { font-weight: 700; font-size: 1.05rem; }
.ck-vip__contacts { grid-auto-flow: column; justify-content: start; }
.ck-vip__contacts a, .ck-vip a.ck-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; min-height: 40px; }
.ck-vip__cards { display: grid; gap: 8px; }
.ck-vip__card { padding: 12px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-vip__card-title { margin: 0 0 6px; font-size: 1rem; }
.ck-vip__carousel { display: grid; grid-template-columns: auto 1fr auto; gap: 8px; align-items: center; }
.ck-vip__carousel .ck-button--small { min-width: 44px; min-height: 44px; font-size: 1.3rem; }
.ck-vip__carousel [aria-disabled="true"] { opacity: .55; cursor: not-allowed; }
@container (min-width: 720px) {
  .ck-vip__ladder { grid-auto-flow: column; grid-auto-columns: 1fr; }
  .ck-vip__step { flex-direction: column; }
  .ck-vip__cards { grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); }
}
`;
