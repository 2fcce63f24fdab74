/**
 * Bet + win rounds per second through the seamless-wallet service with every side effect: limits
 * check, ledger transfers, jackpot contribution (and drops credited), provider records, played
 * games, the winners feed, balance pushes into the real socket hub. On a file-backed SQLite (WAL)
 * in a temp dir, bounded in time. Budgets (issue 17, docs/architecture.md "Decisions"): ≥ 5,000
 * rounds/s in process, ≥ 3,000 over HTTP on this 2-core machine.
 * - service: the calls the HTTP handlers make, in process.
 * - http: the whole platform (`buildServer`: every hook, every module) listening on loopback, driven
 *   by tests/bench/rounds-load.mjs in a child process: keep-alive connections, bodies signed
 *   exactly as the demo provider's wallet client signs them. Also prints the server's CPU time
 *   per round, which the other engineers' load on this shared machine disturbs less than rounds/s.
 * Run: `node --import tsx tests/bench/rounds.ts [seconds]`. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fork } from 'node:child_process';
import { systemClock } from '../../platform/clock.ts';
import type { CaptchaProvider } from '../../platform/auth/captcha-provider.ts';
import { testConfig } from '../../platform/config.ts';
import type { PlatformContext } from '../../platform/context.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { seedGames } from '../../platform/games/seed.ts';
import { jackpotBroadcaster } from '../../platform/jackpots/broadcast.ts';
import { seedJackpots } from '../../platform/jackpots/seed.ts';
import { launchGame, openSession } from '../../platform/provider/sessions.ts';
import { walletSecret } from '../../platform/provider/signature.ts';
import { walletBet, walletWin } from '../../platform/provider/wallet.ts';
import { Hub } from '../../platform/realtime/hub.ts';
import { buildServer } from '../../platform/server.ts';
import { transfer } from '../../platform/wallet/service.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export interface RoundsFigures {
  layer: 'service' | 'http';
  rounds: number;
  seconds: number;
  roundsPerSecond: number;
  /** CPU time (user + system) of this process per round: the server's (the generator runs apart). */
  cpuMicrosPerRound: number;
  pushes: number;
  jackpotDrops: number;
  /** Load average (1 min) when the run ended: the machine is shared. */
  load: number;
}

/** The real socket hub (what `npm start` publishes into), counting what it is given. */
class CountingHub extends Hub {
  count = 0;
  override publish(channel: string, data: unknown): void {
    this.count++;
    super.publish(channel, data);
  }
}

/** A funded player with an open real-money game session on a slot. */
function player(ctx: PlatformContext, email: string) {
  const game = catalogueOf(ctx.db).games.find((g) => g.categories.has('slots') && g.currencies.has('EUR'));
  if (!game) throw new Error('no slot in the catalogue');
  const now = new Date(ctx.clock.now()).toISOString();
  const userId = Number(ctx.db.prepare('INSERT INTO users (email, password_hash, nickname, currency, created_at) VALUES (?, ?, ?, ?, ?)').run(email, 'x', 'bench', 'EUR', now).lastInsertRowid);
  transfer(ctx, { debit: { system: 'house:payments' }, credit: { userId, kind: 'real' }, amount_cents: 1_000_000_000, currency: 'EUR', kind: 'deposit', idempotencyKey: `bench-fund-${userId}` });
  // A real game session belongs to a login (docs/api/provider.md "Game sessions and the login").
  const loginSessionId = Number(
    ctx.db
      .prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(userId, `bench-login-${userId}`, now, now, new Date(ctx.clock.now() + ctx.config.sessionAbsoluteMs).toISOString()).lastInsertRowid,
  );
  const launch = launchGame(ctx, { userId, loginSessionId, country: 'DE', restrictionCountry: 'DE', parentOrigin: 'http://localhost' }, { identifier: game.identifier, mode: 'real' });
  openSession(ctx, launch.token);
  return { token: launch.token, game: game.identifier };
}

/** Deterministic outcomes (not the engine): every 4th round wins 2×, every 40th 12× (a big win for the feed). */
const winFor = (round: number, stake: number) => (round % 40 === 0 ? stake * 12 : round % 4 === 0 ? stake * 2 : 0);
const drops = (ctx: PlatformContext) => ctx.db.prepare('SELECT COUNT(*) FROM jackpot_wins WHERE user_id IS NOT NULL').pluck().get() as number;
const STAKE = 100;

