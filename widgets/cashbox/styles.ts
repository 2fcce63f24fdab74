import { ACCOUNT_CSS } from '../ui/account-css.ts';
import { MODAL_CSS } from '../ui/Modal.tsx';

export const css = `${MODAL_CSS}${ACCOUNT_CSS}
.ck-cashbox .ck-overlay { transition: opacity .1s ease-out; }
.ck-cashbox--closing .ck-overlay { opacity: 0; }
.ck-cashbox .ck-dialog { width: min(720px, 100%); }
.ck-cashbox__head { position: sticky; top: 0; z-index: 1; display: flex; align-items: center; gap: 12px; padding: 14px 16px;
  background: var(--ck-surface, var(--ck-d-surface)); border-bottom: 1px solid var(--ck-d-veil); }
.ck-cashbox__title { flex: 1; font-size: 1.25rem; }
.ck-cashbox__balance { text-align: right; font-variant-numeric: tabular-nums; }
.ck-cashbox__body { padding: 16px; display: grid; gap: 16px; }
.ck-choices--offers { grid-template-columns: 1fr; }
.ck-choices--offers .ck-choice__text { display: grid; gap: 2px; }
.ck-choices > .ck-field__error { grid-column: 1 / -1; }
.ck-pay h3 { font-size: 1.1rem; }
.ck-choice__text { display: grid; gap: 2px; }
.ck-quick { display: flex; flex-wrap: wrap; gap: 8px; }
.ck-fieldset { margin: 0; padding: 12px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-fieldset legend { padding: 0 6px; font-weight: 600; }
.ck-crypto__body { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.ck-crypto__body .ck-stack { flex: 1; min-width: 200px; }
.ck-balances { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px; margin: 0; }
.ck-balances div { padding: 12px; border-radius: var(--ck-radius, 10px); background: var(--ck-d-field, rgb(0 0 0 / 22%)); }
.ck-balances dt { font-size: .85rem; color: var(--ck-muted, var(--ck-d-muted)); }
.ck-balances dd { margin: 4px 0 0; font-size: 1.3rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.ck-recent { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.ck-recent li { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; justify-content: space-between; padding: 8px 10px;
  border-radius: 8px; background: var(--ck-d-field, rgb(0 0 0 / 18%)); }
.ck-recent li > span:first-child { flex: 1; min-width: 160px; }
.ck-recall { margin-left: 8px; }
@media (max-width: 480px) {
  .ck-cashbox .ck-overlay { padding: 0; }
  .ck-cashbox .ck-dialog { max-height: 100vh; height: 100%; border-radius: 0; }
  .ck-cashbox__head { padding: 10px 12px; flex-wrap: wrap; }
  .ck-cashbox__title { font-size: 1.1rem; }
  .ck-cashbox__balance { order: 3; width: 100%; text-align: left; }
  .ck-cashbox__body { padding: 12px; }
  .ck-methods, .ck-crypto-info, .ck-history { font-size: .85rem; }
}
`;
