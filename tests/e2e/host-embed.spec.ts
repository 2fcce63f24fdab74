import { expect, test } from './fixtures.ts';
import { mirrorUrl } from './host-helpers.ts';

// axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
test.use({ bypassCSP: true });

test.describe('white-label host: embedded mode', () => {
  test('the parent page receives ready, route and resize events and drives the casino through the bridge', async ({ page, origins }) => {
    await page.goto(mirrorUrl(origins.platform, 'localhost', '/embed-demo'));
    const events = () => page.evaluate(() => (window as unknown as { casinoEvents?: { name: string; payload: { path?: string } }[] }).casinoEvents ?? []);
    await expect.poll(async () => (await events()).map((event) => event.name), { timeout: 30_000 }).toContain('ready');
    const frame = page.frameLocator('iframe[title="Casino"]');
    await expect(frame.getByRole('heading', { name: 'Top games' })).toBeVisible();

    await page.getByRole('button', { name: 'Show live casino' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expect.poll(async () => (await events()).some((event) => event.name === 'route' && event.payload.path === '/live/all')).toBe(true);
    await expect.poll(async () => (await events()).some((event) => event.name === 'resize')).toBe(true);

    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
    await expect.poll(async () => (await events()).some((event) => event.name === 'route' && event.payload.path === '/de/live/all')).toBe(true);

    // The casino inside is embedded: no footer, and only the allow-listed parent gets events.
    await expect(frame.locator('.footer')).toBeHidden();
  });
});
