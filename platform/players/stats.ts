import type { PlatformContext } from '../context.ts';

export interface PlayerStats {
  deposits_count: number;
  deposits_sum: Record<string, number>;
  cashouts_sum: Record<string, number>;
  bets_sum: Record<string, number>;
  messages: { notice: string };
}

/**
 * Succeeded payments per action and currency, in subunits. The payments table belongs to the
 * wallet area (migration 021, which every start runs); this is the only place players read it.
 * Ordered by currency then action: a total order, the same on SQLite and PostgreSQL (docs/architecture.md
 * "Decisions", portable SQL).
 */
function succeededPayments(ctx: PlatformContext, userId: number): { action: string; currency: string; count: number; total: number }[] {
  return ctx.db
    .prepare<[number], { action: string; currency: string; count: number; total: number }>(
      `SELECT action, currency, COUNT(*) AS count, SUM(amount_cents) AS total FROM payments
        WHERE user_id = ? AND state = 'succeeded' GROUP BY action, currency ORDER BY currency, action`,
    )
    .all(userId);
}

/** GET /api/player/stats. Bet sums are not tracked per player yet: `bets_sum` stays empty. */
export function playerStats(ctx: PlatformContext, userId: number): PlayerStats {
  const stats: PlayerStats = { deposits_count: 0, deposits_sum: {}, cashouts_sum: {}, bets_sum: {}, messages: { notice: '' } };
  for (const row of succeededPayments(ctx, userId)) {
    if (row.action === 'deposit') {
      stats.deposits_count += row.count;
      stats.deposits_sum[row.currency] = row.total;
    } else if (row.action === 'cashout') stats.cashouts_sum[row.currency] = row.total;
  }
  return stats;
}
