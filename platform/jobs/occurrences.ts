import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

/**
 * An occurrence of a clock job that must happen once across all nodes (a tournament started or
 * finalised, a lottery drawn, a VIP quarter closed): `job_runs` (migration 074) holds one row per job
 * and occurrence key, written in the occurrence's own transaction. True for the first caller; false
 * when it already happened (the caller then does nothing). Call inside the transaction that does the
 * work, so a rollback (or a node killed mid-way) takes the claim back with it (docs/operations.md
 * "Several nodes").
 */
export function claimOccurrence(ctx: Pick<PlatformContext, 'db' | 'clock' | 'config'>, job: string, occurrence: string): boolean {
  return (
    ctx.db.prepare<[string, string, string, string]>('INSERT INTO job_runs (name, occurrence, node, ran_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(job, occurrence, ctx.config.nodeId, iso(ctx.clock.now()))
      .changes === 1
  );
}
