/**
 * The scorer's batch records are deleted once no call can use them (docs/api/competitions.md "Scoring",
 * retention; `pruneScoreBatches`, platform/competitions/outbox.ts): not while a tournament that started
 * before them is unfinished, and the records kept still serve a later rollback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { sweepTournaments } from '../../platform/competitions/lifecycle.ts';
import { drainScores, pruneScoreBatches } from '../../platform/competitions/outbox.ts';
import { bonusWorld, type BonusWorld } from './bonuses-setup.ts';
import { defineTest, entry, newPlayer } from './competitions-setup.ts';

describe('score batch retention', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());

  const ctx = () => bw.world.platform.ctx;
  const batches = () => ctx().db.prepare('SELECT COUNT(*) FROM tournament_score_batches').pluck().get() as number;
  const sweep = () => runAfter(sweepTournaments(ctx()));
  const finished = (id: number) => ctx().db.prepare('SELECT finished_at FROM tournaments WHERE id = ?').pluck().get(id) !== null;

  it('keeps records while a tournament that started before them is unfinished, then deletes them; a kept record still serves a rollback', async () => {
    // Only this test's tournaments: the seeded ones (some started long ago) are finished first.
    ctx().db.prepare('UPDATE tournaments SET finished_at = ? WHERE finished_at IS NULL').run(new Date(bw.world.platform.clock.now()).toISOString());
    const at = (ms: number) => new Date(bw.world.platform.clock.now() + ms).toISOString();
    const long = defineTest(bw, { end_at: at(7_200_000) });
    const short = defineTest(bw, { end_at: at(60_000) });
    const player = newPlayer(bw);
    let table = await player.table();
    await table.round(300, 0);
    drainScores(ctx().db);
    const early = batches();
    expect(early).toBeGreaterThan(0);
    expect(entry(bw, short, player.id)).toMatchObject({ bet_cents: 300 });

    // The short one ends and is finalised; the long one, started before the records, still runs: all kept.
    bw.world.platform.clock.advance(60_000);
    sweep();
    expect([finished(short), finished(long)]).toEqual([true, false]);
    expect(pruneScoreBatches(ctx())).toBe(0);
    expect(batches()).toBe(early);

    // The long one ends too; a new one starts, and a bet counts in it.
    bw.world.platform.clock.advance(7_200_000);
    sweep();
    expect(finished(long)).toBe(true);
    const next = defineTest(bw, { end_at: at(3_600_000) });
    bw.world.platform.clock.advance(1_000);
    table = await player.table();
    const open = await table.bet(500);
    expect(open.status).toBe(200);
    drainScores(ctx().db);
    expect(entry(bw, next, player.id)).toMatchObject({ bet_cents: 500, games_taken: 1 });
    expect(batches()).toBeGreaterThan(early);

    // The early records go (every tournament they served is finished); the new bet's stays.
    expect(pruneScoreBatches(ctx())).toBe(early);
    expect(batches()).toBeGreaterThan(0);
    expect(pruneScoreBatches(ctx())).toBe(0);
    // Its record still takes the rolled-back bet out of the running tournament.
    expect((await table.rollback(open)).status).toBe(200);
    drainScores(ctx().db);
    expect(entry(bw, next, player.id)).toMatchObject({ bet_cents: 0, games_taken: 0 });
  });
});
