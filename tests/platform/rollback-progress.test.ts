/**
 * A rollback reverses every side effect of a bet (docs/api/provider.md "Rollback",
 * platform/provider/bet-effects.ts): per engine, real provider bets move the player's progress, their
 * rollbacks over the signed wallet put it back exactly where it was — the adventure day's wager and
 * the VIP bet turnover (docs/api/vip.md "Rollbacks"), comp points, a tournament entry, a quest's
 * progress and lottery tickets by wager step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLottery, ticketsIn } from './lotteries-setup.ts';
import type { BonusWorld } from './bonuses-setup.ts';
import { defineTest, entry, newPlayer, socketWorld, type Player } from './competitions-setup.ts';

describe('rolled-back bets leave no progress', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(() => bw.close());
  const platform = () => bw.world.platform;

  /** Two real bets of €6 (one comp point, one lottery ticket, past nothing else): `read` moves, then both are rolled back and `read` is as before. */
  async function betAndRollBack<T>(player: Player, read: () => Promise<T>, moved: (before: T, during: T) => void): Promise<void> {
    const before = await read();
    const table = await player.table();
    const bets = [await table.bet(600), await table.bet(600)];
    for (const bet of bets) expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    const during = await read();
    moved(before, during);
    for (const bet of bets) {
      const rolled = await table.rollback(bet);
      expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    }
    expect(await read()).toEqual(before);
  }

  it('adventures: the day’s wager', async () => {
    platform().clock.set('2026-06-02T09:00:00.000Z');
    const player = newPlayer(bw);
    const wager = async () => (await platform().clientAs(player.id).get('/jam/adventure')).body.days.find((day: any) => day.progress !== null).progress.wagerCents as number;
    await betAndRollBack(player, wager, (before, during) => expect(during - before).toBe(1_200));
  });

  it('VIP: the quarter’s bet turnover', async () => {
    platform().clock.set('2026-06-03T09:00:00.000Z');
    const player = newPlayer(bw);
    const bets = async () => (await platform().clientAs(player.id).get('/jam/vip_status_progress')).body.betSumCents as number;
    await betAndRollBack(player, bets, (before, during) => expect(during - before).toBe(1_200));
    expect((await platform().clientAs(player.id).get('/jam/vip_club')).body.progress.betSumCents).toBe(0);
  });

  it('loyalty: comp points', async () => {
    const player = newPlayer(bw);
    const points = async () => (await platform().clientAs(player.id).get('/api/player/comp_points')).body;
    await betAndRollBack(player, points, (before, during) => expect(during.persistent.points - before.persistent.points).toBe(1));
  });

  it('tournaments: the entry’s score', async () => {
    const tournament = defineTest(bw);
    const player = newPlayer(bw);
    const scored = async () => {
      const { bet_cents, games_taken, points, score } = entry(bw, tournament, player.id);
      return { bet_cents, games_taken, points, score };
    };
    await betAndRollBack(player, scored, (before, during) => expect(during.bet_cents! - before.bet_cents!).toBe(1_200));
  });

  it('quests: the quest’s progress', async () => {
    const questId = defineTest(bw, { frontend_identifier: `quest--xs--rollback-${Date.now()}` });
    const player = newPlayer(bw);
    const progress = async () => ((await platform().clientAs(player.id).get(`/api/tournaments/${questId}/status`)).body as { bet_cents?: number }).bet_cents ?? 0;
    await betAndRollBack(player, progress, (before, during) => expect(during - before).toBe(1_200));
  });

  it('lotteries: tickets by wager step', async () => {
    const lottery = testLottery(platform());
    const player = newPlayer(bw);
    const tickets = () => ticketsIn(platform().clientAs(player.id), lottery.id);
    await betAndRollBack(player, tickets, (before, during) => expect(during - before).toBe(1));
  });
});
