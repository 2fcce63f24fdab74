import type { Db } from './database.ts';

/**
 * SQLite's `PRAGMA data_version` moves when another connection (another node on the same file, the
 * seed CLI, a test's own connection) has committed since this connection last looked; this
 * connection's own commits never move it. One pragma step, no table read: the cheap test a cache of
 * database rows takes before trusting itself when several processes share the file
 * (docs/operations.md "Several nodes", "Process-local state").
 */
const read = (db: Db): number => db.prepare('PRAGMA data_version').pluck().get() as number;

/** A watcher of one database: true when another connection committed since the previous call that returned true (or since it was made). */
export function externalCommits(db: Db): () => boolean {
  let seen = read(db);
  return () => {
    const now = read(db);
    if (now === seen) return false;
    seen = now;
    return true;
  };
}

/** The current value, for a cache that keys its entries by it. */
export const dataVersion = read;
