import { parentPage } from '../../host-demo/server/partner-pages.ts';
import { expect, test } from './fixtures.ts';
import { signUpInPopup } from './host-helpers.ts';

/**
 * Embedded mode as `npm start` runs it (docs/host.md "Embedded mode"): plain http, the casino on
 * `localhost`, the partner page on `127.0.0.1` — two sites, so the casino is a third-party frame.
 * Over https, in both cookie configurations: tests/e2e/embed-cross-site.spec.ts.
 */
const casinoOf = (platform: string) => platform.replace('127.0.0.1', 'localhost');

const eventsOn = (page: import('@playwright/test').Page) =>
  page.locator('#events li').evaluateAll((items) => items.map((item) => ({ name: (item as HTMLElement).dataset.event!, text: item.textContent ?? '' })));

test.describe('embedded mode: the casino in a partner’s iframe, through the bridge', () => {
  test('the allow-listed parent receives ready, route and resize events and drives the casino', async ({ page, origins }) => {
    origins.servePartnerPage('/parent', parentPage(casinoOf(origins.platform)));
    await page.goto(`${origins.partner}/parent`);
    await expect.poll(async () => (await eventsOn(page)).map((event) => event.name), { timeout: 30_000 }).toContain('ready');
    const frame = page.frameLocator('iframe#casino');
    await expect(frame.getByRole('heading', { name: 'Top', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Go to tournaments' }).click();
    await expect.poll(async () => (await eventsOn(page)).some((event) => event.name === 'route' && event.text.includes('"/tournaments"'))).toBe(true);
    await expect.poll(async () => (await eventsOn(page)).some((event) => event.name === 'resize')).toBe(true);

    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
    // Inside a frame the casino hides its footer.
    await expect(frame.locator('.footer')).toBeHidden();
  });

  test('a hostile frame on the partner page cannot drive the casino; its messages are ignored and counted', async ({ page, origins }) => {
    origins.servePartnerPage('/parent', parentPage(casinoOf(origins.platform)));
    // Another origin (evil.localhost ≠ 127.0.0.1): a third-party frame on the partner page.
    const hostileOrigin = origins.partner.replace('127.0.0.1', 'evil.localhost');
    origins.servePartnerPage(
      '/hostile',
      `<!doctype html><html lang="en"><head><title>ad</title></head><body><script>
  const casino = parent.frames['casino'];
  const call = { namespace: 'penpal', channel: undefined, type: 'CALL', id: 'x1', methodPath: ['navigate'], args: ['/live/all'] };
  for (const message of [call, { namespace: 'penpal', type: 'SYN', participantId: 'evil' }, 'junk', { type: 'navigate', path: '/live/all' }]) casino.postMessage(message, '*');
  document.body.textContent = 'sent';
</script></body></html>`,
    );
    await page.goto(`${origins.partner}/parent`);
    await expect.poll(async () => (await eventsOn(page)).map((event) => event.name), { timeout: 30_000 }).toContain('ready');
    const casinoFrame = page.frame({ url: /embedded=1/ })!;
    await casinoFrame.waitForFunction(() => 'casinoKitBridgeStats' in window);
    const before = await casinoFrame.evaluate(() => (window as unknown as { casinoKitBridgeStats: { rejected: number } }).casinoKitBridgeStats.rejected);

    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Advertisement';
      document.body.append(frame);
    }, `${hostileOrigin}/hostile`);
    await expect(page.frameLocator('iframe[title="Advertisement"]').locator('body')).toHaveText('sent');

    await expect.poll(() => casinoFrame.evaluate(() => (window as unknown as { casinoKitBridgeStats: { rejected: number } }).casinoKitBridgeStats.rejected)).toBeGreaterThanOrEqual(before + 4);
    // Nothing moved: the casino is still on its lobby.
    expect(new URL(casinoFrame.url()).pathname).toBe('/');
    expect((await eventsOn(page)).some((event) => event.name === 'route' && event.text.includes('/live/all'))).toBe(false);
  });

  test('a new player signs up inside the frame and stays signed in (a partitioned cookie from http://localhost)', async ({ page, origins }) => {
    origins.servePartnerPage('/parent', parentPage(casinoOf(origins.platform)));
    await page.goto(`${origins.partner}/parent`);
    await expect.poll(async () => (await eventsOn(page)).map((event) => event.name), { timeout: 30_000 }).toContain('ready');
    const frame = page.frameLocator('iframe#casino');
    const banner = frame.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept cookies' }).click();
    await signUpInPopup(frame, 'embedded-http');
    await expect.poll(async () => (await eventsOn(page)).some((event) => event.name === 'login')).toBe(true);
    await expect(frame.getByTestId('balance')).toHaveText('€0.00');
    // It holds: another page of the casino, in the frame, still signed in.
    await page.getByRole('button', { name: 'Go to tournaments' }).click();
    await expect.poll(async () => (await eventsOn(page)).some((event) => event.name === 'route' && event.text.includes('"/tournaments"'))).toBe(true);
    await expect(frame.getByTestId('balance')).toHaveText('€0.00');
    const cookie = (await page.context().cookies(casinoOf(origins.platform))).find((candidate) => candidate.name === 'ck_session');
    expect(cookie).toMatchObject({ sameSite: 'None', secure: true });
    expect(cookie?.partitionKey).toBe(origins.partner.replace(/:\d+$/, ''));
  });
});
