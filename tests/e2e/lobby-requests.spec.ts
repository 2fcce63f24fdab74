import { expect, test } from './fixtures.ts';
import { appReady } from './host-helpers.ts';
import { signIn } from './lobby-fixtures.ts';

/**
 * The requests of a lobby visit (issue 13 item 1, docs/architecture.md "Server state"): counts every
 * request the host's `/` makes to the platform's API until the page is idle, and prints the figure
 * (the before/after number of the server-state layer). Fails if a GET goes twice for the same URL,
 * which the query layer's de-duplication rules out.
 */
for (const who of ['guest', 'player'] as const) {
  test(`a ${who}'s lobby visit: API requests counted, no GET twice`, async ({ page, origins }) => {
    if (who === 'player') await signIn(page.request, origins.platform);
    const api: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/messages/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto(`${origins.platform}/`);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    console.log(`[lobby-requests] ${who}: ${api.length} API requests\n  ${[...api].sort().join('\n  ')}`);
    const gets = api.filter((line) => line.startsWith('GET '));
    const twice = gets.filter((line, index) => gets.indexOf(line) !== index);
    expect.soft(twice, 'GETs sent twice').toEqual([]);
    expect(api.length).toBeGreaterThan(0);
  });
}
