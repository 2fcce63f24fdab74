import { offloadedCheckpoints } from '../db/checkpoints.ts';
import { commitTogether, type Db } from '../db/database.ts';

/**
 * The seamless wallet's group commit (docs/api/provider.md "Throughput", docs/architecture.md
 * "Decisions"): wallet calls that arrive in the same turn of the event loop are run together in one
 * transaction, each in its own savepoint, and answered after the one COMMIT. A provider sends its
 * calls concurrently over keep-alive connections, so under load a group holds tens of calls; alone,
 * a call waits one turn (`setImmediate`, microseconds). Each call keeps its own outcome: one that
 * throws rolls back alone and gets its error; the others commit.
 */
export function walletQueue(db: Db) {
  // The WAL is checkpointed by a worker, not inside a group's COMMIT (platform/db/checkpoints.ts).
  let checkpoints: ReturnType<typeof offloadedCheckpoints> | undefined;
  let pending: { run: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const group = pending;
    pending = [];
    let results;
    try {
      results = commitTogether(db, group.map((call) => call.run));
    } catch (error) {
      for (const call of group) call.reject(error);
      return;
    }
    (checkpoints ??= offloadedCheckpoints(db))?.kick();
    results.forEach((result, index) => (result.ok ? group[index]!.resolve(result.value) : group[index]!.reject(result.error)));
  };

  return <T>(run: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ run, resolve: resolve as (value: unknown) => void, reject });
    });
}
