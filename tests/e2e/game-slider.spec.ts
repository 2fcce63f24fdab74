import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * Issue 15, the affiliate page with the three live widgets (docs/widgets.md "Game slider"): the jackpot
 * slider, the tournament leaderboard and the game slider, from a fresh browser against the real platform.
 * Their server-rendered first frames show before any widget code loads; the game slider's jackpot tiles
 * follow the pool by the socket; a tile leads into the casino's game page with the affiliate's stag; axe
 * clean. Screenshots at 1366 and 390 px in test-results/game-slider-screens/.
 */
const SHOTS = 'test-results/game-slider-screens';
async function shoot(page: Page, name: string, focus: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(200);
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const partnerPage = (casino: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Jackpot night at Lucky Reviews</title>
<script async src="${casino}/casino-kit.js" data-api="${casino}" data-locale="en" data-currency="EUR" data-affiliate="lucky_reviews"></script>
<style>:root { color-scheme: dark; } body { margin: 0; font-family: Georgia, serif; background: #0f172a; color: #e2e8f0; } main { max-width: 1100px; margin: 0 auto; padding: 20px; display: grid; gap: 20px; }
.two { display: grid; gap: 20px; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); }</style></head>
<body><main><h1>Jackpot night</h1><p>Our partner casino’s pools, its slot race and the games that feed the jackpots.</p>
<casino-game-slider category="jackpot" count="8"><p>Loading games…</p></casino-game-slider>
<div class="two"><casino-jackpot-slider currency="EUR"><p>Loading jackpots…</p></casino-jackpot-slider>
<casino-leaderboard tournament="slots-sprint" limit="5"><p>Loading the leaderboard…</p></casino-leaderboard></div></main></body></html>`;

test('three live widgets on a partner page: first frames before any widget code, a jackpot tile live by the socket, a tile into the game page', async ({ browser, origins }) => {
  test.setTimeout(120_000);
  // A fresh browser: no cache, no cookies.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  origins.servePartnerPage('/jackpot-night', partnerPage(origins.platform));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${origins.partner}/jackpot-night`);
  const slider = page.locator('casino-game-slider');
  const row = slider.getByRole('list', { name: 'Jackpot games' });
  await expect(row.getByRole('link')).toHaveCount(8);
  await expect(page.locator('casino-jackpot-slider').getByRole('heading', { name: 'Rocket Jackpot' })).toBeVisible();
  await expect(page.locator('casino-leaderboard').getByRole('link', { name: 'Slots Sprint' })).toBeVisible();
  // First frames and their live modules only: no widget (framework) code yet.
  for (const name of ['game-slider', 'jackpot-slider', 'leaderboard']) {
    expect(requests, name).toContain(`/widgets/${name}/frame`);
    expect(requests.some((path) => new RegExp(`/widgets/${name}\\.live-[\\w-]+\\.js$`).test(path)), `${name} live module`).toBe(true);
    expect(requests.some((path) => new RegExp(`/widgets/${name}-[\\w-]+\\.js$`).test(path)), `${name} widget code`).toBe(false);
  }

  // The games that feed Rocket Jackpot (docs/api/jackpots.md "Seed") show its top prize; the tiles' links carry the page's stag.
  const jackpots = (await (await page.request.get(`${origins.platform}/api/jackpots`)).json()) as { id: number; identifier: string; games: string[] }[];
  const rocket = jackpots.find((jackpot) => jackpot.identifier === 'rocket-jackpot')!;
  const tile = slider.locator(`li[data-identifier="${rocket.games[0]}"]`);
  const amount = tile.locator(`[data-jackpot-id="${rocket.id}"] strong`);
  await expect(amount).toHaveText(/^€[\d,]+$/);
  const before = (await amount.textContent())!;
  await expect(tile.getByRole('link')).toHaveAttribute('href', new RegExp(`^${origins.platform}/play/${rocket.games[0]}\\?stag=lucky_reviews$`));
  await expect(slider.getByRole('link', { name: 'All games' })).toHaveAttribute('href', `${origins.platform}/pokies/jackpot?stag=lucky_reviews`);
  await shoot(page, 'three-widgets', slider);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The platform moves the pool; the frame's tile follows over the socket, still without the widget's code.
  const tick = await page.request.post(`${origins.platform}/api/sandbox/jackpots/rocket-jackpot/tick`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { total_cents: 20_000_000, bets: 10 } });
  expect(tick.status()).toBe(200);
  await expect(amount).not.toHaveText(before);
  expect(requests.some((path) => /\/widgets\/game-slider-[\w-]+\.js$/.test(path))).toBe(false);

  // The first use brings the widget, which shows the same row and moves it with its buttons and the arrow keys.
  await slider.getByRole('button', { name: 'Next games' }).click();
  await expect.poll(() => requests.some((path) => /\/widgets\/game-slider-[\w-]+\.js$/.test(path))).toBe(true);
  // Taken over (defineWidget's root replaced the frame's markup): the arrow keys are the widget's, not the frame's.
  await expect(slider.locator('.ck-root')).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveCount(8);
  await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  const links = row.getByRole('link');
  await links.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(links.nth(1)).toBeFocused();
  await expect(tile.locator('strong')).toHaveText(/^€[\d,]+$/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A tile leads into the casino's game page, with the stag.
  const title = (await links.nth(1).locator('.ck-gs__name').textContent())!;
  const href = (await links.nth(1).getAttribute('href'))!;
  await links.nth(1).click();
  // The casino's game page (a guest's lands in demo mode, `&mode=demo` added by the host), the stag kept.
  await expect(page).toHaveURL((url) => url.origin === origins.platform && url.pathname === new URL(href).pathname && url.searchParams.get('stag') === 'lucky_reviews');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
  await context.close();
});

