export { adoptStyles } from '../../sdk/embed/styles.ts';

/**
 * Token defaults per theme (docs/integration.md "Light and dark pages"): widgets read
 * `var(--ck-text, var(--ck-d-text))`, so a token the page or a theme (themes/*.css) sets wins,
 * and an unthemed page gets the defaults of the element's `data-ck-theme` (sdk/embed/theme.ts).
 * Dark is the default without the attribute. `--ck-d-field` (recessed fields and panels) exists in
 * the light set only: dark widgets keep each panel's own shade, `var(--ck-d-field, rgb(0 0 0 / 25%))`.
 */
export const THEME_CSS = `
:host { --ck-d-text: #f4f1ff; --ck-d-muted: rgb(244 241 255 / 78%); --ck-d-surface: #2a1a52; --ck-d-link: #ffd766;
  --ck-d-focus: #7dd3fc; --ck-d-border: rgb(255 255 255 / 32%); --ck-d-veil: rgb(255 255 255 / 8%);
  --ck-d-danger: #f87171; --ck-d-danger-text: #fecaca; --ck-d-warning: #fcd34d; --ck-d-success: #4ade80; }
:host([data-ck-theme="light"]) { --ck-d-text: #1b1035; --ck-d-muted: rgb(27 16 53 / 78%); --ck-d-surface: #f6f3ff; --ck-d-link: #5b21b6;
  --ck-d-focus: #0369a1; --ck-d-border: rgb(27 16 53 / 30%); --ck-d-veil: rgb(27 16 53 / 7%);
  --ck-d-danger: #b91c1c; --ck-d-danger-text: #991b1b; --ck-d-warning: #92400e; --ck-d-success: #15803d;
  --ck-d-field: rgb(27 16 53 / 6%); }
`;

/** Tokens every widget reads; a theme (themes/*.css) overrides them on any ancestor. */
export const BASE_CSS = `${THEME_CSS}
:host { display: block; font-family: var(--ck-font, system-ui, sans-serif); color: var(--ck-text, var(--ck-d-text)); }
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
.ck-button { font: inherit; font-weight: 600; cursor: pointer; border: 0; border-radius: var(--ck-radius, 10px);
  padding: 10px 20px; min-height: 44px; background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); }
.ck-button:hover { filter: brightness(1.08); }
.ck-button:focus-visible, a:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
a { color: var(--ck-link, var(--ck-d-link)); }
.ck-offline { display: grid; justify-items: center; gap: 8px; margin: 0 0 12px; padding: 16px; text-align: center;
  border-radius: var(--ck-radius, 10px); border: 1px solid var(--ck-border, var(--ck-d-border)); background: var(--ck-surface, var(--ck-d-surface)); }
.ck-offline__title { margin: 0; font-weight: 700; }
.ck-offline__text { margin: 0; color: var(--ck-muted, var(--ck-d-muted)); font-size: .92rem; }
.ck-frame__content[data-stale] .ck-skeleton { display: none; }
.ck-frame__content[data-stale] { filter: grayscale(.7); }
`;
