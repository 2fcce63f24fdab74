export { adoptStyles } from '../../sdk/embed/styles.ts';

/** Tokens every widget reads; a theme (themes/*.css) overrides them on any ancestor. */
export const BASE_CSS = `
:host { display: block; font-family: var(--ck-font, system-ui, sans-serif); color: var(--ck-text, #f4f1ff); }
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
.ck-button { font: inherit; font-weight: 600; cursor: pointer; border: 0; border-radius: var(--ck-radius, 10px);
  padding: 10px 20px; min-height: 44px; background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); }
.ck-button:hover { filter: brightness(1.08); }
.ck-button:focus-visible, a:focus-visible { outline: 3px solid var(--ck-focus, #7dd3fc); outline-offset: 2px; }
a { color: var(--ck-link, #ffd766); }
`;
