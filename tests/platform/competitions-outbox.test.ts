/**
 * Scoring after commit from the wallet's log (docs/api/competitions.md "Scoring", platform/competitions/outbox.ts),
 * over real HTTP against the real platform: a batch that fails before its COMMIT (a crash) keeps nothing and
 * the next drain scores the same calls exactly once; a rollback takes back a bet scored in an earlier batch, and
 * only the rollback that gave the stake back does; a place read right after a bet is exact (the read drains);
 * the finalisation drains first and counts only the calls logged before `end_at`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { sweepTournaments } from '../../platform/competitions/lifecycle.ts';
import { dialectOf } from '../../platform/db/database.ts';
import type { Tournament } from '../../sdk/api/schemas/tournaments.ts';
import { bonusWorld, type BonusWorld } from './bonuses-setup.ts';
import { defineTest, entry, moneyPrize, newPlayer } from './competitions-setup.ts';

describe('scoring from the wallet log', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());

  const db = () => bw.world.platform.ctx.db;
  /**
   * Every batch fails at its last statement, the cursor's, as a crash before its COMMIT would: nothing of it is kept.
   * A trigger that raises, in each engine's own dialect (test-only DDL; the platform's SQL is one text: docs/architecture.md "Decisions").
   */
  const crashEveryBatch = () =>
    db().exec(
      dialectOf(db()) === 'postgres'
        ? `CREATE OR REPLACE FUNCTION crash_mid_batch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash mid-batch'; END $$;
           CREATE TRIGGER crash_mid_batch BEFORE UPDATE ON tournament_scoring_cursor FOR EACH ROW EXECUTE FUNCTION crash_mid_batch();`
        : "CREATE TEMP TRIGGER crash_mid_batch BEFORE UPDATE ON main.tournament_scoring_cursor BEGIN SELECT RAISE(ABORT, 'crash mid-batch'); END",
    );
  const recover = () =>
    db().exec(dialectOf(db()) === 'postgres' ? 'DROP TRIGGER IF EXISTS crash_mid_batch ON tournament_scoring_cursor' : 'DROP TRIGGER IF EXISTS temp.crash_mid_batch');
  const cursor = () => db().prepare('SELECT last_transaction_id FROM tournament_scoring_cursor').pluck().get() as number;
  const lastLogged = () => db().prepare('SELECT MAX(id) FROM provider_transactions').pluck().get() as number;
  const status = async (player: { client: { get: (path: string) => Promise<{ status: number; body: any }> } }, id: number) => (await player.client.get(`/api/tournaments/${id}/status`)).body;

  it('a crash mid-batch loses nothing and doubles nothing: the batch’s entries and the cursor commit together', async () => {
    const id = defineTest(bw, { strategy: 'bet' });
    const player = newPlayer(bw);
    const table = await player.table();
    await table.round(100, 0);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 100, games_taken: 1 });
    const before = cursor();
    crashEveryBatch();
    let retried: { call: Record<string, unknown> };
    try {
      retried = await table.bet(200);
      expect((await table.win(retried, 50)).status).toBe(200);
      await table.round(300, 0);
      // Every read drained, every batch failed: the entry is as before, nothing half-scored, the cursor unmoved.
      expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 100, games_taken: 1, win_cents: 0 });
      expect(cursor()).toBe(before);
    } finally {
      recover();
    }
    // The next drain scores the three calls once each.
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 600, games_taken: 3, win_cents: 50, score: 600 });
    expect(cursor()).toBe(lastLogged());
    // The provider's retry of a logged bet (same transaction id) moves nothing either.
    expect((await bw.world.wallet('bet', retried.call)).status).toBe(200);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 600, games_taken: 3, win_cents: 50, score: 600 });
  });

  it('a rollback takes back a bet scored in an earlier batch, tie-break time included; a second rollback of it gives nothing back twice', async () => {
    const id = defineTest(bw, { strategy: 'bet' });
    const player = newPlayer(bw);
    const rival = newPlayer(bw);
    const table = await player.table();
    await table.round(300, 0);
    const reachedBefore = entry(bw, id, player.id).reached_at_ms;
    bw.world.platform.clock.advance(5000);
    await (await rival.table()).round(300, 0);
    bw.world.platform.clock.advance(5000);
    const open = await table.bet(200);
    // Scored (this read drained) before the rollback arrives: the rollback finds the bet's record in that batch's.
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 500, games_taken: 2, score: 500 });
    expect(cursor()).toBe(lastLogged());
    expect((await table.rollback(open)).status).toBe(200);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 300, games_taken: 1, score: 300, reached_at_ms: reachedBefore });
    expect(await status(player, id)).toMatchObject({ award_place: 1 });
    // Another rollback of the same bet (its own transaction id): ok, no money, and no score taken twice.
    const call = open.call as { round_id: string; transaction_id: string };
    const second = await bw.world.wallet('rollback', { ...open.call, transaction_id: `${call.round_id}:rollback-again`, reference_transaction_id: call.transaction_id });
    expect(second.status).toBe(200);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 300, games_taken: 1, score: 300 });
    // A bet and its rollback drained in one batch: the same.
    const quick = await table.bet(100);
    expect((await table.rollback(quick)).status).toBe(200);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 300, games_taken: 1, score: 300, reached_at_ms: reachedBefore });
  });

  it('a place read right after a bet is exact: the read scores what was logged first', async () => {
    const id = defineTest(bw, { strategy: 'bet' });
    const alice = newPlayer(bw);
    const bob = newPlayer(bw);
    const a = await alice.table();
    await (await bob.table()).round(500, 0);
    await a.round(400, 0);
    expect(await status(alice, id)).toMatchObject({ award_place: 2, bet_cents: 400 });
    // Crashing batches hold every drain back, so the reads below are the first to score the bet.
    crashEveryBatch();
    try {
      expect((await a.bet(200)).status).toBe(200);
    } finally {
      recover();
    }
    expect(cursor()).toBeLessThan(lastLogged());
    expect(await status(alice, id)).toMatchObject({ award_place: 1, bet_cents: 600 });
    expect(await status(bob, id)).toMatchObject({ award_place: 2, bet_cents: 500 });
    const board = (await alice.client.get(`/api/tournaments/${id}`)).body as Tournament;
    expect(board.top_players.map((p) => [p.award_place, p.bet_cents])).toEqual([[1, 600], [2, 500]]);
  });

  it('the finalisation scores what was logged first, and counts only the calls logged before end_at', async () => {
    const now = bw.world.platform.clock.now();
    const id = defineTest(bw, { strategy: 'bet', end_at: new Date(now + 60_000).toISOString(), prizes: [moneyPrize(1, 5), moneyPrize(2, 2)] as never });
    const alice = newPlayer(bw);
    const bob = newPlayer(bw);
    const a = await alice.table();
    const b = await bob.table();
    // Nothing is scored until the finalisation's own drain (every earlier one crashes).
    crashEveryBatch();
    try {
      await a.round(100, 0);
      await b.round(50, 0);
      bw.world.platform.clock.advance(60_000);
      // After the end: logged, and scored at its own time, when this tournament is over.
      await b.round(500, 0);
    } finally {
      recover();
    }
    expect(cursor()).toBeLessThan(lastLogged());
    runAfter(sweepTournaments(bw.world.platform.ctx));
    expect(cursor()).toBe(lastLogged());
    expect(entry(bw, id, alice.id)).toMatchObject({ bet_cents: 100, games_taken: 1, final_place: 1 });
    expect(entry(bw, id, bob.id)).toMatchObject({ bet_cents: 50, games_taken: 1, final_place: 2 });
    const awards = db().prepare('SELECT place, user_id FROM tournament_awards WHERE tournament_id = ? ORDER BY place').all(id);
    expect(awards).toEqual([
      { place: 1, user_id: alice.id },
      { place: 2, user_id: bob.id },
    ]);
  });
});
