/**
 * Game grid on a 10,000-game category, in chromium (issue 7, docs/widgets-games.md, DESIGN.md §7): scrolls the window to
 * the end in steps and measures with the Performance API the longest main-thread task while
 * scrolling (PerformanceObserver 'longtask', i.e. every task over 50 ms), the tiles in the DOM
 * (most at any step, and at the end), the time from the first page's data to 40 rendered tiles,
 * and the bytes each widget route loads (brotli, from dist/manifest.json). Needs `npm run build`.
 *
 *   node --import tsx tests/bench/grid-scroll.ts
 */
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { testConfig } from '../../platform/config.ts';
import { seedGames } from '../../platform/games/seed.ts';
import { readManifest } from '../../scripts/manifest.ts';
import { CHROMIUM } from '../e2e/chromium.ts';

export interface GridScrollFigures {
  games: number;
  /** Longest main-thread task while scrolling (ms); 0 when none reached 50 ms. */
  longestTaskMs: number;
  longTasks: number;
  /** Of those, tasks that started within 60 ms after a page of games arrived (parse + render of the page). */
  longTasksAfterPage: number;
  tilesAtEnd: number;
  mostTiles: number;
  /** From the first games_filter answer's arrival to 40 tiles in the DOM. */
  firstTilesMs: number;
  scrollSeconds: number;
  steps: number;
  stepPx: number;
  /** Brotli bytes a page fetches for each widget: loader + the widget's static closure. */
  bytesPerRoute: Record<string, number>;
}

const PAGE = (platform: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grid bench</title>
<script>
window.__longTasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration }); })
  .observe({ type: 'longtask', buffered: true });
window.__firstTiles = null;
const watchTiles = () => {
  const root = document.querySelector('casino-game-grid')?.shadowRoot;
  if (root && root.querySelectorAll('.ck-tile').length >= 40) { window.__firstTiles = performance.now(); return; }
  requestAnimationFrame(watchTiles);
};
requestAnimationFrame(watchTiles);
</script>
<script src="${platform}/casino-kit.js" data-api="${platform}" data-locale="en" data-currency="EUR"></script>
</head><body style="margin:0;background:#140b2e;color:#fff"><main style="max-width:1280px;margin:0 auto;padding:16px">
<casino-game-grid category="all" label="All games"></casino-game-grid></main></body></html>`;

export async function runGridScrollBench(options: { games?: number; stepPx?: number; images?: boolean } = {}): Promise<GridScrollFigures> {
  const count = options.games ?? 10_000;
  const app = await buildCasino({ config: testConfig() });
  seedGames(app.platform, { games: count });
  app.get('/bench/grid', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE(platformUrl)));
  const platformUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    if (options.images === false) await page.route('**/preview/**', (route) => route.abort());
    await page.goto(`${platformUrl}/bench/grid`);
    await page.waitForFunction(() => (window as unknown as { __firstTiles: number | null }).__firstTiles !== null, undefined, { timeout: 60_000 });
    const firstTilesMs = await page.evaluate(() => {
      const first = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/games_filter')) as PerformanceResourceTiming | undefined;
      return (window as unknown as { __firstTiles: number }).__firstTiles - (first?.responseEnd ?? 0);
    });
    // Only tasks from here on count: loading the page is not scrolling.
    await page.evaluate(() => ((window as unknown as { __longTasks: unknown[] }).__longTasks.length = 0));

    const stepPx = options.stepPx ?? 600;
    // In-page source as text: tsx would wrap named helpers in a `__name` call the page lacks.
    const run = (await page.evaluate(`(async (step) => {
      const root = document.querySelector('casino-game-grid').shadowRoot;
      const started = performance.now();
      let most = 0;
      let steps = 0;
      const finished = () => /You have seen all/.test(root.querySelector('.ck-grid__status')?.textContent ?? '');
      while (!finished() && performance.now() - started < 600000) {
        const bottom = document.documentElement.scrollHeight - innerHeight;
        window.scrollTo(0, Math.min(bottom, scrollY + step));
        steps++;
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        most = Math.max(most, root.querySelectorAll('.ck-tile').length);
        if (scrollY >= bottom - 1) await new Promise((resolve) => setTimeout(resolve, 16));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      const end = root.querySelectorAll('.ck-tile').length;
      return { most: Math.max(most, end), end, steps, seconds: (performance.now() - started) / 1000, done: finished() };
    })(${stepPx})`)) as { most: number; end: number; steps: number; seconds: number; done: boolean };
    if (!run.done) throw new Error('the grid did not reach its end');
    const tasks = (await page.evaluate(`window.__longTasks.map((task) => ({
      duration: task.duration,
      afterPage: performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/games_filter') && task.start >= entry.responseEnd && task.start - entry.responseEnd < 60),
    }))`)) as { duration: number; afterPage: boolean }[];

    const manifest = readManifest('dist');
    const loader = manifest.files['cdn/casino-kit.js']?.brotli ?? 0;
    const bytesPerRoute: Record<string, number> = {};
    for (const name of ['lobby', 'game-grid', 'game-page']) {
      const entry = manifest.entries[`widget:${name}`];
      bytesPerRoute[name] = loader + (entry?.closure.reduce((sum, file) => sum + (manifest.files[file]?.brotli ?? 0), 0) ?? 0);
    }
    return {
      games: count,
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      longTasks: tasks.length,
      longTasksAfterPage: tasks.filter((task) => task.afterPage).length,
      tilesAtEnd: run.end,
      mostTiles: run.most,
      firstTilesMs: Math.round(firstTilesMs),
      scrollSeconds: Math.round(run.seconds * 10) / 10,
      steps: run.steps,
      stepPx,
      bytesPerRoute,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}

export function printGridScroll(figures: GridScrollFigures): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`grid scroll, ${figures.games.toLocaleString('en')} games, ${figures.steps} steps of ${figures.stepPx} px (one per frame) in ${figures.scrollSeconds} s`);
  console.log(`  longest task while scrolling: ${figures.longestTaskMs} ms (${figures.longTasks} tasks ≥ 50 ms, ${figures.longTasksAfterPage} of them right after a page of games arrived) — budget: none over 50 ms`);
  console.log(`  tiles in the DOM: ${figures.tilesAtEnd} at the end, ${figures.mostTiles} at most — budget ≤ 200`);
  console.log(`  first 40 tiles after the data arrived: ${figures.firstTilesMs} ms`);
  console.log(`  bytes per route (brotli, loader + widget closure): ${Object.entries(figures.bytesPerRoute).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const games = Number(process.argv.find((arg) => arg.startsWith('--games='))?.slice(8) ?? 10_000);
  const stepPx = Number(process.argv.find((arg) => arg.startsWith('--step='))?.slice(7) ?? 600);
  printGridScroll(await runGridScrollBench({ games, stepPx, images: !process.argv.includes('--no-images') }));
}
