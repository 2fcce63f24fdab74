/**
 * Bet + win rounds per second through the seamless-wallet service with every side effect: limits
 * check, ledger transfers, jackpot contribution (and drops credited), provider records, played
 * games, the winners feed, balance pushes into the real socket hub. On a file-backed SQLite (WAL)
 * in a temp dir, bounded in time. Budgets (issue 17, docs/architecture.md "Decisions"): ≥ 5,000
 * rounds/s in process, ≥ 3,000 over HTTP on this 2-core machine.
 * - service: the calls the HTTP handlers make, in process, one after the other (each call its own COMMIT).
 * - grouped: the same calls from `GROUP_PLAYERS` players playing at once, each awaiting its bet before its
 *   win, through the HTTP handlers' own queue (platform/provider/wallet-queue.ts: the calls of one
 *   event-loop turn share one COMMIT), minus HTTP. The in-process budget is this figure's (real providers
 *   call concurrently, the HTTP path groups the same way: docs/api/provider.md "Throughput").
 * - http: the whole platform (`buildServer`: every hook, every module) listening on loopback, driven
 *   by tests/bench/rounds-load.mjs in a child process: keep-alive connections, bodies signed
 *   exactly as the demo provider's wallet client signs them. Also prints the server's CPU time
 *   per round, which the other engineers' load on this shared machine disturbs less than rounds/s.
 * The service layer also counts SQL statements and WAL pages per round over 200 rounds of their own
 * (`countRounds`), the figures the machine's load cannot blur.
 * Each layer runs two configurations in alternating slices (the same load drift for both): with NO
 * promotion active, and with promotions (the seeded tournaments and quests, an opt-in one joined, and
 * a bonus being wagered: docs/api/competitions.md "Hot path"); the issue 15 budget is the second
 * within 10 % of the first.
 * Run: `node --import tsx tests/bench/rounds.ts [seconds] [lanes] [layers]` (layers: `service,grouped,http`). Not part of `npm test`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fork } from 'node:child_process';
import { systemClock } from '../../platform/clock.ts';
import type { CaptchaProvider } from '../../platform/auth/captcha-provider.ts';
import { testConfig } from '../../platform/config.ts';
import type { PlatformContext } from '../../platform/context.ts';
import { holdCheckpoints } from '../../platform/db/checkpoints.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { issueBonus } from '../../platform/bonuses/issue.ts';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { confirmEntry } from '../../platform/competitions/confirm.ts';
import { watchUserGroups } from '../../platform/competitions/groups-cache.ts';
import { drainScores } from '../../platform/competitions/outbox.ts';
import { seedTournaments } from '../../platform/competitions/seed.ts';
import { allTournaments, definitionOf } from '../../platform/competitions/store.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { seedGames } from '../../platform/games/seed.ts';
import { jackpotBroadcaster } from '../../platform/jackpots/broadcast.ts';
import { seedJackpots } from '../../platform/jackpots/seed.ts';
import { launchGame, openSession } from '../../platform/provider/sessions.ts';
import { walletSecret } from '../../platform/provider/signature.ts';
import { walletBet, walletWin } from '../../platform/provider/wallet.ts';
import { walletQueue } from '../../platform/provider/wallet-queue.ts';
import { Hub } from '../../platform/realtime/hub.ts';
import { buildServer } from '../../platform/server.ts';
import { transfer } from '../../platform/wallet/service.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export interface RoundsFigures {
  layer: 'service' | 'grouped' | 'http';
  /** Tournaments, quests and a wagered bonus active for the player (false: none at all). */
  promotions: boolean;
  /** Tournament entries the rounds scored (a check that the promotions were really in play). */
  entries: number;
  rounds: number;
  seconds: number;
  roundsPerSecond: number;
  /** CPU time (user + system) of this process per round: the server's (the generator runs apart). */
  cpuMicrosPerRound: number;
  /**
   * CPU time of the server's main thread (the event loop) per round, Linux only: what bounds a
   * single-threaded server's rounds/s; the process figure also counts its other threads (the WAL
   * checkpoint worker, libuv's pool, GC helpers).
   */
  mainThreadCpuMicrosPerRound?: number;
  /** HTTP layer: the load generator's own CPU time per round (its child process, on the same 2 cores). */
  generatorCpuMicrosPerRound?: number;
  pushes: number;
  jackpotDrops: number;
  /** Load average (1 min) when the run ended: the machine is shared. */
  load: number;
  /** Service layer: SQL statements and WAL pages written per round, counted over a pass of their own (load-independent). */
  statementsPerRound?: number;
  walPagesPerRound?: number;
}

