/**
 * Issue 11 "must show": kill -9 during 1,000 concurrent game rounds and deposits, restart, and the
 * recovery pass leaves no stake stranded (docs/api/provider.md "Round journal and recovery").
 *
 * The platform runs as a real child process (tests/platform/crash-child.ts, the production
 * `buildServer`) on a temp SQLite file, on loopback. 40 players play 1,000 rocket rounds through
 * `POST /provider/round` (the demo provider calls the wallet API over HTTP, bet then win) while
 * 200 card deposits run; the child gets SIGKILL once 300 of those requests have answered. Then:
 * stakes are stranded (open bets), the child starts again on the same file, its recovery pass
 * (window 1 s) settles or refunds every open round, and the clients resend every deposit with its
 * idempotency key. Checked in the database: 0 open rounds and 0 open bets, ledger == balances,
 * every round paid at most once and as its journalled outcome, every answer a client saw kept,
 * exactly one credit per deposit. Bounded: < 60 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/session.ts';
import { openDatabase, immediate, type Db } from '../../platform/db/database.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { postTransfer } from '../../platform/wallet/ledger.ts';
import { ApiClient } from './harness.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const WINDOW_MS = 1_000;
/** One player per round: rounds are paced per player (docs/api/provider.md "Pacing"), so 1,000 concurrent rounds need 1,000 players. */
const PLAYERS = 1_000;
const ROUNDS = 1_000;
const DEPOSITS = 200;
/** SIGKILL once this many stakes are taken and not yet settled (or this many rounds answered), whichever comes first. */
const KILL_AT_OPEN_BETS = 100;
const KILL_AFTER = 50;
const FUNDS = 1_000_000;

const dir = mkdtempSync(join(tmpdir(), 'crash-recovery-'));
const dbPath = join(dir, 'casino.sqlite');
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the platform on the temp file; resolves with its URL once it listens. */
async function start(): Promise<string> {
  const process_ = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, PLATFORM_DB: dbPath, ROUND_RECOVERY_WINDOW_MS: String(WINDOW_MS), NODE_ENV: 'test', CASINO_MODE: 'demo' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = process_;
  const lines = createInterface({ input: process_.stdout! });
  return await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the platform did not start within 20 s')), 20_000);
    process_.once('exit', (code) => reject(new Error(`the platform exited with ${code}`)));
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { url: string }).url);
    });
  });
}

async function kill(): Promise<void> {
  const process_ = child as ChildProcess;
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  process_.kill('SIGKILL');
  await exited;
  child = null;
}

/** Players with money and a signed-in session (rows written like tests/platform/harness.ts does). */
function createPlayers(db: Db, url: string): { userId: number; client: ApiClient }[] {
  const now = new Date().toISOString();
  return immediate(db, () =>
    Array.from({ length: PLAYERS }, (_, index) => {
      const email = `crash${index}-${randomBytes(3).toString('hex')}@example.test`;
      const userId = Number(
        db.prepare("INSERT INTO users (email, password_hash, currency, created_at, confirmed_at) VALUES (?, 'x', 'EUR', ?, ?)").run(email, now, now).lastInsertRowid,
      );
      const token = randomBytes(32).toString('base64url');
      db.prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
        userId,
        createHash('sha256').update(token).digest('hex'),
        now,
        now,
        new Date(Date.now() + 3_600_000).toISOString(),
      );
      postTransfer(db, Date.now(), { debit: { system: 'house:payments' }, credit: { userId, kind: 'real' }, amount_cents: FUNDS, currency: 'EUR', kind: 'deposit', idempotencyKey: `crash-fund:${userId}` });
      const client = new ApiClient(url);
      client.cookies.set(SESSION_COOKIE, token);
      return { userId, client };
    }),
  );
}

