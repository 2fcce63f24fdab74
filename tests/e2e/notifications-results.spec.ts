import type { Page } from '@playwright/test';
import { api, fund, registerPlayer } from './cashbox-helpers.ts';
import { E2E_OPERATOR_KEY, expect, test } from './fixtures.ts';
import { appReady } from './host-helpers.ts';

/**
 * Issue 16, rewards (docs/api/notifications.md "Producers"): the result notifications reach the host's
 * notification bar in the browser without a reload, over the real socket from the real platform — a
 * jackpot won (a sandbox tick as the signed-in player drops the Mini to them), a lottery place (the
 * operator draws a lottery the player holds a deposit ticket in) and a tournament place (the player's
 * real round scores in a tournament that ends a few seconds later; the engine's sweep finalises it).
 */
const text = (value: string) => ({ en: value, 'en-AU': value, 'en-CA': value, 'en-NZ': value, de: value, 'fr-CA': value, no: value, it: value, et: value });
const GAME = 'copperleaf/roaring-bonanza';
const operator = { Authorization: `Bearer ${E2E_OPERATOR_KEY}` };

/** One real round of the game through the game page's own round call (docs/api/provider.md "Demo provider"). */
async function playRound(page: Page, platform: string, stakeCents: number): Promise<void> {
  const launch = await api<{ url: string; token: string }>(page, 'POST', '/api/games/launch', { identifier: GAME, mode: 'real' });
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  expect((await page.request.get(new URL(launch.body.url, platform).toString())).status()).toBe(200);
  const round = await api(page, 'POST', '/provider/round', { token: launch.body.token, stake_cents: stakeCents });
  expect(round.status, JSON.stringify(round.body)).toBe(200);
}

test('jackpot-win, lottery-result and tournament-result notifications reach the host’s notification bar without a reload', async ({ page, origins, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  // A tournament on the game that ends 40 s from now, €5 for place 1 (finalised by the engine's 10 s sweep).
  const tournamentKey = `notify-results-${stamp}`;
  const tournament = await request.put(`${origins.platform}/operator/api/tournaments/${tournamentKey}`, {
    headers: operator,
    data: {
      frontend_identifier: tournamentKey,
      title: text('Results Cup'),
      rules: text('Bet to score.'),
      strategy: 'bet',
      currency: 'EUR',
      currencies: ['EUR'],
      start_at: new Date(stamp - 60_000).toISOString(),
      end_at: new Date(stamp + 40_000).toISOString(),
      games: [GAME],
      user_confirmation_required: false,
      prizes: [{ place: 1, title: text('€5 cash'), money_cents: { EUR: 500 } }],
    },
  });
  expect(tournament.status(), await tournament.text()).toBeLessThan(300);
  // A lottery with a ticket per €20 deposited.
  const slug = `notify-draw-${stamp}`;
  const lottery = await request.post(`${origins.platform}/operator/api/lotteries`, {
    headers: operator,
    data: {
      slug,
      definition: {
        title: text('Results Draw'),
        currency: 'EUR',
        starts_at: new Date(stamp - 60_000).toISOString(),
        ends_at: new Date(stamp + 7 * 86_400_000).toISOString(),
        group_ids: [],
        prizes: [{ kind: 'money', place: 1, amount_cents: { EUR: 1_000 } }],
        deposit_scale_rules: { EUR: [{ from_amount_cents: 2000, price_cents: 2000 }] },
        wager_step_cents: { EUR: 100_000 },
        comp_points_ticket_price: 100,
        max_tickets_count_to_player: 5,
      },
    },
  });
  expect(lottery.status(), await lottery.text()).toBe(200);

  await page.setViewportSize({ width: 1366, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origins.platform}/`);
  await registerPlayer(page, { complete: true });
  await page.evaluate(() => (document.cookie = `ck_cookie_consent=all:${new Date().toISOString().slice(0, 10)}; path=/`));
  // As tests/e2e/notifications.spec.ts: the signed-in page's socket is awaited until personal_notifications is subscribed.
  await page.goto('about:blank');
  const subscribed = page.waitForEvent('websocket').then(async (socket) => {
    await socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('personal_notifications#'), timeout: 30_000 });
    await socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribe"'), timeout: 30_000 });
  });
  await page.goto(`${origins.platform}/`);
  await appReady(page);
  await subscribed;
  let loads = 0;
  page.on('load', () => loads++);

  // Play: a €20 deposit (one lottery ticket) and one real €1 round in the tournament's game.
  await fund(page, 2_000);
  await playRound(page, origins.platform, 100);

  // 1. The jackpot: the signed-in player's simulated €50,000 bet drops the Mini to them.
  const tick = await api<{ awards: { user_id: number | null }[] }>(page, 'POST', '/api/sandbox/jackpots/rocket-jackpot/tick', { total_cents: 5_000_000, bets: 1 });
  expect(tick.status, JSON.stringify(tick.body)).toBe(200);
  expect(tick.body.awards.length).toBeGreaterThan(0);
  // 2. The lottery: drawn now; the only ticket holder takes place 1.
  const drawn = await request.post(`${origins.platform}/operator/api/lotteries/${slug}/draw`, { headers: operator });
  expect(drawn.status(), await drawn.text()).toBe(200);

  const bell = page.getByRole('button', { name: 'Notifications' });
  const bar = page.getByRole('region', { name: 'Notifications' });
  await bell.click();
  await expect(bar).toContainText('Jackpot!');
  await expect(bar).toContainText('Rocket Jackpot');
  await expect(bar).toContainText('You won in Results Draw!');
  // 3. The tournament: ended and finalised by the engine's sweep; the player's place 1 and prize.
  await expect(bar).toContainText('Tournament result', { timeout: 90_000 });
  await expect(bar).toContainText('You took place 1 in Results Cup. Your prize: €5 cash.');
  await expect(bar.getByRole('listitem').filter({ hasText: 'You won in Results Draw!' }).getByRole('link', { name: 'Open' })).toHaveAttribute('href', new RegExp(`/lottery/${slug}$`));

  // The server's list holds the same three results.
  const kinds = (await api<{ kind: string }[]>(page, 'GET', '/api/player/notifications')).body.map((item) => item.kind);
  expect(kinds).toEqual(expect.arrayContaining(['jackpot_win', 'lottery_result', 'tournament_result']));
  expect(loads).toBe(0);
  expect(errors).toEqual([]);
});
