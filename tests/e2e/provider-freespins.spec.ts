import { expect, seriousA11yViolations, test, E2E_OPERATOR_TOKEN } from './fixtures.ts';

/**
 * Free spins played on the demo provider's game page in chromium (docs/api/provider.md "Free rounds",
 * docs/api/bonuses.md "Free spins"): a pack gifted through the operator API and activated by the
 * player; the page shows "Free spins: N left", each spin is free at the pack's bet level and leaves
 * the real balance alone; after the last one the page plays real money again and the winnings are
 * a bonus with the pack's wager.
 */
const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'];
const COUNT = 4;
// axe-core is injected as an inline script, which the game page's CSP (script-src 'self') rightly refuses.
test.use({ bypassCSP: true });

test('a free-spin pack is played on the game page and its winnings become a bonus with wager', async ({ page, origins }) => {
  test.setTimeout(90_000);
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const operator = { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown, extra: Record<string, string> = headers) => {
    const answer = await page.request[method](`${origins.platform}${path}`, { headers: extra, data });
    return { status: answer.status(), body: await answer.json() };
  };

  // A fresh EUR player, signed in (the browser context's cookie), with 10.00 EUR of real money.
  const email = `freespins${Date.now()}@casino.test`;
  const password = 'Freespins-Test-2026!';
  expect((await call('post', '/api/users', { user: { email, password, password_confirmation: password, currency: 'EUR', country: 'DE', date_of_birth: '1990-04-12', terms_acceptance: true } })).status).toBe(201);
  const card = { number: '4242424242424242', expiry: '12/39', cvv: '123' };
  expect((await call('post', '/api/player/payments/deposit', { amount_cents: 1_000, currency: 'EUR', payment_method: 'visa_mastercard', card }, { ...headers, 'Idempotency-Key': `fs-${Date.now()}` })).status).toBe(201);
  const player = (await call('get', '/api/player')).body as { id: number };

  // A slot of the catalogue, a pack for it, gifted by the operator and activated by the player.
  const games = await call('post', '/api/games_filter', { device: 'desktop', filter: { categories: { identifiers: ['slots'], strategy: 'OR' } }, page: 1, page_size: 40 });
  let slot = '';
  for (const game of games.body.data as { identifier: string }[]) {
    const tried = await call('post', '/api/games/launch', { identifier: game.identifier, mode: 'real' });
    if (tried.status === 200 && tried.body.engine === 'slot') {
      slot = game.identifier;
      break;
    }
  }
  expect(slot).not.toBe('');
  const definition = {
    kind: 'freespins', title: Object.fromEntries(LOCALES.map((locale) => [locale, `${COUNT} free spins`])), group_key: null, audience: { group_ids: [] },
    window: { starts_at: null, ends_at: null, weekdays: [] }, code: null, usage_limit: null, deposit: null, amount_cents: null, wager_multiplier: 0,
    max_bet_cents: null, max_win_multiplier: null, activation_days: 7, validity_days: 30, auto_activate: false, contribution: null,
    freespins: { games: [slot], bet_level_cents: { EUR: 20 }, count: COUNT, wager_multiplier: 3, validity_days: 7 },
  };
  const key = `e2e-fs-${Date.now()}`;
  expect((await call('put', `/operator/api/campaigns/${key}`, definition, operator)).status).toBe(200);
  const gift = await call('post', '/operator/api/gifts', { campaign: key, user_ids: [player.id] }, { ...operator, 'Idempotency-Key': key });
  const packId = gift.body.results[0].freespins_id as number;
  expect((await call('post', `/api/player/freespins/${packId}/activation`)).body.stage).toBe('activated');

  const launch = (await call('post', '/api/games/launch', { identifier: slot, mode: 'real' })).body as { url: string };
  await page.goto(`${origins.platform}${launch.url}`);
  const banner = page.locator('#freespins');
  const play = page.locator('#play');
  await expect(banner).toHaveText(`Free spins: ${COUNT} left · 0.20 EUR each`);
  await expect(play).toHaveText('Free spin');
  await expect(page.locator('#stake')).toHaveText('0.20 EUR');
  await expect(page.locator('#stake-up')).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);

  for (let left = COUNT - 1; left >= 0; left--) {
    await expect(play).toBeEnabled({ timeout: 10_000 });
    await play.click();
    await expect(page.locator('#message')).toContainText(/free spin/i, { timeout: 10_000 });
    if (left > 0) {
      await expect(banner).toHaveText(`Free spins: ${left} left · 0.20 EUR each`);
      await expect(page.locator('#balance')).toHaveText('10.00 EUR');
    }
  }
  // Played: real money again, at the page's stake.
  await expect(banner).toBeHidden();
  await expect(play).toHaveText('Spin');
  await expect(page.locator('#stake-up')).toBeEnabled({ timeout: 10_000 });

  const pack = (await call('get', '/api/player/freespins')).body.find((item: { id: number }) => item.id === packId);
  expect(pack).toMatchObject({ stage: 'finished', freespins_performed: COUNT });
  const bonuses = (await call('get', '/operator/api/bonuses?user_id=' + player.id, undefined, operator)).body;
  const row = bonuses.freespins.find((item: { id: number }) => item.id === packId);
  const winnings = row.winnings_cents as number;
  const winningsBonus = bonuses.bonuses.filter((bonus: { source: string }) => bonus.source === 'freespins');
  // The winnings (if the spins won anything) are bonus money with the pack's wager; the real 10.00 EUR are untouched.
  expect(winningsBonus).toEqual(winnings > 0 ? [expect.objectContaining({ amount_cents: winnings, wager_requirement_cents: winnings * 3, stage: 'handle_bets' })] : []);
  await expect(page.locator('#balance')).toHaveText(`${((1_000 + winnings) / 100).toFixed(2)} EUR`);
});
