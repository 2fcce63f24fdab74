/** `npm run seed -- --games 10000`: (re)seeds the catalogue of the configured database. */
import { systemClock } from '../clock.ts';
import { configFromEnv } from '../config.ts';
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

const config = configFromEnv();
const db = openDatabase(config.databasePath);
const ctx = { config, db, clock: systemClock, publisher: createPublisher(config, db, systemClock), mailer: createMailer(config, db, systemClock) };
await seed(ctx);
if (games !== undefined) {
  seedGames(ctx, { games });
  repairSeededJackpots(ctx); // jackpots and seeded feed rows name games of the new catalogue (docs/api/jackpots.md "Seed")
}
console.log(`seeded ${config.databasePath}${games ? ` with ${games} games` : ''}`);
db.close();
