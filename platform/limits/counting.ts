import { iso } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { convertCents } from '../info/exchange-rates.ts';
import type { AmountsByCurrency, MoneyLimitType } from './rules.ts';

/**
 * What counts against a money limit, across every wallet of the player
 * (docs/api/wallet-payments-limits.md "Limits across currencies"): the activity is summed per
 * currency, then each currency's sum is converted once into the limit's currency at the platform's
 * rates (platform/info/exchange-rates.ts `convertCents`, no fee) — so small amounts in a coin add up
 * before rounding instead of each rounding to nothing.
 */

/**
 * Per currency, in [since, now]:
 * - deposit: gross deposits (pending, processing and succeeded, so in-flight ones cannot overrun it);
 * - wager: bets minus rolled-back bets, from the ledger;
 * - loss: bets minus wins minus rollbacks (may be negative per currency: a win in one wallet offsets a loss in another).
 */
export function countedByCurrency(db: Db, userId: number, type: MoneyLimitType, since: number): AmountsByCurrency {
  if (type === 'deposit') {
    const rows = db
      .prepare<[number, string], { currency: string; total: number }>(
        "SELECT currency, SUM(amount_cents) AS total FROM payments WHERE user_id = ? AND action = 'deposit' AND state IN ('pending', 'processing', 'succeeded') AND created_at >= ? GROUP BY currency ORDER BY currency",
      )
      .all(userId, iso(since));
    return Object.fromEntries(rows.map((r) => [r.currency, r.total]));
  }
  const sums = db
    .prepare<[number, number, string], { kind: string; currency: string; debited: number; credited: number }>(
      `SELECT t.kind, t.currency,
              COALESCE(SUM(CASE WHEN d.user_id IS NOT NULL THEN t.amount_cents END), 0) AS debited,
              COALESCE(SUM(CASE WHEN c.user_id IS NOT NULL THEN t.amount_cents END), 0) AS credited
         FROM ledger_transfers t
         JOIN ledger_accounts d ON d.id = t.debit_account_id
         JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE (d.user_id = ? OR c.user_id = ?) AND t.created_at >= ? AND t.kind IN ('bet', 'win', 'rollback')
        GROUP BY t.kind, t.currency
        ORDER BY t.kind, t.currency`,
    )
    .all(userId, userId, iso(since));
  const counted: AmountsByCurrency = {};
  for (const row of sums) {
    const signed = row.kind === 'bet' ? row.debited : row.kind === 'rollback' ? -row.credited : type === 'loss' ? -row.credited : 0;
    counted[row.currency] = (counted[row.currency] ?? 0) + signed;
  }
  return counted;
}

/** The amounts in `currency`: each currency converted once; never below 0 (a net win counts as no loss). */
export function inCurrency(amounts: AmountsByCurrency, currency: string): number {
  const total = Object.entries(amounts).reduce((sum, [code, cents]) => sum + convertCents(cents, code, currency), 0);
  return Math.max(0, total);
}
