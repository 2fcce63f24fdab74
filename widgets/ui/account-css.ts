/**
 * Styles shared by the account widgets (cashbox, profile): fields, buttons, alerts, toasts,
 * tables, tabs. Theme tokens only (--ck-*), so every brand theme applies.
 */
export const ACCOUNT_CSS = `
.ck-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
h2, h3, h4 { margin: 0; line-height: 1.25; }
p { margin: 0; }
.ck-stack { display: grid; gap: 14px; }
.ck-row { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
.ck-muted { color: var(--ck-muted, var(--ck-d-muted)); font-size: .92rem; }
.ck-button:disabled { opacity: .55; cursor: not-allowed; filter: none; }
.ck-button--ghost { background: transparent; color: inherit; border: 1px solid var(--ck-border, var(--ck-d-border)); }
.ck-button--danger { background: var(--ck-danger, var(--ck-d-danger)); color: #1b0b0b; }
.ck-button--small { min-height: 36px; padding: 6px 12px; font-size: .9rem; }
.ck-button--block { width: 100%; }
.ck-link-button { font: inherit; background: none; border: 0; padding: 0; color: var(--ck-link, var(--ck-d-link)); text-decoration: underline; cursor: pointer; min-height: 24px; }
.ck-link-button:focus-visible, .ck-button--ghost:focus-visible, .ck-field__input:focus-visible, .ck-check input:focus-visible,
.ck-toast__close:focus-visible, .ck-tab:focus-visible, .ck-choice:focus-within, .ck-close:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-field { display: grid; gap: 4px; min-width: 0; align-content: start; }
.ck-field__label { font-size: .9rem; font-weight: 600; }
.ck-field__row { display: flex; gap: 8px; align-items: stretch; }
.ck-field__input { flex: 1; min-width: 0; min-height: 44px; padding: 8px 12px; font: inherit; color: inherit; border-radius: var(--ck-radius, 10px);
  border: 1px solid var(--ck-border, var(--ck-d-border)); background: var(--ck-d-field, rgb(0 0 0 / 28%)); }
select.ck-field__input option { color: #111; }
.ck-field--invalid .ck-field__input { border-color: var(--ck-danger, var(--ck-d-danger)); }
.ck-field__hint { font-size: .82rem; color: var(--ck-muted, var(--ck-d-muted)); }
.ck-field__error { font-size: .85rem; color: var(--ck-danger-text, var(--ck-d-danger-text)); font-weight: 600; }
.ck-check { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; min-height: 32px; }
.ck-check input { width: 20px; height: 20px; accent-color: var(--ck-accent, #ffb800); }
.ck-grid-2 { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.ck-alert { padding: 10px 14px; border-radius: var(--ck-radius, 10px); border-left: 4px solid; background: var(--ck-d-field, rgb(0 0 0 / 25%)); }
.ck-alert--error { border-color: var(--ck-danger, var(--ck-d-danger)); }
.ck-alert--success { border-color: var(--ck-success, var(--ck-d-success)); }
.ck-alert--info { border-color: var(--ck-focus, var(--ck-d-focus)); }
.ck-alert--warning { border-color: var(--ck-warning, var(--ck-d-warning)); }
.ck-toasts { position: fixed; right: 12px; bottom: 12px; z-index: 2147483600; display: grid; gap: 8px; max-width: min(380px, calc(100vw - 24px)); }
.ck-toasts:empty { display: none; }
.ck-toast { display: flex; gap: 10px; align-items: flex-start; justify-content: space-between; padding: 10px 12px; border-radius: var(--ck-radius, 10px);
  background: var(--ck-surface, var(--ck-d-surface)); color: var(--ck-text, var(--ck-d-text)); box-shadow: 0 8px 24px rgb(0 0 0 / 45%); border-left: 4px solid var(--ck-focus, var(--ck-d-focus)); }
.ck-toast--success { border-left-color: var(--ck-success, var(--ck-d-success)); }
.ck-toast--warning { border-left-color: var(--ck-warning, var(--ck-d-warning)); }
.ck-toast--error { border-left-color: var(--ck-danger, var(--ck-d-danger)); }
.ck-toast p { flex: 1; margin: 0; }
.ck-toast__close { flex: none; width: 32px; height: 32px; border: 0; border-radius: 50%; background: var(--ck-d-veil); color: inherit; font-size: 1.2rem; cursor: pointer; }
.ck-table { width: 100%; border-collapse: collapse; font-size: .92rem; }
.ck-table th, .ck-table td { text-align: left; padding: 8px 6px; border-bottom: 1px solid var(--ck-d-veil); vertical-align: top; }
.ck-table th { font-weight: 600; color: var(--ck-muted, var(--ck-d-muted)); }
.ck-table .ck-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ck-table-wrap { overflow-x: auto; }
.ck-badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: .8rem; font-weight: 700; background: var(--ck-d-veil); white-space: nowrap; }
.ck-badge--succeeded, .ck-badge--active, .ck-badge--good { background: #166534; color: #dcfce7; }
.ck-badge--pending, .ck-badge--processing, .ck-badge--reserved, .ck-badge--wait { background: #854d0e; color: #fef9c3; }
.ck-badge--declined, .ck-badge--rejected, .ck-badge--canceled, .ck-badge--bad { background: #991b1b; color: #fee2e2; }
.ck-badge--recalled { background: #334155; color: #e2e8f0; }
.ck-badge--vip { background: linear-gradient(90deg, #facc15, #f59e0b); color: #1b1035; }
.ck-tabs { display: flex; flex-wrap: wrap; gap: 6px; }
.ck-tab { flex: none; font: inherit; min-height: 40px; padding: 6px 14px; border-radius: 999px; cursor: pointer; color: inherit;
  border: 1px solid var(--ck-border, var(--ck-d-border)); background: transparent; }
.ck-tab[aria-current="page"], .ck-tab[aria-selected="true"] { background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); border-color: transparent; font-weight: 700; }
.ck-choices { display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(168px, 1fr)); margin: 0; padding: 0; border: 0; min-width: 0; }
.ck-choice { position: relative; display: flex; align-items: center; gap: 8px; min-height: 48px; padding: 8px 12px; cursor: pointer;
  border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); background: var(--ck-d-field, rgb(0 0 0 / 18%)); }
.ck-choice:has(input:checked) { border-color: var(--ck-accent, #ffb800); box-shadow: inset 0 0 0 1px var(--ck-accent, #ffb800); }
.ck-choice .ck-muted { font-size: .8rem; white-space: nowrap; }
.ck-choice input { flex: none; accent-color: var(--ck-accent, #ffb800); width: 18px; height: 18px; }
.ck-card { padding: 14px; border-radius: var(--ck-radius, 10px); background: var(--ck-d-field, rgb(0 0 0 / 20%)); display: grid; gap: 10px; }
.ck-qr { display: block; border-radius: 6px; }
.ck-code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; padding: 8px 10px; border-radius: 6px; background: var(--ck-d-field, rgb(0 0 0 / 35%)); }
.ck-copied { font-size: .85rem; color: var(--ck-success, var(--ck-d-success)); }
.ck-progress { height: 10px; border-radius: 999px; background: var(--ck-d-veil); overflow: hidden; }
.ck-progress > span { display: block; height: 100%; background: var(--ck-accent, #ffb800); }
.ck-close { width: 44px; height: 44px; flex: none; border: 0; border-radius: 50%; background: var(--ck-d-veil); color: inherit; font-size: 1.4rem; cursor: pointer; }
.ck-spinner { display: inline-block; width: 1em; height: 1em; border-radius: 50%; border: 2px solid currentColor; border-right-color: transparent; animation: ck-spin .8s linear infinite; vertical-align: -2px; }
@keyframes ck-spin { to { transform: rotate(360deg); } }
@media (max-width: 480px) { .ck-narrow-hide { display: none; } .ck-tab { min-height: 36px; padding: 4px 12px; } }
@media (prefers-reduced-motion: reduce) { .ck-spinner { animation: none; } }
`;
