import type { PlatformContext } from '../context.ts';
import { registerLease, releaseLease, takeLease, takeLeaseFromDead } from './leases.ts';
import { isDeadLocalHolder, jobTickOverride } from './settings.ts';

/**
 * A cluster-wide clock job (docs/operations.md "Several nodes"): every node ticks, and a tick runs the
 * job only on the node that holds its lease (`job_leases`, leases.ts), which each tick renews. A node
 * that dies stops renewing; once the lease has expired (`leaseMs`, a few ticks) the next node to tick
 * takes it over (at once when the holder was a default-named process of this machine that is gone:
 * settings.ts `isDeadLocalHolder`). Each run's work is its own transaction(s), so a node killed mid-run leaves nothing
 * half done and the next holder redoes it; what must happen once is claimed in `job_runs`
 * (occurrences.ts). One process alone always holds its leases: it runs every job as before.
 *
 * Times come from `ctx.clock` (a test's ManualClock still drives the job itself; the lease only has
 * to be renewed before it expires, which a clock that does not move never lets happen).
 */
export interface ClusterJob {
  /** The lease's name, e.g. `bonuses:expiry`. */
  name: string;
  /** 0: once at start only (with `atStart`). */
  everyMs: number;
  /** How long a lease lasts without renewal (default three ticks): a dead holder's job resumes within this plus one tick. Required when `everyMs` is 0. */
  leaseMs?: number;
  /** Tick once at start too (otherwise the first tick is `everyMs` later). */
  atStart?: boolean;
  /** One run; a promise is awaited (no second run starts on this node before it settles; the lease is renewed meanwhile). */
  run: () => unknown;
  onError: (error: unknown) => void;
}

/** Starts ticking `job`; returns the stop function, which gives the lease up. */
export function startClusterJob(ctx: PlatformContext, job: ClusterJob): () => void {
  // This node's name in leases and job runs: NODE_ID (docs/operations.md "Several nodes").
  const node = ctx.config.nodeId;
  const everyMs = job.everyMs > 0 ? (jobTickOverride() ?? job.everyMs) : 0;
  const leaseMs = job.leaseMs ?? 3 * everyMs;
  if (!(leaseMs > 0)) throw new Error(`job ${job.name}: a lease needs a duration`);
  let running = false;
  let stopped = false;
  registerLease(ctx.db, job.name);

  const tick = () => {
    if (stopped || !ctx.db.open) return;
    let held: boolean;
    try {
      const now = ctx.clock.now();
      held = takeLease(ctx.db, job.name, node, now, leaseMs) || takeLeaseFromDead(ctx.db, job.name, node, now, leaseMs, isDeadLocalHolder);
    } catch (error) {
      // SQLITE_BUSY past the busy timeout, or the database closing: the next tick asks again.
      job.onError(error);
      return;
    }
    if (!held || running) return;
    running = true;
    let result: unknown;
    try {
      result = job.run();
    } catch (error) {
      running = false;
      job.onError(error);
      return;
    }
    if (result instanceof Promise) {
      result.then(
        () => (running = false),
        (error: unknown) => {
          running = false;
          job.onError(error);
        },
      );
    } else running = false;
  };

  if (job.atStart) tick();
  const timer = everyMs > 0 ? setInterval(tick, everyMs) : null;
  timer?.unref();
  return () => {
    if (stopped) return;
    stopped = true;
    if (timer) clearInterval(timer);
    try {
      if (ctx.db.open) releaseLease(ctx.db, job.name, node);
    } catch {
      // The database closing: the lease then expires by itself.
    }
  };
}
