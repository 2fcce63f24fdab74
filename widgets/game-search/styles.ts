import { MODAL_CSS } from '../ui/Modal.tsx';

export const css = `${MODAL_CSS}
.ck-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ck-search-trigger { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 8px 16px; font: inherit;
  border-radius: 999px; border: 1px solid var(--ck-border, var(--ck-d-border)); background: var(--ck-surface, var(--ck-d-surface)); color: inherit; cursor: pointer; }
.ck-search-trigger:hover { border-color: var(--ck-accent, #ffb800); }
.ck-search-trigger:focus-visible, .ck-search__game:focus-visible, .ck-search__close:focus-visible, .ck-search__icon-button:focus-visible,
.ck-search__input:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-search { padding: 14px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; }
.ck-search__bar { display: flex; align-items: center; gap: 8px; padding: 4px 4px 4px 12px; border-radius: var(--ck-radius, 10px);
  background: var(--ck-d-field, rgb(0 0 0 / 25%)); }
.ck-search__input { flex: 1; min-width: 0; min-height: 44px; font: inherit; font-size: 1.05rem; color: inherit; background: none; border: 0; }
.ck-search__input::placeholder { color: var(--ck-muted, var(--ck-d-muted)); }
.ck-search__input::-webkit-search-cancel-button { display: none; }
.ck-search__icon-button { width: 44px; height: 44px; border: 0; border-radius: 50%; background: none; color: inherit; font-size: 1.5rem; cursor: pointer; }
.ck-search__close { min-height: 44px; padding: 0 12px; font: inherit; border: 0; border-radius: var(--ck-radius, 10px); background: var(--ck-d-veil);
  color: inherit; cursor: pointer; }
.ck-search__heading { margin: 4px 0 0; font-size: .95rem; text-transform: uppercase; letter-spacing: .06em; opacity: .8; }
.ck-search__status:empty { display: none; }
.ck-search__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 6px; }
.ck-search__game { display: flex; gap: 10px; align-items: center; padding: 6px; border-radius: var(--ck-radius, 10px); color: inherit; text-decoration: none; }
.ck-search__game:hover { background: var(--ck-d-veil); }
.ck-search__thumb { flex: none; width: 64px; height: 48px; border-radius: 6px; overflow: hidden; background: var(--ck-d-veil); }
.ck-search__thumb img { display: block; width: 100%; height: 100%; object-fit: cover; }
.ck-search__game-text { display: grid; min-width: 0; }
.ck-search__game-title { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ck-search__game-provider { font-size: .85rem; opacity: .75; }
.ck-search__empty p { margin: 6px 0; }
.ck-search__hint { opacity: .75; }
.ck-icon { flex: none; }
`;