/**
 * SQL statements per round (every prepared statement's run / get / all / iterate, `exec`, and the
 * transactions' BEGIN / COMMIT / SAVEPOINT, which better-sqlite3 runs as prepared statements) and WAL
 * pages written per round (the frames the WAL holds after a truncating checkpoint), over `rounds` rounds
 * after the timed slices: the figures the other engineers' load cannot blur (docs/api/competitions.md
 * "Hot path cost").
 */
export async function countRounds(ctx: PlatformContext, plays: number, play: () => void | Promise<void>, roundsPerPlay = 1): Promise<{ statements: number; walPages: number }> {
  const proto = Object.getPrototypeOf(ctx.db.prepare('SELECT 1')) as Record<string, (...args: unknown[]) => unknown>;
  const methods = ['run', 'get', 'all', 'iterate'] as const;
  const originals = methods.map((name) => proto[name]!);
  const exec = ctx.db.exec;
  let statements = 0;
  // No automatic checkpoint while counting (it would empty the WAL midway); restored after.
  const autocheckpoint = ctx.db.pragma('wal_autocheckpoint', { simple: true }) as number;
  ctx.db.pragma('wal_autocheckpoint = 0');
  // Nor one by the worker of the grouped layer's queue (platform/db/checkpoints.ts).
  await holdCheckpoints(ctx.db, true);
  ctx.db.pragma('wal_checkpoint(TRUNCATE)');
  methods.forEach((name, index) => {
    const original = originals[index]!;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      statements++;
      return original.apply(this, args);
    };
  });
  ctx.db.exec = (sql: string) => {
    statements++;
    return exec.call(ctx.db, sql);
  };
  try {
    for (let count = 0; count < plays; count++) await play();
    // The scorer's work for these rounds counts too: what is still logged is scored now (platform/competitions/outbox.ts).
    drainScores(ctx.db);
  } finally {
    methods.forEach((name, index) => (proto[name] = originals[index]!));
    ctx.db.exec = exec;
  }
  const [{ log }] = ctx.db.pragma('wal_checkpoint(PASSIVE)') as [{ log: number }];
  ctx.db.pragma(`wal_autocheckpoint = ${autocheckpoint}`);
  await holdCheckpoints(ctx.db, false);
  const rounds = plays * roundsPerPlay;
  return { statements: statements / rounds, walPages: log / rounds };
}

/** The real socket hub (what `npm start` publishes into), counting what it is given. */
export class CountingHub extends Hub {
  count = 0;
  override publish(channel: string, data: unknown): void {
    this.count++;
    super.publish(channel, data);
  }
}

/** A funded player with an open real-money game session on a slot (also the leaderboard fan-out's player: fanout.ts). */
export function benchPlayer(ctx: PlatformContext, email: string) {
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
  return { token: launch.token, game: game.identifier, userId };
}

/**
 * The promotions of the second configuration: the seeded tournaments and quests (platform/competitions/seed.ts:
 * the slots `bet` sprint, the Copperleaf `points` race — joined —, the `spin` achievement, three quests…) and a
 * bonus being wagered (its requirement out of reach, so it stays wagered). Without them, no tournament exists.
 */
