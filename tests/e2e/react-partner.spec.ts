import { reactPage } from '../../host-demo/server/partner-pages.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

test('a partner React 19 app renders casino-kit/react widgets in their own shadow roots', async ({ page, origins }) => {
  origins.servePartnerPage('/react', reactPage(origins.platform));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origins.partner}/react`);

  await expect(page.getByRole('heading', { name: 'Tonight’s jackpots' })).toBeVisible();
  const slider = page.locator('[data-casino-widget="jackpot-slider"]');
  await expect(slider.getByRole('heading', { name: 'Rocket Jackpot' })).toBeVisible();
  // Isolation: the widget's markup lives in a shadow root, out of reach of the page's CSS.
  expect(await slider.evaluate((host) => host.shadowRoot !== null && host.querySelector('.ck-jp') === null)).toBe(true);
  // The React flavour runs on the page's React, not on preact.
  expect(await page.evaluate(() => document.querySelector('#app')?.hasAttribute('data-reactroot') === false)).toBe(true);

  await slider.getByRole('tab', { name: 'Latest wins' }).click();
  await expect(slider.getByRole('tab', { name: 'Latest wins' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
