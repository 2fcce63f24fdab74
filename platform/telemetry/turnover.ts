import type { Db } from '../db/database.ts';

/**
 * The one place VIP progress reads money tables owned by the wallet/payments area: succeeded
 * deposits (`payments`) and bets (`ledger_transfers` of kind 'bet' debited from the player's
 * accounts, minus the `rollback` transfers crediting them back) since `sinceIso`, in one currency.
 * The VIP engine and the adventure calendar (platform/adventures/calendar.ts) both read it. Those
 * tables are the wallet's and payments' (migrations 020, 021, which every start runs). No catalog
 * probe and no catch-and-continue: neither engine's catalog is portable, and on PostgreSQL a failed
 * statement aborts the caller's transaction (docs/architecture.md "Decisions", portable SQL).
 */
export interface Turnover {
  depositCents: number;
  betCents: number;
}

/** `untilIso` (exclusive) bounds a closed period (the quarter-end sweep, platform/vip/status.ts). */
export function readTurnover(db: Db, userId: number, currency: string, sinceIso: string, untilIso = '9999'): Turnover {
  const depositCents = db
    .prepare<[number, string, string, string], number>("SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND action = 'deposit' AND state = 'succeeded' AND currency = ? AND finished_at >= ? AND finished_at < ?")
    .pluck()
    .get(userId, currency, sinceIso, untilIso) ?? 0;
  // Net of rolled-back bets (docs/api/provider.md "Rollback"): a rollback's compensating `rollback`
  // transfers (house → player) leave the period they are made in, as they do comp points
  // (platform/players/comp-points.ts). Two sums, each on its own index (debit / credit account, time);
  // the floor at 0 is taken here (SQLite's two-argument max() has no PostgreSQL equivalent).
  const sums = db
    .prepare<{ user: number; currency: string; since: string; until: string }, { bets: number; rollbacks: number }>(
      `SELECT
         (SELECT COALESCE(SUM(t.amount_cents), 0) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
           WHERE a.user_id = @user AND t.kind = 'bet' AND t.currency = @currency AND t.created_at >= @since AND t.created_at < @until) AS bets,
         (SELECT COALESCE(SUM(t.amount_cents), 0) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
           WHERE a.user_id = @user AND t.kind = 'rollback' AND t.currency = @currency AND t.created_at >= @since AND t.created_at < @until) AS rollbacks`,
    )
    .get({ user: userId, currency, since: sinceIso, until: untilIso });
  return { depositCents, betCents: sums ? Math.max(0, sums.bets - sums.rollbacks) : 0 };
}
