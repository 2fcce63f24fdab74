/**
 * The one rewriting of SQL the PostgreSQL `Db` does (docs/architecture.md "Decisions", one SQL text
 * for both engines): better-sqlite3's placeholders (`?`, `?NNN`, `@name`, `:name`, `$name`) become
 * PostgreSQL's `$1…`, outside string literals, quoted identifiers and comments; and an INSERT into a
 * table with an identity `id` gets `RETURNING id` (for `lastInsertRowid`) when run as a write. Each
 * distinct text is translated once per connection.
 */

/** How the values of one call are bound: by position, or by name from the call's object argument. */
export type Slot = { kind: 'position'; index: number } | { kind: 'name'; name: string };

export interface Translated {
  text: string;
  /** `$n` → where its value comes from (`slots[n - 1]`). */
  slots: Slot[];
  /** How many of the slots are positional (checked against each call's values). */
  positions: number;
  /** The statement has its own RETURNING (outside literals and comments). */
  returning: boolean;
  /** Returns rows: a SELECT/VALUES/WITH … SELECT, or a write with its own RETURNING. */
  reader: boolean;
  /** An INSERT's target table (unquoted, lower case), or null. */
  insertInto: string | null;
  /** The table an INSERT, UPDATE or DELETE writes (lower case), or null. */
  writes: string | null;
}

const WORD = /[A-Za-z0-9_]/;

export function translate(sql: string): Translated {
  let out = '';
  const slots: Slot[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  let returning = false;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === "'" || c === '"') {
      // A literal or quoted identifier, its doubled quote included.
      let j = i + 1;
      for (;;) {
        if (j >= n) break;
        if (sql[j] === c) {
          if (sql[j + 1] === c) j += 2;
          else break;
        } else j += 1;
      }
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      const j = end < 0 ? n : end;
      out += sql.slice(i, j);
      i = j;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      const j = end < 0 ? n : end + 2;
      out += sql.slice(i, j);
      i = j;
    } else if (c === '?') {
      let j = i + 1;
      while (j < n && /[0-9]/.test(sql[j]!)) j += 1;
      const index = j > i + 1 ? Number(sql.slice(i + 1, j)) - 1 : positional++;
      slots.push({ kind: 'position', index });
      out += `$${slots.length}`;
      i = j;
    } else if ((c === '@' || c === '$' || (c === ':' && next !== ':' && sql[i - 1] !== ':')) && next !== undefined && /[A-Za-z_]/.test(next) && !(i > 0 && WORD.test(sql[i - 1]!))) {
      let j = i + 1;
      while (j < n && WORD.test(sql[j]!)) j += 1;
      const name = sql.slice(i + 1, j);
      let number = named.get(name);
      if (number === undefined) {
        slots.push({ kind: 'name', name });
        number = slots.length;
        named.set(name, number);
      }
      out += `$${number}`;
      i = j;
    } else if (WORD.test(c) && !(i > 0 && WORD.test(sql[i - 1]!))) {
      let j = i + 1;
      while (j < n && WORD.test(sql[j]!)) j += 1;
      const word = sql.slice(i, j);
      if (word.length === 9 && word.toUpperCase() === 'RETURNING') returning = true;
      out += word;
      i = j;
    } else {
      out += c;
      i += 1;
    }
  }
  const head = out.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  const first = /^\w+/.exec(head)?.[0]?.toUpperCase() ?? '';
  const insert = first === 'INSERT' ? /^INSERT\s+INTO\s+("?)([A-Za-z_][\w]*)\1/i.exec(head) : null;
  const reader = returning || ['SELECT', 'VALUES', 'SHOW', 'TABLE', 'EXPLAIN'].includes(first) || (first === 'WITH' && !/\b(INSERT|UPDATE|DELETE)\b/i.test(head));
  const write = /^(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+("?)([A-Za-z_]\w*)\1/i.exec(head);
  const positions = slots.filter((slot) => slot.kind === 'position').length;
  return { text: out.replace(/;\s*$/, ''), slots, positions, returning, reader, insertInto: insert && !returning ? insert[2]!.toLowerCase() : null, writes: write ? write[2]!.toLowerCase() : null };
}

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value) && !(value instanceof Uint8Array) && !(value instanceof Date);

/** The values of one call, in `$n` order (better-sqlite3's binding: arrays spread, one object for the named ones). */
export function bindValues(translated: Translated, params: readonly unknown[]): unknown[] {
  const positional: unknown[] = [];
  let bag: Record<string, unknown> | undefined;
  for (const param of params) {
    if (Array.isArray(param)) positional.push(...(param as unknown[]));
    else if (isBag(param)) {
      if (bag) throw new TypeError('You cannot specify named parameters in two different objects');
      bag = param;
    } else positional.push(param);
  }
  if (positional.length > translated.positions) throw new RangeError('Too many parameter values were provided');
  return translated.slots.map((slot) => {
    if (slot.kind === 'position') {
      if (slot.index >= positional.length) throw new RangeError('Too few parameter values were provided');
      return value(positional[slot.index]);
    }
    if (!bag || !(slot.name in bag)) throw new RangeError(`Missing named parameter "${slot.name}"`);
    return value(bag[slot.name]);
  });
}

/** What better-sqlite3 accepts, as `pg` sends it. */
function value(v: unknown): unknown {
  if (v === undefined) return null;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') throw new TypeError('SQLite3 can only bind numbers, strings, bigints, buffers, and null');
  return v;
}
