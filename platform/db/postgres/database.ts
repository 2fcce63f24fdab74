import type { Db, Transaction } from '../types.ts';
import { connect, type Connection, type QueryResult } from './connection.ts';
import { PostgresStatement, type StatementHost } from './statement.ts';

/**
 * The advisory lock every write transaction holds from before its BEGIN to its end: the cluster's write
 * turn. Without it every round of two nodes conflicted on the house accounts' rows (each bet and win
 * moves `house:games`), and under SERIALIZABLE the later one failed (40001) and re-ran until it ran out
 * of attempts (a 500 in the cluster bench); with it, writers queue instead. It is a session lock taken
 * *before* BEGIN: a SERIALIZABLE transaction's snapshot is taken by its first statement, so a lock taken
 * as that statement (`pg_advisory_xact_lock` after BEGIN) waited holding a snapshot older than the
 * writer it waited for, and SSI then cancelled the pair as a "pivot" (docs/architecture.md "Decisions").
 */
const WRITE_TURN = 0x636b5772;

/** SQLSTATEs after which the whole transaction must run again (docs/architecture.md "Decisions"). */
export const RETRYABLE = new Set(['40001', '40P01']);

/**
 * The PostgreSQL `Db` (docs/architecture.md "Decisions", PostgreSQL behind the synchronous `Db`):
 * better-sqlite3's surface over one connection held by a worker thread. Transactions are
 * `BEGIN ISOLATION LEVEL SERIALIZABLE`, nested ones savepoints, exactly where better-sqlite3 puts
 * them; the retry of a serialization failure is `immediate`'s (platform/db/database.ts).
 */
export class PostgresDb implements Db, StatementHost {
  readonly name: string;
  readonly memory = false;
  lastInsertRowid = 0;
  private connection: Connection | null;
  private readonly statements = new Map<string, PostgresStatement>();
  private depth = 0;
  /** A serialization failure or deadlock passed inside the open transaction: it may only roll back. */
  private doomed: unknown = null;
  private identity: Set<string> | null = null;
  private readonly tables = new Map<number, string>();
  private names = 0;
  private readonly writeListeners = new Map<string, Set<() => void>>();
  private readonly closeListeners: (() => void)[] = [];

  /** The connection URL, password included (platform/db/changes.ts opens its LISTEN connection with it). */
  readonly url: string;

  constructor(url: string) {
    this.name = redacted(url);
    this.url = url;
    this.connection = connect(url);
  }

  /** Calls `listener` right after each statement of this connection that writes `table` (platform/db/changes.ts). */
  onWrite(table: string, listener: () => void): void {
    let set = this.writeListeners.get(table);
    if (!set) this.writeListeners.set(table, (set = new Set()));
    set.add(listener);
  }

  offWrite(table: string, listener: () => void): void {
    this.writeListeners.get(table)?.delete(listener);
  }

  wrote(table: string): void {
    const set = this.writeListeners.get(table);
    if (set) for (const listener of set) listener();
  }

