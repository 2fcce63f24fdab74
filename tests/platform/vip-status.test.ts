/**
 * The VIP engine over real HTTP and the real socket (docs/api/vip.md): promotion at once on a deposit
 * past silver (in the deposit's transaction, `groups_updates#<id>` after commit), promotion after bets,
 * no demotion within the quarter, demotion at the quarter's end by the clock, diamond kept for life,
 * level gifts through the bonus engine exactly once per (player, quarter, status), the promotion notification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VipProgress } from '../../sdk/api/schemas/vip.ts';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { thresholdsFor } from '../../platform/telemetry/vip-progress.ts';
import { evaluateVip, sweepVipQuarters } from '../../platform/vip/status.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { bonuses, deposit, type BonusWorld } from './bonuses-setup.ts';
import { newPlayer, socketWorld } from './competitions-setup.ts';
import type { ApiClient } from './harness.ts';
import { RawClient, until } from './realtime-helpers.ts';

const open: RawClient[] = [];
async function subscribed(client: ApiClient, userId: number): Promise<RawClient> {
  const { body } = await client.get('/api/player/settings');
  const raw = await RawClient.open(body.cent.url);
  open.push(raw);
  expect((await raw.connect(body.cent.token)).connect).toBeTruthy();
  for (const channel of [`groups_updates#${userId}`, `personal_notifications#${userId}`]) expect((await raw.call({ subscribe: { channel } })).error).toBeUndefined();
  return raw;
}

/** Deposits `total` in the sandbox's largest allowed steps (EUR 5,000 a payment). */
async function depositTotal(client: ApiClient, total: number): Promise<void> {
  for (let left = total; left > 0; left -= 500_000) {
    const answer = await deposit(client, Math.min(left, 500_000));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}

const statusOf = async (client: ApiClient) => z.parse(VipProgress, (await client.get('/jam/vip_status_progress')).body).currentStatus;
const vipGroups = (client: ApiClient) => client.get('/api/player').then((answer) => (answer.body.statuses as { id: string }[]).map((s) => s.id).filter((id) => ['257', '258', '259', '255', '759'].includes(id)));

describe('vip status', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(async () => {
    for (const raw of open) raw.close();
    await bw.close();
  });
  const platform = () => bw.world.platform;

  it('promotes at once on a deposit past the silver threshold, with groups_updates on the socket and the gifts of bronze and silver once', async () => {
    platform().clock.set('2026-05-10T12:00:00.000Z');
    const player = newPlayer(bw);
    const raw = await subscribed(player.client, player.id);
    const silver = thresholdsFor('silver', 'EUR').deposit;
    expect(silver).toBe(1_500_000);
    await depositTotal(player.client, silver - 500_000);
    expect(await statusOf(player.client)).toBe('bronze');
    await depositTotal(player.client, 500_000);
    expect(await statusOf(player.client)).toBe('silver');
    expect(await vipGroups(player.client)).toEqual(['258']);
    await until(() => raw.pushes(`groups_updates#${player.id}`).length >= 2, 3_000, 'groups_updates');
    const pushes = raw.pushes(`groups_updates#${player.id}`).map((push) => push.pub.data);
    expect(pushes.map((data) => [data.id, data.status, data.previous_status])).toEqual([
      ['257', 'bronze', 'regular'],
      ['258', 'silver', 'bronze'],
    ]);
    // The player hears of each promotion (platform/notifications/notify.ts), in their language, once.
    // (Other engines tell of the same deposits too: the payment, the welcome free spins, the wheel spin.)
    const promotions = () => raw.pushes(`personal_notifications#${player.id}`).filter((push) => push.pub.data.kind === 'vip_promotion');
    await until(() => promotions().length >= 2, 3_000, 'promotion notifications');
    expect(promotions().map((push) => [push.pub.data.kind, push.pub.data.text])).toEqual([
      ['vip_promotion', 'Congratulations, you are now Bronze! Your level gift is waiting in your gifts.'],
      ['vip_promotion', 'Congratulations, you are now Silver! Your level gift is waiting in your gifts.'],
    ]);
    // One gift per status reached this quarter, through the bonus engine; evaluating again issues nothing.
    runAfter(evaluateVip(platform().ctx, player.id));
    const vipBonuses = (await bonuses(player.client)).filter((bonus) => String(bonus.group_key).startsWith('vip_'));
    expect(vipBonuses.map((bonus) => [bonus.group_key, bonus.amount_cents]).sort()).toEqual([
      ['vip_bronze', 1_000],
      ['vip_silver', 2_500],
    ]);
    const club = (await player.client.get('/jam/vip_club')).body;
    expect(club.status).toBe('silver');
    expect(club.gifts.map((gift: any) => [gift.status, gift.state])).toEqual([
      ['bronze', 'active'],
      ['silver', 'active'],
      ['gold', 'future'],
      ['diamond', 'superPrize'],
    ]);
    expect(club.manager.managerName).toBe('Liam Walker');
    expect(club.progress.nextStatus).toBe('gold');
  });

  it('promotes after bets past the bronze bet threshold (evaluated after the bet commits, not read inside it)', async () => {
    platform().clock.set('2026-05-11T12:00:00.000Z');
    const player = newPlayer(bw);
    // The quarter's bets so far, as the ledger holds them (stakes are capped, so not 600 rounds here)...
    const bronzeBets = thresholdsFor('bronze', 'EUR').bet;
    bw.world.fund(player.id, bronzeBets);
    transfer(platform().ctx, { debit: { userId: player.id, kind: 'real' }, credit: { system: 'house:games' }, amount_cents: bronzeBets - 100, currency: 'EUR', kind: 'bet', idempotencyKey: `vip-bets-${player.id}` });
    expect(await statusOf(player.client)).toBe('regular');
    // ...and one real provider bet crosses the threshold: the evaluation follows it.
    const table = await player.table();
    await table.round(100, 0);
    await until(() => platform().ctx.db.prepare('SELECT group_id FROM user_groups WHERE user_id = ? AND group_id = 257').get(player.id) !== undefined, 5_000, 'bronze after the bet');
    expect(await statusOf(player.client)).toBe('bronze');
  });

  it('never demotes within the quarter, demotes at its end by the clock, and keeps diamond for life', async () => {
    platform().clock.set('2026-07-02T12:00:00.000Z');
    const silver = newPlayer(bw);
    await depositTotal(silver.client, 1_500_000);
    expect(await statusOf(platform().clientAs(silver.id))).toBe('silver');
    const diamond = newPlayer(bw);
    await depositTotal(diamond.client, thresholdsFor('diamond', 'EUR').deposit);
    expect(await statusOf(platform().clientAs(diamond.id))).toBe('diamond');

    // Later in the same quarter, with no new turnover: kept.
    platform().clock.set('2026-09-30T23:00:00.000Z');
    runAfter(sweepVipQuarters(platform().ctx));
    expect(await statusOf(platform().clientAs(silver.id))).toBe('silver');

    // The quarter ended: silver was reached in it, so it holds for the next one.
    platform().clock.set('2026-10-01T00:30:00.000Z');
    const raw = await subscribed(platform().clientAs(silver.id), silver.id);
    runAfter(sweepVipQuarters(platform().ctx));
    expect(await statusOf(platform().clientAs(silver.id))).toBe('silver');
    // A bronze-sized deposit within Q4 does not lower anything.
    await depositTotal(platform().clientAs(silver.id), 600_000);
    expect(await statusOf(platform().clientAs(silver.id))).toBe('silver');

    // Q4 ends with only bronze reached: demoted to bronze, announced on the socket; diamond stays.
    platform().clock.set('2027-01-01T00:10:00.000Z');
    runAfter(sweepVipQuarters(platform().ctx));
    expect(await statusOf(platform().clientAs(silver.id))).toBe('bronze');
    await until(() => raw.pushes(`groups_updates#${silver.id}`).length >= 1, 3_000, 'demotion push');
    expect(raw.pushes(`groups_updates#${silver.id}`).at(-1).pub.data).toMatchObject({ id: '257', status: 'bronze', previous_status: 'silver', removed: ['258'] });
    expect(await statusOf(platform().clientAs(diamond.id))).toBe('diamond');

    // A quarter with nothing: regular; diamond still diamond.
    platform().clock.set('2027-04-01T00:10:00.000Z');
    runAfter(sweepVipQuarters(platform().ctx));
    expect(await statusOf(platform().clientAs(silver.id))).toBe('regular');
    expect(await vipGroups(platform().clientAs(silver.id))).toEqual([]);
    expect(await statusOf(platform().clientAs(diamond.id))).toBe('diamond');
    expect(await vipGroups(platform().clientAs(diamond.id))).toEqual(['759']);

    // Gifts are per quarter: the Q3 silver gifts were given once; Q4's bronze deposit gave Q4's bronze gift.
    const keys = platform().ctx.db.prepare('SELECT quarter, status FROM vip_gifts WHERE user_id = ? ORDER BY quarter, status').all(silver.id);
    expect(keys).toEqual([
      { quarter: '2026Q3', status: 'bronze' },
      { quarter: '2026Q3', status: 'silver' },
      { quarter: '2026Q4', status: 'bronze' },
    ]);
  });

  it('refuses the club to guests and gives them the default progress', async () => {
    expect((await platform().client().get('/jam/vip_club')).status).toBe(401);
    expect(z.parse(VipProgress, (await platform().client().get('/jam/vip_status_progress')).body).currentStatus).toBe('regular');
  });
});
