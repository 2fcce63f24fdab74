import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './auth-helpers.ts';
import { deposit } from './bonuses-setup.ts';
import { OPERATOR_KEY, packDefinition } from './freespins-helpers.ts';
import { ApiClient } from './harness.ts';

/**
 * `npm run operator -- …` (scripts/operator.ts, docs/operations.md "Operator API") against a
 * running platform: the real server as a child process (tests/platform/crash-child.ts) on a temp
 * SQLite file and a free port, started with OPERATOR_API_KEY; the CLI as a child process too.
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
      { env: { ...process.env, CASINO_URL: url, OPERATOR_API_KEY: OPERATOR_KEY, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, PLATFORM_DB: dbPath, NODE_ENV: 'test', CASINO_MODE: 'demo', OPERATOR_API_KEY: OPERATOR_KEY },
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

  it('prints the affiliate report as a table (docs/api/affiliates.md "Report")', async () => {
    const stag = `cli_${Date.now().toString(36)}`;
    const browser = new ApiClient(url);
    expect((await browser.post('/log_utm_set', { utmMetrics: { utm_source: 'cli' }, stag })).status).toBe(204);
    browser.cookies.set('stag', stag);
    expect((await browser.post('/api/users', registration())).status).toBe(201);
    expect((await deposit(browser, 1_234)).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const report = await cli(['affiliates', 'report', '--from', today, '--to', today, '--stag', stag]);
    expect(report.stderr).toBe('');
    const lines = report.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^affiliates from \d{4}-\d\d-\d\dT00:00:00\.000Z to \d{4}-\d\d-\d\dT00:00:00\.000Z \(end excluded\)$/);
    expect(lines[1]!.split(/\s{2,}/)).toEqual(['stag', 'clicks', 'registrations', 'currency', 'first deposits', 'first deposit amount', 'deposits', 'deposit amount', 'NGR']);
    expect(lines[3]!.split(/\s+/).slice(0, 8)).toEqual([stag, '1', '1', 'EUR', '1', '12.34', '1', '12.34']);
    const json = JSON.parse((await cli(['affiliates', 'report', '--from', today, '--to', today, '--stag', stag, '--json'])).stdout);
    expect(json.stags).toEqual([expect.objectContaining({ stag, clicks: 1, registrations: 1, first_deposits: 1, deposits: 1 })]);
    const usage = await cli(['affiliates', 'report', '--from', today]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('affiliates report needs --from <day> --to <day>');
  }, 120_000);

  it('says clearly what went wrong', async () => {
    const wrong = await cli(['campaigns', 'list'], { OPERATOR_API_KEY: 'not-the-key-but-long-enough-0123456789' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('401: the server refused OPERATOR_API_KEY');
    const missing = await cli(['campaigns', 'list'], { OPERATOR_API_KEY: '' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('OPERATOR_API_KEY is not set');
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
