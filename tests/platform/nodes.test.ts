/**
 * Several platform nodes on one SQLite file (issue 18; docs/operations.md "Several nodes"): real child
 * processes (tests/platform/node-child.ts, the production `buildServer` with every module and clock
 * job) on a temp file, on loopback.
 *
 * 1. Three nodes started at the same moment on a fresh file all come up; every migration is applied
 *    once and the seeds wrote exactly what one node alone writes (row counts of every table compared
 *    with a single node's fresh file).
 * 2. Two nodes with 300 ms job ticks (`JOB_TICK_MS`, leases of 900 ms): node A holds the round
 *    recovery job; lotteries end one after another while both run; A serves game rounds and is killed
 *    with SIGKILL while stakes are open. Node B takes the recovery job over within the lease plus a
 *    tick (plus the load's slack, measured and printed), finishes every round A left open (none
 *    before it was older than the recovery window), every lottery was drawn exactly once and every
 *    tournament started and finalised exactly once (`job_runs`: one row each) by whichever node held the
 *    job; a draw asked for 8 times at once on both nodes happened once.
 * 3. A default-named node (`<hostname>:<pid>`) restarted after kill -9 takes its old process's leases
 *    at once instead of waiting for them to expire.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/session.ts';
import { immediate, openDatabase, type Db } from '../../platform/db/database.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { LOCALE_CODES } from '../../platform/info/locales.ts';
import { seededTournaments } from '../../platform/competitions/seed.ts';
import { seededDefinition } from '../../platform/lotteries/seed.ts';
import { postTransfer } from '../../platform/wallet/ledger.ts';
import { ApiClient } from './harness.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';

const CHILD = fileURLToPath(new URL('./node-child.ts', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('../../platform/db/migrations/', import.meta.url));
const OPERATOR_KEY = 'nodes-test-operator-key-0123456789abcdef';
const TICK_MS = 300;
const LEASE_MS = 3 * TICK_MS;
const WINDOW_MS = 1_500;
/** What the shared 2 cores may add to a takeover (a child's event loop waiting for a core). */
const LOAD_SLACK_MS = 3_000;

const dir = mkdtempSync(join(tmpdir(), 'nodes-'));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Node {
  id: string;
  child: ChildProcess;
  /** Modules loaded (before the database is opened). */
  ready: Promise<void>;
  url: Promise<string>;
}

/** `id` null: the default node id (`<hostname>:<pid>`). */
function startNode(dbPath: string, id: string | null, env: Record<string, string> = {}): Node {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PLATFORM_DB: dbPath, NODE_ENV: 'test', CASINO_MODE: 'demo', OPERATOR_API_KEY: OPERATOR_KEY, ...env };
  if (id === null) delete childEnv.NODE_ID;
  else childEnv.NODE_ID = id;
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: childEnv,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.add(child);
  let ready!: () => void;
  let listening!: (url: string) => void;
  let failed!: (error: Error) => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  const url = new Promise<string>((resolve, reject) => {
    listening = resolve;
    failed = reject;
  });
  const timer = setTimeout(() => failed(new Error(`node ${id} did not start within 90 s`)), 90_000);
  child.once('exit', (code, signal) => {
    clearTimeout(timer);
    children.delete(child);
    failed(new Error(`node ${id} exited with ${code ?? signal}`));
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const message = JSON.parse(line) as { ready?: true; url?: string };
    if (message.ready) ready();
    if (message.url) {
      clearTimeout(timer);
      listening(message.url);
    }
  });
  url.catch(() => undefined);
  return { id: id ?? `${hostname()}:${child.pid}`, child, ready: readyPromise, url };
}

async function kill(node: Node): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGKILL');
  await exited;
}

