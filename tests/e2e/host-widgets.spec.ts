import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

interface WireGame {
  provider: string;
  seo_title: string;
  title: string;
  has_demo_mode?: boolean;
}

/** A game with a demo, from the platform's catalogue. */
async function demoGame(page: Page, platform: string): Promise<WireGame> {
  const response = await page.request.post(`${platform}/api/games_filter`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { categories: { identifiers: ['slots'], strategy: 'OR' }, page: 1, page_size: 40 },
  });
  const { data } = (await response.json()) as { data: WireGame[] };
  const game = data.find((candidate) => candidate.has_demo_mode);
  if (!game) throw new Error('no slot game with a demo');
  return game;
}

/** Tiles inside every widget's shadow root on the page. */
const tileCount = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-casino-widget]')].reduce((sum, host) => sum + (host.shadowRoot?.querySelectorAll('.ck-tile').length ?? 0), 0));

/** Set on the window: a full page load would lose it, a client-side route change keeps it. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa === true);

test.describe('white-label host: the widgets inside the host', () => {
  test('lobby rows and a category grid are the widgets; their links route client-side', async ({ page, origins }) => {
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/de'));
    await appReady(page);
    const lobby = page.locator('[data-casino-widget="lobby"]');
    await expect(lobby.getByRole('heading', { name: 'Top', exact: true })).toBeVisible();
    await markWindow(page);
    // "Show all" of a row: the host's router takes it (no page load) and keeps the locale.
    await lobby.locator('[data-row="top"] .ck-lrow__all').click();
    await expect(page).toHaveURL(/\/de\/pokies\/top$/);
    expect(await stillSameWindow(page)).toBe(true);
    await expect(page.locator('[data-casino-widget="lobby"] .ck-tile').first()).toBeVisible();
    expect(await tileCount(page)).toBeLessThanOrEqual(200);
  });

  test('the game page launches the demo in the provider frame', async ({ page, origins }) => {
    const game = await demoGame(page, origins.platform);
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', `/play/${game.provider}/${game.seo_title}?mode=demo`));
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expect(page.frameLocator('[data-casino-widget="game-page"] iframe').locator('#play')).toBeVisible({ timeout: 20_000 });
  });

  test('screenshots: lobby, category, game page and cashbox at 390 and 1366 px (test-results/host-widgets)', async ({ browser, origins }) => {
    test.setTimeout(180_000);
    for (const { name, width, height } of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const game = await demoGame(page, origins.platform);
      const shots: [string, string][] = [
        ['lobby', '/'],
        ['category', '/pokies/all'],
        ['game', `/play/${game.provider}/${game.seo_title}?mode=demo`],
      ];
      for (const [shot, path] of shots) {
        await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', path));
        await appReady(page);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${shot} ${name}`).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `test-results/host-widgets/${shot}-${name}.png` });
      }
      await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/login'));
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByLabel('E-mail').fill('player@casino.localhost');
      await login.getByLabel('Password').fill('Player-2026!');
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
      await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/pokies/all'));
      await appReady(page);
      await markWindow(page);
      await page.getByRole('link', { name: 'Deposit' }).click();
      const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
      await expect(cashbox).toBeVisible();
      await expect(cashbox.getByRole('radio').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/host-widgets/cashbox-${name}.png` });
      // Closing goes back to the page underneath, client-side.
      await cashbox.getByRole('button', { name: 'Close cashbox' }).click();
      await expect(page).toHaveURL(/\/pokies\/all$/);
      expect(await stillSameWindow(page)).toBe(true);
      await context.close();
    }
  });
});
