/**
 * The PostgreSQL schema is the SQLite schema (issue 18; platform/db/migrations/README.md "Two dialects").
 *
 * Every SQLite migration (platform/db/migrations/NNN_name.sql) is applied to a fresh SQLite database
 * (better-sqlite3) and every PostgreSQL one (platform/db/migrations/postgres/NNN_name.sql) to a fresh
 * database on a real PostgreSQL 15 (tests/support/postgres.ts, raw `pg`), in order, each in its own
 * transaction as platform/db/database.ts `migrate()` does. Then:
 *
 * 1. each migration has its twin, both ways;
 * 2. the catalogues match: tables, columns (nullability, whether a default exists), primary keys and
 *    unique keys (by columns, partial ones by their WHERE), named indexes (name, columns, order,
 *    WHERE), foreign keys (columns, target, ON DELETE), the number of CHECKs per table, the triggers;
 * 3. the invariants the databases enforce themselves are refused on both engines by the same SQL: a
 *    player balance below zero, an UPDATE or DELETE of a ledger transfer (same message), a repeated
 *    idempotency key, every money CHECK (positive or non-negative subunits; the list is checked against
 *    SQLite's schema so a new money column needs its case), ill-formed JSON in the catalogue (json_valid
 *    answers alike), a second e-mail differing in case, a delete of a player who has ledger accounts;
 * 4. an explicit id (as seeds and tests may write) is followed by the next generated id on both engines;
 * 5. rows that stood in the tables before a rebuilt table (012, 070), a data rewrite (059) or a data
 *    insert (073) come out the same on both engines, and later ids follow the ones carried over.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const SQLITE_DIR = fileURLToPath(new URL('../../platform/db/migrations/', import.meta.url));
const POSTGRES_DIR = join(SQLITE_DIR, 'postgres');
const MIGRATION = /^\d{3}_[\w-]+\.sql$/;
const migrationsIn = (dir: string) => readdirSync(dir).filter((file) => MIGRATION.test(file)).sort();

let server: TestPostgres;
let client: pg.Client;
let lite: Database.Database;

describe('every migration twice', () => {
  it('every SQLite migration has its PostgreSQL twin of the same name, and every PostgreSQL one its SQLite original', () => {
    const sqlite = migrationsIn(SQLITE_DIR);
    const postgres = migrationsIn(POSTGRES_DIR);
    expect(sqlite.length).toBeGreaterThan(30);
    expect(sqlite.filter((file) => !postgres.includes(file)), 'SQLite migrations without a PostgreSQL twin').toEqual([]);
    expect(postgres.filter((file) => !sqlite.includes(file)), 'PostgreSQL migrations without a SQLite original').toEqual([]);
    // Nothing else lies in the folder (a misnamed file would be skipped by migrate()).
    expect(readdirSync(POSTGRES_DIR).filter((file) => !MIGRATION.test(file))).toEqual([]);
  });

});

// ---------------------------------------------------------------- the catalogues

type Catalogue = Map<string, TableShape>;
interface TableShape {
  /** `name notnull default?` per column, sorted (column order differs where PostgreSQL altered instead of rebuilding). */
  columns: string[];
  /** Every unique key, the primary key included: `col,col [WHERE …]`, sorted. */
  uniqueKeys: string[];
  /** Named indexes (not those behind a UNIQUE / PRIMARY KEY constraint): `name: [unique] cols [WHERE …]`. */
  indexes: string[];
  /** `col -> table(col) ON DELETE action`, sorted. */
  foreignKeys: string[];
  checks: number;
  triggers: string[];
}

/** A partial index's WHERE compared without the engines' punctuation: PostgreSQL adds parentheses and `::text`. */
const predicate = (where: string | null) => (where ? ` WHERE ${where.replace(/::text/g, '').replace(/[()\s]/g, '').toLowerCase()}` : '');

/** The key expressions of `CREATE INDEX name ON table (a, lower(b), …)`, lower-cased without spaces. */
function indexExpressions(sql: string): string[] {
  const list = sql.slice(sql.indexOf('(') + 1);
  const keys: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')' && depth-- === 0) break;
    if (char === ',' && depth === 0) {
      keys.push(current);
      current = '';
    } else current += char;
  }
  keys.push(current);
  return keys.map((key) => key.replace(/\s+(asc|desc)\s*$/i, '').replace(/\s/g, '').toLowerCase());
}

