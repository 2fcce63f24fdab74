import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, packDefinition } from './freespins-helpers.ts';

/**
 * `npm run operator -- …` (scripts/operator.ts, docs/operations.md "Bonus operator API") against a
 * running platform: the real server as a child process (tests/platform/crash-child.ts) on a temp
 * SQLite file and a free port, started with CASINO_OPERATOR_TOKEN; the CLI as a child process too.
 */
const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const CLI = fileURLToPath(new URL('../../scripts/operator.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'operator-cli-'));
const dbPath = join(dir, 'casino.sqlite');
let server: ChildProcess | null = null;
let url = '';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { env: { ...process.env, CASINO_URL: url, CASINO_OPERATOR_TOKEN: OPERATOR_TOKEN, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, PLATFORM_DB: dbPath, NODE_ENV: 'test', CASINO_MODE: 'demo', CASINO_OPERATOR_TOKEN: OPERATOR_TOKEN },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  const lines = createInterface({ input: child.stdout! });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the platform did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the platform exited with ${code}`)));
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { url: string }).url);
    });
  });
}, 40_000);

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run operator', () => {
  it('defines a campaign, lists it, gifts it to a player and shows the player’s packs', async () => {
    const db = new Database(dbPath, { readonly: true });
    const player = db.prepare("SELECT id FROM users WHERE email = 'player@casino.localhost'").pluck().get() as number;
    const game = db.prepare("SELECT identifier FROM games WHERE identifier LIKE '%/%' ORDER BY id LIMIT 1").pluck().get() as string;
    db.close();
    const file = join(dir, 'pack.json');
    writeFileSync(file, JSON.stringify(packDefinition({ games: [game], count: 10 })));

    const defined = await cli(['campaigns', 'define', 'cli-pack', file]);
    expect(defined.stderr).toBe('');
    expect(JSON.parse(defined.stdout)).toMatchObject({ key: 'cli-pack', version: 1 });
    const listed = await cli(['campaigns', 'list']);
    expect(JSON.parse(listed.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'cli-pack', kind: 'freespins', active: true })]));

    const gift = await cli(['gift', 'cli-pack', '--user', String(player), '--key', 'cli-gift-1']);
    expect(gift.code).toBe(0);
    const answer = JSON.parse(gift.stdout);
    expect(answer).toMatchObject({ campaign: 'cli-pack', issued: 1, results: [{ user_id: player, freespins_id: expect.any(Number) }] });
    expect(JSON.parse((await cli(['gift', 'cli-pack', '--user', String(player), '--key', 'cli-gift-1'])).stdout)).toEqual(answer);

    const bonuses = JSON.parse((await cli(['bonuses', '--user', String(player)])).stdout);
    expect(bonuses.freespins).toEqual([expect.objectContaining({ id: answer.results[0].freespins_id, stage: 'issued', freespins_total: 10 })]);
  }, 120_000);

  it('says clearly what went wrong', async () => {
    const wrong = await cli(['campaigns', 'list'], { CASINO_OPERATOR_TOKEN: 'not-the-token' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('401: the server refused CASINO_OPERATOR_TOKEN');
    const missing = await cli(['campaigns', 'list'], { CASINO_OPERATOR_TOKEN: '' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('CASINO_OPERATOR_TOKEN is not set');
    const unreachable = await cli(['campaigns', 'list'], { CASINO_URL: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('cannot reach http://127.0.0.1:9');
    const unknown = await cli(['gift', 'no-such-campaign', '--user', '1']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('404: No such campaign');
    const usage = await cli(['gift', 'cli-pack']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('gift needs either --user <id> (repeatable) or --group <id>');
  }, 120_000);
});