test('a keyboard visitor tabs into the first frame: the widget takes over with the focus where it was, and the arrow keys move along the tiles', async ({ page, origins }) => {
  origins.servePartnerPage('/jackpot-night-keys', partnerPage(origins.platform));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${origins.partner}/jackpot-night-keys`);
  const slider = page.locator('casino-game-slider');
  const row = slider.getByRole('list', { name: 'Jackpot games' });
  await expect(row.getByRole('link')).toHaveCount(8);
  expect(requests.some((path) => /\/widgets\/game-slider-[\w-]+\.js$/.test(path))).toBe(false);
  // The page's first focusable control is the slider's "All games" link, then its buttons, then the tiles.
  await page.keyboard.press('Tab');
  // The focus started the widget (defineWidget's root replaces the frame's markup) and is where it was.
  await expect(slider.locator('.ck-root')).toHaveCount(1);
  expect(requests.some((path) => /\/widgets\/game-slider-[\w-]+\.js$/.test(path))).toBe(true);
  await expect(slider.getByRole('link', { name: 'All games' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(slider.getByRole('button', { name: 'Previous games' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(row.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(row.getByRole('link').last()).toBeFocused();
  await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  await page.keyboard.press('Home');
  await expect(row.getByRole('link').first()).toBeFocused();
});

test('a visitor who tabs into the frame before its live module has loaded starts the widget once it has, the focus where it was', async ({ page, origins }) => {
  origins.servePartnerPage('/jackpot-night-early-tab', partnerPage(origins.platform));
  // The slider's live module is held back: its frame shows, nothing listens on it yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/widgets\/game-slider\.live-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${origins.partner}/jackpot-night-early-tab`);
  const slider = page.locator('casino-game-slider');
  await expect(slider.getByRole('list', { name: 'Jackpot games' }).getByRole('link')).toHaveCount(8);
  expect(asked).toBe(true);
  await page.keyboard.press('Tab');
  await expect(slider.getByRole('link', { name: 'All games' })).toBeFocused();
  await expect(slider.locator('.ck-root')).toHaveCount(0);
  release();
  await expect(slider.locator('.ck-root')).toHaveCount(1);
  await expect(slider.getByRole('link', { name: 'All games' })).toBeFocused();
});
