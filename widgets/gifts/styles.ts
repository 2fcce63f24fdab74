import { ACCOUNT_CSS } from '../ui/account-css.ts';
import { MODAL_CSS } from '../ui/Modal.tsx';

/** The gifts list and bonus balance, shared by the gifts widget and the profile (docs/widgets.md "gifts"). */
export const GIFTS_CSS = `
.ck-giftlist { display: grid; gap: 12px; }
.ck-giftlist__heading { font-size: 1.05rem; margin: 4px 0 0; }
.ck-gifts { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); }
.ck-gift { display: grid; gap: 8px; align-content: start; }
.ck-gift__head { display: flex; gap: 8px; align-items: flex-start; justify-content: space-between; }
.ck-gift__title { font-size: 1rem; margin: 0; overflow-wrap: anywhere; }
.ck-gift__value { margin: 0; display: flex; gap: 6px; flex-wrap: wrap; align-items: baseline; }
.ck-gift__value strong { font-size: 1.15rem; }
.ck-gift__wager { display: grid; gap: 4px; }
.ck-gift__wager-head { justify-content: space-between; }
.ck-gift__wager p, .ck-gift__deadline { margin: 0; font-size: .9rem; }
.ck-balance { display: grid; gap: 10px; }
.ck-balance__figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); gap: 10px; margin: 0; }
.ck-balance__figures div { display: grid; gap: 2px; }
.ck-balance__figures dt { font-size: .85rem; color: var(--ck-muted, var(--ck-d-muted)); }
.ck-balance__figures dd { margin: 0; font-size: 1.2rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.ck-confirm { max-width: 420px; }
`;

export const css = `${MODAL_CSS}${ACCOUNT_CSS}${GIFTS_CSS}
.ck-giftsw { display: grid; gap: 12px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); }
.ck-giftsw__title { font-size: 1.25rem; margin: 0; }
.ck-giftsw__guest p { margin: 0; }
.ck-giftsw a.ck-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
`;