const depositBody = (index: number) => ({
  amount_cents: 1_000,
  currency: 'EUR',
  payment_method: 'visa_mastercard',
  card: { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' },
  idempotency_key: `crash-deposit-${index}`,
});

const count = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;

describe('crash recovery', () => {
  it('kill -9 during 1,000 rounds and deposits, restart: nothing stranded, nothing doubled, ledger == balances', { timeout: 60_000 }, async () => {
    const started = Date.now();
    let url = await start();
    const db = openDatabase(dbPath);
    const game = catalogueOf(db).games.find(
      (g) => g.currencies.has('EUR') && !g.categories.has('slots') && !g.categories.has('live') && g.raw.lines === null && g.raw.ways === null && g.provider !== 'driftwood' && g.provider !== 'kestrel' && g.provider !== 'velvet-crown' && g.provider !== 'umbra',
    );
    expect(game).toBeDefined();
    const players = createPlayers(db, url);
    const tokens: string[] = [];
    for (let first = 0; first < players.length; first += 50) {
      const batch = await Promise.all(
        players.slice(first, first + 50).map(async ({ client: player }) => {
          const launch = await player.post('/api/games/launch', { identifier: game!.identifier, mode: 'real' });
          expect(launch.status, JSON.stringify(launch.body)).toBe(200);
          expect((await player.get(launch.body.url)).status).toBe(200);
          return launch.body.token as string;
        }),
      );
      tokens.push(...batch);
    }

    // 1,000 rounds and 200 deposits at once; SIGKILL once 100 stakes are open (or 50 rounds played).
    let answered = 0;
    let killing: Promise<void> | null = null;
    const settle = <T extends { status: number },>(promise: Promise<T>, isRound: boolean) =>
      promise.then(
        (value) => {
          if (isRound && value.status === 200 && ++answered === KILL_AFTER && !killing) killing = kill();
          return value;
        },
        () => null,
      );
    const traffic = Array.from({ length: ROUNDS + DEPOSITS }, (_, index) => index);
    const rounds: Promise<Awaited<ReturnType<ApiClient['post']>> | null>[] = [];
    const deposits: Promise<Awaited<ReturnType<ApiClient['post']>> | null>[] = [];
    for (const index of traffic) {
      // Interleaved: one deposit after every fifth round.
      if (index % 6 === 5) {
        const n = deposits.length;
        deposits.push(settle(players[n % PLAYERS]!.client.post('/api/player/payments/deposit', depositBody(n)), false));
      } else {
        const n = rounds.length;
        rounds.push(settle(players[n % PLAYERS]!.client.post('/provider/round', { token: tokens[n % PLAYERS], stake_cents: 100, target_hundredths: 200 }), true));
      }
    }
    // Watch the database from here: kill as soon as enough stakes are in flight between bet and win.
    const watcher = setInterval(() => {
      if (!killing && count(db, "SELECT COUNT(*) FROM provider_transactions WHERE kind = 'bet' AND settlement = 'open'") >= KILL_AT_OPEN_BETS) killing = kill();
    }, 25);
    const roundAnswers = await Promise.all(rounds).finally(() => clearInterval(watcher));
    const depositAnswers = await Promise.all(deposits);
    await killing;
    expect(child).toBeNull();

    // The crash stranded stakes: bets taken whose rounds never got their win.
    const strandedBets = count(db, "SELECT COUNT(*) FROM provider_transactions WHERE kind = 'bet' AND settlement = 'open'");
    const openRoundsAtCrash = count(db, "SELECT COUNT(*) FROM provider_rounds WHERE state = 'open'");
    expect(strandedBets).toBeGreaterThan(0);
    expect(openRoundsAtCrash).toBeGreaterThanOrEqual(strandedBets);
    console.log(`[crash] killed with ${strandedBets} stakes taken and not settled, ${openRoundsAtCrash} rounds open; ${answered} rounds answered before the kill`);

    // Restart: the recovery pass runs on listen and then every second for rounds older than the window.
    url = await start();
    const deadline = Date.now() + 20_000;
    while (count(db, "SELECT COUNT(*) FROM provider_rounds WHERE state = 'open'") > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    // Clients resend every deposit with its idempotency key (an answer lost in the crash is retried).
    const resent = await Promise.all(
      Array.from({ length: DEPOSITS }, (_, index) => {
        const client = new ApiClient(url); // the restarted server listens on a new port; same session cookie
        client.cookies.set(SESSION_COOKIE, players[index % PLAYERS]!.client.cookies.get(SESSION_COOKIE)!);
        return client.post('/api/player/payments/deposit', depositBody(index));
      }),
    );
    expect(resent.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    await kill();

    // 0 open rounds older than the recovery window (none at all: nothing plays now), 0 open bets.
    expect(count(db, "SELECT COUNT(*) FROM provider_rounds WHERE state = 'open' AND created_at_ms <= ?", Date.now() - WINDOW_MS)).toBe(0);
    expect(count(db, "SELECT COUNT(*) FROM provider_rounds WHERE state = 'open'")).toBe(0);
    expect(count(db, "SELECT COUNT(*) FROM provider_transactions WHERE kind = 'bet' AND settlement = 'open'")).toBe(0);
    expect(count(db, 'SELECT COUNT(*) FROM provider_rounds WHERE token IS NOT NULL')).toBe(0); // tokens forgotten once closed

    // Ledger == balances, every account; per currency the sum is 0.
    assertLedgerConsistent({ ctx: { db } });

    // Nothing doubled: per round at most one bet, one win, one rollback transfer, never a win and a rollback.
    const perRound = db
      .prepare(
        `SELECT r.round_id, r.state, r.stake_cents, r.win_cents,
                SUM(t.kind = 'bet') AS bets, SUM(CASE WHEN t.kind = 'bet' THEN t.amount_cents ELSE 0 END) AS bet_cents,
                SUM(t.kind = 'win') AS wins, SUM(CASE WHEN t.kind = 'win' THEN t.amount_cents ELSE 0 END) AS win_cents_paid,
                SUM(t.kind = 'rollback') AS rollbacks
           FROM provider_rounds r LEFT JOIN ledger_transfers t ON t.reference = 'round:' || r.round_id
          GROUP BY r.round_id`,
      )
      .all() as { round_id: string; state: string; stake_cents: number; win_cents: number; bets: number; bet_cents: number; wins: number; win_cents_paid: number; rollbacks: number }[];
    expect(perRound.length).toBeGreaterThanOrEqual(strandedBets);
    for (const round of perRound) {
      expect(round.bets ?? 0).toBeLessThanOrEqual(1);
      expect(round.wins ?? 0).toBeLessThanOrEqual(1);
      if (round.state === 'settled') {
        expect(round.bet_cents).toBe(round.stake_cents);
        expect(round.win_cents_paid ?? 0).toBe(round.win_cents); // paid exactly its journalled outcome
        expect(round.rollbacks ?? 0).toBe(0);
      } else {
        expect(round.wins ?? 0).toBe(0); // rolled back or refused: the stake came back (or was never taken), no win
        expect(round.bets ?? 0).toBe(round.rollbacks ?? 0);
      }
    }
    // Each round is one bet and at most one win or rollback on the casino side too.
    expect(count(db, "SELECT COUNT(*) FROM (SELECT round_id FROM provider_transactions WHERE kind = 'bet' GROUP BY round_id HAVING COUNT(*) > 1)")).toBe(0);

    // Every answer a player saw before the crash stands as it was shown.
    const shown = roundAnswers.filter((answer) => answer?.status === 200).map((answer) => answer!.body as { round_id: string; win_cents: number });
    for (const answer of shown) {
      const round = perRound.find((row) => row.round_id === answer.round_id);
      expect(round).toMatchObject({ state: 'settled', win_cents: answer.win_cents });
    }

    // Deposits: exactly one credit per idempotency key, and the ones answered before the crash are among them.
    expect(count(db, "SELECT COUNT(*) FROM payments WHERE action = 'deposit' AND idempotency_key LIKE 'crash-deposit-%'")).toBe(DEPOSITS);
    expect(count(db, "SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'deposit' AND reference IN (SELECT 'payment:' || id FROM payments WHERE idempotency_key LIKE 'crash-deposit-%')")).toBe(DEPOSITS);
    expect(depositAnswers.filter((answer) => answer?.status === 201).length).toBeGreaterThan(0);

    // Each player's balance (casino ledger) = funds + deposits − settled stakes + journalled wins + jackpot drops (provider journal).
    for (const { userId } of players) {
      const played = db
        .prepare("SELECT COALESCE(SUM(stake_cents), 0) AS stakes, COALESCE(SUM(win_cents), 0) AS wins FROM provider_rounds WHERE state = 'settled' AND session_id IN (SELECT id FROM provider_sessions WHERE user_id = ?)")
        .get(userId) as { stakes: number; wins: number };
      const deposited = count(db, "SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND action = 'deposit' AND state = 'succeeded'", userId);
      const drops = count(db, 'SELECT COALESCE(SUM(amount_cents), 0) FROM jackpot_wins WHERE user_id = ?', userId);
      const balance = count(db, "SELECT balance_cents FROM ledger_accounts WHERE user_id = ? AND currency = 'EUR' AND kind = 'real'", userId);
      expect(balance).toBe(FUNDS + deposited - played.stakes + played.wins + drops);
    }
    db.close();
    expect(Date.now() - started).toBeLessThan(60_000);
    console.log(
      `crash recovery: ${perRound.length} rounds journalled, ${strandedBets} stakes stranded at the kill, ` +
        `${perRound.filter((r) => r.state === 'settled').length} settled, ${perRound.filter((r) => r.state === 'rolled_back').length} rolled back, ` +
        `${perRound.filter((r) => r.state === 'refused').length} refused; ${shown.length} round answers and ${depositAnswers.filter(Boolean).length} deposit answers before the kill; ${Date.now() - started} ms`,
    );
  });
});
