import { expect, seriousA11yViolations, test } from './fixtures.ts';

// axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
test.use({ bypassCSP: true });

interface WireGame {
  provider: string;
  seo_title: string;
  lines?: number | null;
  has_demo_mode?: boolean;
  currencies: Record<string, unknown>;
}

test('in the host, a player with money plays a real round and the header balance follows', async ({ page, origins }) => {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const signIn = await page.request.post(`${origins.platform}/api/users/sign_in`, { headers, data: { user: { email: 'player@casino.localhost', password: 'Player-2026!' } } });
  expect(signIn.status()).toBe(201);
  const slots = await page.request.post(`${origins.platform}/api/games_filter`, { headers, data: { device: 'desktop', filter: { categories: { identifiers: ['slots'], strategy: 'OR' } }, page: 1, page_size: 40 } });
  const game = ((await slots.json()).data as WireGame[]).find((candidate) => candidate.lines && candidate.currencies.EUR);
  if (!game) throw new Error('no EUR slot in the catalogue');

  await page.goto(`${origins.platform}/play/${game.provider}/${game.seo_title}?mode=real`);
  const headerBalance = page.getByTestId('balance');
  await expect(headerBalance).toBeVisible();
  const before = await headerBalance.textContent();
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('#play')).toBeVisible();
  // A round whose win equals its stake moves nothing: spin until the balance moves.
  for (let round = 0; round < 4 && (await headerBalance.textContent()) === before; round++) {
    await expect(frame.locator('#play')).toBeEnabled({ timeout: 10_000 });
    await frame.locator('#play').click();
    await page.waitForTimeout(3000);
  }
  await expect(headerBalance).not.toHaveText(before!);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
