import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PostgresDb, RETRYABLE } from './postgres/database.ts';
import type { Db, Dialect } from './types.ts';

export type { Db, Dialect } from './types.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** PostgreSQL's migrations: one per SQLite migration, same name, PostgreSQL's dialect (platform/db/migrations/README.md). */
const POSTGRES_MIGRATIONS = join(MIGRATIONS, 'postgres');

/** A `postgres://` / `postgresql://` URL names a PostgreSQL database; anything else is a SQLite file (or `:memory:`). */
export const isPostgresUrl = (location: string): boolean => /^postgres(ql)?:\/\//i.test(location);

/** Which engine a `Db` runs on, for the few places that must differ (docs/architecture.md "Decisions"). */
export const dialectOf = (db: Db): Dialect => (db instanceof PostgresDb ? 'postgres' : 'sqlite');

/**
 * Opens the platform's database and applies pending migrations: PostgreSQL for a `postgres://` URL
 * (docs/operations.md "PostgreSQL"), else the SQLite file (created if needed) in WAL mode.
 */
export function openDatabase(location: string): Db {
  if (isPostgresUrl(location)) {
    const db = new PostgresDb(location);
    try {
      migrate(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  }
  const path = location;
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma(`busy_timeout = ${STARTUP_BUSY_TIMEOUT_MS}`);
  switchToWal(db);
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Fewer, larger checkpoints: each one fsyncs, and a wallet round writes a few pages.
  db.pragma('wal_autocheckpoint = 4000');
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  db.pragma('temp_store = MEMORY');
  cachePreparedStatements(db);
  migrate(db);
  return db;
}

/**
 * `journal_mode = WAL`, retried: switching a fresh file takes an exclusive lock without SQLite's busy
 * handler, so of several processes opening one new file at once some get SQLITE_BUSY at once (measured: 2
 * of 100 opens, four processes at a time). Once one has switched, the mode is in the file and the others'
 * switch is a no-op (docs/operations.md "Several nodes").
 */
function switchToWal(db: Db): void {
  const deadline = Date.now() + STARTUP_BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      if (db.pragma('journal_mode = WAL', { simple: true }) === 'wal' || db.memory) return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error('the database could not be switched to WAL mode');
    pause(20);
  }
}

/**
 * How long a statement waits for another connection's write lock. At start a second process may wait
 * for the first one's migrations and seeds (seconds on a fresh file), so the server keeps the long wait
 * until it is seeded and then sets `BUSY_TIMEOUT_MS` (`serveBusyTimeout`, platform/server.ts).
 */
const STARTUP_BUSY_TIMEOUT_MS = 120_000;
const BUSY_TIMEOUT_MS = 5000;

/** The busy timeout while serving (after migrations and seeds). */
export function serveBusyTimeout(db: Db): void {
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

/**
 * Services call `db.prepare(sql)` where they use it; compiling the same SQL again on every call
 * cost about 40 % of a bet + win round (measured by the provider's rounds bench). Statements are
 * compiled once per database and reused; the result mode a caller may have set (`pluck`, `raw`,
 * `expand`) is reset on every hand-out so callers cannot affect each other. Never `.bind()` a
 * statement (binding is permanent): pass parameters to `run`/`get`/`all`.
 */
function cachePreparedStatements(db: Database.Database): void {
  const compile = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  (db as Database.Database).prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = compile(sql);
      statements.set(sql, statement);
    } else if (statement.reader) {
      statement.pluck(false);
      statement.expand(false);
      statement.raw(false);
    }
    return statement;
  }) as Database.Database['prepare'];
}

/**
 * Applies `platform/db/migrations/NNN_name.sql` in numeric order, each once, each in its own
 * transaction. Numbers are reserved per area (see the README in that folder).
 *
 * Several processes may start on one file at once (docs/operations.md "Several nodes"): each
 * migration's transaction is `BEGIN IMMEDIATE` and reads the applied set inside it, so a second
 * process waits for the first one's migration and then finds it applied instead of running it again.
 * On PostgreSQL the files are those of `migrations/postgres/`, and each transaction (READ COMMITTED,
 * so that it sees what another node committed while it waited) first takes one advisory lock.
 */
export function migrate(db: Db, dir = db instanceof PostgresDb ? POSTGRES_MIGRATIONS : MIGRATIONS): string[] {
  const files = readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort();
  const locked = <T>(work: () => T): T => (db instanceof PostgresDb ? db.underLock(MIGRATION_LOCK, work) : immediate(db, work));
  // Read outside a transaction first: a database already migrated (every restart) takes no write lock.
  const exists =
    db instanceof PostgresDb
      ? "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'schema_migrations'"
      : "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'";
  if (!db.prepare(exists).get()) {
    locked(() => db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)'));
  }
  const known = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  if (files.every((file) => known.has(file))) return [];
  const applied: string[] = [];
  for (const file of files) {
    locked(() => {
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE name = ?').get(file)) return;
      db.exec(readFileSync(join(dir, file), 'utf8'));
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
      applied.push(file);
    });
  }
  return applied;
}

/** The advisory lock key of migrations on PostgreSQL (any constant all nodes share). */
const MIGRATION_LOCK = 0x636b6d67;

