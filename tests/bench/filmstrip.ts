/**
 * The slow-line filmstrip (issue 17, docs/host.md "Speed"): the lobby at 400 kbit/s and 400 ms RTT
 * (the DevTools protocol's `Network.emulateNetworkConditions` through playwright-core on Debian's
 * chromium), fresh profile, a phone's and a desktop's viewport. Prints when the first paint came, when
 * the first row of games had its tiles (titles, no skeleton) and when their pictures were painted
 * (the first row's images decoded), against the 4 s, with the load average. A screenshot
 * each second until then goes to `test-results/filmstrip/`. Loopback only, each run bounded to 90 s.
 * Run: `node --import tsx tests/bench/filmstrip.ts` after `npm run build`; part of `npm run bench`
 * (`--only filmstrip`).
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { testConfig } from '../../platform/config.ts';
import { CHROMIUM } from '../e2e/chromium.ts';

export const FIRST_ROW_BUDGET_MS = 4000;

export interface FilmstripFigures {
  viewport: string;
  firstPaintMs: number;
  /** The first row of the lobby shows its tiles (not the skeleton). */
  tilesMs: number | null;
  /** ...and the first tiles' pictures are decoded. */
  picturesMs: number | null;
  load: number;
}

interface Marks {
  tiles?: number;
  pictures?: number;
}

/**
 * Runs in the page before its own scripts: each frame looks for the lobby's first row through the
 * open shadow roots (the lobby widget renders in one) and notes, in page time, when its first tiles
 * (`.ck-tile`) and their first two pictures were there. A string, not a function: tsx's transform
 * would add helpers the page does not have.
 */
const WATCH_FIRST_ROW = `(() => {
  const marks = {};
  window.__firstRow = marks;
  const deep = (root, selector) => {
    const found = root.querySelector(selector);
    if (found) return found;
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        const inner = deep(element.shadowRoot, selector);
        if (inner) return inner;
      }
    }
    return null;
  };
  const tick = () => {
    const row = deep(document, '.ck-lrow__list');
    const tiles = row ? [...row.querySelectorAll('.ck-tile')].filter((tile) => tile.getBoundingClientRect().height > 0) : [];
    if (tiles.length > 0 && marks.tiles === undefined) marks.tiles = performance.now();
    const pictures = tiles.slice(0, 2).map((tile) => tile.querySelector('img'));
    if (pictures.length > 0 && pictures.every((image) => image && image.complete && image.naturalWidth > 0)) {
      marks.pictures = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

export async function runFilmstripBench(dist = 'dist'): Promise<FilmstripFigures[]> {
  const app = await buildCasino({ config: testConfig(), cdnRoot: `${dist}/cdn` });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch(CHROMIUM);
  const figures: FilmstripFigures[] = [];
  mkdirSync('test-results/filmstrip', { recursive: true });
  try {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript({ content: WATCH_FIRST_ROW });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 });
      const started = Date.now();
      await page.goto(base, { waitUntil: 'commit' });
      let marks: Marks = {};
      for (let second = 0; Date.now() - started < 90_000; second++) {
        await page.screenshot({ path: `test-results/filmstrip/lobby-${viewport.width}-${String(second).padStart(2, '0')}s.png` }).catch(() => undefined);
        marks = await page.evaluate(() => ({ ...(window as unknown as { __firstRow: Marks }).__firstRow }));
        if (marks.pictures !== undefined) break;
        await page.waitForTimeout(Math.max(0, started + (second + 1) * 1000 - Date.now()));
      }
      const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      figures.push({ viewport: `${viewport.width}×${viewport.height}`, firstPaintMs, tilesMs: marks.tiles ?? null, picturesMs: marks.pictures ?? null, load: loadavg()[0]! });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
    await app.close();
  }
}

export function printFilmstrip(figures: FilmstripFigures[]): void {
  const ms = (value: number | null) => (value === null || Number.isNaN(value) ? 'not within 90 s' : `${Math.round(value)} ms`);
  for (const row of figures) {
    const verdict = row.picturesMs !== null && row.picturesMs <= FIRST_ROW_BUDGET_MS ? 'OK' : 'OVER';
    console.log(`lobby ${row.viewport.padEnd(9)} first paint ${ms(row.firstPaintMs).padStart(8)}  first row's tiles ${ms(row.tilesMs).padStart(8)}  with pictures ${ms(row.picturesMs).padStart(8)} — ${verdict} (budget ${FIRST_ROW_BUDGET_MS} ms)  load ${row.load.toFixed(1)}`);
  }
  console.log('screenshots, one a second: test-results/filmstrip/');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printFilmstrip(await runFilmstripBench());
}
