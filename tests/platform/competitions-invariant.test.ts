/**
 * The scoring invariant under concurrency (docs/api/competitions.md "Scoring"): hundreds of
 * concurrent bets, wins, rollbacks and repeated calls over real HTTP; afterwards every entry's totals
 * equal the sums over its bets that stand (not rolled back) and their wins, in the wallet's own record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusWorld, type BonusWorld } from './bonuses-setup.ts';
import { defineTest, entry, newPlayer, type Table } from './competitions-setup.ts';

describe('tournament scoring invariant', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());

  it('concurrent bets, wins, rollbacks and retries: entries equal the sums over the standing bets', async () => {
    const bet = defineTest(bw, { strategy: 'bet' });
    const points = defineTest(bw, { strategy: 'points', points_rule: { per: 'multiplier', points: 10 } });
    const players = Array.from({ length: 6 }, () => newPlayer(bw));
    const tables = await Promise.all(players.map((player) => player.table()));
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);

    const playRound = async (table: Table) => {
      const stake = 10 + Math.floor(random() * 90);
      const choice = random();
      const placed = await table.bet(stake);
      if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
      const repeats: Promise<unknown>[] = [];
      if (choice < 0.2) repeats.push(table.bet(stake, placed.call.round_id as string)); // a retried bet: counted once
      if (choice < 0.35) {
        await Promise.all([table.rollback(placed), table.rollback(placed), ...repeats]); // rolled back (twice)
      } else if (choice < 0.85) {
        const win = Math.floor(random() * 300);
        await Promise.all([table.win(placed, win), ...repeats]);
        if (choice > 0.8) await table.rollback(placed); // refused: the bet is settled by its win
      } else {
        await Promise.all(repeats); // left open
      }
    };
    // 6 players × 40 rounds, each player's rounds 8 at a time, all players at once.
    await Promise.all(
      tables.map(async (table) => {
        for (let batch = 0; batch < 5; batch += 1) await Promise.all(Array.from({ length: 8 }, () => playRound(table)));
      }),
    );

    const db = bw.world.platform.ctx.db;
    let rolledBack = 0;
    for (const player of players) {
      const bets = db
        .prepare<[number, string], { transaction_id: string; amount_cents: number; settlement: string }>(
          "SELECT transaction_id, amount_cents, settlement FROM provider_transactions WHERE user_id = ? AND kind = 'bet' AND outcome = 'ok' AND game_identifier = ?",
        )
        .all(player.id, bw.slot);
      const standing = bets.filter((row) => row.settlement !== 'rolled_back');
      rolledBack += bets.length - standing.length;
      const wins = db
        .prepare<[number], { amount_cents: number; bet_amount: number }>(
          `SELECT w.amount_cents, b.amount_cents AS bet_amount FROM provider_transactions w JOIN provider_transactions b ON b.transaction_id = w.reference_transaction_id
            WHERE w.user_id = ? AND w.kind = 'win' AND w.outcome = 'ok'`,
        )
        .all(player.id);
      const expected = {
        bet_cents: standing.reduce((sum, row) => sum + row.amount_cents, 0),
        games_taken: standing.length,
        win_cents: wins.reduce((sum, row) => sum + row.amount_cents, 0),
      };
      expect(entry(bw, bet, player.id)).toMatchObject({ ...expected, score: expected.bet_cents });
      const expectedPoints = wins.reduce((sum, row) => sum + Math.floor((row.amount_cents * 10) / row.bet_amount), 0);
      expect(entry(bw, points, player.id)).toMatchObject({ ...expected, points: expectedPoints, score: expectedPoints });
    }
    expect(rolledBack).toBeGreaterThan(20);
  });
});
