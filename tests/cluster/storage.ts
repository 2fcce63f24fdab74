/**
 * The cluster test's reader of the nodes' storage (docs/scaling.md "Proof: the cluster test"): the
 * platform's own `Db` surface over either engine, so one set of invariant checks reads both. SQLite:
 * the file itself, read-only, WAL included. PostgreSQL: a connection of its own to the nodes'
 * database through the platform's PostgreSQL `Db` (platform/db/postgres/database.ts; autocommit
 * reads, each sees what is committed at that moment). Close it when done.
 */
import Database from 'better-sqlite3';
import type { Db } from '../../platform/db/database.ts';
import { PostgresDb } from '../../platform/db/postgres/database.ts';
import type { Cluster } from './nodes.ts';

export function openStorage(cluster: Pick<Cluster, 'storage' | 'databasePath'>): Db {
  if (cluster.storage === 'postgres') return new PostgresDb(cluster.databasePath);
  return new Database(cluster.databasePath, { readonly: true, fileMustExist: true }) as unknown as Db;
}
