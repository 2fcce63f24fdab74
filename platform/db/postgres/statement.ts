import type { RunResult, Statement } from '../types.ts';
import { bindValues, translate, type Translated } from './translate.ts';
import type { QueryResult } from './connection.ts';

/** What a statement needs of its database (platform/db/postgres/database.ts). */
export interface StatementHost {
  query(name: string, text: string, values: unknown[], array: boolean, tables: boolean): QueryResult;
  /** Tables whose `id` is an identity column (an INSERT into one reports `lastInsertRowid`). */
  hasIdentityId(table: string): boolean;
  /** The connection's last inserted id (better-sqlite3 keeps it across statements). */
  lastInsertRowid: number;
  /** Table OID → name, for `expand`. */
  tableName(oid: number): string;
  nextName(): string;
  /** A write to `table` ran (platform/db/changes.ts reports it at once to this node's feeds). */
  wrote(table: string): void;
}

type Mode = 'object' | 'pluck' | 'raw' | 'expand';

/**
 * A statement on PostgreSQL with better-sqlite3's behaviour (docs/architecture.md "Decisions"):
 * translated once (translate.ts), run as a named prepared statement (parsed and planned once per
 * connection); `run` gives `{ changes, lastInsertRowid }`; `pluck`/`raw`/`expand` shape the rows.
 */
export class PostgresStatement<P extends unknown[] = unknown[], R = unknown> implements Statement<P, R> {
  readonly source: string;
  readonly reader: boolean;
  private readonly translated: Translated;
  private readonly name: string;
  /** The INSERT with `RETURNING id` appended, for `run` (null when not an INSERT into an identity table). */
  private write: { name: string; text: string } | null | undefined;
  private mode: Mode = 'object';

  constructor(
    private readonly host: StatementHost,
    source: string,
  ) {
    this.source = source;
    this.translated = translate(source);
    this.reader = this.translated.reader;
    this.name = host.nextName();
  }

  run(...params: P): RunResult {
    const result = this.execute(params);
    if (this.translated.writes !== null) this.host.wrote(this.translated.writes);
    return result;
  }

  private execute(params: P): RunResult {
    const values = bindValues(this.translated, params);
    if (this.write === undefined) {
      const table = this.translated.insertInto;
      this.write = table !== null && this.host.hasIdentityId(table) ? { name: this.host.nextName(), text: `${this.translated.text} RETURNING id` } : null;
    }
    if (this.write) {
      const result = this.host.query(this.write.name, this.write.text, values, false, false);
      const last = (result.rows as { id: number }[]).at(-1);
      if (last) this.host.lastInsertRowid = last.id;
      return { changes: result.rowCount, lastInsertRowid: this.host.lastInsertRowid };
    }
    const result = this.host.query(this.name, this.translated.text, values, false, false);
    return { changes: this.reader && !this.translated.returning ? 0 : result.rowCount, lastInsertRowid: this.host.lastInsertRowid };
  }

  get(...params: P): R | undefined {
    return this.rows(params)[0];
  }

  all(...params: P): R[] {
    return this.rows(params);
  }

  /** Materialised: the rows are read at once, then handed out one by one. */
  iterate(...params: P): IterableIterator<R> {
    return this.rows(params)[Symbol.iterator]();
  }

  pluck(toggle = true): this {
    return this.setMode('pluck', toggle);
  }

  raw(toggle = true): this {
    return this.setMode('raw', toggle);
  }

  expand(toggle = true): this {
    return this.setMode('expand', toggle);
  }

  private setMode(mode: Mode, toggle: boolean): this {
    if (!this.reader) throw new TypeError(`The ${mode}() method is only for statements that return data`);
    if (toggle) this.mode = mode;
    else if (this.mode === mode) this.mode = 'object';
    return this;
  }

  private rows(params: P): R[] {
    if (!this.reader) throw new TypeError('This statement does not return data. Use run() instead');
    const values = bindValues(this.translated, params);
    const mode = this.mode;
    const result = this.host.query(this.name, this.translated.text, values, mode === 'pluck' || mode === 'raw', mode === 'expand');
    if (mode === 'pluck') return (result.rows as unknown[][]).map((row) => row[0] as R);
    if (mode === 'expand') {
      const tables = (result.tables ?? []).map((oid) => (oid === 0 ? '$' : this.host.tableName(oid)));
      const columns = result.columns ?? [];
      return (result.rows as Record<string, unknown>[]).map((row) => {
        const out: Record<string, Record<string, unknown>> = {};
        columns.forEach((column, index) => ((out[tables[index]!] ??= {})[column] = row[column]));
        return out as R;
      });
    }
    return result.rows as R[];
  }
}
