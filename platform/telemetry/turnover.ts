import type { Db } from '../db/database.ts';

/**
 * The one place VIP progress reads money tables owned by the wallet/payments area: succeeded
 * deposits (`payments`) and bets (`ledger_transfers` of kind 'bet' debited from the player's
 * accounts, minus the `rollback` transfers crediting them back) since `sinceIso`, in one currency.
 * The VIP engine and the adventure calendar (platform/adventures/calendar.ts) both read it. If those tables are absent or shaped differently,
 * the figures are 0 — VIP progress must never fail because of another area's schema.
 */
export interface Turnover {
  depositCents: number;
  betCents: number;
}

const hasColumns = (db: Db, table: string, columns: string[]): boolean => {
  const present = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((row) => row.name));
  return columns.every((column) => present.has(column));
};

/** `untilIso` (exclusive) bounds a closed period (the quarter-end sweep, platform/vip/status.ts). */
export function readTurnover(db: Db, userId: number, currency: string, sinceIso: string, untilIso = '9999'): Turnover {
  const turnover: Turnover = { depositCents: 0, betCents: 0 };
  try {
    if (hasColumns(db, 'payments', ['user_id', 'action', 'state', 'amount_cents', 'currency', 'finished_at'])) {
      turnover.depositCents = db
        .prepare<[number, string, string, string], number>("SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND action = 'deposit' AND state = 'succeeded' AND currency = ? AND finished_at >= ? AND finished_at < ?")
        .pluck()
        .get(userId, currency, sinceIso, untilIso) ?? 0;
    }
    if (hasColumns(db, 'ledger_transfers', ['debit_account_id', 'credit_account_id', 'amount_cents', 'currency', 'kind', 'created_at']) && hasColumns(db, 'ledger_accounts', ['id', 'user_id'])) {
      // Net of rolled-back bets (docs/api/provider.md "Rollback"): a rollback's compensating `rollback`
      // transfers (house → player) leave the period they are made in, as they do comp points
      // (platform/players/comp-points.ts). Two sums, each on its own index (debit / credit account, time).
      turnover.betCents = db
        .prepare<{ user: number; currency: string; since: string; until: string }, number>(
          `SELECT MAX(0,
             (SELECT COALESCE(SUM(t.amount_cents), 0) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
               WHERE a.user_id = @user AND t.kind = 'bet' AND t.currency = @currency AND t.created_at >= @since AND t.created_at < @until)
           - (SELECT COALESCE(SUM(t.amount_cents), 0) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
               WHERE a.user_id = @user AND t.kind = 'rollback' AND t.currency = @currency AND t.created_at >= @since AND t.created_at < @until))`,
        )
        .pluck()
        .get({ user: userId, currency, since: sinceIso, until: untilIso }) ?? 0;
    }
  } catch {
    return { depositCents: 0, betCents: 0 };
  }
  return turnover;
}
