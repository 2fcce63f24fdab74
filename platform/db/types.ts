/**
 * The platform's own type for the database surface its services use (docs/architecture.md "Decisions",
 * PostgreSQL behind the synchronous `Db`). better-sqlite3's `Database` is one (the SQLite `Db` is that
 * very object: same statement cache, no wrapper); platform/db/postgres/ is the other. The generic
 * parameters of `prepare<P, R>` are better-sqlite3's, so every call site reads the same on both.
 */

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface Statement<P extends unknown[] = unknown[], R = unknown> {
  readonly source: string;
  /** The statement returns rows (a SELECT, or a write with RETURNING). */
  readonly reader: boolean;
  run(...params: P): RunResult;
  get(...params: P): R | undefined;
  all(...params: P): R[];
  iterate(...params: P): IterableIterator<R>;
  /** Rows are their first column's value. */
  pluck(toggle?: boolean): this;
  /** Rows are arrays of values. */
  raw(toggle?: boolean): this;
  /** Rows are `{ table: { column: value } }`. */
  expand(toggle?: boolean): this;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-sqlite3's signature: any parameters
type Work = (...params: any[]) => unknown;
type ArgumentTypes<F extends Work> = F extends (...args: infer A) => unknown ? A : never;

export interface Transaction<F extends Work> {
  (...params: ArgumentTypes<F>): ReturnType<F>;
  default(...params: ArgumentTypes<F>): ReturnType<F>;
  deferred(...params: ArgumentTypes<F>): ReturnType<F>;
  immediate(...params: ArgumentTypes<F>): ReturnType<F>;
  exclusive(...params: ArgumentTypes<F>): ReturnType<F>;
}

export interface Db {
  /** The file (SQLite, `:memory:` included) or the connection URL without its password (PostgreSQL). */
  readonly name: string;
  readonly memory: boolean;
  readonly open: boolean;
  readonly inTransaction: boolean;
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- better-sqlite3's signature: an object of named parameters
  prepare<P extends unknown[] | {} = unknown[], R = unknown>(source: string): P extends unknown[] ? Statement<P, R> : Statement<[P], R>;
  transaction<F extends Work>(fn: F): Transaction<F>;
  exec(source: string): this;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-sqlite3's signature: SQL values in, SQL value out
  function(name: string, options: { deterministic?: boolean; varargs?: boolean; directOnly?: boolean; safeIntegers?: boolean }, fn: (...params: any[]) => any): this;
  close(): this;
}

export type Dialect = 'sqlite' | 'postgres';