export function setPromotions(ctx: PlatformContext, userId: number, on: boolean): void {
  if (!on) {
    ctx.db.exec(
      'DELETE FROM tournament_awards; DELETE FROM tournament_entries; DELETE FROM quest_levels_reached; DELETE FROM quest_rewards; DELETE FROM tournament_versions; DELETE FROM tournaments;',
    );
    return;
  }
  if (allTournaments(ctx.db).length === 0) seedTournaments(ctx);
  for (const row of allTournaments(ctx.db)) {
    const definition = definitionOf(ctx.db, row);
    const live = Date.parse(row.start_at) <= ctx.clock.now() && ctx.clock.now() < Date.parse(row.end_at);
    if (live && definition.user_confirmation_required && definition.currencies.includes('EUR')) runAfter(confirmEntry(ctx, userId, row.id));
  }
  const bonus = issueBonus(ctx, { userId, currency: 'EUR', source: 'manual', idempotencyKey: `bench-bonus-${userId}`, amountCents: 1000, wagerRequirementCents: Number.MAX_SAFE_INTEGER, autoActivate: true });
  runAfter(bonus.after);
}

const entriesOf = (ctx: PlatformContext) => {
  drainScores(ctx.db);
  return ctx.db.prepare('SELECT COUNT(*) FROM tournament_entries WHERE games_taken > 0').pluck().get() as number;
};

/** Deterministic outcomes (not the engine): every 4th round wins 2×, every 40th 12× (a big win for the feed). */
const winFor = (round: number, stake: number) => (round % 40 === 0 ? stake * 12 : round % 4 === 0 ? stake * 2 : 0);
const drops = (ctx: PlatformContext) => ctx.db.prepare('SELECT COUNT(*) FROM jackpot_wins WHERE user_id IS NOT NULL').pluck().get() as number;
const STAKE = 100;

/** Alternating slices per configuration: the shared machine's load drifts, and both configurations see the same drift. */
const SLICES = 4;

