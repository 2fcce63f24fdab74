import { expect, test } from './fixtures.ts';

/**
 * The game page keeps to the server's pace (docs/api/provider.md "Pacing"): the cash-out game's
 * rounds last at least 1 s and the page re-enables Play only once the next round may start, so a
 * player who clicks as fast as the page lets them is never refused as too fast.
 */
test('the cash-out game page plays back-to-back rounds without a too-fast refusal', async ({ page, origins }) => {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const games = await page.request.post(`${origins.platform}/api/games_filter`, { headers, data: { device: 'desktop', filter: { categories: { identifiers: ['table'], strategy: 'OR' } }, page: 1, page_size: 40 } });
  expect(games.status()).toBe(200);
  const list = (await games.json()).data as { identifier: string; has_demo_mode?: boolean }[];
  let url: string | null = null;
  for (const game of list.filter((candidate) => candidate.has_demo_mode)) {
    const launch = await page.request.post(`${origins.platform}/api/games/launch`, { headers, data: { identifier: game.identifier, mode: 'demo' } });
    if (launch.status() === 200 && (await launch.json()).engine === 'rocket') {
      url = (await launch.json()).url;
      break;
    }
  }
  if (!url) throw new Error('no demo game on the rocket engine in the catalogue');

  await page.goto(`${origins.platform}${url}`);
  const play = page.locator('#play');
  const message = page.locator('#message');
  for (let round = 0; round < 3; round++) {
    await expect(play).toBeEnabled({ timeout: 10_000 });
    const started = Date.now();
    await play.click();
    await expect(message).toContainText(/Cashed out|Crashed/, { timeout: 10_000 });
    await expect(play).toBeEnabled({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  }
  await expect(message).not.toContainText('at least');
});