function sqliteCatalogue(): Catalogue {
  const catalogue: Catalogue = new Map();
  const tables = lite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string; sql: string }[];
  for (const { name: table, sql } of tables) {
    const info = lite.pragma(`table_info(${table})`) as { name: string; notnull: number; dflt_value: string | null; pk: number }[];
    // A primary-key column is NOT NULL on PostgreSQL; on SQLite only `INTEGER PRIMARY KEY` is (a legacy quirk), so both count PK columns as NOT NULL.
    const columns = info.map((column) => `${column.name} ${column.notnull || column.pk ? 'not null' : 'null'}${column.dflt_value === null ? '' : ' default'}`).sort();
    const uniqueKeys: string[] = [];
    const indexes: string[] = [];
    const primary = info.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    const list = lite.pragma(`index_list(${table})`) as { name: string; unique: number; origin: string; partial: number }[];
    if (primary.length && !list.some((index) => index.origin === 'pk')) uniqueKeys.push(primary.map((column) => column.name).join(','));
    for (const index of list) {
      const keys = (lite.pragma(`index_xinfo(${index.name})`) as { name: string | null; desc: number; coll: string; key: number }[]).filter((column) => column.key);
      // An expression key (name null, as `lower(email)` in 075) is read from the index's own SQL.
      const expressions = keys.some((column) => column.name === null) ? indexExpressions(lite.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").pluck().get(index.name) as string) : [];
      // COLLATE NOCASE has no PostgreSQL equivalent: its twin is an index on lower(col).
      const cols = keys.map((column, k) => `${column.name === null ? expressions[k] : column.coll === 'NOCASE' ? `lower(${column.name})` : column.name}${column.desc ? ' desc' : ''}`).join(',');
      const where = index.partial ? (lite.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").pluck().get(index.name) as string).replace(/^[\s\S]*\bWHERE\b/i, '') : null;
      if (index.unique && !uniqueKeys.includes(cols + predicate(where))) uniqueKeys.push(cols + predicate(where));
      if (index.origin === 'c') indexes.push(`${index.name}: ${index.unique ? 'unique ' : ''}${cols}${predicate(where)}`);
    }
    const foreignKeys = (lite.pragma(`foreign_key_list(${table})`) as { table: string; from: string; to: string; on_delete: string }[]).map(
      (fk) => `${fk.from} -> ${fk.table}(${fk.to}) ON DELETE ${fk.on_delete.toLowerCase()}`,
    );
    const withoutComments = sql.replace(/--[^\n]*/g, '');
    const triggers = lite.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?").pluck().all(table) as string[];
    catalogue.set(table, { columns, uniqueKeys: uniqueKeys.sort(), indexes: indexes.sort(), foreignKeys: foreignKeys.sort(), checks: (withoutComments.match(/\bCHECK\s*\(/gi) ?? []).length, triggers: triggers.sort() });
  }
  return catalogue;
}

const PG_ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

async function postgresCatalogue(): Promise<Catalogue> {
  const catalogue: Catalogue = new Map();
  const rows = async <T,>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  const tables = await rows<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  for (const { name: table } of tables) {
    const columns = (
      await rows<{ column_name: string; is_nullable: string; column_default: string | null }>(
        "SELECT column_name, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
        [table],
      )
    )
      .map((column) => `${column.column_name} ${column.is_nullable === 'NO' ? 'not null' : 'null'}${column.column_default === null ? '' : ' default'}`)
      .sort();
    const indexRows = await rows<{ name: string; is_unique: boolean; is_constraint: boolean; predicate: string | null; cols: string[]; descending: boolean[] }>(
      `SELECT c.relname AS name, i.indisunique AS is_unique,
              EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid) AS is_constraint,
              pg_get_expr(i.indpred, i.indrelid) AS predicate,
              ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(1, i.indnkeyatts) AS k ORDER BY k) AS cols,
              ARRAY(SELECT (i.indoption[k - 1] & 1) = 1 FROM generate_series(1, i.indnkeyatts) AS k ORDER BY k) AS descending
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = $1::regclass`,
      [table],
    );
    const uniqueKeys: string[] = [];
    const indexes: string[] = [];
    for (const index of indexRows) {
      // pg_get_indexdef quotes a column named like a keyword ("position").
      const cols = index.cols.map((col, k) => `${col.replace(/"/g, '')}${index.descending[k] ? ' desc' : ''}`).join(',');
      if (index.is_unique) uniqueKeys.push(cols + predicate(index.predicate));
      if (!index.is_constraint) indexes.push(`${index.name}: ${index.is_unique ? 'unique ' : ''}${cols}${predicate(index.predicate)}`);
    }
    const foreignKeys = (
      await rows<{ from_col: string; to_table: string; to_col: string; action: string }>(
        `SELECT a.attname AS from_col, t.relname AS to_table, b.attname AS to_col, k.confdeltype AS action
           FROM pg_constraint k
           JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
           JOIN pg_class t ON t.oid = k.confrelid
           JOIN pg_attribute b ON b.attrelid = k.confrelid AND b.attnum = k.confkey[1]
          WHERE k.contype = 'f' AND k.conrelid = $1::regclass`,
        [table],
      )
    ).map((fk) => `${fk.from_col} -> ${fk.to_table}(${fk.to_col}) ON DELETE ${PG_ON_DELETE[fk.action]}`);
    const checks = Number((await rows<{ n: string }>("SELECT COUNT(*) AS n FROM pg_constraint WHERE contype = 'c' AND conrelid = $1::regclass", [table]))[0]!.n);
    // PostgreSQL-only triggers: the identity ones (`<table>_identity`, migration 001; SQLite numbers after max(id) by itself)
    // and the TRUNCATE guard of ledger_transfers (SQLite has no TRUNCATE).
    const triggers = (await rows<{ tgname: string }>("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgrelid = $1::regclass AND tgname NOT LIKE '%\\_identity' AND tgname <> 'ledger_transfers_no_truncate'", [table])).map((row) => row.tgname);
    catalogue.set(table, { columns, uniqueKeys: uniqueKeys.sort(), indexes: indexes.sort(), foreignKeys: foreignKeys.sort(), checks, triggers: triggers.sort() });
  }
  return catalogue;
}

/** Applies SQLite migrations as platform/db/database.ts `migrate()` does: each file and its schema_migrations row in one transaction. */
function migrateSqlite(db: Database.Database, files: string[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const file of files) {
    db.transaction(() => {
      db.exec(readFileSync(join(SQLITE_DIR, file), 'utf8'));
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
    })();
  }
}

/** The same on PostgreSQL: each file one simple-protocol query inside BEGIN … COMMIT. */
async function migratePostgres(connection: pg.Client, files: string[]): Promise<void> {
  await connection.query('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const file of files) {
    await connection.query('BEGIN');
    try {
      await connection.query(readFileSync(join(POSTGRES_DIR, file), 'utf8'));
      await connection.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [file, new Date().toISOString()]);
      await connection.query('COMMIT');
    } catch (error) {
      await connection.query('ROLLBACK');
      throw new Error(`postgres/${file}: ${(error as Error).message}`, { cause: error });
    }
  }
}

/** A `pg` client that reads BIGINT as a number (as the platform's driver does), so rows compare with better-sqlite3's. */
const connect = async (url: string) => {
  const connection = new pg.Client({ connectionString: url, types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser } });
  await connection.connect();
  return connection;
};