/** The main thread's CPU time in µs (utime + stime of /proc/self/task/<pid>/stat, in clock ticks of 10 ms), or NaN off Linux. */
export function mainThreadCpuMicros(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

interface Tally {
  rounds: number;
  seconds: number;
  cpuMicros: number;
  mainCpuMicros: number;
  generatorCpuMicros: number;
  pushes: number;
}
const tally = (): Tally => ({ rounds: 0, seconds: 0, cpuMicros: 0, mainCpuMicros: 0, generatorCpuMicros: 0, pushes: 0 });

function figures(layer: RoundsFigures['layer'], promotions: boolean, t: Tally, ctx: PlatformContext): RoundsFigures {
  return {
    layer,
    promotions,
    entries: entriesOf(ctx),
    rounds: t.rounds,
    seconds: t.seconds,
    roundsPerSecond: t.rounds / t.seconds,
    cpuMicrosPerRound: t.cpuMicros / t.rounds,
    ...(Number.isFinite(t.mainCpuMicros) ? { mainThreadCpuMicrosPerRound: t.mainCpuMicros / t.rounds } : {}),
    ...(t.generatorCpuMicros > 0 ? { generatorCpuMicrosPerRound: t.generatorCpuMicros / t.rounds } : {}),
    pushes: t.pushes,
    jackpotDrops: drops(ctx),
    load: loadavg()[0]!,
  };
}

/** One bet + win round through the wallet service, as the HTTP handlers call it. */
export function playRound(setup: { ctx: PlatformContext; token: string; game: string; round: number }): void {
  const { ctx, token, game } = setup;
  const roundId = `s-${setup.round}`;
  const bet = walletBet(ctx, { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:b`, amount_cents: STAKE });
  if (bet.status !== 200) throw new Error(`bet refused: ${JSON.stringify(bet.body)}`);
  const win = walletWin(ctx, { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:w`, reference_transaction_id: `${roundId}:b`, amount_cents: winFor(setup.round, STAKE) });
  if (win.status !== 200) throw new Error(`win refused: ${JSON.stringify(win.body)}`);
  setup.round++;
}

/** A service-layer platform context on its own database file: games, jackpots, the socket hub. */
export function serviceContext(file: string, hub: CountingHub): PlatformContext {
  const ctx: PlatformContext = {
    config: testConfig({ databasePath: file }),
    db: openDatabase(file),
    clock: systemClock,
    publisher: hub,
    mailer: {} as Mailer,
    captcha: {} as CaptchaProvider,
    payments: null,
  };
  seedGames(ctx);
  seedJackpots(ctx);
  // As the server's start does (platform/competitions/lifecycle.ts `startLifecycle`).
  watchUserGroups(ctx.db);
  return ctx;
}

/** Service layer: what the HTTP handlers call after signature and zod checks; both configurations open, played in alternating slices. */
async function serviceRounds(dir: string, seconds: number): Promise<RoundsFigures[]> {
  const setups = [false, true].map((promotions) => {
    const hub = new CountingHub({ clock: systemClock });
    const file = join(dir, `service-${promotions ? 'promotions' : 'plain'}.sqlite`);
    const ctx = serviceContext(file, hub);
    const { token, game, userId } = benchPlayer(ctx, 'bench@example.test');
    setPromotions(ctx, userId, promotions);
    return { promotions, hub, ctx, token, game, round: 0, tally: tally() };
  });
  try {
    for (let slice = 0; slice < 2 * SLICES; slice++) {
      const setup = setups[slice % 2]!;
      const pushesBefore = setup.hub.count;
      const cpuBefore = process.cpuUsage();
      const mainBefore = mainThreadCpuMicros();
      const started = performance.now();
      const deadline = started + (seconds * 1000) / SLICES;
      let rounds = 0;
      while (performance.now() < deadline) {
        for (let batch = 0; batch < 50; batch++, rounds++) playRound(setup);
      }
      // The scorer's work for the slice's rounds is the slice's (platform/competitions/outbox.ts).
      drainScores(setup.ctx.db);
      const cpu = process.cpuUsage(cpuBefore);
      setup.tally.rounds += rounds;
      setup.tally.seconds += (performance.now() - started) / 1000;
      setup.tally.cpuMicros += cpu.user + cpu.system;
      setup.tally.mainCpuMicros += mainThreadCpuMicros() - mainBefore;
      setup.tally.pushes += setup.hub.count - pushesBefore;
    }
    const results: RoundsFigures[] = [];
    for (const setup of setups) {
      // 200 rounds (a quarter win, a 40th a big win), counted apart from the timed slices.
      const counted = await countRounds(setup.ctx, 200, () => playRound(setup));
      results.push({ ...figures('service', setup.promotions, setup.tally, setup.ctx), statementsPerRound: counted.statements, walPagesPerRound: counted.walPages });
    }
    return results;
  } finally {
    for (const { ctx } of setups) {
      jackpotBroadcaster(ctx).stop();
      ctx.db.close();
    }
  }
}

/** Players playing at once in the grouped layer (the HTTP generator's lanes are as many). */
const GROUP_PLAYERS = 32;

/** One bet + win round of one player through the wallet queue, as the HTTP handlers call it (routes.ts `signed`). */
async function queuedRound(together: ReturnType<typeof walletQueue>, setup: { ctx: PlatformContext; token: string; game: string; round: number }, lane: number): Promise<void> {
  const { ctx, token, game } = setup;
  const roundId = `g${lane}-${setup.round++}`;
  const bet = await together(() => walletBet(ctx, { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:b`, amount_cents: STAKE }));
  if (bet.status !== 200) throw new Error(`bet refused: ${JSON.stringify(bet.body)}`);
  const win = await together(() =>
    walletWin(ctx, { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:w`, reference_transaction_id: `${roundId}:b`, amount_cents: winFor(setup.round, STAKE) }),
  );
  if (win.status !== 200) throw new Error(`win refused: ${JSON.stringify(win.body)}`);
}

/** Grouped layer: `GROUP_PLAYERS` players at once through the wallet queue; both configurations, alternating slices. */
async function groupedRounds(dir: string, seconds: number): Promise<RoundsFigures[]> {
  const setups = [false, true].map((promotions) => {
    const hub = new CountingHub({ clock: systemClock });
    const ctx = serviceContext(join(dir, `grouped-${promotions ? 'promotions' : 'plain'}.sqlite`), hub);
    const players = Array.from({ length: GROUP_PLAYERS }, (_, lane) => {
      const { token, game, userId } = benchPlayer(ctx, `bench-${lane}@example.test`);
      return { ctx, token, game, userId, round: 0 };
    });
    setPromotions(ctx, players[0]!.userId, promotions);
    if (promotions) for (const player of players.slice(1)) setPromotions(ctx, player.userId, true);
    return { promotions, hub, ctx, players, together: walletQueue(ctx.db), tally: tally() };
  });
  // Every player one round at once: the queue groups the bets of a turn, then the wins.
  const wave = (setup: (typeof setups)[number]) => Promise.all(setup.players.map((player, lane) => queuedRound(setup.together, player, lane))).then(() => undefined);
  try {
    for (let slice = 0; slice < 2 * SLICES; slice++) {
      const setup = setups[slice % 2]!;
      const pushesBefore = setup.hub.count;
      const cpuBefore = process.cpuUsage();
      const mainBefore = mainThreadCpuMicros();
      const started = performance.now();
      const deadline = started + (seconds * 1000) / SLICES;
      let rounds = 0;
      // Each player plays on as soon as its round is answered (no wave barrier), as lanes over HTTP do.
      await Promise.all(
        setup.players.map(async (player, lane) => {
          while (performance.now() < deadline) {
            await queuedRound(setup.together, player, lane);
            rounds++;
          }
        }),
      );
      drainScores(setup.ctx.db);
      const cpu = process.cpuUsage(cpuBefore);
      setup.tally.rounds += rounds;
      setup.tally.seconds += (performance.now() - started) / 1000;
      setup.tally.cpuMicros += cpu.user + cpu.system;
      setup.tally.mainCpuMicros += mainThreadCpuMicros() - mainBefore;
      setup.tally.pushes += setup.hub.count - pushesBefore;
    }
    const results: RoundsFigures[] = [];
    for (const setup of setups) {
      // 10 waves of every player's round, counted apart from the timed slices.
      const counted = await countRounds(setup.ctx, 10, () => wave(setup), GROUP_PLAYERS);
      results.push({ ...figures('grouped', setup.promotions, setup.tally, setup.ctx), statementsPerRound: counted.statements, walPagesPerRound: counted.walPages });
    }
    return results;
  } finally {
    for (const { ctx } of setups) {
      jackpotBroadcaster(ctx).stop();
      ctx.db.close();
    }
  }
}

/** HTTP layer: the whole platform on loopback (one server per configuration), the load generator in a child process, alternating slices. */
async function httpRounds(dir: string, seconds: number, lanes: number): Promise<RoundsFigures[]> {
  const setups = [];
  for (const promotions of [false, true]) {
    const hub = new CountingHub({ clock: systemClock });
    const app = await buildServer({ config: testConfig({ databasePath: join(dir, `http-${promotions ? 'promotions' : 'plain'}.sqlite`) }), publisher: hub });
    const ctx = app.platform;
    const { token, game, userId } = benchPlayer(ctx, 'bench-http@example.test');
    setPromotions(ctx, userId, promotions);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    setups.push({ promotions, hub, app, ctx, token, game, port: address.port, tally: tally() });
  }
  try {
    for (let slice = 0; slice < 2 * SLICES; slice++) {
      const setup = setups[slice % 2]!;
      const pushesBefore = setup.hub.count;
      const cpuBefore = process.cpuUsage();
      const mainBefore = mainThreadCpuMicros();
      const generator = fork(fileURLToPath(new URL('./rounds-load.mjs', import.meta.url)), [
        JSON.stringify({ port: setup.port, host: '127.0.0.1', secret: walletSecret(setup.ctx), token: setup.token, game: setup.game, stake: STAKE, lanes, seconds: seconds / SLICES, prefix: `h${slice}` }),
      ]);
      const result = await new Promise<{ rounds: number; seconds: number; cpuMicros: number }>((resolve, reject) => {
        generator.once('message', (message) => resolve(message as { rounds: number; seconds: number; cpuMicros: number }));
        generator.once('error', reject);
        generator.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
      });
      const cpu = process.cpuUsage(cpuBefore);
      generator.kill();
      setup.tally.rounds += result.rounds;
      setup.tally.seconds += result.seconds;
      setup.tally.cpuMicros += cpu.user + cpu.system;
      setup.tally.mainCpuMicros += mainThreadCpuMicros() - mainBefore;
      setup.tally.generatorCpuMicros += result.cpuMicros;
      setup.tally.pushes += setup.hub.count - pushesBefore;
    }
    return setups.map((setup) => figures('http', setup.promotions, setup.tally, setup.ctx));
  } finally {
    for (const { app } of setups) await app.close();
  }
}

export async function runRoundsBench(
  seconds = 5,
  { lanes = GROUP_PLAYERS, layers = ['service', 'grouped', 'http'] }: { lanes?: number; layers?: RoundsFigures['layer'][] } = {},
): Promise<RoundsFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'rounds-bench-'));
  try {
    const figures: RoundsFigures[] = [];
    if (layers.includes('service')) figures.push(...(await serviceRounds(dir, seconds)));
    if (layers.includes('grouped')) figures.push(...(await groupedRounds(dir, seconds)));
    if (layers.includes('http')) figures.push(...(await httpRounds(dir, seconds, lanes)));
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The in-process budget is the grouped figure's: providers call concurrently and the HTTP handlers
 * group their calls (docs/api/provider.md "Throughput"); the sequential figure, one COMMIT per call,
 * is printed beside it without a budget (a single caller waiting for each answer).
 */
const BUDGETS: Record<RoundsFigures['layer'], number | null> = { service: null, grouped: 5000, http: 3000 };
/** Issue 15: rounds/s with promotions active within 10 % of the figure without. */
const PROMOTIONS_SLOWDOWN = 0.1;

export function printRoundsFigures(figures: RoundsFigures[]): boolean {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} on ${availableParallelism()} cores (shared machine)`);
  let ok = true;
  for (const f of figures) {
    const budget = BUDGETS[f.layer];
    const pass = budget === null || f.roundsPerSecond >= budget;
    ok &&= pass;
    const plain = f.promotions ? figures.find((other) => other.layer === f.layer && !other.promotions) : undefined;
    const versus = plain
      ? `; ${(((f.roundsPerSecond - plain.roundsPerSecond) / plain.roundsPerSecond) * 100).toFixed(1)} % vs none (budget −${PROMOTIONS_SLOWDOWN * 100} %: ${f.roundsPerSecond >= plain.roundsPerSecond * (1 - PROMOTIONS_SLOWDOWN) ? 'OK' : 'UNDER'}; CPU ${(((f.cpuMicrosPerRound - plain.cpuMicrosPerRound) / plain.cpuMicrosPerRound) * 100).toFixed(1)} %)`
      : '';
    if (plain) ok &&= f.roundsPerSecond >= plain.roundsPerSecond * (1 - PROMOTIONS_SLOWDOWN);
    console.log(
      `${f.layer.padEnd(8)} ${(f.promotions ? `promotions (${f.entries} entries)` : 'no promotions').padEnd(26)} ${String(f.rounds).padStart(7)} rounds in ${f.seconds.toFixed(2)} s = ${f.roundsPerSecond.toFixed(0).padStart(6)} rounds/s` +
        `  ${budget === null ? 'no budget (sequential)' : `budget ${budget}: ${pass ? 'OK' : 'UNDER'}`}${versus}  (server CPU ${f.cpuMicrosPerRound.toFixed(0)} µs/round${f.mainThreadCpuMicrosPerRound === undefined ? '' : ` (main thread ${f.mainThreadCpuMicrosPerRound.toFixed(0)})`}${f.generatorCpuMicrosPerRound === undefined ? '' : `, load generator ${f.generatorCpuMicrosPerRound.toFixed(0)} µs/round`}; load ${f.load.toFixed(2)}; pushes ${f.pushes}, jackpot drops so far ${f.jackpotDrops}` +
        `${f.statementsPerRound === undefined ? '' : `; ${f.statementsPerRound.toFixed(2)} SQL statements and ${(f.walPagesPerRound ?? 0).toFixed(2)} WAL pages per round`})`,
    );
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `[seconds] [lanes] [layers]`, e.g. `10 32 http` or `5 32 service,grouped`.
  const layers = (process.argv[4] ?? 'service,grouped,http').split(',') as RoundsFigures['layer'][];
  printRoundsFigures(await runRoundsBench(Number(process.argv[2] ?? 5), { lanes: Number(process.argv[3] ?? 32), layers }));
}
