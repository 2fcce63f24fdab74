import { GRID_CSS } from '../game-grid/styles.ts';
import { css as SEARCH_CSS } from '../game-search/styles.ts';
import { TILE_CSS } from '../ui/GameTile.tsx';

// `.ck-lrow__item` with a game: tiles out of sight (a row's right side, the rows below) skip style, layout and
// paint (their SVG pictures were most of the lobby's blocking time) until near the viewport; the intrinsic size is a
// tile's own height (square picture + 44 px title; the width is the row's column), so nothing moves when they render
// (docs/host.md "Speed").
// Banners per view: one and a glimpse of the next below 768 px, by the viewport as deviceOf() decides, so a
// server render whose User-Agent guessed the device wrong still lays out right (docs/product/notifications-and-banners.md#carousel).
const LOBBY_CSS = `
.ck-lobby { display: grid; grid-template-columns: minmax(0, 1fr); gap: 18px; }
.ck-lobby__top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px; }
.ck-lobby__nav { min-width: 0; flex: 1 1 420px; }
.ck-lobby__nav ul { list-style: none; margin: 0; padding: 2px; display: flex; gap: 6px; overflow-x: auto; scrollbar-width: thin; }
.ck-lobby__link { display: inline-flex; align-items: center; min-height: 40px; padding: 6px 14px; border-radius: 999px; white-space: nowrap;
  font: inherit; font-size: .92rem; font-weight: 600; color: inherit; text-decoration: none; border: 1px solid var(--ck-border, var(--ck-d-border));
  background: var(--ck-d-veil); cursor: pointer; }
.ck-lobby__link:hover { border-color: var(--ck-accent, #ffb800); }
.ck-lobby__link[aria-current="page"] { background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); border-color: transparent; }
.ck-lobby__link:focus-visible, .ck-lobby__chip:focus-visible, .ck-lrow__all:focus-visible, .ck-lrow__arrow:focus-visible,
.ck-banners__button:focus-visible, .ck-banners__cta:focus-visible, .ck-banners__terms:focus-visible, .ck-providers__item:focus-visible, .ck-providers__close:focus-visible {
  outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-lobby__page { display: grid; grid-template-columns: minmax(0, 1fr); gap: 22px; min-width: 0; }
.ck-lobby__heading { margin: 0 0 12px; font-size: 1.25rem; }
.ck-lobby__empty { padding: 12px 0; }
.ck-lobby__empty p { margin: 8px 0; }
.ck-lobby__actions { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
.ck-lobby__actions .ck-button { display: inline-flex; align-items: center; text-decoration: none; }
.ck-lobby__tiles { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); }
.ck-lobby__provider-bar { display: flex; justify-content: flex-end; }
.ck-lobby__chip { min-height: 40px; padding: 6px 14px; font: inherit; font-weight: 600; border-radius: 999px; border: 1px solid var(--ck-border, var(--ck-d-border));
  background: transparent; color: inherit; cursor: pointer; }

.ck-lrow { display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; min-width: 0; }
.ck-lrow__head { display: flex; align-items: center; justify-content: space-between; gap: 10px; }
.ck-lrow__title { margin: 0; font-size: 1.15rem; }
.ck-lrow__tools { display: flex; align-items: center; gap: 6px; }
.ck-lrow__all { min-height: 40px; display: inline-flex; align-items: center; padding: 0 8px; color: var(--ck-link, var(--ck-d-link)); font-weight: 600; }
.ck-lrow__arrow { width: 40px; height: 40px; border: 0; border-radius: 50%; font: inherit; font-size: 1.4rem; line-height: 1;
  background: var(--ck-d-veil); color: inherit; cursor: pointer; }
.ck-lrow__list { list-style: none; margin: 0; padding: 2px 2px 6px; display: grid; grid-auto-flow: column; grid-auto-columns: 150px; gap: 12px;
  overflow-x: auto; scroll-snap-type: x proximity; scrollbar-width: thin; overscroll-behavior-x: contain; }
.ck-lrow__item { scroll-snap-align: start; min-width: 0; }
.ck-lrow__item:not([aria-hidden]) { content-visibility: auto; contain-intrinsic-size: auto 194px; }
.ck-lrow__skeleton { aspect-ratio: 1 / 1; }
@media (max-width: 600px) { .ck-lrow__list { grid-auto-columns: 118px; gap: 8px; } .ck-lrow__arrow { display: none; }
  .ck-lrow__item:not([aria-hidden]) { contain-intrinsic-size: auto 162px; } }

.ck-banners { --ck-gap: 12px; --ck-per-view: 3; grid-template-columns: minmax(0, 1fr); --ck-slide: calc((100% - (var(--ck-per-view) - 1) * var(--ck-gap)) / var(--ck-per-view)); display: grid; gap: 8px; }
.ck-banners__viewport { overflow: hidden; border-radius: calc(var(--ck-radius, 10px) * 1.4); }
.ck-banners__track { display: flex; gap: var(--ck-gap); transition: transform .45s ease; }
.ck-banners--loading .ck-banners__track { overflow: hidden; }
.ck-banners__slide { flex: 0 0 var(--ck-slide); min-height: 190px; padding: 18px; border-radius: calc(var(--ck-radius, 10px) * 1.4);
  display: flex; flex-direction: column; align-items: flex-start; gap: 8px; color: #fff; text-shadow: 0 1px 2px rgb(0 0 0 / 45%); }
.ck-banners__label { font-size: .72rem; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; padding: 3px 8px; border-radius: 999px;
  background: rgb(0 0 0 / 35%); text-shadow: none; }
.ck-banners__title { margin: 0; font-size: 1.2rem; line-height: 1.25; }
.ck-banners__text { margin: 0; font-size: .9rem; flex: 1; }
.ck-banners__cta { display: inline-flex; align-items: center; min-height: 40px; padding: 6px 16px; border-radius: var(--ck-radius, 10px); font-weight: 700;
  text-decoration: none; text-shadow: none; background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); }
.ck-banners__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.ck-banners__terms { min-height: 40px; padding: 6px 14px; font: inherit; font-weight: 600; color: #fff; background: rgb(0 0 0 / 35%); border: 1px solid; border-radius: var(--ck-radius, 10px); }
.ck-banners__timer { font-size: .85rem; font-weight: 700; padding: 3px 8px; border-radius: 6px; background: rgb(0 0 0 / 40%); } .ck-banners__timer--pending { visibility: hidden; }
.ck-banners__popup { max-width: 520px; } .ck-banners__popup h3, .ck-banners__popup p { margin: 0; }
.ck-banners__controls { display: flex; align-items: center; justify-content: center; gap: 8px; }
.ck-banners__button { min-width: 40px; height: 40px; border: 0; border-radius: 999px; font: inherit; font-size: 1.1rem; background: var(--ck-d-veil);
  color: inherit; cursor: pointer; }
.ck-banners__dots { display: inline-flex; gap: 6px; }
.ck-banners__dot { width: 8px; height: 8px; border-radius: 50%; background: var(--ck-border, var(--ck-d-border)); }
.ck-banners__dot--on { background: var(--ck-accent, #ffb800); }
@media (prefers-reduced-motion: reduce) { .ck-banners__track { transition: none; } }
@media (max-width: 767px) { .ck-banners { --ck-per-view: 1.15; } }

.ck-providers { padding: 16px; display: grid; gap: 12px; }
.ck-providers__head { display: flex; justify-content: space-between; align-items: center; gap: 10px; }
.ck-providers__head h2 { margin: 0; font-size: 1.2rem; }
.ck-providers__close { min-height: 40px; padding: 0 14px; font: inherit; border: 0; border-radius: var(--ck-radius, 10px); background: var(--ck-d-veil);
  color: inherit; cursor: pointer; }
.ck-providers__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); }
.ck-providers__item { display: flex; align-items: center; min-height: 44px; padding: 6px 12px; border-radius: var(--ck-radius, 10px); color: inherit;
  text-decoration: none; background: var(--ck-d-veil); }
.ck-providers__item:hover, .ck-providers__item[aria-current="page"] { background: var(--ck-d-veil); }
`;

export const css = TILE_CSS + GRID_CSS + SEARCH_CSS + LOBBY_CSS;
