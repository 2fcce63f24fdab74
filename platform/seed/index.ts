import { seedBonuses, seedDemoBonuses } from '../bonuses/seed.ts';
import { seedCms } from '../cms/seed.ts';
import { seedQuestRewards } from '../competitions/quest-rewards-seed.ts';
import { seedDemoTournaments, seedTournaments } from '../competitions/seed.ts';
import { seedDemoLootboxes, seedLootboxes } from '../lootboxes/seed.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { seedGames } from '../games/seed.ts';
import { repairSeededJackpots, seedJackpots } from '../jackpots/seed.ts';
import { seedDemoLotteries, seedLotteries } from '../lotteries/seed.ts';
import { seedLoyalty } from '../loyalty/seed.ts';
import { hashDemoPasswords, seedPlayers } from '../players/seed.ts';
import { seedWallets } from '../wallet/seed.ts';

/**
 * Seeds a fresh database. Each area adds its step here; a step runs once per database
 * (recorded in `settings` as `seed:<name>`), so restarting never duplicates data. Demo-only steps
 * never run in production (and a database never changes mode: platform/mode.ts).
 *
 * Each step is one IMMEDIATE transaction that checks its `seed:<name>` row first and writes it last:
 * of several processes starting at once on one file, one runs the step and the others wait for its
 * commit and skip it; a process killed mid-step leaves nothing of it (docs/operations.md "Several
 * nodes"). Asynchronous work (password hashing) is `prepare`, before the transaction.
 */
interface Step {
  name: string;
  prepare?: (ctx: PlatformContext) => Promise<unknown>;
  run: (ctx: PlatformContext, prepared: unknown) => void;
  demoOnly?: true;
}

const STEPS: Step[] = [
  // Demo players (published passwords, docs/demo-players.md) and their balances: demo mode only.
  { name: 'players', prepare: hashDemoPasswords, run: (ctx, hashes) => seedPlayers(ctx, hashes as Map<string, string>), demoOnly: true },
  { name: 'wallets', run: seedWallets, demoOnly: true },
  { name: 'cms', run: seedCms },
  { name: 'games', run: (ctx) => seedGames(ctx) },
  { name: 'jackpots', run: seedJackpots },
  // Databases seeded before jackpots and the feed named catalogue games (docs/api/jackpots.md "Seed").
  { name: 'jackpots:catalogue-games', run: repairSeededJackpots },
  // The advertised offers (welcome package, weekly reload; docs/api/bonuses.md "Seed"), after the games their free spins name.
  { name: 'bonuses', run: seedBonuses },
  { name: 'bonuses:demo', run: seedDemoBonuses, demoOnly: true },
  // Tournaments and quests (docs/api/competitions.md "Seed"), after the games and campaigns their prizes name;
  // the archived ones with results among the demo players: demo mode only.
  { name: 'competitions', run: seedTournaments },
  // The quests' level rewards (docs/api/competitions.md "Quests"), once the quests exist.
  { name: 'competitions:quest-rewards', run: seedQuestRewards },
  { name: 'competitions:demo', run: seedDemoTournaments, demoOnly: true },
  // The lotteries (docs/api/lotteries.md "Seed"): prizes pay through the bonus engine, so after it; the drawn one holds the demo players' tickets.
  { name: 'lotteries', run: seedLotteries },
  { name: 'lotteries:demo', run: seedDemoLotteries, demoOnly: true },
  // Lootbox templates: the wheel's from its CMS configs, VIP boxes (docs/api/lootboxes.md "Seed").
  { name: 'lootboxes', run: seedLootboxes },
  { name: 'lootboxes:demo', run: seedDemoLootboxes, demoOnly: true },
  // The loyalty shop's rate cards (docs/api/loyalty.md "Seed"), after the games their free spins name.
  { name: 'loyalty', run: seedLoyalty },
];

export async function seed(ctx: PlatformContext): Promise<void> {
  const done = (key: string) => ctx.db.prepare('SELECT 1 FROM settings WHERE key = ?').get(key) !== undefined;
  for (const step of STEPS) {
    if (step.demoOnly && ctx.config.mode !== 'demo') continue;
    const key = `seed:${step.name}`;
    if (done(key)) continue;
    const prepared = step.prepare ? await step.prepare(ctx) : undefined;
    immediate(ctx.db, () => {
      if (done(key)) return;
      step.run(ctx, prepared);
      ctx.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(key, new Date(ctx.clock.now()).toISOString());
    });
  }
}
