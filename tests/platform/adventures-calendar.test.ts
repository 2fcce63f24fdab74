/**
 * Adventures over real HTTP (docs/api/vip.md "Adventures"): a player's calendar starts on the day of
 * its first evaluation; today's day completes on a deposit plus real provider bets reaching its
 * condition, its prize is issued through the bonus engine exactly once and the day shows as a player
 * status (contract §5.13); past days not completed are lost, later ones future, the last one superb;
 * the finished rule of docs/product/vip-and-adventures.md#adventure-cards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../platform/clock.ts';
import { bonuses, deposit, type BonusWorld } from './bonuses-setup.ts';
import { newPlayer, socketWorld } from './competitions-setup.ts';
import type { ApiClient } from './harness.ts';
import { until } from './realtime-helpers.ts';

const view = async (client: ApiClient) => {
  const answer = await client.get('/jam/adventure');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { calendar: string; startDay: string; finished: boolean; days: { title: string; day: number; state: string; isCompleted: boolean; progress: any }[] };
};
const freespinsOf = async (client: ApiClient) => (await client.get('/api/player/freespins')).body as any[];

describe('adventures', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(() => bw.close());
  const platform = () => bw.world.platform;

  it('completes today on a deposit and real bets, issues the prize once, and shows lost / future / superb by the clock', async () => {
    platform().clock.set('2026-03-02T09:00:00.000Z');
    const player = newPlayer(bw);
    const first = await view(player.client);
    expect(first.calendar).toBe('rocket_adventure');
    expect(first.startDay).toBe('2026-03-02');
    expect(first.days.map((day) => day.state)).toEqual(['active', 'future', 'future', 'future', 'future', 'future', 'superb']);
    expect(first.days[0]!.progress).toEqual({ depositCents: 0, depositGoalCents: 2_000, wagerCents: 0, wagerGoalCents: 3_000 });

    // Day 1: EUR 20 deposit and EUR 30 of bets. The deposit alone is not enough.
    expect((await deposit(player.client, 2_000)).status).toBe(201);
    expect((await view(player.client)).days[0]!.state).toBe('active');
    const table = await player.table();
    // The first deposit activated the welcome bonus (max bet EUR 5), so six EUR 5 rounds.
    for (let round = 0; round < 6; round += 1) await table.round(500, 0);
    await until(() => platform().ctx.db.prepare('SELECT 1 FROM adventure_days WHERE user_id = ?').get(player.id) !== undefined, 5_000, 'day 1 completed');
    const client = platform().clientAs(player.id);
    const after = await view(client);
    expect(after.days[0]).toMatchObject({ state: 'completed', isCompleted: true });
    // The prize (10 free spins) through the bonus engine, tied to its step and day by the group key.
    const spins = (await freespinsOf(client)).filter((pack) => pack.group_key === 'adventure__1__1');
    expect(spins.map((pack) => [pack.title, pack.freespins_total])).toEqual([['Adventure: 10 free spins', 10]]);
    // A completed day is a player status named by its title (docs/api/vip.md "Adventures", contract §5.13).
    expect((await client.get('/api/player')).body.statuses.map((s: any) => s.name)).toContain('rocket_adventure__1/7__1');
    // More play and another deposit that day issue nothing more.
    await table.round(500, 0);
    expect((await deposit(client, 2_000)).status).toBe(201);
    expect(platform().ctx.db.prepare("SELECT COUNT(*) AS n FROM player_freespins WHERE user_id = ? AND source = 'adventure'").get(player.id)).toEqual({ n: 1 });

    // Two days later: day 2 lost, day 3 active, the rest future, the last superb.
    platform().clock.set('2026-03-04T10:00:00.000Z');
    const later = await view(platform().clientAs(player.id));
    expect(later.days.map((day) => day.state)).toEqual(['completed', 'lost', 'active', 'future', 'future', 'future', 'superb']);
    expect(later.finished).toBe(false);

    // Past the day after the last day: finished, the unplayed last day lost.
    platform().clock.set('2026-03-10T00:00:01.000Z');
    const over = await view(platform().clientAs(player.id));
    expect(over.finished).toBe(true);
    expect(over.days.at(-1)!.state).toBe('lost');
  });

  it('issues a bonus prize on a bonus day, and players in a VIP group follow the VIP calendar', async () => {
    platform().clock.set('2026-03-20T08:00:00.000Z');
    const player = newPlayer(bw);
    await view(player.client);
    // Jump to day 3 (EUR 10 bonus: EUR 30 deposit, EUR 3 of bets).
    platform().clock.set(new Date(Date.parse('2026-03-20T08:00:00.000Z') + 2 * DAY_MS).toISOString());
    const client = platform().clientAs(player.id);
    expect((await deposit(client, 3_000)).status).toBe(201);
    const table = await player.table();
    await table.round(300, 0);
    await until(() => platform().ctx.db.prepare('SELECT 1 FROM adventure_days WHERE user_id = ? AND day = 3').get(player.id) !== undefined, 5_000, 'day 3 completed');
    const prize = (await bonuses(platform().clientAs(player.id))).filter((bonus) => String(bonus.group_key).startsWith('adventure__'));
    expect(prize.map((bonus) => [bonus.group_key, bonus.title, bonus.amount_cents])).toEqual([['adventure__3__3', 'Adventure bonus', 1_000]]);

    const vip = newPlayer(bw);
    platform().ctx.db.prepare("INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 258, '2026-01-01')").run(vip.id);
    expect((await view(vip.client)).calendar).toBe('rocket_adventure_vip');
  });

  it('refuses guests', async () => {
    expect((await platform().client().get('/jam/adventure')).status).toBe(401);
  });
});