beforeAll(async () => {
  server = await startPostgres();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('both engines migrated', () => {
  beforeAll(async () => {
    lite = new Database(':memory:');
    lite.pragma('foreign_keys = ON');
    migrateSqlite(lite, migrationsIn(SQLITE_DIR));
    client = await connect(await server.createDatabase('schema_twin'));
    await migratePostgres(client, migrationsIn(POSTGRES_DIR));
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    lite?.close();
  });

  describe('PostgreSQL migrations mirror the SQLite ones', () => {
    it('both databases recorded the same migrations', async () => {
      const sqlite = lite.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all();
      const postgres = (await client.query('SELECT name FROM schema_migrations ORDER BY name')).rows.map((row: { name: string }) => row.name);
      expect(postgres).toEqual(sqlite);
    });

    it('has the same tables, columns, keys, indexes, foreign keys, CHECKs and triggers', async () => {
      const sqlite = sqliteCatalogue();
      const postgres = await postgresCatalogue();
      expect([...postgres.keys()]).toEqual([...sqlite.keys()]);
      expect(sqlite.size).toBeGreaterThan(60);
      for (const [table, expected] of sqlite) {
        const actual = postgres.get(table)!;
        expect(actual.columns, `${table}: columns`).toEqual(expected.columns);
        expect(actual.uniqueKeys, `${table}: unique keys`).toEqual(expected.uniqueKeys);
        expect(actual.indexes, `${table}: indexes`).toEqual(expected.indexes);
        expect(actual.foreignKeys, `${table}: foreign keys`).toEqual(expected.foreignKeys);
        expect(actual.checks, `${table}: CHECK constraints`).toBe(expected.checks);
        expect(actual.triggers, `${table}: triggers`).toEqual(expected.triggers);
      }
    });

    it('gives every identity id its trigger on its own sequence (explicit ids, migration 001)', async () => {
      const identities = (
        await client.query<{ table_name: string; sequence: string }>(
          "SELECT c.relname AS table_name, pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS sequence FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE a.attidentity <> '' AND c.relkind = 'r' ORDER BY 1",
        )
      ).rows;
      // Every `id INTEGER PRIMARY KEY` but the one-row cursor (073) is an identity; nothing else is.
      const sqliteIds = (lite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[]).filter((table) =>
        (lite.pragma(`table_info(${table})`) as { name: string; type: string; pk: number }[]).some((column) => column.name === 'id' && column.type === 'INTEGER' && column.pk === 1),
      );
      expect(identities.map((row) => row.table_name)).toEqual(sqliteIds.filter((table) => table !== 'tournament_scoring_cursor'));
      const triggers = (
        await client.query<{ table_name: string; tgname: string; argument: string }>(
          "SELECT tgrelid::regclass::text AS table_name, tgname, encode(tgargs, 'escape') AS argument FROM pg_trigger WHERE NOT tgisinternal AND tgname LIKE '%\\_identity' ORDER BY 1",
        )
      ).rows;
      expect(triggers.map((trigger) => [trigger.table_name, trigger.tgname, `public.${trigger.argument.replace(/\\000$/, '')}`])).toEqual(identities.map((row) => [row.table_name, `${row.table_name}_identity`, row.sequence]));
    });
  });

  // ---------------------------------------------------------------- the invariants, same SQL on both engines

  type Engine = 'sqlite' | 'postgres';
  const ENGINES: Engine[] = ['sqlite', 'postgres'];

  /** Runs one statement written with `?` placeholders (none inside literals here); rows for a SELECT / RETURNING. */
  async function run(engine: Engine, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
    if (engine === 'sqlite') {
      const statement = lite.prepare(sql);
      if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
      statement.run(...params);
      return [];
    }
    let n = 0;
    return (await client.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows;
  }

  /** The error a statement failed with (fails the test when it succeeded). */
  async function refusal(engine: Engine, sql: string, params: unknown[] = []): Promise<string> {
    try {
      await run(engine, sql, params);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${engine} accepted: ${sql} ${JSON.stringify(params)}`);
  }

  const CHECK_FAILED: Record<Engine, RegExp> = { sqlite: /CHECK constraint failed/, postgres: /violates check constraint/ };
  const UNIQUE_FAILED: Record<Engine, RegExp> = { sqlite: /UNIQUE constraint failed/, postgres: /duplicate key value violates unique constraint/ };
  const FOREIGN_KEY_FAILED: Record<Engine, RegExp> = { sqlite: /FOREIGN KEY constraint failed/, postgres: /violates foreign key constraint/ };

  const NOW = '2026-01-01T00:00:00.000Z';
  /** Ids of the fixture rows, the same on both engines (each inserted with RETURNING id). */
  const ids = {} as Record<Engine, { player: number; house: number; account: number; houseAccount: number; transfer: number; jackpot: number; level: number }>;

  const insert = async (engine: Engine, table: string, row: Record<string, unknown>) => {
    const names = Object.keys(row);
    const [created] = await run(engine, `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) RETURNING *`, Object.values(row));
    return created!;
  };

  describe.each(ENGINES)('the invariants %s enforces itself', (engine) => {
    beforeAll(async () => {
      const player = Number((await insert(engine, 'users', { email: `fixture-${engine}@casino.localhost`, password_hash: 'x', created_at: NOW })).id);
      const house = Number((await insert(engine, 'users', { email: `house-${engine}@casino.localhost`, password_hash: 'x', created_at: NOW })).id);
      const account = Number((await insert(engine, 'ledger_accounts', { user_id: player, currency: 'EUR', kind: 'real', balance_cents: 500, created_at: NOW })).id);
      const houseAccount = Number((await insert(engine, 'ledger_accounts', { system_name: 'house:seed', currency: 'EUR', kind: 'system', balance_cents: -500, created_at: NOW })).id);
      const transfer = Number(
        (await insert(engine, 'ledger_transfers', { debit_account_id: houseAccount, credit_account_id: account, amount_cents: 500, currency: 'EUR', kind: 'seed', idempotency_key: 'seed:1', created_at: NOW })).id,
      );
      const jackpot = Number((await insert(engine, 'jackpots', { name: 'J', identifier: 'j', external_id: 'j', state: 'active', currency: 'EUR', allowed_currencies: '["EUR"]', created_at: NOW })).id);
      const level = Number((await insert(engine, 'jackpot_levels', LEVEL(jackpot))).id);
      ids[engine] = { player, house, account, houseAccount, transfer, jackpot, level };
    });

    const LEVEL = (jackpot: number) => ({
      jackpot_id: jackpot, level_index: 1, name: 'mini', external_code: 'm', seed_cents: 100, contribution_bp: 50, amount_cents: 100,
      drop_min_cents: 200, drop_max_cents: 300, drop_at_cents: 250,
    });

    it('keeps a player balance at or above zero; a system account may go below', async () => {
      const { account, houseAccount } = ids[engine];
      expect(await refusal(engine, 'UPDATE ledger_accounts SET balance_cents = balance_cents - 501 WHERE id = ?', [account])).toMatch(CHECK_FAILED[engine]);
      await run(engine, 'UPDATE ledger_accounts SET balance_cents = balance_cents - 500 WHERE id = ?', [account]);
      await run(engine, 'UPDATE ledger_accounts SET balance_cents = balance_cents + 500 WHERE id = ?', [account]);
      await run(engine, 'UPDATE ledger_accounts SET balance_cents = balance_cents - 1 WHERE id = ?', [houseAccount]);
      expect((await run(engine, 'SELECT balance_cents FROM ledger_accounts WHERE id IN (?, ?) ORDER BY id', [account, houseAccount])).map((row) => Number(row.balance_cents))).toEqual([500, -501]);
      // An account is a player's or the system's, never both or neither.
      expect(await refusal(engine, "INSERT INTO ledger_accounts (user_id, system_name, currency, kind, created_at) VALUES (?, 'house:x', 'EUR', 'real', ?)", [ids[engine].player, NOW])).toMatch(CHECK_FAILED[engine]);
      expect(await refusal(engine, "INSERT INTO ledger_accounts (currency, kind, created_at) VALUES ('EUR', 'system', ?)", [NOW])).toMatch(CHECK_FAILED[engine]);
    });

    it('refuses to change or delete a ledger transfer, with the same message', async () => {
      const { transfer } = ids[engine];
      expect(await refusal(engine, 'UPDATE ledger_transfers SET amount_cents = 1 WHERE id = ?', [transfer])).toMatch(/ledger transfers are immutable/);
      expect(await refusal(engine, 'UPDATE ledger_transfers SET amount_cents = 1')).toMatch(/ledger transfers are immutable/);
      expect(await refusal(engine, 'DELETE FROM ledger_transfers WHERE id = ?', [transfer])).toMatch(/ledger transfers are immutable/);
    if (engine === 'postgres') expect(await refusal(engine, 'TRUNCATE ledger_transfers CASCADE')).toMatch(/ledger transfers are immutable/);
      // Per row, as SQLite's triggers: a statement that touches no transfer passes.
      await run(engine, 'DELETE FROM ledger_transfers WHERE id = ?', [transfer + 1000]);
      expect((await run(engine, 'SELECT amount_cents FROM ledger_transfers WHERE id = ?', [transfer])).map((row) => Number(row.amount_cents))).toEqual([500]);
    });

    it('refuses a repeated idempotency key', async () => {
      const { account, houseAccount, player } = ids[engine];
      expect(
        await refusal(engine, "INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_cents, currency, kind, idempotency_key, created_at) VALUES (?, ?, 1, 'EUR', 'seed', 'seed:1', ?)", [houseAccount, account, NOW]),
      ).toMatch(UNIQUE_FAILED[engine]);
      await run(engine, "INSERT INTO idempotency_keys (scope, key, request_hash, response, created_at) VALUES ('gift', 'k1', 'h', '{}', ?)", [NOW]);
      expect(await refusal(engine, "INSERT INTO idempotency_keys (scope, key, request_hash, response, created_at) VALUES ('gift', 'k1', 'h2', '{}', ?)", [NOW])).toMatch(UNIQUE_FAILED[engine]);
      const payment = "INSERT INTO payments (user_id, action, state, amount_cents, currency, method_id, brand, system_name, idempotency_key, request_hash, created_at) VALUES (?, 'deposit', 'pending', 100, 'EUR', 'm', 'b', 's', 'p1', 'h', ?)";
      await run(engine, payment, [player, NOW]);
      expect(await refusal(engine, payment, [player, NOW])).toMatch(UNIQUE_FAILED[engine]);
      const call = "INSERT INTO provider_transactions (transaction_id, kind, fingerprint, outcome, http_status, response, created_at) VALUES ('tx-1', 'bet', 'f', 'ok', 200, '{}', ?)";
      await run(engine, call, [NOW]);
      expect(await refusal(engine, call, [NOW])).toMatch(UNIQUE_FAILED[engine]);
      const spend = "INSERT INTO comp_point_spends (user_id, points, purpose, idempotency_key, created_at) VALUES (?, 5, 'lottery:1', 'spend-1', ?)";
      await run(engine, spend, [player, NOW]);
      expect(await refusal(engine, spend, [player, NOW])).toMatch(UNIQUE_FAILED[engine]);
      const bonus = (stage: string, key: string) =>
        run(engine, "INSERT INTO player_bonuses (user_id, idempotency_key, source, currency, amount_cents, wager_requirement_cents, stage, created_at, updated_at) VALUES (?, ?, 'manual', 'EUR', 100, 0, ?, ?, ?)", [player, key, stage, NOW, NOW]);
      await bonus('issued', 'bonus-1');
      expect(await bonus('issued', 'bonus-1').then(() => 'accepted', (error: Error) => error.message)).toMatch(UNIQUE_FAILED[engine]);
      // One bonus wagered per player and currency (a partial unique index).
      await bonus('handle_bets', 'bonus-2');
      expect(await bonus('handle_bets', 'bonus-3').then(() => 'accepted', (error: Error) => error.message)).toMatch(UNIQUE_FAILED[engine]);
      await bonus('issued', 'bonus-4');
    });

    /** Money columns and the values their CHECK refuses, each with a row that is valid otherwise (made anew per insert). */
    type Row = Record<string, unknown>;
    const unique = () => `u-${Math.random().toString(36).slice(2)}`;
    const newJackpot = async () => Number((await insert(engine, 'jackpots', { name: 'J', identifier: unique(), external_id: unique(), state: 'active', currency: 'EUR', allowed_currencies: '[]', created_at: NOW })).id);
    const newTournament = async () =>
      Number((await insert(engine, 'tournaments', { key: unique(), frontend_identifier: 't', strategy: 'bet', currency: 'EUR', start_at: '2026-01-01', end_at: '2026-02-01', definition: '{}', created_at: NOW, updated_at: NOW })).id);
    const newLimit = async () => Number((await insert(engine, 'user_limits', { user_id: ids[engine].player, type: 'deposit', period: unique(), created_at: NOW })).id);
    const bigWin = async (): Promise<Row> => ({ nickname: 'P***', currency: 'EUR', game_identifier: 'g', game_title: 'G', game_table_image_path: '/i', game_table_url: '/u', bet_cents: 0, win_cents: 1, at_ms: 1 });
    const round = async (): Promise<Row> => ({ round_id: unique(), session_id: 1, game_identifier: 'g', currency: 'EUR', stake_cents: 1, win_cents: 0, outcome: '{}', state: 'open', created_at_ms: 1 });
    const jackpotWin = async (): Promise<Row> => ({ jackpot_id: ids[engine].jackpot, level_id: ids[engine].level, user_name: 'P***', currency: 'EUR', amount_cents: 0, original_currency: 'EUR', original_amount_cents: 0, created_at: NOW });
    const jackpot = async (): Promise<Row> => ({ name: 'J', identifier: unique(), external_id: unique(), state: 'active', currency: 'EUR', allowed_currencies: '[]', min_bet_cents: 0, reserve_cents: 0, created_at: NOW });
    const bonus = async (): Promise<Row> => ({ user_id: ids[engine].player, idempotency_key: unique(), source: 'manual', currency: 'EUR', amount_cents: 0, wager_requirement_cents: 0, wagered_cents: 0, stage: 'issued', created_at: NOW, updated_at: NOW });
    const freespins = async (): Promise<Row> => ({ user_id: ids[engine].player, idempotency_key: unique(), source: 'manual', currency: 'EUR', games: '[]', bet_level_cents: 10, freespins_total: 1, winnings_cents: 0, stage: 'issued', created_at: NOW, updated_at: NOW });
    const entry = async (): Promise<Row> => ({ tournament_id: await newTournament(), user_id: ids[engine].player, bet_cents: 0, win_cents: 0, score: 0, reached_at_ms: 1, created_at: NOW, updated_at: NOW });
    const MONEY_CHECKS: [table: string, column: string, bad: number[], row: () => Promise<Row>][] = [
      ['ledger_transfers', 'amount_cents', [0, -1], async () => ({ debit_account_id: ids[engine].houseAccount, credit_account_id: ids[engine].account, amount_cents: 1, currency: 'EUR', kind: 'seed', idempotency_key: unique(), created_at: NOW })],
      ['payments', 'amount_cents', [0, -100], async () => ({ user_id: ids[engine].player, action: 'deposit', state: 'pending', amount_cents: 1, currency: 'EUR', method_id: 'm', brand: 'b', system_name: 's', idempotency_key: unique(), request_hash: 'h', created_at: NOW })],
      ['affiliate_deposits', 'amount_cents', [0, -1], async () => ({ payment_id: Math.floor(Math.random() * 1e9), user_id: ids[engine].player, amount_cents: 1, currency: 'EUR', first: 0, created_at: NOW })],
      ['user_limit_accounts', 'amount_cents', [-1], async () => ({ limit_id: await newLimit(), currency: 'EUR', amount_cents: 0 })],
      ['jackpots', 'min_bet_cents', [-1], jackpot],
      ['jackpots', 'reserve_cents', [-1], jackpot],
      ['jackpot_levels', 'seed_cents', [-1], async () => LEVEL(await newJackpot())],
      ['jackpot_levels', 'amount_cents', [-1], async () => LEVEL(await newJackpot())],
      ['jackpot_wins', 'amount_cents', [-1], jackpotWin],
      ['jackpot_wins', 'original_amount_cents', [-1], jackpotWin],
      ['big_wins', 'win_cents', [0, -1], bigWin],
      ['big_wins', 'bet_cents', [-1], bigWin],
      ['provider_rounds', 'stake_cents', [0, -1], round],
      ['provider_rounds', 'win_cents', [-1], round],
      ['player_bonuses', 'amount_cents', [-1], bonus],
      ['player_bonuses', 'wager_requirement_cents', [-1], bonus],
      ['player_bonuses', 'wagered_cents', [-1], bonus],
      ['player_freespins', 'bet_level_cents', [0, -1], freespins],
      ['player_freespins', 'winnings_cents', [-1], freespins],
      ['tournament_entries', 'bet_cents', [-1], entry],
      ['tournament_entries', 'win_cents', [-1], entry],
      ['tournament_entries', 'score', [-1], entry],
      ['tournament_entries', 'points', [-1], entry],
      ['jackpot_levels', 'remainder_units', [-1, 10000], async () => LEVEL(await newJackpot())],
      ['jackpot_levels', 'drop_at_cents', [199, 301], async () => LEVEL(await newJackpot())],
      ['jackpot_levels', 'drop_min_cents', [100, 301], async () => LEVEL(await newJackpot())],
      ['jackpots', 'reserve_units', [-1, 10000], jackpot],
      ['comp_point_spends', 'points', [0, -1], async () => ({ user_id: ids[engine].player, points: 1, purpose: 'lottery:1', idempotency_key: unique(), created_at: NOW })],
      ['comp_point_grants', 'points', [0, -1], async () => ({ user_id: ids[engine].player, points: 1, source: 'lootbox', idempotency_key: unique(), created_at: NOW })],
    ];

    it('lists every money column that has a CHECK of its own (subunits, sub-cent units, comp points)', () => {
      const checked: string[] = [];
      for (const { name, sql } of lite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all() as { name: string; sql: string }[]) {
        for (const match of sql.replace(/--[^\n]*/g, '').matchAll(/(?:^|,|\()\s*(\w+_cents|\w+_units|points)\s+INTEGER\b[^,]*?\bCHECK\s*\(/g)) checked.push(`${name}.${match[1]}`);
      }
      expect(checked.length).toBeGreaterThan(25);
      expect(checked.filter((column) => !MONEY_CHECKS.some(([table, name]) => `${table}.${name}` === column))).toEqual([]);
    });

    it.each(MONEY_CHECKS)('refuses a money value its CHECK forbids: %s.%s', async (table, column, bad, row) => {
      for (const value of bad) expect(await insert(engine, table, { ...(await row()), [column]: value }).then(() => 'accepted', (error: Error) => error.message), `${column} = ${value}`).toMatch(CHECK_FAILED[engine]);
      // The row is valid with an allowed value: the refusal came from this CHECK.
      await insert(engine, table, await row());
    });

    it('refuses money that is not a whole number of subunits when it comes as a parameter (PostgreSQL: BIGINT)', async () => {
      if (engine === 'sqlite') return; // SQLite's INTEGER affinity keeps 1.5 as a REAL: the services refuse it first (tests/platform/wallet.test.ts).
      expect(await insert(engine, 'big_wins', { nickname: 'P***', currency: 'EUR', game_identifier: 'g', game_title: 'G', game_table_image_path: '/i', game_table_url: '/u', bet_cents: 0, win_cents: 1.5, at_ms: 1 }).then(() => 'accepted', (error: Error) => error.message)).toMatch(/invalid input syntax for type bigint/);
    });

    it('refuses ill-formed JSON in the catalogue', async () => {
      await run(engine, "INSERT INTO game_providers (id, title, position) VALUES ('p', 'P', 1)");
      const game = (identifier: string, devices: string) =>
        run(engine, "INSERT INTO games (identifier, provider, seo_title, title, popularity_rank, released_at, devices, categories, currencies) VALUES (?, 'p', ?, 'G', 1, '2026-01-01', ?, '[]', '{}')", [identifier, identifier, devices]);
      await game('p/ok', '["desktop","mobile"]');
      for (const bad of ['["desktop"', '', 'desktop', "{'a': 1}"]) expect(await game(`p/bad-${bad.length}`, bad).then(() => 'accepted', (error: Error) => error.message), bad).toMatch(CHECK_FAILED[engine]);
    });

    it('json_valid answers as SQLite\'s does', async () => {
    const documents = ['[]', '{}', ' [1, 2.5e3, -0, true, null] ', '"text"', '0', 'null', '{"a": {"b": ["c"]}}', '"é ☃"', '', ' ', '[1,]', '{"a":1,}', "{'a': 1}", 'NaN', 'undefined', '[1] x', '{"a"}', '01', '.5', '"\\x"'];
    const answers = await Promise.all(documents.map(async (document) => Number((await run(engine, 'SELECT json_valid(CAST(? AS TEXT)) AS ok', [document]))[0]!.ok)));
    expect(Object.fromEntries(documents.map((document, i) => [document, answers[i]]))).toEqual(Object.fromEntries(documents.map((document, i) => [document, i < 8 ? 1 : 0])));
    expect(await run(engine, 'SELECT json_valid(NULL) AS ok')).toEqual([{ ok: null }]);
  });

  it('keeps e-mails unique ignoring case, and finds one by lower(email) = lower(?)', async () => {
      await insert(engine, 'users', { email: 'Mixed.Case@Casino.localhost', password_hash: 'x', created_at: NOW });
      expect(await insert(engine, 'users', { email: 'mixed.case@casino.LOCALHOST', password_hash: 'x', created_at: NOW }).then(() => 'accepted', (error: Error) => error.message)).toMatch(UNIQUE_FAILED[engine]);
      expect(await run(engine, 'SELECT email FROM users WHERE lower(email) = lower(?)', ['MIXED.case@casino.localhost'])).toEqual([{ email: 'Mixed.Case@Casino.localhost' }]);
    });

    it('keeps a player who has ledger accounts (ON DELETE RESTRICT) and cascades their sessions', async () => {
      const { player, house } = ids[engine];
      expect(await refusal(engine, 'DELETE FROM users WHERE id = ?', [player])).toMatch(FOREIGN_KEY_FAILED[engine]);
      await run(engine, "INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?, 'token-of-house', ?, ?, ?)", [house, NOW, NOW, NOW]);
      await run(engine, 'DELETE FROM users WHERE id = ?', [house]);
      expect(await run(engine, "SELECT id FROM sessions WHERE token_hash = 'token-of-house'")).toEqual([]);
    });

    it('numbers the next row after an explicit id, as SQLite does', async () => {
      const explicit = async (id: number) => Number((await insert(engine, 'notifications', { id, user_id: ids[engine].player, kind: 'k', key: `k-${id}`, title: '{}', text: '{}', created_at: NOW })).id);
      const generated = async (key: string) => Number((await insert(engine, 'notifications', { user_id: ids[engine].player, kind: 'k', key, title: '{}', text: '{}', created_at: NOW })).id);
      expect(await generated('first')).toBe(1);
      expect(await explicit(1000)).toBe(1000);
      expect(await generated('after-1000')).toBe(1001);
      // An explicit id below the highest moves nothing back.
      expect(await explicit(500)).toBe(500);
      expect(await generated('after-500')).toBe(1002);
      // Several explicit ids in one statement.
      await run(engine, "INSERT INTO notifications (id, user_id, kind, key, title, text, created_at) VALUES (2000, ?, 'k', 'k-2000', '{}', '{}', ?), (1500, ?, 'k', 'k-1500', '{}', '{}', ?)", [ids[engine].player, NOW, ids[engine].player, NOW]);
      expect(await generated('after-2000')).toBe(2001);
    });
  });
});

describe('rows already in the tables go through the later migrations alike', () => {
  let sqlite: Database.Database;
  let postgres: pg.Client;
  const NOW = '2026-01-01T00:00:00.000Z';
  /** Statements run on both engines just before the named migration: rows as they stood then. */
  const BEFORE: Record<string, string[]> = {
    '012_auth_throttle.sql': [
      `INSERT INTO users (id, email, password_hash, nickname, created_at) VALUES (1, 'long@casino.localhost', 'x', 'LongNickname', '${NOW}'), (2, 'nonick@casino.localhost', 'x', NULL, '${NOW}')`,
      `INSERT INTO auth_attempts (id, kind, email, ip, succeeded, created_at) VALUES (5, 'password', 'Long@Casino.localhost', '10.0.0.1', 0, '${NOW}'), (9, 'otp', NULL, NULL, 1, '${NOW}')`,
      `INSERT INTO user_tokens (id, user_id, purpose, token_hash, created_at, expires_at) VALUES (3, 1, 'reset_password', 'h3', '${NOW}', '${NOW}')`,
    ],
    '059_masked_winner_names.sql': [
      `INSERT INTO big_wins (id, user_id, nickname, currency, game_identifier, game_title, game_table_image_path, game_table_url, bet_cents, win_cents, at_ms) VALUES
         (1, 1, 'LongNickname', 'EUR', 'g', 'G', '/i', '/u', 100, 5000, 1), (2, 2, 'nonick', 'EUR', 'g', 'G', '/i', '/u', 100, 5000, 2),
         (3, NULL, 'Anonymous', 'EUR', 'g', 'G', '/i', '/u', 100, 5000, 3), (4, NULL, 'Abc***', 'EUR', 'g', 'G', '/i', '/u', 100, 5000, 4)`,
      `INSERT INTO jackpots (id, name, identifier, external_id, state, currency, allowed_currencies, created_at) VALUES (1, 'J', 'j', 'j', 'active', 'EUR', '["EUR"]', '${NOW}')`,
      `INSERT INTO jackpot_levels (id, jackpot_id, level_index, name, external_code, seed_cents, contribution_bp, amount_cents, drop_min_cents, drop_max_cents, drop_at_cents) VALUES (1, 1, 1, 'mini', 'm', 100, 50, 100, 200, 300, 250)`,
      `INSERT INTO jackpot_wins (id, jackpot_id, level_id, user_id, user_name, currency, amount_cents, original_currency, original_amount_cents, created_at) VALUES
         (1, 1, 1, 1, 'long', 'EUR', 250, 'EUR', 250, '${NOW}'), (2, 1, 1, NULL, 'Historic Winner', 'EUR', 250, 'EUR', 250, '${NOW}')`,
    ],
    '070_tournament_teams_and_notices.sql': [
      `INSERT INTO tournaments (id, key, frontend_identifier, strategy, currency, start_at, end_at, definition, created_at, updated_at) VALUES (4, 't', 't', 'bet', 'EUR', '2026-01-01', '2026-02-01', '{}', '${NOW}', '${NOW}')`,
      `INSERT INTO tournament_awards (id, tournament_id, place, user_id, kind, currency, amount_cents, player_notified, created_at) VALUES (7, 4, 1, 1, 'money', 'EUR', 1000, 1, '${NOW}'), (8, 4, 2, 2, 'none', NULL, NULL, 0, '${NOW}')`,
    ],
    '073_scoring_outbox.sql': [
      `INSERT INTO provider_transactions (id, transaction_id, kind, fingerprint, outcome, http_status, response, created_at) VALUES (7, 'tx-7', 'bet', 'f', 'ok', 200, '{}', '${NOW}'), (42, 'tx-42', 'win', 'f', 'ok', 200, '{}', '${NOW}')`,
    ],
  };

  beforeAll(async () => {
    sqlite = new Database(':memory:');
    sqlite.pragma('foreign_keys = ON');
    postgres = await connect(await server.createDatabase('schema_data'));
    const files = migrationsIn(SQLITE_DIR);
    let done = 0;
    for (const [before, statements] of Object.entries(BEFORE)) {
      const at = files.indexOf(before);
      expect(at, before).toBeGreaterThan(done);
      migrateSqlite(sqlite, files.slice(done, at));
      await migratePostgres(postgres, files.slice(done, at));
      for (const statement of statements) {
        sqlite.exec(statement);
        await postgres.query(statement);
      }
      done = at;
    }
    migrateSqlite(sqlite, files.slice(done));
    await migratePostgres(postgres, files.slice(done));
  }, 120_000);

  afterAll(async () => {
    await postgres?.end();
    sqlite?.close();
  });

  it.each(['users', 'auth_attempts', 'user_tokens', 'big_wins', 'jackpot_wins', 'tournament_awards', 'tournament_scoring_cursor'])('%s holds the same rows on both', async (table) => {
    const expected = sqlite.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
    expect(expected.length).toBeGreaterThan(0);
    expect((await postgres.query(`SELECT * FROM ${table} ORDER BY id`)).rows).toEqual(expected);
  });

  it('spelt out: names masked (059), team_place 0 for the old awards (070), the cursor after the last call (073)', async () => {
    expect((await postgres.query('SELECT nickname FROM big_wins ORDER BY id')).rows.map((row: { nickname: string }) => row.nickname)).toEqual(['LongNi***', 'Player***', 'Anonym***', 'Abc***']);
    expect((await postgres.query('SELECT id, team_place, place FROM tournament_awards ORDER BY id')).rows).toEqual([{ id: 7, team_place: 0, place: 1 }, { id: 8, team_place: 0, place: 2 }]);
    expect((await postgres.query('SELECT last_transaction_id FROM tournament_scoring_cursor')).rows).toEqual([{ last_transaction_id: 42 }]);
  });

  it('numbers the next rows after the ids carried over, and keeps the altered CHECKs', async () => {
    const next = "INSERT INTO auth_attempts (kind, email, ip, device, succeeded, created_at) VALUES ('unlock', 'a@b.c', NULL, 'd', 1, '2026-01-02') RETURNING id";
    expect(sqlite.prepare(next).get()).toEqual({ id: 10 });
    expect((await postgres.query(next)).rows).toEqual([{ id: 10 }]);
    const award = "INSERT INTO tournament_awards (tournament_id, team_place, place, user_id, kind, points, created_at) VALUES (4, 1, 1, 2, 'comp_points', 50, '2026-01-02') RETURNING id";
    expect(sqlite.prepare(award).get()).toEqual({ id: 9 });
    expect((await postgres.query(award)).rows).toEqual([{ id: 9 }]);
    // The old (tournament, place) key gave way to (tournament, team_place, place); the kinds are 070's.
    const clash = "INSERT INTO tournament_awards (tournament_id, team_place, place, user_id, kind, created_at) VALUES (4, 0, 1, 2, 'none', '2026-01-02')";
    expect(() => sqlite.exec(clash)).toThrow(/UNIQUE constraint failed/);
    await expect(postgres.query(clash)).rejects.toThrow(/duplicate key value/);
    const kind = "INSERT INTO tournament_awards (tournament_id, team_place, place, user_id, kind, created_at) VALUES (4, 0, 3, 2, 'lottery', '2026-01-02')";
    expect(() => sqlite.exec(kind)).toThrow(/CHECK constraint failed/);
    await expect(postgres.query(kind)).rejects.toThrow(/violates check constraint/);
    const token = "INSERT INTO user_tokens (user_id, purpose, token_hash, created_at, expires_at) VALUES (1, 'registration_browser', 'h4', '2026-01-02', '2026-01-03') RETURNING id";
    expect(sqlite.prepare(token).get()).toEqual({ id: 4 });
    expect((await postgres.query(token)).rows).toEqual([{ id: 4 }]);
  });
});
