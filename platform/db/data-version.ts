import type { Db } from './database.ts';
import { PostgresDb } from './postgres/database.ts';

/**
 * SQLite's `PRAGMA data_version` moves when another connection (another node on the same file, the
 * seed CLI, a test's own connection) has committed since this connection last looked; this
 * connection's own commits never move it. One pragma step, no table read: the cheap test a cache of
 * database rows takes before trusting itself when several processes share the file
 * (docs/operations.md "Several nodes", "Process-local state").
 *
 * PostgreSQL has no such counter: there every look says "another node may have committed", so those
 * caches are read through at the pace their callers look (the open lotteries at most once a second,
 * the scorer's index once per batch; docs/operations.md "PostgreSQL").
 */
const read = (db: Db): number => db.prepare('PRAGMA data_version').pluck().get() as number;

/** A watcher of one database: true when another connection committed since the previous call that returned true (or since it was made). */
export function externalCommits(db: Db): () => boolean {
  if (db instanceof PostgresDb) return () => true;
  let seen = read(db);
  return () => {
    const now = read(db);
    if (now === seen) return false;
    seen = now;
    return true;
  };
}
