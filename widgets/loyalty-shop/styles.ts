import { ACCOUNT_CSS } from '../ui/account-css.ts';
import { MODAL_CSS } from '../ui/Modal.tsx';

/** The loyalty shop (docs/widgets.md "loyalty-shop"): cards in one column on a phone (390 px), a grid from 560 px; the exchange in the one modal. */
export const css = `${ACCOUNT_CSS}${MODAL_CSS}
.ck-shop { display: grid; gap: 16px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); container-type: inline-size; }
.ck-shop__banner { display: grid; gap: 12px; }
.ck-shop__picture img { display: block; width: 100%; height: auto; max-height: 220px; object-fit: cover; border-radius: var(--ck-radius, 10px); }
.ck-shop__promo { display: grid; gap: 6px; }
.ck-shop__title { font-size: 1.4rem; margin: 0; overflow-wrap: anywhere; }
.ck-shop__text, .ck-shop__guest { margin: 0; }
.ck-shop__balance { margin: 0; display: flex; flex-wrap: wrap; gap: 6px; align-items: baseline; font-size: 1.1rem; }
.ck-shop__balance-label { color: var(--ck-muted, var(--ck-d-muted)); font-size: .9rem; }
.ck-shop__tabs { display: flex; flex-wrap: wrap; gap: 6px; }
.ck-shop__tab { padding: 8px 14px; min-height: 40px; box-sizing: border-box; display: inline-flex; align-items: center; border-radius: 999px; border: 1px solid var(--ck-border, var(--ck-d-border)); color: inherit; text-decoration: none; font-weight: 600; }
.ck-shop__tab[aria-current="page"] { background: var(--ck-accent, var(--ck-d-accent)); color: var(--ck-on-accent, var(--ck-d-on-accent, #111)); border-color: transparent; }
.ck-shop__tab:focus-visible { outline: 2px solid var(--ck-focus, var(--ck-d-focus, currentColor)); outline-offset: 2px; }
.ck-shop__cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr)); }
.ck-shop__card { display: grid; gap: 8px; align-content: start; padding: 14px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-shop a.ck-button { text-decoration: none; display: inline-flex; align-items: center; justify-content: center; }
.ck-shop__card-title { font-size: 1.1rem; margin: 0; overflow-wrap: anywhere; }
.ck-shop__tags { display: flex; gap: 6px; margin: 0; }
.ck-shop__tag { font-size: .8rem; font-weight: 700; padding: 2px 8px; border-radius: 999px; border: 1px solid currentColor; }
.ck-shop__detail { margin: 0; padding: 0; list-style: none; display: grid; gap: 2px; }
.ck-shop__cost { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.ck-shop__short { margin: 0; color: var(--ck-muted, var(--ck-d-muted)); font-weight: 600; }
.ck-shop__more summary { cursor: pointer; font-weight: 600; }
.ck-shop__dialog { display: grid; gap: 12px; padding: 20px; max-width: min(92vw, 420px); }
.ck-shop__dialog-title { font-size: 1.2rem; margin: 0; }
.ck-shop__form { display: grid; gap: 12px; }
.ck-shop__form p { margin: 0; }
.ck-shop__stepper { display: flex; gap: 8px; align-items: end; }
.ck-shop__field { display: grid; gap: 4px; flex: 1; }
.ck-shop__label { font-size: .85rem; color: var(--ck-muted, var(--ck-d-muted)); }
.ck-shop__field input { min-height: 40px; font: inherit; padding: 6px 10px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); background: transparent; color: inherit; width: 100%; box-sizing: border-box; }
.ck-shop__total { font-weight: 700; }
.ck-shop__warning { padding: 10px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-warning, var(--ck-d-warning, currentColor)); }
.ck-shop__done { font-weight: 700; font-size: 1.05rem; }
.ck-shop__actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
`;
