import type { FastifyInstance } from 'fastify';
import { runAfter, type After } from '../bonuses/publish.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { finaliseTournament } from './finalise.ts';
import { watchUserGroups } from './groups-cache.ts';
import { PRUNE_BATCHES_EVERY_MS, pruneScoreBatches, watchScoring } from './outbox.ts';
import { notifyStarted, stopRealtime } from './publish.ts';
import { announceStartsSoon } from './starts-soon.ts';
import { startClusterJob } from '../jobs/runner.ts';
import { claimOccurrence } from '../jobs/occurrences.ts';

/**
 * The tournament lifecycle by the injectable clock (docs/api/competitions.md "Lifecycle"):
 * future (now < start_at) → active (start_at ≤ now < end_at) → archive (end_at ≤ now). The states
 * follow the clock and are never stored; what happens at the edges is: `starts_soon_minutes` before the start,
 * `tournament_starts_soon` once (starts-soon.ts); at the start, `started_at`
 * is set once and `tournament_started` sent; at the end, finalise.ts freezes the places and issues the
 * prizes exactly once, then sets `finished_at`. The sweep runs on a server timer (stopped with the
 * server) and before every tournament read, so a reader never sees an ended tournament unfinalised.
 */

export const SWEEP_EVERY_MS = 10_000;

/** Starts and finalises what is due; returns the after-commit pushes. A failing tournament never stops the others. */
export function sweepTournaments(ctx: PlatformContext, log?: (error: unknown, tournamentId: number) => void): After {
  const now = iso(ctx.clock.now());
  const after: After = [];
  try {
    after.push(...announceStartsSoon(ctx));
  } catch (error) {
    log?.(error, 0); // a notice never stops the lifecycle; the next sweep retries (nothing was marked)
  }
  const starting = ctx.db
    .prepare<[string, string], number>('SELECT id FROM tournaments WHERE started_at IS NULL AND start_at <= ? AND end_at > ? ORDER BY id')
    .pluck()
    .all(now, now);
  for (const id of starting) {
    // The start and its log row in one transaction: once across nodes (platform/jobs/occurrences.ts).
    const started = immediate(ctx.db, () => ctx.db.prepare('UPDATE tournaments SET started_at = ? WHERE id = ? AND started_at IS NULL').run(now, id).changes > 0 && claimOccurrence(ctx, 'tournament:started', String(id)));
    if (started) after.push(notifyStarted(ctx, id));
  }
  const ending = ctx.db.prepare<[string], number>('SELECT id FROM tournaments WHERE finished_at IS NULL AND end_at <= ? ORDER BY end_at, id').pluck().all(now);
  for (const id of ending) {
    const result = finaliseTournament(ctx, id);
    after.push(...result.after);
    if (result.error !== undefined) log?.(result.error, id);
  }
  return after;
}

/** The server's sweep timer, stopped (with the realtime throttles) when the server closes. */
export function startLifecycle(ctx: PlatformContext, app: FastifyInstance): void {
  // The bet path's cache of players' groups, installed outside any transaction (groups-cache.ts).
  watchUserGroups(ctx.db);
  // Calls logged before a restart are scored without waiting for a new one (outbox.ts).
  watchScoring(ctx);
  const log = (err: unknown, tournamentId: number) => app.log.error({ err, tournamentId }, 'tournament finalisation stopped; the next sweep resumes it');
  // On one node at a time (platform/jobs/runner.ts); starts and finalisations are claimed once in `job_runs`.
  const stop = startClusterJob(ctx, {
    name: 'competitions:lifecycle',
    everyMs: SWEEP_EVERY_MS,
    run: () => runAfter(sweepTournaments(ctx, log)),
    onError: (err) => app.log.error({ err }, 'tournament sweep failed'),
  });
  // The scorer's batch records of finished competitions, hourly and at start (outbox.ts).
  const stopPruning = startClusterJob(ctx, {
    name: 'competitions:prune-batches',
    everyMs: PRUNE_BATCHES_EVERY_MS,
    atStart: true,
    run: () => void pruneScoreBatches(ctx),
    onError: (err) => app.log.error({ err }, 'score batch prune failed'),
  });
  app.addHook('onClose', async () => {
    stop();
    stopPruning();
    stopRealtime(ctx);
  });
}
