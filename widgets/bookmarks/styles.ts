import { css as QUEST_CSS } from '../quest/styles.ts';

/**
 * The side bookmarks (docs/widgets.md "bookmarks"): the quest bookmark's look (widgets/quest/styles.ts,
 * `.ck-bookmark*`) for every tab, stacked at the right edge; compact (smaller, translucent until
 * hovered or focused) once the page is scrolled past 100 px.
 */
export const css = `${QUEST_CSS}
.ck-bookmarks { position: fixed; right: 0; top: 34%; z-index: 40; display: grid; gap: 8px; justify-items: end; }
.ck-bookmarks .ck-bookmark { position: static; }
a.ck-bookmark__tab { text-decoration: none; }
.ck-bookmarks--compact .ck-bookmark__tab { font-size: .8rem; padding: 8px 6px; opacity: .85; transition: opacity .2s; }
.ck-bookmarks--compact .ck-bookmark__tab:hover, .ck-bookmarks--compact .ck-bookmark__tab:focus-visible { opacity: 1; }
@media (prefers-reduced-motion: reduce) { .ck-bookmarks--compact .ck-bookmark__tab { transition: none; } }
`;