/** Service layer: what the HTTP handlers call after signature and zod checks. */
function serviceRounds(dir: string, seconds: number): RoundsFigures {
  const hub = new CountingHub({ clock: systemClock });
  const ctx: PlatformContext = {
    config: testConfig({ databasePath: join(dir, 'service.sqlite') }),
    db: openDatabase(join(dir, 'service.sqlite')),
    clock: systemClock,
    publisher: hub,
    mailer: {} as Mailer,
    captcha: {} as CaptchaProvider,
    payments: null,
  };
  try {
    seedGames(ctx);
    seedJackpots(ctx);
    const { token, game } = player(ctx, 'bench@example.test');
    let round = 0;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    while (performance.now() < deadline) {
      for (let batch = 0; batch < 50; batch++, round++) {
        const roundId = `s-${round}`;
        const bet = walletBet(ctx, { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:b`, amount_cents: STAKE });
        if (bet.status !== 200) throw new Error(`bet refused: ${JSON.stringify(bet.body)}`);
        const win = walletWin(ctx, { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:w`, reference_transaction_id: `${roundId}:b`, amount_cents: winFor(round, STAKE) });
        if (win.status !== 200) throw new Error(`win refused: ${JSON.stringify(win.body)}`);
      }
    }
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    return {
      layer: 'service',
      rounds: round,
      seconds: elapsed,
      roundsPerSecond: round / elapsed,
      cpuMicrosPerRound: (cpu.user + cpu.system) / round,
      pushes: hub.count,
      jackpotDrops: drops(ctx),
      load: loadavg()[0]!,
    };
  } finally {
    jackpotBroadcaster(ctx).stop();
    ctx.db.close();
  }
}

/** HTTP layer: the whole platform on loopback, the load generator in a child process. */
async function httpRounds(dir: string, seconds: number, lanes: number): Promise<RoundsFigures> {
  const hub = new CountingHub({ clock: systemClock });
  const app = await buildServer({ config: testConfig({ databasePath: join(dir, 'http.sqlite') }), publisher: hub });
  try {
    const ctx = app.platform;
    const { token, game } = player(ctx, 'bench-http@example.test');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const pushesBefore = hub.count;
    const cpuBefore = process.cpuUsage();
    const generator = fork(fileURLToPath(new URL('./rounds-load.mjs', import.meta.url)), [
      JSON.stringify({ port: address.port, host: '127.0.0.1', secret: walletSecret(ctx), token, game, stake: STAKE, lanes, seconds, prefix: 'h' }),
    ]);
    const result = await new Promise<{ rounds: number; seconds: number }>((resolve, reject) => {
      generator.once('message', (message) => resolve(message as { rounds: number; seconds: number }));
      generator.once('error', reject);
      generator.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    });
    const cpu = process.cpuUsage(cpuBefore);
    generator.kill();
    return {
      layer: 'http',
      rounds: result.rounds,
      seconds: result.seconds,
      roundsPerSecond: result.rounds / result.seconds,
      cpuMicrosPerRound: (cpu.user + cpu.system) / result.rounds,
      pushes: hub.count - pushesBefore,
      jackpotDrops: drops(ctx),
      load: loadavg()[0]!,
    };
  } finally {
    await app.close();
  }
}

export async function runRoundsBench(
  seconds = 5,
  { lanes = 32, layers = ['service', 'http'] }: { lanes?: number; layers?: RoundsFigures['layer'][] } = {},
): Promise<RoundsFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'rounds-bench-'));
  try {
    const figures: RoundsFigures[] = [];
    if (layers.includes('service')) figures.push(serviceRounds(dir, seconds));
    if (layers.includes('http')) figures.push(await httpRounds(dir, seconds, lanes));
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const BUDGETS = { service: 5000, http: 3000 } as const;

export function printRoundsFigures(figures: RoundsFigures[]): boolean {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} on ${availableParallelism()} cores (shared machine)`);
  let ok = true;
  for (const f of figures) {
    const pass = f.roundsPerSecond >= BUDGETS[f.layer];
    ok &&= pass;
    console.log(
      `${f.layer.padEnd(8)} ${String(f.rounds).padStart(7)} rounds in ${f.seconds.toFixed(2)} s = ${f.roundsPerSecond.toFixed(0).padStart(6)} rounds/s` +
        `  budget ${BUDGETS[f.layer]}: ${pass ? 'OK' : 'UNDER'}  (server CPU ${f.cpuMicrosPerRound.toFixed(0)} µs/round; load ${f.load.toFixed(2)}; pushes ${f.pushes}, jackpot drops so far ${f.jackpotDrops})`,
    );
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printRoundsFigures(await runRoundsBench(Number(process.argv[2] ?? 5), { lanes: Number(process.argv[3] ?? 32) }));
}
