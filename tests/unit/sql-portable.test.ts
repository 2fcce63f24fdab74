import { describe, expect, it } from 'vitest';
import { platformSqlTexts, sqlTexts } from '../support/sql-texts.ts';

/**
 * One SQL text for SQLite and PostgreSQL (issue 18; the rules: docs/architecture.md "Decisions", portable SQL): every
 * SQL text in platform/**\/*.ts (tests/support/sql-texts.ts) is checked for the constructs that one engine refuses or
 * reads differently, as far as that can be seen lexically: SQLite's conflict clauses and functions, scalar max/min,
 * a comparison summed, TRUE/FALSE, LIMIT on UPDATE/DELETE, double-quoted strings, a mixed-case alias, an unqualified
 * column on the right of `DO UPDATE SET`, `DO UPDATE` without a conflict target, a bare `col LIKE`, untyped
 * parameters, SQLite-only statements (PRAGMA, TEMP triggers). What PostgreSQL refuses outright is also caught by
 * tests/platform/sql-prepare-pg.test.ts.
 *
 * A construct that must stay goes to ALLOWED with its file, rule, the SQL it is in and why; an entry that
 * no longer matches anything fails too, so the list only ever shrinks with the code.
 */

type Rule =
  | 'insert-or'
  | 'conflict-target'
  | 'conflict-unqualified'
  | 'scalar-max-min'
  | 'sum-comparison'
  | 'boolean-literal'
  | 'sqlite-function'
  | 'like-case'
  | 'double-quote'
  | 'limit-write'
  | 'limit-negative'
  | 'untyped-parameter'
  | 'alias-case'
  | 'sqlite-only';

interface Finding {
  file: string;
  line: number;
  rule: Rule;
  sql: string;
}

interface Allowed {
  file: string;
  rule: Rule;
  /** A piece of the SQL text the finding is in. */
  sql: string;
  why: string;
}

/** Known constructs that stay, each with its reason; a stale entry fails the last test below. */
// Empty since the change feeds (platform/db/changes.ts) replaced the two TEMP triggers of groups-cache.ts and revocation.ts.
const ALLOWED: Allowed[] = [];

// ---------------------------------------------------------------------------------------------------------------
// The rules

/** The SQL without its string literals' contents and comments (a literal stays as `''`). */
function code(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
}

/** The arguments of the call whose `(` is at `open`, split at its top-level commas (null when unbalanced). */
function callArguments(text: string, open: number): string[] | null {
  let depth = 0;
  let start = open + 1;
  const args: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i));
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return null;
}

/** The text at parenthesis depth 0 only (subqueries and calls blanked). */
function topLevel(text: string): string {
  let depth = 0;
  let out = '';
  for (const c of text) {
    if (c === '(') depth++;
    if (depth === 0) out += c;
    else out += ' ';
    if (c === ')') depth = Math.max(0, depth - 1);
  }
  return out;
}

const SQLITE_FUNCTIONS = [
  'ifnull', 'iif', 'group_concat', 'json_each', 'json_tree', 'json_extract', 'json_group_array', 'json_group_object', 'json_object', 'json_array',
  'json_set', 'json_insert', 'json_replace', 'json_remove', 'json_patch', 'json_valid', 'json_type', 'json', 'datetime', 'date', 'time', 'strftime', 'julianday',
  'unixepoch', 'instr', 'printf', 'format', 'typeof', 'randomblob', 'hex', 'zeroblob', 'total_changes', 'changes', 'last_insert_rowid', 'likelihood', 'glob', 'total',
];
const SQL_WORDS = new Set([
  'case', 'when', 'then', 'else', 'end', 'null', 'and', 'or', 'not', 'is', 'in', 'excluded', 'coalesce', 'cast', 'as', 'bigint', 'text', 'integer',
  'between', 'like', 'exists', 'select', 'from', 'where', 'lower', 'upper', 'length', 'abs', 'round', 'true', 'false', 'distinct', 'filter',
]);
const PARAMETER = String.raw`(?:\?\d*|[@:$][A-Za-z_]\w*)`;

