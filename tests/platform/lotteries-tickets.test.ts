/**
 * Lottery tickets over HTTP (docs/api/lotteries.md "Tickets", "Buying tickets"): by deposit (once per
 * payment), by wager step on real provider bets, taken back by a rollback, bought with comp points
 * (not enough points, concurrent buys never overspend, the per-player maximum, replays), the wire
 * shapes of contract §5.11 and the statuses merged by lottery id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lotteries, Lottery, LotteryStatus, LotteryStatuses } from '../../sdk/api/schemas/tournaments.ts';
import { RateCards } from '../../sdk/api/schemas/loyalty.ts';
import * as z from 'zod/mini';
import { bonusWorld, deposit, table, type BonusWorld } from './bonuses-setup.ts';
import { earnPoints, testLottery, ticketsIn } from './lotteries-setup.ts';

describe('lottery tickets', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());
  const platform = () => bw.world.platform;

  it('serves the seeded lotteries in the wire shape, guests included, with the commitment and no seed before the draw', async () => {
    const answer = await platform().client().get('/api/lotteries');
    expect(answer.status).toBe(200);
    const list = z.parse(Lotteries, answer.body);
    const bySlug = new Map(list.map((l) => [l.frontend_identifier, l]));
    expect([...bySlug.keys()]).toEqual(expect.arrayContaining(['monthly-draw', 'winter-draw', 'autumn-draw']));
    const monthly = bySlug.get('monthly-draw') as any;
    expect(monthly.in_progress).toBe(true);
    expect(monthly.deposit_scale_rules.EUR).toEqual([{ from_amount_cents: 2000, price_cents: 2000, currency: 'EUR', active: true }]);
    expect(monthly.draw.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(monthly.draw.seed).toBeNull();
    expect((bySlug.get('winter-draw') as any).in_progress).toBe(false);
    const autumn = bySlug.get('autumn-draw') as any;
    expect(autumn.finished_at).not.toBeNull();
    expect(autumn.draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(autumn.prizes.map((p: any) => [p.award_place, p.stuff, typeof p.ticket, p.nickname?.endsWith('***')])).toEqual([
      [1, 'money', 'string', true],
      [2, 'bonus', 'string', true],
      [3, 'freespins', 'string', true],
    ]);
    // By slug and by id, localised by the guest's locale.
    const german = await platform().client().get(`/api/lotteries/monthly-draw?l=de`);
    expect(z.parse(Lottery, german.body).title).toBe('Monatliche Verlosung');
    expect((await platform().client().get(`/api/lotteries/${monthly.id}`)).body.frontend_identifier).toBe('monthly-draw');
    expect((await platform().client().get('/api/lotteries/no-such-draw')).status).toBe(404);
    expect((await platform().client().get(`/api/lotteries/${monthly.id}/status`)).status).toBe(401);
  });

  it('gives deposit tickets by the scale, once per payment, nothing below the minimum', async () => {
    const lottery = testLottery(platform());
    const userId = platform().createUser();
    const client = platform().clientAs(userId);
    expect((await deposit(client, 10_000)).status).toBe(201);
    expect(await ticketsIn(client, lottery.id)).toBe(5);
    expect((await deposit(client, 1_999)).status).toBe(201);
    expect(await ticketsIn(client, lottery.id)).toBe(5);
    expect((await deposit(client, 4_100)).status).toBe(201);
    expect(await ticketsIn(client, lottery.id)).toBe(7);
    const status = z.parse(LotteryStatus, (await client.get(`/api/lotteries/${lottery.id}/status`)).body);
    expect(status.tickets.every((t: any) => t.source === 'deposit')).toBe(true);
    const row = (await client.get(`/api/lotteries/${lottery.id}`)).body;
    expect(row.lottery_tickets_count).toBe(7);
  });

  it('gives one ticket per wager step of real bets, and a rollback takes back what its stake earned', async () => {
    const lottery = testLottery(platform());
    const userId = platform().createUser();
    bw.world.fund(userId, 100_000);
    const client = platform().clientAs(userId);
    const game = await table(bw, userId);
    const first = await game.bet(600);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(0);
    const second = await game.bet(600);
    expect(second.status).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(1);
    await game.round(2_500, 0);
    expect(await ticketsIn(client, lottery.id)).toBe(3); // 3,700 wagered
    expect((await game.rollback(second)).status).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(3); // 3,100
    expect((await game.rollback(first)).status).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(2); // 2,500
    const wagered = platform().ctx.db.prepare('SELECT wagered_cents FROM lottery_wagers WHERE lottery_id = ? AND user_id = ?').pluck().get(lottery.id, userId);
    expect(wagered).toBe(2_500);
  });

  it('stops wager tickets at the per-player maximum, and a rollback below it takes back only what is above the total', async () => {
    const lottery = testLottery(platform(), { max_tickets_count_to_player: 2 });
    const userId = platform().createUser();
    bw.world.fund(userId, 100_000);
    const client = platform().clientAs(userId);
    const game = await table(bw, userId);
    const big = await game.bet(5_000);
    expect(big.status).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(2);
    expect((await game.bet(1_000)).status).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(2);
    // 6,000 wagered, 2 held (capped): taking 5,000 back leaves 1,000 → 1 ticket.
    expect((await game.rollback(big)).status).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(1);
  });

  it('sells tickets for comp points: rate card, spend, 422 without enough points, the maximum, replays', async () => {
    const lottery = testLottery(platform(), { max_tickets_count_to_player: 4 });
    const userId = platform().createUser();
    const client = platform().clientAs(userId);
    earnPoints(platform(), userId, 25);
    const cards = z.parse(RateCards, (await client.get('/api/comp_points/rates/lotteries')).body);
    expect(cards.find((c) => c.rate.lottery_ids?.includes(lottery.id))).toMatchObject({ group: `lottery-${lottery.id}`, title: 'Test draw', rate: { points: 10 } });

    const buy = (tickets_count: number, extra: Record<string, unknown> = {}) =>
      client.post('/api/comp_points/exchange/lotteries', { exchange: { tickets_count, lottery_id: lottery.id, group: `lottery-${lottery.id}`, currency: 'EUR', ...extra } });
    const bought = await buy(2, { idempotency_key: 'buy-two-tickets-1' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(z.parse(LotteryStatus, bought.body).tickets).toHaveLength(2);
    expect((await client.get('/api/player/comp_points')).body).toEqual({ chargeable: { points: 5 }, persistent: { points: 25 } });
    // A retry of the same request buys nothing more.
    expect((await buy(2, { idempotency_key: 'buy-two-tickets-1' })).status).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(2);
    const poor = await buy(1);
    expect(poor.status).toBe(422);
    expect(poor.body.code).toBe('not_enough_points');
    earnPoints(platform(), userId, 100);
    const over = await buy(3);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('max_tickets');
    expect((await client.get('/api/player/comp_points')).body.chargeable.points).toBe(105);
    expect((await buy(2)).status).toBe(200);
    expect(await ticketsIn(client, lottery.id)).toBe(4);
    expect((await client.get('/api/player/comp_points')).body.chargeable.points).toBe(85);
    expect((await platform().client().post('/api/comp_points/exchange/lotteries', { exchange: { tickets_count: 1, lottery_id: lottery.id } })).status).toBe(401);
  });

  it('never overspends under concurrent buys: 30 points, 12 parallel one-ticket buys → 3 tickets', async () => {
    const lottery = testLottery(platform());
    const userId = platform().createUser();
    const client = platform().clientAs(userId);
    earnPoints(platform(), userId, 30);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client.post('/api/comp_points/exchange/lotteries', { exchange: { tickets_count: 1, lottery_id: lottery.id, group: 'x', currency: 'EUR' } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.code === 'not_enough_points')).toBe(true);
    expect(await ticketsIn(client, lottery.id)).toBe(3);
    expect((await client.get('/api/player/comp_points')).body.chargeable.points).toBe(0);
    expect(platform().ctx.db.prepare('SELECT SUM(points) FROM comp_point_spends WHERE user_id = ?').pluck().get(userId)).toBe(30);
  });

  it('lists the player\'s statuses, one per visible lottery, and refuses buying a lottery that is not running', async () => {
    const userId = platform().createUser();
    const client = platform().clientAs(userId);
    const lottery = testLottery(platform());
    expect((await deposit(client, 4_000)).status).toBe(201);
    const statuses = z.parse(LotteryStatuses, (await client.get('/api/lotteries/statuses')).body);
    const ids = statuses.map((s) => s.lottery_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(statuses.find((s) => s.lottery_id === lottery.id)?.tickets).toHaveLength(2);
    const winter = (await client.get('/api/lotteries/winter-draw')).body;
    earnPoints(platform(), userId, 10);
    const early = await client.post('/api/comp_points/exchange/lotteries', { exchange: { tickets_count: 1, lottery_id: winter.id } });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('lottery_closed');
  });
});
