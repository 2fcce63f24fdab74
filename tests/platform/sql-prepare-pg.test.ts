/**
 * Every SQL text of platform/ is one text for both engines (docs/architecture.md "Decisions", portable SQL): here each
 * one written whole in the source (tests/support/sql-texts.ts; a template with `${…}` cannot be run as read) is
 * translated as the PostgreSQL `Db` translates it (platform/db/postgres/translate.ts) and PREPAREd on a real
 * PostgreSQL with the PostgreSQL migrations applied: parsed and type-checked against the schema, run on nothing.
 * What PostgreSQL refuses (SQLite-only syntax and functions, `DO UPDATE` without a conflict target, a parameter
 * whose type it cannot infer, a column that is not there) fails here on every run of `npm test`, not only in the
 * platform-pg project's areas. What the lexical checker catches that PREPARE does not (the same text meaning
 * another thing) is tests/unit/sql-portable.test.ts.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.ts';
import { translate } from '../../platform/db/postgres/translate.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { platformSqlTexts } from '../support/sql-texts.ts';

const STATEMENT = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\s/i;

describe('every SQL statement of platform/ prepares on PostgreSQL', () => {
  let server: TestPostgres;
  let client: pg.Client;
  beforeAll(async () => {
    server = await startPostgres();
    const url = await server.createDatabase('sql_prepare');
    openDatabase(url).close(); // the migrations, as a node applies them
    client = new pg.Client({ connectionString: url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await server?.stop();
  });

  it('PostgreSQL parses and type-checks each one against its schema', async () => {
    const statements = platformSqlTexts().filter((text) => text.literal && STATEMENT.test(text.sql));
    // Not vacuous: the platform's statements are read (about 425 when this was written).
    expect(statements.length).toBeGreaterThan(300);
    const refused: string[] = [];
    for (const [index, { file, line, sql }] of statements.entries()) {
      try {
        await client.query(`PREPARE sql_prepare_${index} AS ${translate(sql).text}`);
        await client.query(`DEALLOCATE sql_prepare_${index}`);
      } catch (error) {
        refused.push(`${file}:${line} ${(error as Error).message}: ${sql.replace(/\s+/g, ' ').trim()}`);
      }
    }
    expect(refused).toEqual([]);
  }, 60_000);
});