/** The portable-SQL findings of one SQL text (rule names as in `Rule`). */
function check(sql: string): Rule[] {
  const found = new Set<Rule>();
  const text = code(sql);
  if (/\b(INSERT|REPLACE)\s+OR\s+(IGNORE|REPLACE|ABORT|FAIL|ROLLBACK)\b/i.test(text) || /^\s*REPLACE\s+INTO\b/i.test(text)) found.add('insert-or');
  if (/\bON\s+CONFLICT\s+DO\s+UPDATE\b/i.test(text)) found.add('conflict-target');
  // The right-hand sides of `DO UPDATE SET a = …, b = …`: a column is `excluded.x` or `table.x`.
  const update = /\bDO\s+UPDATE\s+SET\b([\s\S]*?)(?:\bWHERE\b|\bRETURNING\b|$)/i.exec(text);
  if (update) {
    for (const assignment of splitTopLevel(update[1] as string)) {
      const rhs = assignment.slice(assignment.indexOf('=') + 1);
      for (const match of rhs.matchAll(/(?<![.\w@:$])([A-Za-z_]\w*)\b(?!\s*[.(])/g)) {
        if (!SQL_WORDS.has((match[1] as string).toLowerCase())) found.add('conflict-unqualified');
      }
    }
  }
  for (const match of text.matchAll(/\b(max|min)\s*\(/gi)) {
    const args = callArguments(text, (match.index as number) + match[0].length - 1);
    if (args && args.length >= 2) found.add('scalar-max-min');
  }
  for (const match of text.matchAll(/\b(sum|total|avg)\s*\(/gi)) {
    const args = callArguments(text, (match.index as number) + match[0].length - 1);
    if (args && args.length === 1 && /[=<>]|\bIS\b|\bIN\b|\bLIKE\b/i.test(topLevel((args[0] as string).replace(/\bCASE\b[\s\S]*\bEND\b/gi, ''))))
      found.add('sum-comparison');
  }
  if (/\b(TRUE|FALSE)\b/i.test(text)) found.add('boolean-literal');
  const functions = new RegExp(String.raw`(?<![.\w])(${SQLITE_FUNCTIONS.join('|')})\s*\(`, 'i');
  if (functions.test(text) || /\browid\b|\bsqlite_\w+/i.test(text)) found.add('sqlite-function');
  // `x LIKE ?` is case-insensitive on SQLite only: compare lower(x) with a lowered pattern.
  if (/(?<!\))\s+(NOT\s+)?LIKE\b/i.test(text.replace(/\blower\s*\([^()]*\)\s+(NOT\s+)?LIKE\b/gi, ' _ ')) || /\bGLOB\b/i.test(text)) found.add('like-case');
  if (text.includes('"')) found.add('double-quote');
  if (/^\s*(UPDATE|DELETE)\b/i.test(text) && /\bLIMIT\b/i.test(topLevel(text))) found.add('limit-write');
  if (/\bLIMIT\s+-\s*\d/i.test(text) || /\bOFFSET\s+-\s*\d/i.test(text)) found.add('limit-negative');
  const untyped = [
    new RegExp(String.raw`\bCOALESCE\s*\(\s*${PARAMETER}\s*[,)]`, 'i'),
    new RegExp(String.raw`\bSELECT\s+(DISTINCT\s+)?${PARAMETER}\s*(,|\bAS\b|\bFROM\b|$)`, 'i'),
    new RegExp(String.raw`${PARAMETER}\s*[-+*/%|]{1,2}\s*${PARAMETER}`),
  ];
  // Only a SELECT list can have a bare parameter between commas (an INSERT's VALUES list is typed by its columns).
  const selectList = /^\s*(WITH\b[\s\S]*?\)\s*)?SELECT\b([\s\S]*?)\bFROM\b/i.exec(text)?.[2] ?? '';
  if (untyped[0]?.test(text) || untyped[1]?.test(text) || untyped[2]?.test(text) || new RegExp(String.raw`(^|,)\s*${PARAMETER}\s*(,|$|\bAS\b)`).test(topLevel(selectList)))
    found.add('untyped-parameter');
  // PostgreSQL folds an unquoted name to lower case: `AS betLevel` comes back as `betlevel`.
  if (/\bAS\s+[a-z_]\w*[A-Z]\w*/.test(text)) found.add('alias-case');
  if (/^\s*PRAGMA\b/i.test(text) || /\bTEMP(ORARY)?\s+(TRIGGER|TABLE|VIEW)\b/i.test(text) || /\bWITHOUT\s+ROWID\b/i.test(text) || /^\s*BEGIN\s+(IMMEDIATE|EXCLUSIVE|DEFERRED)\b/i.test(text))
    found.add('sqlite-only');
  return [...found].sort();
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function findings(): Finding[] {
  return platformSqlTexts().flatMap(({ file, line, sql }) => check(sql).map((rule) => ({ file, line, rule, sql })));
}

const allows = (entry: Allowed, finding: Finding) => entry.file === finding.file && entry.rule === finding.rule && finding.sql.replace(/\s+/g, ' ').includes(entry.sql);

// ---------------------------------------------------------------------------------------------------------------

describe('portable SQL: one text for SQLite and PostgreSQL (docs/architecture.md "Decisions")', () => {
  it('finds each forbidden construct, and passes its portable rewrite', () => {
    const cases: [string, Rule[]][] = [
      ['INSERT OR IGNORE INTO t (a) VALUES (?)', ['insert-or']],
      ['INSERT OR REPLACE INTO t (a) VALUES (?)', ['insert-or']],
      ['REPLACE INTO t (a) VALUES (?)', ['insert-or']],
      ['INSERT INTO t (a) VALUES (?) ON CONFLICT DO NOTHING', []],
      ['INSERT INTO t (k, n) VALUES (?, ?) ON CONFLICT DO UPDATE SET n = t.n + excluded.n', ['conflict-target']],
      ['INSERT INTO t (k, n) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET n = n + excluded.n', ['conflict-unqualified']],
      ['INSERT INTO t (k, n) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET n = t.n + excluded.n, at = excluded.at, c = 1 RETURNING n', []],
      ['INSERT INTO t (k, s) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET s = COALESCE(t.s, excluded.s) WHERE t.k > 0', []],
      ['UPDATE t SET n = MAX(0, n - ?) WHERE id = ?', ['scalar-max-min']],
      ["UPDATE t SET e = min(e, ?) WHERE id = ?", ['scalar-max-min']],
      ['UPDATE t SET n = CASE WHEN n >= ? THEN n - ? ELSE 0 END WHERE id = ?', []],
      ['SELECT MAX(n), MIN(created_at) FROM t', []],
      ['SELECT SUM(kind = ?) FROM t', ['sum-comparison']],
      ['SELECT SUM(CASE WHEN kind = ? THEN 1 ELSE 0 END), COUNT(*) FILTER (WHERE kind = ?), SUM(a + b) FROM t', []],
      ['SELECT * FROM t WHERE active = TRUE', ['boolean-literal']],
      ['SELECT IFNULL(a, 0) FROM t', ['sqlite-function']],
      ['SELECT GROUP_CONCAT(a) FROM t', ['sqlite-function']],
      ["SELECT value FROM json_each(?)", ['sqlite-function']],
      ["SELECT json_extract(d, '$.a') FROM t", ['sqlite-function']],
      ["SELECT * FROM t WHERE at < datetime('now')", ['sqlite-function']],
      ["SELECT strftime('%s', at) FROM t", ['sqlite-function']],
      ['SELECT rowid FROM t', ['sqlite-function']],
      ['SELECT total_changes()', ['sqlite-function']],
      ['SELECT COALESCE(a, 0), lower(b), CAST(c AS BIGINT) FROM t', []],
      ['SELECT * FROM t WHERE name LIKE ?', ['like-case']],
      ["SELECT * FROM t WHERE lower(name) LIKE lower(?) ESCAPE '\\'", []],
      ['SELECT * FROM t WHERE name = "x"', ['double-quote']],
      ["SELECT * FROM t WHERE name = 'say \"x\"'", []],
      ['DELETE FROM t WHERE a = ? LIMIT 10', ['limit-write']],
      ['DELETE FROM t WHERE id IN (SELECT id FROM t ORDER BY id LIMIT ?)', []],
      ['SELECT * FROM t LIMIT -1 OFFSET ?', ['limit-negative']],
      ['SELECT COALESCE(?, a) FROM t', ['untyped-parameter']],
      ['SELECT ?, a FROM t', ['untyped-parameter']],
      ['SELECT a, @b FROM t', ['untyped-parameter']],
      ['UPDATE t SET n = ? + ? WHERE id = ?', ['untyped-parameter']],
      ['SELECT CAST(? AS BIGINT), a FROM t WHERE b = ? AND c = COALESCE(c, ?)', []],
      ['INSERT INTO t (a, b) VALUES (?, ?)', []],
      ['SELECT id AS freespinsId FROM t', ['alias-case']],
      ['SELECT id AS freespins_id, CAST(n AS BIGINT) FROM t', []],
      ['PRAGMA data_version', ['sqlite-only']],
      ['CREATE TEMP TRIGGER x AFTER INSERT ON t BEGIN SELECT f(); END;', ['sqlite-only']],
    ];
    for (const [sql, rules] of cases) expect(check(sql), sql).toEqual(rules);
  });

  it('finds SQL texts in the syntax tree, templates included, and leaves other strings', () => {
    const source = [
      "const a = db.prepare('INSERT OR IGNORE INTO t (a) VALUES (?)');",
      'const b = db.prepare(`SELECT * FROM t WHERE id = ? ${extra} ORDER BY id`);',
      "const c = 'Rewards are paid in your account currency';",
      "const d = 'tournament_id = ? AND games_taken > 0';",
    ].join('\n');
    const texts = sqlTexts('sample.ts', source);
    expect(texts.map((text) => text.line)).toEqual([1, 2]);
    expect(check((texts[0] as { sql: string }).sql)).toEqual(['insert-or']);
  });

  it('platform/ has no SQL that one engine refuses or reads differently, beyond the allow-list', () => {
    const left = findings().filter((finding) => !ALLOWED.some((entry) => allows(entry, finding)));
    expect(left.map((finding) => `${finding.file}:${finding.line} ${finding.rule}: ${finding.sql.replace(/\s+/g, ' ').trim()}`)).toEqual([]);
  });

  it('every allow-list entry still matches a finding (the list shrinks with the code)', () => {
    const all = findings();
    expect(ALLOWED.filter((entry) => !all.some((finding) => allows(entry, finding))).map((entry) => `${entry.file} ${entry.rule}: ${entry.sql}`)).toEqual([]);
  });
});
