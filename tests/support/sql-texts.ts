import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The SQL texts of platform/**\/*.ts, read from the TypeScript syntax tree (docs/architecture.md "Decisions":
 * one SQL text for SQLite and PostgreSQL): string literals and templates that are SQL, a template's `${…}` kept
 * as a blank. platform/db/ is the seam where the two dialects differ by design and is not read. Used by the
 * lexical checker (tests/unit/sql-portable.test.ts) and by the PostgreSQL PREPARE of every statement
 * (tests/platform/sql-prepare-pg.test.ts).
 */

interface SqlText {
  /** Relative to the repository. */
  file: string;
  line: number;
  sql: string;
  /** The whole text is in the source (no `${…}`): it can be run as it is. */
  literal: boolean;
}

const root = new URL('../../', import.meta.url).pathname;

function platformFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (relative(root, path) !== join('platform', 'db')) walk(path);
      } else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  walk(join(root, 'platform'));
  return out.sort();
}

const SQL_UPPER = /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|VALUES|WHERE|FROM|JOIN|ORDER BY|GROUP BY|ON CONFLICT|RETURNING|COALESCE|CASE WHEN|PRAGMA|LIMIT)\b/g;
const SQL_START = /^\s*(select|insert|update|delete|with|pragma|create|drop|alter|replace)\s/i;

/** Whether a string is SQL: it starts as a statement, or has two different upper-case SQL words (a fragment). */
function isSql(text: string): boolean {
  return SQL_START.test(text) || new Set(text.match(SQL_UPPER) ?? []).size >= 2;
}

/** Every SQL text of one source file. */
export function sqlTexts(fileName: string, source: string): SqlText[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: SqlText[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if (literal) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => ` _ ${span.literal.text}`).join('');
    if (text !== undefined && isSql(text)) out.push({ file: fileName, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, sql: text, literal });
    node.forEachChild(visit);
  };
  visit(sf);
  return out;
}

/** Every SQL text of platform/ outside platform/db/. */
export function platformSqlTexts(): SqlText[] {
  return platformFiles().flatMap((path) => sqlTexts(relative(root, path), readFileSync(path, 'utf8')));
}
