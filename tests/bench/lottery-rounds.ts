/**
 * What lotteries cost the provider wallet's bet path (docs/api/lotteries.md "Hot path",
 * docs/architecture.md "Decisions"): bet + win rounds in process, CPU µs per round, in three states
 * interleaved (so the shared machine's load hits them alike):
 * - none: no lottery at all;
 * - other currency: a running lottery whose wager step lists only another currency (the in-memory list
 *   is filtered, no table read);
 * - applies: a running lottery with an EUR step of 10 rounds' stakes (one upsert + one count per bet,
 *   a ticket every 10th).
 * Run: `node --import tsx tests/bench/lottery-rounds.ts [rounds per slice]`. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaptchaProvider } from '../../platform/auth/captcha-provider.ts';
import { systemClock } from '../../platform/clock.ts';
import { testConfig } from '../../platform/config.ts';
import type { PlatformContext } from '../../platform/context.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { seedGames } from '../../platform/games/seed.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { launchGame, openSession } from '../../platform/provider/sessions.ts';
import { walletBet, walletWin } from '../../platform/provider/wallet.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { createLottery, forgetOpenLotteries } from '../../platform/lotteries/store.ts';
import { seededDefinition } from '../../platform/lotteries/seed.ts';
import { transfer } from '../../platform/wallet/service.ts';

const STAKE = 100;
const slice = Number(process.argv[2] ?? 2000);
const dir = mkdtempSync(join(tmpdir(), 'lottery-rounds-'));
const ctx: PlatformContext = {
  config: testConfig({ databasePath: join(dir, 'bench.sqlite') }),
  db: openDatabase(join(dir, 'bench.sqlite')),
  clock: systemClock,
  publisher: new MemoryPublisher(),
  mailer: {} as Mailer,
  captcha: {} as CaptchaProvider,
  payments: null,
};
try {
  seedGames(ctx);
  const game = catalogueOf(ctx.db).games.find((g) => g.categories.has('slots') && g.currencies.has('EUR'));
  if (!game) throw new Error('no slot in the catalogue');
  const now = new Date().toISOString();
  const userId = Number(ctx.db.prepare('INSERT INTO users (email, password_hash, nickname, currency, created_at) VALUES (?, ?, ?, ?, ?)').run('bench@example.test', 'x', 'bench', 'EUR', now).lastInsertRowid);
  transfer(ctx, { debit: { system: 'house:payments' }, credit: { userId, kind: 'real' }, amount_cents: 1_000_000_000, currency: 'EUR', kind: 'deposit', idempotencyKey: 'bench-fund' });
  const login = Number(ctx.db.prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(userId, 'bench-login', now, now, new Date(Date.now() + 3_600_000).toISOString()).lastInsertRowid);
  const launch = launchGame(ctx, { userId, loginSessionId: login, country: 'DE', restrictionCountry: 'DE', parentOrigin: 'http://localhost' }, { identifier: game.identifier, mode: 'real' });
  openSession(ctx, launch.token);

  const start = Date.now() - 60_000;
  const end = Date.now() + 86_400_000;
  const other = seededDefinition({ en: 'b', de: 'b', 'en-AU': 'b', 'en-CA': 'b', 'en-NZ': 'b', 'fr-CA': 'b', no: 'b', it: 'b', et: 'b' }, start, end);
  const other_ = createLottery(ctx, 'bench-other', { ...other, wager_step_cents: { NOK: 50_000 } });
  const applies = createLottery(ctx, 'bench-applies', { ...other, wager_step_cents: { EUR: STAKE * 10 }, max_tickets_count_to_player: null });
  const states = {
    none: () => ctx.db.prepare("UPDATE lotteries SET state = 'drawn' WHERE id IN (?, ?)").run(other_.id, applies.id),
    'other currency': () => {
      ctx.db.prepare("UPDATE lotteries SET state = 'drawn' WHERE id = ?").run(applies.id);
      ctx.db.prepare("UPDATE lotteries SET state = 'open' WHERE id = ?").run(other_.id);
    },
    applies: () => ctx.db.prepare("UPDATE lotteries SET state = 'open' WHERE id IN (?, ?)").run(other_.id, applies.id),
  };
  const cpu: Record<string, { micros: number; rounds: number }> = {};
  let round = 0;
  for (let pass = 0; pass < 5; pass++) {
    for (const [name, set] of Object.entries(states)) {
      set();
      forgetOpenLotteries(ctx.db);
      const before = process.cpuUsage();
      for (let i = 0; i < slice; i++, round++) {
        const id = `r-${round}`;
        const bet = walletBet(ctx, { token: launch.token, game: game.identifier, currency: 'EUR', round_id: id, transaction_id: `${id}:b`, amount_cents: STAKE });
        if (bet.status !== 200) throw new Error(`bet refused: ${JSON.stringify(bet.body)}`);
        walletWin(ctx, { token: launch.token, game: game.identifier, currency: 'EUR', round_id: id, transaction_id: `${id}:w`, reference_transaction_id: `${id}:b`, amount_cents: round % 4 === 0 ? STAKE * 2 : 0 });
      }
      const used = process.cpuUsage(before);
      const entry = (cpu[name] ??= { micros: 0, rounds: 0 });
      entry.micros += used.user + used.system;
      entry.rounds += slice;
    }
  }
  const base = cpu.none!.micros / cpu.none!.rounds;
  for (const [name, { micros, rounds }] of Object.entries(cpu)) {
    const per = micros / rounds;
    console.log(`${name.padEnd(15)} ${per.toFixed(1).padStart(7)} µs CPU per round  ${((per / base - 1) * 100).toFixed(1).padStart(6)} %`);
  }
  console.log(`tickets earned: ${ctx.db.prepare('SELECT COUNT(*) FROM lottery_tickets').pluck().get()}`);
} finally {
  ctx.db.close();
  rmSync(dir, { recursive: true, force: true });
}
