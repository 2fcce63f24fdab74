/**
 * Shared setup of the lottery tests (docs/api/lotteries.md): the real platform over HTTP with the
 * provider app (bonuses-setup.ts), lotteries created through the module the operator API calls, and
 * comp points earned the way they are earned (real-money bet transfers in the ledger).
 */
import { DAY_MS, iso } from '../../platform/clock.ts';
import type { LotteryDefinitionInput } from '../../platform/lotteries/definition.ts';
import { createLottery } from '../../platform/lotteries/store.ts';
import { transfer } from '../../platform/wallet/service.ts';
import type { TestPlatform } from './harness.ts';

const TITLE = { en: 'Test draw', de: 'Testverlosung', 'en-AU': 'Test draw', 'en-CA': 'Test draw', 'en-NZ': 'Test draw', 'fr-CA': 'Tirage test', no: 'Testtrekning', it: 'Estrazione di prova', et: 'Testloos' };

let lotteries = 0;

/** A lottery running from now for `days` days: EUR 20 deposit = 1 ticket, 1 ticket per EUR 10 wagered, 10 points a ticket. */
export function testLottery(platform: TestPlatform, overrides: Partial<LotteryDefinitionInput> = {}, days = 7) {
  const now = platform.clock.now();
  const definition: LotteryDefinitionInput = {
    title: TITLE,
    currency: 'EUR',
    starts_at: iso(now - 1000),
    ends_at: iso(now + days * DAY_MS),
    group_ids: [],
    prizes: [
      { kind: 'money', place: 1, amount_cents: { EUR: 10_000 } },
      { kind: 'bonus', place: 2, amount_cents: { EUR: 5_000 }, wager_multiplier: 30 },
      { kind: 'freespins', place: 3, games: ['copperleaf/rhino-multiplier'], count: 20, bet_level_cents: { EUR: 20 }, wager_multiplier: 30 },
    ],
    deposit_scale_rules: { EUR: [{ from_amount_cents: 2000, price_cents: 2000 }] },
    wager_step_cents: { EUR: 1000 },
    comp_points_ticket_price: 10,
    max_tickets_count_to_player: null,
    ...overrides,
  };
  return createLottery(platform.ctx, `test-draw-${++lotteries}-${now}`, definition);
}

let earned = 0;
/** Gives a player `points` comp points the way they are earned: €10 of net real-money wagers a point (platform/players/comp-points.ts). */
export function earnPoints(platform: TestPlatform, userId: number, points: number): void {
  const cents = points * 1000;
  const key = `lottery-points-${userId}-${++earned}`;
  transfer(platform.ctx, { debit: { system: 'house:seed' }, credit: { userId, kind: 'real' }, amount_cents: cents, currency: 'EUR', kind: 'seed', idempotencyKey: `${key}:seed` });
  transfer(platform.ctx, { debit: { userId, kind: 'real' }, credit: { system: 'house:games' }, amount_cents: cents, currency: 'EUR', kind: 'bet', idempotencyKey: `${key}:bet` });
}

/** The player's tickets in a lottery, over HTTP. */
export async function ticketsIn(client: { get(path: string): Promise<{ status: number; body: any }> }, lotteryId: number): Promise<number> {
  const answer = await client.get(`/api/lotteries/${lotteryId}/status`);
  if (answer.status !== 200) throw new Error(`status ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body.tickets as unknown[]).length;
}
