import { TILE_CSS } from '../ui/GameTile.tsx';

/** The grid: cells absolutely placed in a list as tall as all loaded rows (virtualised). */
export const GRID_CSS = `
.ck-grid { display: block; }
.ck-grid__head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; margin: 0 0 12px; }
.ck-grid__heading { margin: 0; font-size: 1.25rem; }
.ck-grid__count { font-size: .85rem; opacity: .75; }
.ck-grid__list { position: relative; list-style: none; margin: 0; padding: 0; contain: layout size; }
.ck-grid__cell { position: absolute; top: 0; left: 0; contain: strict; }
.ck-grid__skeleton { display: grid; gap: 12px; }
.ck-grid__skeleton-tile { aspect-ratio: 1 / 1; }
.ck-grid__status { min-height: 1.5em; margin-top: 12px; text-align: center; font-size: .9rem; opacity: .8; }
.ck-grid__empty { text-align: center; opacity: .8; }
.ck-grid__more { display: block; margin: 8px auto; }
.ck-grid--error { text-align: center; padding: 24px 12px; }
`;

export const css = TILE_CSS + GRID_CSS;