  /** Calls `listener` when the database is closed. */
  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  get open(): boolean {
    return this.connection !== null;
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- better-sqlite3's signature: an object of named parameters
  prepare<P extends unknown[] | {} = unknown[], R = unknown>(source: string): P extends unknown[] ? PostgresStatement<P, R> : PostgresStatement<[P], R> {
    let statement = this.statements.get(source);
    if (!statement) {
      statement = new PostgresStatement(this, source);
      this.statements.set(source, statement);
    } else if (statement.reader) {
      statement.pluck(false).raw(false).expand(false);
    }
    return statement as never;
  }

  /** A script of statements (the simple query protocol: no parameters). */
  exec(source: string): this {
    this.call({ op: 'exec', sql: source });
    // The script may have created tables: the identity tables are read again when next needed.
    if (/\b(CREATE|ALTER|DROP)\b/i.test(source)) this.identity = null;
    return this;
  }

  /** SQLite's settings mean nothing here: every pragma is a no-op (platform/db/data-version.ts replaces `data_version`). */
  pragma(_source: string, options?: { simple?: boolean }): unknown {
    return options?.simple ? undefined : [];
  }

  function(name: string): this {
    throw new Error(`user functions (${name}) are SQLite's: on PostgreSQL use platform/db/changes.ts`);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-sqlite3's signature: any parameters
  transaction<F extends (...params: any[]) => unknown>(fn: F): Transaction<F> {
    const run = (...params: unknown[]) => this.within(() => fn(...params) as ReturnType<F>);
    return Object.assign(run, { default: run, deferred: run, immediate: run, exclusive: run }) as Transaction<F>;
  }

  /**
   * Runs `work` in a transaction at `isolation` (SERIALIZABLE unless a caller such as `underLock` needs
   * READ COMMITTED), or in a savepoint inside the open one. Throwing rolls back what `work` did.
   */
  within<T>(work: () => T, isolation: 'SERIALIZABLE' | 'READ COMMITTED' = 'SERIALIZABLE'): T {
    if (this.depth === 0) {
      // A write transaction first takes the cluster's write turn (docs/architecture.md "Decisions"): writers
      // then run one at a time across nodes, as SQLite's BEGIN IMMEDIATE makes them on one file. Lock, then
      // BEGIN, in one call: the snapshot is taken after the turn is ours, so it sees the last writer's commit.
      const turn = isolation === 'SERIALIZABLE';
      let holding = turn;
      try {
        this.simple(turn ? [`SELECT pg_advisory_lock(${WRITE_TURN})`, `BEGIN ISOLATION LEVEL ${isolation}`] : `BEGIN ISOLATION LEVEL ${isolation}`);
        this.depth = 1;
        this.doomed = null;
        const result = work();
        if (this.doomed) throw this.doomed;
        // The COMMIT and the turn's release in one simple query: if the COMMIT fails, the release does not run.
        this.simple(turn ? `COMMIT; SELECT pg_advisory_unlock(${WRITE_TURN})` : 'COMMIT');
        holding = false;
        return result;
      } catch (error) {
        if (this.connection) {
          try {
            this.simple(holding ? `ROLLBACK; SELECT pg_advisory_unlock(${WRITE_TURN})` : 'ROLLBACK');
            holding = false;
          } catch {
            // The connection is gone (and its session lock with it) or the COMMIT already ended it: the error below says what happened.
          }
          // Never keep the turn: a held session lock would stop every writer of the cluster.
          if (holding) this.release();
        }
        throw error;
      } finally {
        this.depth = 0;
        this.doomed = null;
      }
    }
    const savepoint = `ck_${this.depth}`;
    this.simple(`SAVEPOINT ${savepoint}`);
    this.depth += 1;
    try {
      const result = work();
      this.simple(`RELEASE SAVEPOINT ${savepoint}`);
      return result;
    } catch (error) {
      if (this.connection) this.simple(`ROLLBACK TO SAVEPOINT ${savepoint}`);
      throw error;
    } finally {
      this.depth -= 1;
    }
  }

  /**
   * Runs `work` in a READ COMMITTED transaction under the transaction-scoped advisory lock `key`: the
   * nodes' one-at-a-time setup steps (migrations, change-feed triggers), each statement seeing what another
   * node committed while this one waited for the lock.
   */
  underLock<T>(key: number, work: () => T): T {
    return this.within(() => {
      this.prepare('SELECT pg_advisory_xact_lock(CAST(? AS BIGINT))').get(key);
      return work();
    }, 'READ COMMITTED');
  }

  close(): this {
    const connection = this.connection;
    if (connection) {
      this.connection = null;
      for (const listener of this.closeListeners.splice(0)) listener();
      connection({ op: 'close' });
    }
    return this;
  }

  query(name: string, text: string, values: unknown[], array: boolean, tables: boolean): QueryResult {
    return this.call({ op: 'query', name, text, values, array, tables }) as QueryResult;
  }

  hasIdentityId(table: string): boolean {
    if (!this.identity) {
      const rows = this.query(
        this.nextName(),
        "SELECT table_name FROM information_schema.columns WHERE column_name = 'id' AND is_identity = 'YES' AND table_schema = current_schema()",
        [],
        true,
        false,
      ).rows as string[][];
      this.identity = new Set(rows.map((row) => row[0]!));
    }
    return this.identity.has(table);
  }

  tableName(oid: number): string {
    let name = this.tables.get(oid);
    if (name === undefined) {
      name = String((this.query(this.nextName(), 'SELECT relname FROM pg_class WHERE oid = $1', [oid], true, false).rows as string[][])[0]?.[0] ?? '$');
      this.tables.set(oid, name);
    }
    return name;
  }

  nextName(): string {
    this.names += 1;
    return `ck${this.names}`;
  }

  /** The write turn's last resort release (its normal release rides with the COMMIT or ROLLBACK). */
  private release(): void {
    try {
      this.simple(`SELECT pg_advisory_unlock_all()`);
    } catch {
      // The connection is unusable: closing it ends the session, and the session's locks with it.
      this.close();
    }
  }

  /** A statement by the simple protocol (transaction control and settings); several are sent one after the other in one call. */
  simple(sql: string | string[]): unknown[] {
    return this.call({ op: 'simple', sql }) as unknown[];
  }

  private call(request: Parameters<Connection>[0]): unknown {
    const connection = this.connection;
    if (!connection) throw new TypeError('The database connection is not open');
    try {
      return connection(request);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (this.depth > 0 && typeof code === 'string' && RETRYABLE.has(code)) this.doomed ??= error;
      // Which statement: the message names it (the stack is the worker's).
      const sql = request.op === 'query' ? request.text : request.op === 'exec' ? request.sql : null;
      if (error instanceof Error && sql !== null) error.message = `${error.message} (SQLSTATE ${String(code)}) in: ${sql.replace(/\s+/g, ' ').slice(0, 300)}`;
      throw error;
    }
  }
}

/** The URL without its password (for `name`, logs and errors). */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