/**
 * Runs `work` as one `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so a
 * read-then-write (every wallet operation) can neither interleave nor fail with SQLITE_BUSY
 * on upgrade. Throwing rolls everything back. Inside a transaction it is a savepoint.
 *
 * On PostgreSQL (docs/architecture.md "Decisions", SERIALIZABLE with retry) the transaction is
 * `BEGIN ISOLATION LEVEL SERIALIZABLE`, which gives every read-decide-write the single-writer outcome
 * it was written for; when PostgreSQL refuses it (serialization failure 40001, deadlock 40P01) the
 * whole of `work` runs again, up to `ATTEMPTS` times with a short random pause, and the error of the
 * last attempt is thrown (callers answer 5xx; clients retry idempotently). After-commit work
 * (`afterCommit`) waits for the COMMIT there, so that a failed attempt announces nothing.
 */
export function immediate<T>(db: Db, work: () => T): T {
  if (!(db instanceof PostgresDb) || db.inTransaction) return runnerOf(db).immediate(work) as T;
  const group = afterCommitQueues.get(db);
  const queue = group ?? { tasks: [], once: new Set<string>() };
  if (!group) afterCommitQueues.set(db, queue);
  let result: T;
  try {
    for (let attempt = 1; ; attempt += 1) {
      queue.tasks.length = 0;
      queue.once.clear();
      try {
        result = db.within(work);
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
        pause(Math.random() * BACKOFF_MS * attempt);
      }
    }
  } finally {
    if (!group) afterCommitQueues.delete(db);
  }
  if (!group) runTasks(queue.tasks);
  return result;
}

/** Attempts of one transaction on PostgreSQL before its serialization failure is thrown. */
export const ATTEMPTS = 10;
/** Upper bound of the random pause before attempt n, times n (ms). */
const BACKOFF_MS = 2;

const isRetryable = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
};

/** Sleeps the thread (a transaction is a synchronous call: there is no event loop turn to give). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * One transaction function per database, given the work as its argument: `db.transaction(work)`
 * on every call built a new wrapper each time (3 % of a wallet round, docs/architecture.md
 * "Decisions", wallet throughput). Nesting behaves the same (a savepoint inside a transaction).
 */
type Runner = ReturnType<typeof runner>;
const runner = (db: Db) => db.transaction((work: () => unknown) => work());
const runners = new WeakMap<Db, Runner>();
function runnerOf(db: Db): Runner {
  let known = runners.get(db);
  if (!known) {
    known = runner(db);
    runners.set(db, known);
  }
  return known;
}

/** After-commit work of the group commit in progress (`commitTogether`; on PostgreSQL, of any transaction), per database. */
const afterCommitQueues = new WeakMap<Db, { tasks: (() => void)[]; once: Set<string>; group?: true }>();

/**
 * Runs `task` once the data it reports on is committed: now, or, inside `commitTogether`, after
 * the group's one COMMIT (a balance push never announces money that could still roll back). With a
 * `once` key, a group runs the first task of that key only: for work that reads the committed state
 * when it runs (a balance push), one per group says everything. On PostgreSQL every transaction
 * holds its tasks until its COMMIT (an attempt that is retried announces nothing).
 */
export function afterCommit(db: Db, task: () => void, once?: string): void {
  const queue = afterCommitQueues.get(db);
  if (!queue) return task();
  if (once !== undefined) {
    if (queue.once.has(once)) return;
    queue.once.add(once);
  }
  queue.tasks.push(task);
}

export type UnitResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Group commit (docs/architecture.md "Decisions", wallet throughput): runs several units of work in
 * one `BEGIN IMMEDIATE` transaction, each in its own savepoint, so a unit that throws rolls back
 * alone (with the after-commit work it queued) and the others commit; the pages they share (indexes, accounts) are written to the WAL once
 * per group instead of once per unit. The units' after-commit tasks run after the one COMMIT, in
 * order. If the COMMIT itself fails, nothing of the group is kept and the error is thrown (every
 * caller answers with it and retries idempotently). On PostgreSQL a unit's serialization failure is
 * the group's: the whole group runs again (`immediate`).
 */
export function commitTogether<T>(db: Db, units: (() => T)[]): UnitResult<T>[] {
  if (afterCommitQueues.get(db)?.group || (db instanceof PostgresDb && db.inTransaction)) throw new Error('commitTogether does not nest');
  const queue = { tasks: [] as (() => void)[], once: new Set<string>(), group: true as const };
  afterCommitQueues.set(db, queue);
  let results: UnitResult<T>[];
  try {
    results = immediate(db, () => {
      queue.tasks.length = 0;
      queue.once.clear();
      return units.map((unit): UnitResult<T> => {
        const queued = queue.tasks.length;
        const once = new Set(queue.once);
        try {
          return { ok: true, value: immediate(db, unit) };
        } catch (error) {
          if (isRetryable(error)) throw error;
          // Its work is rolled back: nothing of it is announced.
          queue.tasks.length = queued;
          queue.once = once;
          return { ok: false, error };
        }
      });
    });
  } finally {
    afterCommitQueues.delete(db);
  }
  runTasks(queue.tasks);
  return results;
}

/** Committed: a failing announcement must not turn the answers into errors. */
function runTasks(tasks: (() => void)[]): void {
  for (const task of tasks) {
    try {
      task();
    } catch (error) {
      console.error('after-commit task failed', error);
    }
  }
}
