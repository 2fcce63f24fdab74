/** `npm run seed -- --games 10000`: (re)seeds the catalogue of the configured database. */
import { systemClock } from '../clock.ts';
import { createCaptchaProvider } from '../auth/captcha-provider.ts';
import { configFromEnv } from '../config.ts';
import { assertStartable, checkDatabaseMode, StartupRefused } from '../mode.ts';
import { hasDemoPlayers } from '../players/seed.ts';
import { openDatabase } from '../db/database.ts';
import { seedGames } from '../games/seed.ts';
import { repairSeededJackpots } from '../jackpots/seed.ts';
import { createMailer } from '../mail/index.ts';
import { createPublisher } from '../realtime/index.ts';
import { seed } from './index.ts';

const args = process.argv.slice(2);
const gamesFlag = args.indexOf('--games');
const games = gamesFlag >= 0 ? Number(args[gamesFlag + 1]) : undefined;
if (games !== undefined && !(Number.isInteger(games) && games > 0)) {
  console.error('--games needs a positive whole number');
  process.exit(2);
}

// Like `npm start` (scripts/start.mjs): a local database is a demo one unless told otherwise.
const config = configFromEnv({ ...(process.env.NODE_ENV === 'production' ? {} : { CASINO_MODE: 'demo' }), ...process.env });
let db: ReturnType<typeof openDatabase>;
try {
  // The same refusals as a server start: demo data only into a demo database (platform/mode.ts).
  assertStartable(config);
  db = openDatabase(config.databasePath);
  checkDatabaseMode(db, config.mode, () => hasDemoPlayers(db));
} catch (error) {
  console.error(error instanceof StartupRefused ? error.message : error);
  process.exit(1);
}
const ctx = {
  config,
  db,
  clock: systemClock,
  publisher: createPublisher(config, db, systemClock),
  mailer: createMailer(config, db, systemClock),
  captcha: createCaptchaProvider({ config, db, clock: systemClock }),
  payments: null, // seeding takes no payments (platform/payments/provider.ts)
};
await seed(ctx);
if (games !== undefined) {
  seedGames(ctx, { games });
  repairSeededJackpots(ctx); // jackpots and seeded feed rows name games of the new catalogue (docs/api/jackpots.md "Seed")
}
console.log(`seeded ${config.databasePath}${games ? ` with ${games} games` : ''}`);
db.close();
