import type { Page } from '@playwright/test';
import { affiliatePage, lightAffiliatePage } from '../../host-demo/server/partner-pages.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * Widgets read the page behind them (docs/integration.md "Light and dark pages"): on a light
 * partner page the grid's captions and the slider are dark on light, on a dark one light on dark,
 * with no CSS from the partner; axe's colour-contrast finds nothing on either.
 */
const colourContrast = (page: Page) => seriousA11yViolations(page).then((all) => all.filter((v) => v.startsWith('color-contrast')));

test.describe('widgets on light and dark partner pages', () => {
  test('light page: auto picks the light theme, captions are readable', async ({ page, origins }, testInfo) => {
    origins.servePartnerPage('/light', lightAffiliatePage(origins.platform));
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origins.partner}/light`);
      const grid = page.locator('casino-game-grid');
      const caption = grid.locator('.ck-tile__title').first();
      await expect(caption).toBeVisible();
      await expect(grid).toHaveAttribute('data-ck-theme', 'light');
      await expect(page.locator('casino-jackpot-slider')).toHaveAttribute('data-ck-theme', 'light');
      await expect(page.locator('casino-jackpot-slider').getByRole('heading', { name: 'Rocket Jackpot' })).toBeVisible();
      // Dark text on the page's light background.
      expect(await caption.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(27, 16, 53)');
      expect(await colourContrast(page)).toEqual([]);
      // The interactive slider (after the first interaction) and the open search, too.
      await page.locator('casino-jackpot-slider').getByRole('button', { name: 'Next jackpot' }).click();
      await expect(page.locator('casino-jackpot-slider').getByText(/^2 of \d+$/)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`light-page-${width}.png`), fullPage: true });
      expect(await colourContrast(page)).toEqual([]);
      await page.locator('casino-game-search').getByRole('button', { name: 'Search games' }).click();
      await expect(page.locator('casino-game-search').locator('a.ck-search__game').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`light-search-${width}.png`) });
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });

  test('dark page: auto picks the dark theme; theme="light" is honoured', async ({ page, origins }) => {
    origins.servePartnerPage('/dark', affiliatePage(origins.platform).replace('<casino-jackpot-slider currency="EUR">', '<casino-game-grid category="new" page-size="8" label="New games"></casino-game-grid><casino-jackpot-slider currency="EUR">'));
    await page.goto(`${origins.partner}/dark`);
    const grid = page.locator('casino-game-grid');
    const caption = grid.locator('.ck-tile__title').first();
    await expect(caption).toBeVisible();
    await expect(grid).toHaveAttribute('data-ck-theme', 'dark');
    expect(await caption.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(244, 241, 255)');
    await expect(page.locator('casino-jackpot-slider').getByRole('heading', { name: 'Rocket Jackpot' })).toBeVisible();
    expect(await colourContrast(page)).toEqual([]);

    // An explicit attribute wins over detection, and follows changes.
    await grid.evaluate((element) => element.setAttribute('theme', 'light'));
    await expect(grid).toHaveAttribute('data-ck-theme', 'light');
    expect(await caption.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(27, 16, 53)');
  });
});
