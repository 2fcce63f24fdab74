/**
 * Window-scroll virtualisation of the game grid (issue 7: at most ~200 tiles in the DOM however far
 * the player scrolls). Rows have a fixed height (square preview + caption), so which rows are on
 * screen follows from the grid's offset in the viewport alone — no measuring of tiles.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { shouldLoadMore } from '../../sdk/rules/lobby.ts';

export const MAX_DOM_TILES = 200;
export const CAPTION_PX = 44;
const OVERSCAN_ROWS = 2;
/**
 * Tiles that scroll into view while the player is still scrolling wait this long after the last
 * scroll event for their image: Chromium rasterises SVG images on the main thread, and starting
 * dozens of them mid-scroll made 100–300 ms tasks (measured, docs/widgets-games.md).
 */
export const SCROLL_IDLE_MS = 150;

export interface GridLayout {
  columns: number;
  gap: number;
  tileWidth: number;
  /** Tile height + gap: the distance between two rows' tops. */
  rowHeight: number;
}

/** Columns from the grid's width: tiles at least 104 px wide on phones, 150 px from 600 px up. */
export function gridLayout(width: number): GridLayout {
  const narrow = width < 600;
  const gap = narrow ? 8 : 12;
  const minTile = narrow ? 104 : 150;
  const columns = Math.max(2, Math.floor((width + gap) / (minTile + gap)));
  const tileWidth = Math.max(40, (width - gap * (columns - 1)) / columns);
  return { columns, gap, tileWidth, rowHeight: tileWidth + CAPTION_PX + gap };
}

export interface RowRange {
  start: number;
  end: number;
}

/**
 * Rows [start, end) to render: those intersecting the viewport plus an overscan, capped so no
 * more than MAX_DOM_TILES cards are rendered. `top` is the grid's top relative to the viewport.
 */
export function visibleRows(top: number, viewportHeight: number, layout: GridLayout, rowCount: number): RowRange {
  const firstVisible = Math.floor(Math.max(0, -top) / layout.rowHeight);
  const lastVisible = Math.ceil(Math.max(0, viewportHeight - top) / layout.rowHeight);
  const maxRows = Math.max(1, Math.floor(MAX_DOM_TILES / layout.columns));
  const visible = Math.max(1, lastVisible - firstVisible);
  const overscan = Math.max(0, Math.min(OVERSCAN_ROWS, Math.floor((maxRows - visible) / 2)));
  const start = Math.max(0, Math.min(firstVisible - overscan, rowCount));
  const end = Math.min(rowCount, Math.max(start, lastVisible + overscan), start + maxRows);
  return { start, end };
}

/**
 * Tracks the grid's width (ResizeObserver) and the visible rows (scroll of the window or any
 * ancestor, resize), coalesced to one update per animation frame; calls `onNearEnd` when the
 * grid's end is within 500 px of the viewport's bottom (docs/product/lobby-and-games.md#lobby, spec 001 §9).
 */
export function useVirtualRows(ref: RefObject<HTMLElement | null>, itemCount: number, onNearEnd: () => void) {
  const [width, setWidth] = useState(() => (typeof innerWidth === 'number' ? Math.min(innerWidth, 1280) : 1024));
  const layout = gridLayout(width);
  const rowCount = Math.ceil(itemCount / layout.columns);
  // Where the grid was on the last scroll; the range is derived in render so new rows show at once.
  const position = useRef({ top: 0, viewport: typeof innerHeight === 'number' && innerHeight > 0 ? innerHeight : 800 });
  const range = visibleRows(position.current.top, position.current.viewport, layout, rowCount);
  const [, rerender] = useState(0);
  const [scrolling, setScrolling] = useState(false);
  const latest = useRef({ layout, rowCount, range, onNearEnd });
  latest.current = { layout, rowCount, range, onNearEnd };
  const measure = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth((previous) => (Math.abs(previous - measured) > 0.5 ? measured : previous));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const { layout: current, rowCount: rows, range: shown, onNearEnd: nearEnd } = latest.current;
      const top = element.getBoundingClientRect().top;
      const viewport = innerHeight || document.documentElement.clientHeight;
      position.current = { top, viewport };
      const next = visibleRows(top, viewport, current, rows);
      if (next.start !== shown.start || next.end !== shown.end) rerender((tick) => tick + 1);
      const height = Math.max(0, rows * current.rowHeight - current.gap);
      if (rows > 0 && shouldLoadMore(-top, viewport, height)) nearEnd();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    let idle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      schedule();
      setScrolling(true);
      clearTimeout(idle);
      idle = setTimeout(() => setScrolling(false), SCROLL_IDLE_MS);
    };
    measure.current = schedule;
    schedule();
    document.addEventListener('scroll', onScroll, { passive: true, capture: true });
    addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(idle);
      document.removeEventListener('scroll', onScroll, { capture: true });
      removeEventListener('resize', schedule);
    };
  }, [ref]);

  // New rows (a page arrived) or a new width: check the end again without waiting for a scroll.
  useEffect(() => measure.current(), [rowCount, layout.columns, layout.rowHeight]);

  return { layout, rowCount, range, scrolling };
}
