import { ACCOUNT_CSS } from '../ui/account-css.ts';
import { MODAL_CSS } from '../ui/Modal.tsx';

const GAME_PAGE_CSS = `
.ck-gp { display: grid; gap: 10px; }
.ck-gp__bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; }
.ck-gp__back { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; color: inherit; text-decoration: none; font-weight: 600; }
.ck-gp__back:hover { text-decoration: underline; }
.ck-gp__title { flex: 1 1 160px; margin: 0; font-size: 1.2rem; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ck-gp__balance { margin: 0; display: flex; gap: 6px; align-items: baseline; font-size: .95rem; }
.ck-gp__balance span { opacity: .8; }
.ck-gp__spins { margin: 0; padding: 4px 10px; border-radius: 999px; background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1a1200); font-weight: 700; font-size: .9rem; white-space: nowrap; }
.ck-gp__actions { display: flex; align-items: center; gap: 8px; }
.ck-gp__modes { display: inline-flex; padding: 3px; border-radius: 999px; background: rgb(0 0 0 / 30%); }
.ck-gp__mode { min-height: 38px; padding: 6px 14px; font: inherit; font-size: .9rem; font-weight: 600; border: 0; border-radius: 999px;
  background: transparent; color: inherit; cursor: pointer; }
.ck-gp__mode[aria-pressed="true"] { background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); }
.ck-gp__icon { width: 44px; height: 44px; display: grid; place-items: center; font: inherit; font-size: 1.6rem; line-height: 1; border: 0;
  border-radius: 50%; background: var(--ck-d-veil); color: inherit; cursor: pointer; }
.ck-gp__icon:disabled { opacity: .45; cursor: not-allowed; }
.ck-gp__mode:focus-visible, .ck-gp__icon:focus-visible, .ck-gp__back:focus-visible, .ck-gp__link:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-gp__stage { position: relative; width: 100%; aspect-ratio: 16 / 9; min-height: 420px; max-height: calc(100vh - 120px); overflow: hidden;
  border-radius: var(--ck-radius, 10px); background: #0b0618; }
.ck-gp__stage:fullscreen { max-height: none; border-radius: 0; }
.ck-gp__frame { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; background: #0b0618; }
.ck-gp__backdrop { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; filter: blur(18px) brightness(.45); transform: scale(1.1); }
.ck-gp__panel { position: absolute; inset: 0; z-index: 1; display: grid; place-content: center; justify-items: center; gap: 12px; padding: 24px;
  text-align: center; background: rgb(11 6 24 / 55%); }
.ck-gp__panel h2 { font-size: 1.3rem; }
.ck-gp__panel p { max-width: 46ch; }
.ck-gp__panel--overlay { background: rgb(11 6 24 / 70%); }
.ck-gp__row { display: flex; flex-wrap: wrap; justify-content: center; gap: 10px; }
.ck-gp__row a.ck-button { display: inline-flex; align-items: center; text-decoration: none; }
.ck-gp__spinner { width: 40px; height: 40px; border-radius: 50%; border: 4px solid var(--ck-border, var(--ck-d-border)); border-top-color: var(--ck-accent, #ffb800);
  animation: ck-spin .9s linear infinite; }
@keyframes ck-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ck-gp__spinner { animation: none; } }
.ck-gp__profile { display: grid; gap: 14px; padding: 20px; }
.ck-gp__link { justify-self: start; min-height: 44px; display: inline-flex; align-items: center; }
@media (max-width: 640px) {
  .ck-gp__stage { aspect-ratio: auto; height: calc(100vh - 150px); min-height: 480px; }
  .ck-gp__title { flex-basis: 100%; order: -1; }
}
`;

export const css = MODAL_CSS + ACCOUNT_CSS + GAME_PAGE_CSS;
