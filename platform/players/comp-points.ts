import type { PlatformContext } from '../context.ts';
import { convertCents } from '../info/exchange-rates.ts';

/**
 * Comp (loyalty) points, earned by real-money play: one point per €10 of net wagers (bets minus
 * rolled-back bets), other currencies converted at the platform's rates. Persistent points set the
 * level; chargeable points are what the shop may spend: the earned points minus those spent
 * (`comp_point_spends`, platform/players/comp-point-spend.ts, docs/api/comp-point-spend.md), never below 0.
 */
export const EUR_CENTS_PER_POINT = 1_000;

/**
 * What the points are made of: net wagers in EUR subunits, points granted, points spent. The level
 * watch (platform/loyalty/levels.ts) needs the subunits to know how far the next level is.
 */
export function compPointsParts(ctx: PlatformContext, userId: number): { eurCents: number; granted: number; spent: number } {
  const rows = ctx.db
    .prepare<[number], { currency: string; wagered: number }>(
      `SELECT t.currency AS currency,
              SUM(CASE WHEN t.kind = 'bet' THEN t.amount_cents ELSE -t.amount_cents END) AS wagered
         FROM ledger_accounts a
         JOIN ledger_transfers t
           ON (t.kind = 'bet' AND t.debit_account_id = a.id) OR (t.kind = 'rollback' AND t.credit_account_id = a.id)
        WHERE a.user_id = ?
        GROUP BY t.currency`,
    )
    .all(userId);
  const eurCents = rows.reduce((sum, row) => sum + Math.max(0, convertCents(row.wagered, row.currency, 'EUR')), 0);
  // Points won in lootboxes (docs/api/lootboxes.md "Prizes") add to both balances; spent points leave the chargeable one.
  const granted = ctx.db.prepare<[number], number>('SELECT COALESCE(SUM(points), 0) FROM comp_point_grants WHERE user_id = ?').pluck().get(userId) ?? 0;
  const spent = ctx.db.prepare<[number], number>('SELECT COALESCE(SUM(points), 0) FROM comp_point_spends WHERE user_id = ?').pluck().get(userId) ?? 0;
  return { eurCents, granted, spent };
}

/** Persistent points of the parts: one point per `EUR_CENTS_PER_POINT` of net wagers, plus the grants. */
export const persistentOf = (parts: { eurCents: number; granted: number }) => Math.floor(parts.eurCents / EUR_CENTS_PER_POINT) + parts.granted;

export function compPointsOf(ctx: PlatformContext, userId: number): { chargeable: { points: number }; persistent: { points: number } } {
  const parts = compPointsParts(ctx, userId);
  const points = persistentOf(parts);
  return { chargeable: { points: Math.max(0, points - parts.spent) }, persistent: { points } };
}
