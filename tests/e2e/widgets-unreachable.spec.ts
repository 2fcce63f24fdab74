import type { Page } from '@playwright/test';
import { affiliatePage, lightAffiliatePage, reactPage } from '../../host-demo/server/partner-pages.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * The platform stops answering while the widget code still comes from the CDN (docs/integration.md
 * "When the platform is unreachable"): every widget shows a fallback with a retry button after the
 * first failed attempt or the 8 s slow window, fires one `error`, and recovers when the platform
 * answers again, without a reload.
 */
type Outage = 'refused' | 'hanging' | 'up';

async function controlPlatform(page: Page, platform: string): Promise<{ set(state: Outage): void }> {
  let state: Outage = 'up';
  await page.route(`${platform}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    // Code (loader, widget chunks) is on the CDN; everything else is the platform.
    if (state === 'up' || path.endsWith('.js')) return route.continue();
    if (state === 'refused') return route.abort('connectionrefused');
    return undefined; // hanging: never answered
  });
  return { set: (next) => void (state = next) };
}

async function collectWidgetErrors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const errors: { tag: string; name?: string; widget?: string }[] = [];
    (window as unknown as { __ckErrors: typeof errors }).__ckErrors = errors;
    document.addEventListener(
      'error',
      (event) => {
        if (event instanceof CustomEvent) errors.push({ tag: (event.target as Element).localName, ...(event.detail as object) });
      },
      true,
    );
  });
}

const widgetErrors = (page: Page) => page.evaluate(() => (window as unknown as { __ckErrors: { tag: string; name?: string; widget?: string }[] }).__ckErrors);

test.describe('widgets when the platform is unreachable', () => {
  test('refused: fallback with retry and an error event at once, recovery without a reload', async ({ page, origins }, testInfo) => {
    origins.servePartnerPage('/light', lightAffiliatePage(origins.platform));
    await collectWidgetErrors(page);
    const platform = await controlPlatform(page, origins.platform);
    platform.set('refused');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origins.partner}/light`);
    const grid = page.locator('casino-game-grid');
    const slider = page.locator('casino-jackpot-slider');
    for (const widget of [grid, slider]) {
      const alert = widget.getByRole('alert');
      await expect(alert).toContainText('The casino cannot be reached', { timeout: 5_000 });
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
    // The search is a button until used: it stays quiet.
    await expect(page.locator('casino-game-search').getByRole('alert')).toHaveCount(0);
    const errors = await widgetErrors(page);
    expect(errors.filter((e) => e.name === 'PLATFORM_UNREACHABLE').map((e) => `${e.tag}:${e.widget}`).sort()).toEqual([
      'casino-game-grid:game-grid',
      'casino-jackpot-slider:jackpot-slider',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('unreachable-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('unreachable-390.png'), fullPage: true });

    // The platform is back: one "Try again" ends every waiting retry; both widgets recover.
    platform.set('up');
    const retry = grid.getByRole('button', { name: 'Try again' });
    // On a loaded machine the widget's own next attempt can get there first and take the button away.
    await retry.click({ timeout: 10_000 }).catch(async (error: unknown) => {
      if ((await retry.count()) > 0) throw error;
    });
    await expect(grid.locator('.ck-tile').first()).toBeVisible();
    await expect(slider.getByRole('heading', { name: 'Rocket Jackpot' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(grid.locator('.ck-frame__content[data-stale]')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('recovers on its own, and marks what it showed before as stale', async ({ page, origins }) => {
    origins.servePartnerPage('/light', lightAffiliatePage(origins.platform));
    await collectWidgetErrors(page);
    const platform = await controlPlatform(page, origins.platform);
    await page.goto(`${origins.partner}/light`);
    const grid = page.locator('casino-game-grid');
    await expect(grid.locator('.ck-tile').first()).toBeVisible();
    const shown = await grid.locator('.ck-tile__title').first().textContent();

    // The outage starts while the page is open: the next load (another category) fails.
    platform.set('refused');
    await grid.evaluate((element) => element.setAttribute('category', 'top'));
    const alert = grid.getByRole('alert');
    await expect(alert).toContainText('The casino cannot be reached');
    await expect(alert).toContainText(/What you see is from \d{1,2}:\d{2}/);
    await expect(grid.locator('.ck-frame__content[data-stale]')).toHaveCount(1);
    expect(shown).toBeTruthy();

    // No click: the background retries find the platform again.
    platform.set('up');
    await expect(alert).toHaveCount(0, { timeout: 20_000 });
    await expect(grid.locator('.ck-tile').first()).toBeVisible();
    // One error per outage and widget, not one per failed attempt.
    expect((await widgetErrors(page)).filter((e) => e.name === 'PLATFORM_UNREACHABLE' && e.tag === 'casino-game-grid')).toHaveLength(1);
  });

  test('a first frame whose platform goes away hands over to the widget: fallback, stale amounts, error, recovery', async ({ page, origins }) => {
    origins.servePartnerPage('/affiliate', affiliatePage(origins.platform));
    await collectWidgetErrors(page);
    const platform = await controlPlatform(page, origins.platform);
    await page.goto(`${origins.partner}/affiliate`);
    const slider = page.locator('casino-jackpot-slider');
    const mega = slider.locator('[data-level="level_3"]').first();
    await expect(mega).toHaveText(/€[\d,]+/);
    const amount = await mega.textContent();

    // The frame is live: its socket is connected.
    await page.waitForFunction((key) => (globalThis as unknown as Record<symbol, { realtime: { connected: boolean } }>)[Symbol.for(key)]?.realtime.connected, 'casino-kit.core');
    // The platform goes away and the socket drops: its reconnect needs the platform.
    platform.set('refused');
    await page.evaluate((key) => (globalThis as unknown as Record<symbol, { realtime: { reconnect(): void } }>)[Symbol.for(key)]!.realtime.reconnect(), 'casino-kit.core');
    const alert = slider.getByRole('alert');
    await expect(alert).toContainText('The casino cannot be reached');
    await expect(alert).toContainText(/What you see is from \d{1,2}:\d{2}/);
    // What the frame showed stays, marked stale.
    await expect(slider.locator('.ck-frame__content[data-stale] [data-level="level_3"]').first()).toHaveText(amount!);
    expect((await widgetErrors(page)).filter((e) => e.name === 'PLATFORM_UNREACHABLE').map((e) => e.tag)).toEqual(['casino-jackpot-slider']);

    platform.set('up');
    await expect(alert).toHaveCount(0, { timeout: 20_000 });
    await expect(slider.getByRole('heading', { name: 'Rocket Jackpot' })).toBeVisible();
  });

  test('the React flavour gets the same fallback (same shared frame) and recovers', async ({ page, origins }) => {
    origins.servePartnerPage('/react', reactPage(origins.platform));
    const platform = await controlPlatform(page, origins.platform);
    platform.set('refused');
    await page.goto(`${origins.partner}/react`);
    const slider = page.locator('[data-casino-widget="jackpot-slider"]');
    await expect(slider.getByRole('alert')).toContainText('The casino cannot be reached');
    // The page's own markup is untouched; the search (a button until used) stays quiet.
    await expect(page.getByRole('heading', { name: 'Tonight’s jackpots' })).toBeVisible();
    await expect(page.locator('[data-casino-widget="game-search"]').getByRole('alert')).toHaveCount(0);
    platform.set('up');
    await slider.getByRole('button', { name: 'Try again' }).click();
    await expect(slider.getByRole('heading', { name: 'Rocket Jackpot' })).toBeVisible();
    await expect(slider.getByRole('alert')).toHaveCount(0);
  });

  test('hanging: the fallback comes after the 8 s slow window, not at the 30 s timeout', async ({ page, origins }) => {
    test.setTimeout(45_000);
    origins.servePartnerPage('/light', lightAffiliatePage(origins.platform));
    const platform = await controlPlatform(page, origins.platform);
    platform.set('hanging');
    const started = Date.now();
    await page.goto(`${origins.partner}/light`, { waitUntil: 'domcontentloaded' });
    const alert = page.locator('casino-game-grid').getByRole('alert');
    await expect(alert).toHaveCount(0, { timeout: 1_000 });
    await expect(alert).toContainText('The casino cannot be reached', { timeout: 14_000 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(7_500);
    expect(waited).toBeLessThan(14_000);
  });
});
