import { ACCOUNT_CSS } from '../ui/account-css.ts';

/**
 * The notifications bell and bar (docs/widgets.md "notifications"): theme tokens only; the bar drops below the bell, full width on a phone.
 * `--ck-bell-background` and `--ck-bell-radius` let a page match the bell to its own header buttons (the host's do).
 */
export const css = `${ACCOUNT_CSS}
:host { display: inline-block; }
.ck-notifications { position: relative; display: inline-block; }
.ck-notifications__bell { position: relative; display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; padding: 0; border: 0; border-radius: var(--ck-bell-radius, 50%); background: var(--ck-bell-background, transparent); color: inherit; cursor: pointer; }
.ck-notifications__bell:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.ck-notifications__bell:focus-visible, .ck-notifications button:focus-visible, .ck-notifications a:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-notifications__badge { position: absolute; top: 2px; right: 0; min-width: 20px; height: 20px; padding: 0 5px; border-radius: 10px; display: grid; place-items: center; font-size: .75rem; font-weight: 700; line-height: 1; background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); }
.ck-notifications__bar { position: absolute; right: 0; top: calc(100% + 6px); z-index: 50; width: min(360px, calc(100vw - 24px)); max-height: min(70vh, 520px); overflow: auto; display: grid; gap: 10px; padding: 14px; border-radius: var(--ck-radius, 10px); background: var(--ck-surface, var(--ck-d-surface)); color: var(--ck-text, var(--ck-d-text)); border: 1px solid var(--ck-border, var(--ck-d-border)); box-shadow: 0 10px 28px rgb(0 0 0 / 30%); text-align: start; }
.ck-notifications__head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.ck-notifications__head h2 { font-size: 1.05rem; }
.ck-notifications__head .ck-link-button { font-size: .9rem; min-height: 32px; }
.ck-notifications__empty { color: var(--ck-muted, var(--ck-d-muted)); }
.ck-notifications__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.ck-notifications__item { display: flex; gap: 8px; align-items: flex-start; padding: 10px 12px; border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-notifications__item--new { border-inline-start: 4px solid var(--ck-accent, #ffb800); }
.ck-notifications__body { flex: 1; display: grid; gap: 4px; min-width: 0; overflow-wrap: anywhere; }
.ck-notifications__body p { font-size: .92rem; }
.ck-notifications__body a { color: inherit; font-weight: 600; min-height: 24px; display: inline-flex; align-items: center; justify-self: start; }
.ck-notifications__dismiss { flex: none; min-width: 32px; min-height: 32px; border: 0; border-radius: 50%; background: transparent; color: inherit; font-size: 1.3rem; line-height: 1; cursor: pointer; }
.ck-notifications__dismiss:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
@media (max-width: 480px) {
  .ck-notifications__bar { position: fixed; left: 12px; right: 12px; top: 64px; width: auto; }
}
`;
