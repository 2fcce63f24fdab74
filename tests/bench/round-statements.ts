/**
 * SQL statements executed per bet + win round through the seamless-wallet service (the one deterministic
 * figure of the hot path, docs/architecture.md "Decisions"): every `run`/`get`/`all`/`iterate` of a
 * better-sqlite3 statement counted, transactions' BEGIN/COMMIT excluded. Prints the mean over N rounds of
 * €1 (no promotion) and the rounds that ran more than the usual count (a loyalty level crossed, a
 * jackpot drop, …). Run: `node --import tsx tests/bench/round-statements.ts [rounds]`. Not part of `npm test`.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaptchaProvider } from '../../platform/auth/captcha-provider.ts';
import { systemClock } from '../../platform/clock.ts';
import { testConfig } from '../../platform/config.ts';
import type { PlatformContext } from '../../platform/context.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { seedGames } from '../../platform/games/seed.ts';
import { jackpotBroadcaster } from '../../platform/jackpots/broadcast.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { walletBet, walletWin } from '../../platform/provider/wallet.ts';
import { Hub } from '../../platform/realtime/hub.ts';
import { benchPlayer } from './rounds.ts';

let count = 0;
const statementProto = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as Record<string, (...args: unknown[]) => unknown>;
for (const method of ['run', 'get', 'all', 'iterate']) {
  const original = statementProto[method]!;
  statementProto[method] = function counted(this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
}

const rounds = Number(process.argv[2] ?? 2_000);
const dir = mkdtempSync(join(tmpdir(), 'round-statements-'));
const file = join(dir, 'db.sqlite');
const ctx: PlatformContext = {
  config: testConfig({ databasePath: file }),
  db: openDatabase(file),
  clock: systemClock,
  publisher: new Hub({ clock: systemClock }),
  mailer: {} as Mailer,
  captcha: {} as CaptchaProvider,
  payments: null,
};
try {
  seedGames(ctx);
  ctx.db.prepare("UPDATE jackpots SET state = 'inactive'").run();
  const { token, game } = benchPlayer(ctx, 'statements@example.test');
  const perRound: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const before = count;
    const id = `r-${round}`;
    const bet = walletBet(ctx, { token, game, currency: 'EUR', round_id: id, transaction_id: `${id}:b`, amount_cents: 100 });
    if (bet.status !== 200) throw new Error(`bet refused: ${JSON.stringify(bet.body)}`);
    walletWin(ctx, { token, game, currency: 'EUR', round_id: id, transaction_id: `${id}:w`, reference_transaction_id: `${id}:b`, amount_cents: 0 });
    perRound.push(count - before);
  }
  const sorted = [...perRound].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const above = perRound.map((n, round) => [round, n] as const).filter(([, n]) => n > median);
  const mean = perRound.reduce((sum, n) => sum + n, 0) / perRound.length;
  console.log(JSON.stringify({ rounds, stakeCents: 100, meanStatements: Number(mean.toFixed(3)), median, roundsAboveMedian: above.length, above: above.slice(0, 20) }));
} finally {
  jackpotBroadcaster(ctx).stop();
  ctx.db.close();
  rmSync(dir, { recursive: true, force: true });
}
