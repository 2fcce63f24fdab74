import { expect, test } from './fixtures.ts';

/**
 * The demo tools in a real browser (docs/security.md "Demo mode"): the /demo pages, the dev
 * mailbox and the payment sandbox console cannot be framed by another site (clickjacking), while
 * the casino itself stays embeddable by the allow-listed partner (tests/e2e/host-embed.spec.ts).
 */
test('a partner page cannot frame /demo, the mailbox or the sandbox console', async ({ page, origins }) => {
  const targets = ['/demo/affiliate', '/demo', '/dev/mailbox', '/sandbox/payments'];
  for (const path of targets) {
    const response = await page.request.get(`${origins.platform}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }

  origins.servePartnerPage(
    '/frames-demo-tools',
    `<!doctype html><html lang="en"><head><title>framing</title></head><body>${targets.map((path) => `<iframe title="${path}" src="${origins.platform}${path}"></iframe>`).join('')}<iframe title="casino" src="${origins.platform}/?embedded=1"></iframe></body></html>`,
  );
  await page.goto(`${origins.partner}/frames-demo-tools`, { waitUntil: 'load' }); // load waits for every iframe
  // The allow-listed casino loads; each demo tool ends on chromium's error page instead of its content.
  await expect(page.frameLocator('iframe[title="casino"]').locator('#root, body').first()).not.toBeEmpty();
  const casinoFrame = await (await page.locator('iframe[title="casino"]').elementHandle())!.contentFrame();
  expect(casinoFrame?.url()).toBe(`${origins.platform}/?embedded=1`);
  for (const path of targets) {
    const frame = await (await page.locator(`iframe[title="${path}"]`).elementHandle())!.contentFrame();
    expect(frame?.url(), path).toBe('chrome-error://chromewebdata/');
  }
});
