import type { PlatformContext } from '../context.ts';
import { runAfter } from '../bonuses/publish.ts';
import { perCurrency, WELCOME_FREESPINS_GAME } from '../bonuses/seed.ts';
import { immediate } from '../db/database.ts';
import type { LootboxTemplate } from './definition.ts';
import { issueWheelSpin } from './rules.ts';
import { upsertTemplate } from './store.ts';
import { bonusTitle, freespinsTitle, pointsTitle, vipBoxTitle } from './titles.ts';
import { syncWheelTemplates } from './wheel-config.ts';

/**
 * Seeded templates (docs/api/lootboxes.md "Seed"): the wheel's (from `wheel-config` and
 * `wheel-config-segments`, wheel-config.ts) and one lootbox per VIP status (group keys `rocket_lite`,
 * `rocket_pro`, `rocket_max`, contract §5.14). Demo databases also give two demo players a wheel spin.
 */

const vipBox = (status: string, groupKey: string, spins: number, eur: number, points: number): LootboxTemplate => ({
  group_key: groupKey,
  title: vipBoxTitle(status),
  validity_days: 30,
  items: [
    { id: 1, weight: 5000, title: freespinsTitle(spins), prize: { type: 'freespins', count: spins, games: [WELCOME_FREESPINS_GAME], bet_level_cents: perCurrency(0.2), wager: 30, validity_days: 7 } },
    { id: 2, weight: 3000, title: bonusTitle(eur), prize: { type: 'bonus', amount_cents: perCurrency(eur), wager: 30, max_win_cents: perCurrency(eur * 10), validity_days: 30 } },
    { id: 3, weight: 2000, title: pointsTitle(points), prize: { type: 'points', points } },
  ],
});

export function seedLootboxes(ctx: PlatformContext): void {
  syncWheelTemplates(ctx);
  const now = new Date(ctx.clock.now()).toISOString();
  upsertTemplate(ctx.db, 'vip_silver', vipBox('Silver', 'rocket_lite', 20, 10, 100), now);
  upsertTemplate(ctx.db, 'vip_gold', vipBox('Gold', 'rocket_pro', 50, 25, 250), now);
  upsertTemplate(ctx.db, 'vip_platinum', vipBox('Platinum', 'rocket_max', 100, 50, 500), now);
  upsertTemplate(ctx.db, 'vip_diamond', vipBox('Diamond', 'rocket_max', 200, 100, 1000), now);
}

/** Demo players with a wheel spin to try (docs/demo-players.md "Wheel"). */
export const DEMO_WHEEL_PLAYERS = ['player@casino.localhost', 'tester@casino.localhost'];

export function seedDemoLootboxes(ctx: PlatformContext): void {
  for (const email of DEMO_WHEEL_PLAYERS) {
    const userId = ctx.db.prepare<[string], number>('SELECT id FROM users WHERE lower(email) = lower(?)').pluck().get(email);
    if (userId === undefined) continue;
    runAfter(immediate(ctx.db, () => issueWheelSpin(ctx, { userId, source: 'manual', idempotencyKey: `demo:${userId}:wheel`, manual: true }).after));
  }
}