const count = (db: Db | Database.Database, sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;

/** Every table's row count (SQLite's own and FTS shadow tables included: they must match as well). */
function rowCounts(path: string): Record<string, number> {
  const db = new Database(path, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_stat%' ORDER BY name").pluck().all() as string[];
    return Object.fromEntries(tables.map((table) => [table, count(db, `SELECT COUNT(*) FROM "${table}"`)]));
  } finally {
    db.close();
  }
}

describe('several nodes on one SQLite file', () => {
  it('three nodes started at the same moment on a fresh file all come up: each migration once, the seeds once', { timeout: 240_000 }, async () => {
    // What one node alone writes on a fresh file.
    const alone = startNode(join(dir, 'alone.sqlite'), 'alone');
    await alone.url;
    await kill(alone);

    const path = join(dir, 'three.sqlite');
    const nodes = ['node-1', 'node-2', 'node-3'].map((id) => startNode(path, id, { NODE_WAIT_GO: '1' }));
    await Promise.all(nodes.map((node) => node.ready));
    for (const node of nodes) node.child.stdin!.write('go\n');
    const urls = await Promise.all(nodes.map((node) => node.url));
    for (const url of urls) expect((await fetch(`${url}/api/info/currencies`)).status).toBe(200);
    await Promise.all(nodes.map(kill));

    const migrations = readdirSync(MIGRATIONS).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all()).toEqual(migrations);
    const seeds = db.prepare("SELECT key FROM settings WHERE key LIKE 'seed:%' ORDER BY key").pluck().all();
    db.close();
    expect(seeds.length).toBeGreaterThan(10);

    const expected = rowCounts(join(dir, 'alone.sqlite'));
    const actual = rowCounts(path);
    // The leases: each node registered the same jobs; one row per job either way.
    expect(actual).toEqual(expected);
    expect(actual.users).toBeGreaterThan(0);
    expect(actual.games).toBeGreaterThan(1_000);
    console.log(`[nodes] 3 nodes at once: ${migrations.length} migrations once, ${seeds.length} seed steps once, ${Object.keys(actual).length} tables with one node's row counts`);
  });

  it('two nodes: the job holder killed -9, the other takes the jobs over within lease + tick, recovers its stranded rounds; every lottery drawn once', { timeout: 240_000 }, async () => {
    const path = join(dir, 'two.sqlite');
    const env = { JOB_TICK_MS: String(TICK_MS), ROUND_RECOVERY_WINDOW_MS: String(WINDOW_MS) };
    const a = startNode(path, 'node-a', env);
    const urlA = await a.url;
    const db = openDatabase(path);
    const holder = (job: string) => db.prepare<[string, number], string>('SELECT holder FROM job_leases WHERE name = ? AND lease_until_ms >= ?').pluck().get(job, Date.now());
    // A alone: it took the recovery job as it began listening.
    expect(holder('provider:round-recovery')).toBe('node-a');
    const b = startNode(path, 'node-b', env);
    const urlB = await b.url;
    // Every cluster-wide job has one row; none is held by two nodes (one holder column per row).
    const jobs = db.prepare('SELECT name FROM job_leases ORDER BY name').pluck().all();
    expect(jobs).toEqual(expect.arrayContaining(['bonuses:expiry', 'competitions:lifecycle', 'lotteries:draw', 'lootboxes:expiry', 'payments:due', 'provider:round-recovery', 'telemetry:prune', 'vip:quarters']));

    // Six lotteries ending one after another over the next seconds, created on both nodes.
    const title = Object.fromEntries(LOCALE_CODES.map((code) => [code, 'Nodes draw']));
    const t0 = Date.now();
    const lotteryIds: number[] = [];
    for (let index = 0; index < 6; index++) {
      const operator = new ApiClient(index % 2 ? urlB : urlA, { Authorization: `Bearer ${OPERATOR_KEY}` });
      const created = await operator.post('/operator/api/lotteries', { slug: `nodes-${index}`, definition: seededDefinition(title, t0 - 60_000, t0 + 1_500 + index * 800) });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      lotteryIds.push((created.body as { id: number }).id);
    }

    // Two tournaments starting and ending over the next seconds (a seeded definition, new times), defined on both nodes.
    const sprint = seededTournaments(t0).find(([key]) => key === 'slots-sprint')![1];
    const tournamentIds: number[] = [];
    for (let index = 0; index < 2; index++) {
      const operator = new ApiClient(index % 2 ? urlB : urlA, { Authorization: `Bearer ${OPERATOR_KEY}` });
      const definition = { ...sprint, frontend_identifier: `nodes-sprint-${index}`, start_at: new Date(t0 + 1_000).toISOString(), end_at: new Date(t0 + 2_500 + index * 1_000).toISOString() };
      const defined = await operator.put(`/operator/api/tournaments/nodes-sprint-${index}`, definition);
      expect(defined.status, JSON.stringify(defined.body)).toBe(200);
      tournamentIds.push((defined.body as { id: number }).id);
    }

    // A draw raced on both nodes at once (the operator's "draw now", 4 calls on each): it happens once.
    const raced = await new ApiClient(urlA, { Authorization: `Bearer ${OPERATOR_KEY}` }).post('/operator/api/lotteries', { slug: 'nodes-raced', definition: seededDefinition(title, t0 - 60_000, t0 + 3_600_000) });
    expect(raced.status).toBe(200);
    const racedId = (raced.body as { id: number }).id;
    const draws = await Promise.all(
      Array.from({ length: 8 }, (_, index) => new ApiClient(index % 2 ? urlB : urlA, { Authorization: `Bearer ${OPERATOR_KEY}` }).post(`/operator/api/lotteries/${racedId}/draw`, {})),
    );
    expect(draws.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(db.prepare("SELECT COUNT(*) FROM job_runs WHERE name = 'lottery:drawn' AND occurrence = ?").pluck().get(String(racedId))).toBe(1);
    expect(db.prepare('SELECT state FROM lotteries WHERE id = ?').pluck().get(racedId)).toBe('drawn');
    const winnersSeen = draws.map((answer) => JSON.stringify((answer.body as { winners: { place: number; ticket_id: number }[] }).winners.map((w) => [w.place, w.ticket_id])));
    expect(new Set(winnersSeen).size).toBe(1);

    // Players with money and a session, playing rounds on node A (rows written like crash-recovery.test.ts does).
    const game = catalogueOf(db).games.find(
      (g) => g.currencies.has('EUR') && !g.categories.has('slots') && !g.categories.has('live') && g.raw.lines === null && g.raw.ways === null && g.provider !== 'driftwood' && g.provider !== 'kestrel' && g.provider !== 'velvet-crown' && g.provider !== 'umbra',
    );
    expect(game).toBeDefined();
    const now = new Date().toISOString();
    const players = immediate(db, () =>
      Array.from({ length: 150 }, (_, index) => {
        const email = `node${index}-${randomBytes(3).toString('hex')}@example.test`;
        const userId = Number(db.prepare("INSERT INTO users (email, password_hash, currency, created_at, confirmed_at) VALUES (?, 'x', 'EUR', ?, ?)").run(email, now, now).lastInsertRowid);
        const token = randomBytes(32).toString('base64url');
        db.prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
          userId,
          createHash('sha256').update(token).digest('hex'),
          now,
          now,
          new Date(Date.now() + 3_600_000).toISOString(),
        );
        postTransfer(db, Date.now(), { debit: { system: 'house:payments' }, credit: { userId, kind: 'real' }, amount_cents: 100_000, currency: 'EUR', kind: 'deposit', idempotencyKey: `nodes-fund:${userId}` });
        const client = new ApiClient(urlA);
        client.cookies.set(SESSION_COOKIE, token);
        return client;
      }),
    );
    const tokens = await Promise.all(
      players.map(async (player) => {
        const launch = await player.post('/api/games/launch', { identifier: game!.identifier, mode: 'real' });
        expect(launch.status, JSON.stringify(launch.body)).toBe(200);
        expect((await player.get(launch.body.url)).status).toBe(200);
        return launch.body.token as string;
      }),
    );

    // The rounds at once on A; SIGKILL to A once 10 stakes are open (or 40 rounds answered). A still holds the
    // recovery job unless the load stalled it past its lease (then B holds it already: the checks below still apply).
    const heldBefore = holder('provider:round-recovery');
    let answered = 0;
    let killing: Promise<void> | null = null;
    let killedAt = 0;
    const killA = () => {
      killedAt = Date.now();
      killing = kill(a);
    };
    const rounds = players.map((player, index) =>
      player.post('/provider/round', { token: tokens[index], stake_cents: 100, target_hundredths: 200 }).then(
        (answer) => {
          if (answer.status === 200 && ++answered === 40 && !killing) killA();
          return answer;
        },
        () => null,
      ),
    );
    const watcher = setInterval(() => {
      if (!killing && count(db, "SELECT COUNT(*) FROM provider_transactions WHERE kind = 'bet' AND settlement = 'open'") >= 10) killA();
    }, 20);
    await Promise.all(rounds).finally(() => clearInterval(watcher));
    if (!killing) killA();
    await killing;
    const exitedAt = Date.now();
    const stranded = count(db, "SELECT COUNT(*) FROM provider_rounds WHERE state = 'open'");
    const heldByA = db.prepare<[string], { holder: string; lease_until_ms: number }>('SELECT holder, lease_until_ms FROM job_leases WHERE name = ?').get('provider:round-recovery');

    // B takes the recovery job over once A's lease has expired.
    let takeoverMs = -1;
    while (Date.now() - killedAt < LEASE_MS + TICK_MS + LOAD_SLACK_MS + 5_000) {
      if (holder('provider:round-recovery') === 'node-b') {
        takeoverMs = Date.now() - killedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(takeoverMs).toBeGreaterThanOrEqual(0);
    expect(takeoverMs).toBeLessThanOrEqual(LEASE_MS + TICK_MS + LOAD_SLACK_MS);

    // B finishes every round A left open, and only once it is older than the window.
    const deadline = Date.now() + 30_000;
    const pending = () =>
      count(db, "SELECT COUNT(*) FROM provider_rounds WHERE state = 'open'") +
      count(db, `SELECT COUNT(*) FROM lotteries WHERE state = 'open' AND id IN (${lotteryIds.join(', ')})`) +
      count(db, `SELECT COUNT(*) FROM tournaments WHERE finished_at IS NULL AND id IN (${tournamentIds.join(', ')})`);
    while (pending() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count(db, "SELECT COUNT(*) FROM provider_rounds WHERE state = 'open'")).toBe(0);
    expect(count(db, "SELECT COUNT(*) FROM provider_transactions WHERE kind = 'bet' AND settlement = 'open'")).toBe(0);
    const early = db
      .prepare("SELECT round_id, created_at_ms, closed_at FROM provider_rounds WHERE closed_at IS NOT NULL AND state IN ('settled', 'rolled_back')")
      .all() as { round_id: string; created_at_ms: number; closed_at: string }[];
    // Closed after A was gone: B's recovery did it.
    const recovered = early.filter((round) => Date.parse(round.closed_at) > exitedAt);
    expect(recovered.length).toBeGreaterThanOrEqual(stranded > 0 ? 1 : 0);
    expect(recovered.filter((round) => Date.parse(round.closed_at) - round.created_at_ms < WINDOW_MS)).toEqual([]);
    expect(count(db, "SELECT COUNT(*) FROM (SELECT round_id FROM provider_transactions WHERE kind = 'bet' GROUP BY round_id HAVING COUNT(*) > 1)")).toBe(0);
    expect(count(db, "SELECT COUNT(*) FROM (SELECT round_id FROM provider_transactions WHERE kind IN ('win', 'rollback') AND outcome = 'ok' GROUP BY round_id HAVING COUNT(DISTINCT kind) > 1)")).toBe(0);
    assertLedgerConsistent({ ctx: { db } });

    // Every lottery drawn, each exactly once: one `job_runs` row, its winners written once.
    for (const id of lotteryIds) {
      expect(db.prepare('SELECT state FROM lotteries WHERE id = ?').pluck().get(id)).toBe('drawn');
      expect(db.prepare("SELECT node FROM job_runs WHERE name = 'lottery:drawn' AND occurrence = ?").pluck().all(String(id))).toHaveLength(1);
      expect(count(db, 'SELECT COUNT(*) FROM lottery_winners WHERE lottery_id = ?', id)).toBe(count(db, 'SELECT COUNT(DISTINCT place) FROM lottery_winners WHERE lottery_id = ?', id));
    }
    // Each tournament started once and finalised once.
    for (const id of tournamentIds) {
      for (const occurrence of ['tournament:started', 'tournament:finalised']) {
        expect(db.prepare('SELECT node FROM job_runs WHERE name = ? AND occurrence = ?').pluck().all(occurrence, String(id)), `${occurrence} ${id}`).toHaveLength(1);
      }
    }
    const drawnBy = db.prepare(`SELECT node, COUNT(*) AS n FROM job_runs WHERE name = 'lottery:drawn' AND occurrence IN (${lotteryIds.map((id) => `'${id}'`).join(', ')}) GROUP BY node`).all();
    console.log(
      `[nodes] A killed with ${stranded} rounds open (recovery lease held by ${heldBefore} before the rounds, by ${heldByA?.holder} at the kill until +${(heldByA?.lease_until_ms ?? killedAt) - killedAt} ms); ` +
        `B took the recovery job over after ${takeoverMs} ms (lease ${LEASE_MS} ms + tick ${TICK_MS} ms) and finished ${recovered.length} rounds; ` +
        `lotteries drawn by ${JSON.stringify(drawnBy)}`,
    );
    await kill(b);
    db.close();
  });

  it('a default-named node restarted after kill -9 takes its jobs back at once (its old process is gone), not after the lease', { timeout: 120_000 }, async () => {
    const path = join(dir, 'restart.sqlite');
    const first = startNode(path, null);
    await first.url;
    const db = openDatabase(path);
    const lease = (job: string) => db.prepare<[string], { holder: string; lease_until_ms: number }>('SELECT holder, lease_until_ms FROM job_leases WHERE name = ?').get(job);
    // The round recovery (at listen) and the telemetry prune (at start): leases of 90 s and 3 h by default.
    expect(lease('provider:round-recovery')?.holder).toBe(first.id);
    expect(lease('telemetry:prune')?.holder).toBe(first.id);
    await kill(first);
    expect(lease('provider:round-recovery')!.lease_until_ms).toBeGreaterThan(Date.now() + 30_000);
    const second = startNode(path, null);
    await second.url;
    expect(second.id).not.toBe(first.id);
    expect(lease('provider:round-recovery')?.holder).toBe(second.id);
    expect(lease('telemetry:prune')?.holder).toBe(second.id);
    await kill(second);
    db.close();
  });
});
