import { fileURLToPath } from 'node:url';
import { startWorkerThread } from 'synckit';

/**
 * The synchronous bridge to one PostgreSQL connection (docs/architecture.md "Decisions", PostgreSQL
 * behind the synchronous `Db`): a worker thread (worker.mjs) holds a `pg.Client`; the caller posts a
 * request and waits with Atomics.wait until the answer is on its port (synckit). The worker is unref'd
 * (it never keeps a process alive) and ends itself when the connection is closed.
 */

export type Request =
  | { op: 'open'; url: string; application: string }
  | { op: 'query'; name: string; text: string; values: unknown[]; array: boolean; tables: boolean }
  | { op: 'exec'; sql: string }
  | { op: 'simple'; sql: string | string[] }
  | { op: 'close' };

export interface QueryResult {
  rows: unknown[];
  rowCount: number;
  /** The columns' table OIDs and names, when asked for (`expand`). */
  tables?: number[];
  columns?: string[];
}

const WORKER = fileURLToPath(new URL('./worker.mjs', import.meta.url));

/** How long one request may take before the caller gives up on it (a lock wait beyond this is a bug). */
const REQUEST_TIMEOUT_MS = 120_000;

export type Connection = (request: Request) => unknown;

/** A new worker and its connection to `url` (throws what `pg` throws when it cannot connect). */
export function connect(url: string): Connection {
  // A fresh worker per connection (synckit's createSyncFn would share one per file).
  const call = startWorkerThread<(request: Request) => Promise<unknown>>(WORKER, { timeout: REQUEST_TIMEOUT_MS, execArgv: [] }) as Connection;
  call({ op: 'open', url, application: 'casino-kit' });
  return call;
}
