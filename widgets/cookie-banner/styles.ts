export const css = `
.ck-cookie { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; justify-content: space-between;
  padding: 16px 20px; border-radius: var(--ck-radius, 10px); background: var(--ck-surface, var(--ck-d-surface));
  box-shadow: 0 8px 30px rgb(0 0 0 / 35%); }
/* Over the bottom of the viewport (the host), above the page and below popups and toasts. */
/* Where it sits is themeable: --ck-cookie-left / -right / -max-width (the host keeps it clear of its toasts). */
.ck-cookie--overlay { position: fixed; z-index: 2147482000; left: var(--ck-cookie-left, 12px); right: var(--ck-cookie-right, 12px); bottom: 12px; margin: 0 auto;
  max-width: var(--ck-cookie-max-width, 960px); max-height: calc(100vh - 24px); overflow: auto; border: 1px solid var(--ck-border, rgb(255 255 255 / 25%));
  box-shadow: 0 12px 48px rgb(0 0 0 / 55%); }
.ck-cookie__text { margin: 0; flex: 1 1 280px; line-height: 1.45; font-size: 0.95rem; }
.ck-cookie__actions { display: flex; flex-wrap: wrap; gap: 8px; flex: 0 1 auto; justify-content: flex-end; }
.ck-cookie__actions .ck-button { flex: 1 0 auto; padding: 10px 14px; }
.ck-button--ghost { background: transparent; color: inherit; border: 1px solid var(--ck-border, rgb(255 255 255 / 35%)); }
`;
