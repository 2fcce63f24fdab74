/**
 * Bet + win rounds per second through the seamless-wallet service with every side effect: limits
 * check, ledger transfers, jackpot contribution (and drops credited), provider records, played
 * games, the winners feed, balance pushes. In process, on a file-backed SQLite (WAL) in a temp
 * dir, bounded in time. DESIGN.md §7 budget: ≥ 3,000 rounds/s on 2 cores.
 * Also times the same rounds over real HTTP (signed `/provider/wallet/*` calls on loopback).
 * Run: `node --import tsx tests/bench/rounds.ts [seconds]`. Not part of `npm test`.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { systemClock } from '../../platform/clock.ts';
import type { CaptchaProvider } from '../../platform/auth/captcha-provider.ts';
import { testConfig } from '../../platform/config.ts';
import type { PlatformContext } from '../../platform/context.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { seedGames } from '../../platform/games/seed.ts';
import { installErrorHandler } from '../../platform/http/errors.ts';
import { jackpotBroadcaster } from '../../platform/jackpots/broadcast.ts';
import { seedJackpots } from '../../platform/jackpots/seed.ts';
import { providerRoutes } from '../../platform/provider/routes.ts';
import { launchGame, openSession } from '../../platform/provider/sessions.ts';
import { signBody, walletSecret, SIGNATURE_HEADER } from '../../platform/provider/signature.ts';
import { walletBet, walletWin } from '../../platform/provider/wallet.ts';
import type { Publisher } from '../../platform/realtime/publisher.ts';
import { transfer } from '../../platform/wallet/service.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export interface RoundsFigures {
  layer: 'service' | 'http';
  rounds: number;
  seconds: number;
  roundsPerSecond: number;
  pushes: number;
  jackpotDrops: number;
}

class CountingPublisher implements Publisher {
  count = 0;
  publish(): void {
    this.count++;
  }
}

function setUp(dir: string) {
  const publisher = new CountingPublisher();
  const ctx: PlatformContext = {
    config: testConfig({ databasePath: join(dir, 'casino.sqlite') }),
    db: openDatabase(join(dir, 'casino.sqlite')),
    clock: systemClock,
    publisher,
    mailer: {} as Mailer,
    captcha: {} as CaptchaProvider,
    payments: null,
  };
  seedGames(ctx);
  seedJackpots(ctx);
  const game = catalogueOf(ctx.db).games.find((g) => g.categories.has('slots') && g.currencies.has('EUR'));
  if (!game) throw new Error('no slot in the catalogue');
  const now = new Date(ctx.clock.now()).toISOString();
  const userId = Number(ctx.db.prepare('INSERT INTO users (email, password_hash, nickname, currency, created_at) VALUES (?, ?, ?, ?, ?)').run('bench@example.test', 'x', 'bench', 'EUR', now).lastInsertRowid);
  transfer(ctx, { debit: { system: 'house:payments' }, credit: { userId, kind: 'real' }, amount_cents: 1_000_000_000, currency: 'EUR', kind: 'deposit', idempotencyKey: 'bench-fund' });
  // A real game session belongs to a login (docs/api/provider.md "Game sessions and the login").
  const loginSessionId = Number(
    ctx.db
      .prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(userId, 'bench-login', now, now, new Date(ctx.clock.now() + ctx.config.sessionAbsoluteMs).toISOString()).lastInsertRowid,
  );
  const launch = launchGame(ctx, { userId, loginSessionId, country: 'DE', restrictionCountry: 'DE', parentOrigin: 'http://localhost' }, { identifier: game.identifier, mode: 'real' });
  openSession(ctx, launch.token);
  return { ctx, publisher, token: launch.token, game: game.identifier };
}

/** Deterministic outcomes (not the engine): every 4th round wins 2×, every 40th 12× (a big win for the feed). */
const winFor = (round: number, stake: number) => (round % 40 === 0 ? stake * 12 : round % 4 === 0 ? stake * 2 : 0);

export async function runRoundsBench(seconds = 5): Promise<RoundsFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'rounds-bench-'));
  const { ctx, publisher, token, game } = setUp(dir);
  const drops = () => ctx.db.prepare('SELECT COUNT(*) FROM jackpot_wins WHERE user_id IS NOT NULL').pluck().get() as number;
  const figures: RoundsFigures[] = [];
  try {
    // Service layer: what the HTTP handlers call after signature and zod checks.
    const stake = 100;
    let round = 0;
    const pushesBefore = publisher.count;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    while (performance.now() < deadline) {
      for (let batch = 0; batch < 50; batch++, round++) {
        const roundId = `s-${round}`;
        const bet = walletBet(ctx, { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:b`, amount_cents: stake });
        if (bet.status !== 200) throw new Error(`bet refused: ${JSON.stringify(bet.body)}`);
        const win = walletWin(ctx, { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:w`, reference_transaction_id: `${roundId}:b`, amount_cents: winFor(round, stake) });
        if (win.status !== 200) throw new Error(`win refused: ${JSON.stringify(win.body)}`);
      }
    }
    const elapsed = (performance.now() - started) / 1000;
    figures.push({ layer: 'service', rounds: round, seconds: elapsed, roundsPerSecond: round / elapsed, pushes: publisher.count - pushesBefore, jackpotDrops: drops() });

    // HTTP layer: signed calls over loopback, 8 rounds in flight.
    const app = Fastify();
    installErrorHandler(app);
    await app.register(fastifyCookie);
    await app.register(providerRoutes(ctx));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const secret = walletSecret(ctx);
    const post = async (op: string, body: unknown) => {
      const raw = JSON.stringify(body);
      const response = await fetch(`${url}/provider/wallet/${op}`, { method: 'POST', headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) }, body: raw });
      if (response.status !== 200) throw new Error(`${op}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    let httpRounds = 0;
    const httpStarted = performance.now();
    const httpDeadline = httpStarted + Math.max(1, seconds / 2) * 1000;
    const worker = async (lane: number) => {
      for (let n = 0; performance.now() < httpDeadline; n++) {
        const roundId = `h-${lane}-${n}`;
        await post('bet', { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:b`, amount_cents: stake });
        await post('win', { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:w`, reference_transaction_id: `${roundId}:b`, amount_cents: winFor(n, stake) });
        httpRounds++;
      }
    };
    const pushesHttp = publisher.count;
    await Promise.all(Array.from({ length: 8 }, (_, lane) => worker(lane)));
    const httpElapsed = (performance.now() - httpStarted) / 1000;
    figures.push({ layer: 'http', rounds: httpRounds, seconds: httpElapsed, roundsPerSecond: httpRounds / httpElapsed, pushes: publisher.count - pushesHttp, jackpotDrops: drops() });
    await app.close();
  } finally {
    jackpotBroadcaster(ctx).stop();
    ctx.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

export function printRoundsFigures(figures: RoundsFigures[]): boolean {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  for (const f of figures) {
    console.log(`${f.layer.padEnd(8)} ${String(f.rounds).padStart(7)} rounds in ${f.seconds.toFixed(2)} s = ${f.roundsPerSecond.toFixed(0).padStart(6)} rounds/s  (pushes ${f.pushes}, jackpot drops so far ${f.jackpotDrops})`);
  }
  const service = figures.find((f) => f.layer === 'service');
  const ok = (service?.roundsPerSecond ?? 0) >= 3000;
  console.log(`service rounds/s ${service?.roundsPerSecond.toFixed(0)} — budget 3,000: ${ok ? 'OK' : 'UNDER'}`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printRoundsFigures(await runRoundsBench(Number(process.argv[2] ?? 5)));
}
