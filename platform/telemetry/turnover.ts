import type { Db } from '../db/database.ts';

/**
 * The one place VIP progress reads money tables owned by the wallet/payments area: succeeded
 * deposits (`payments`) and bets (`ledger_transfers` of kind 'bet' debited from the player's
 * accounts) since `sinceIso`, in one currency. If those tables are absent or shaped differently,
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
    if (hasColumns(db, 'ledger_transfers', ['debit_account_id', 'amount_cents', 'currency', 'kind', 'created_at']) && hasColumns(db, 'ledger_accounts', ['id', 'user_id'])) {
      turnover.betCents = db
        .prepare<[number, string, string, string], number>(
          "SELECT COALESCE(SUM(t.amount_cents), 0) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id WHERE a.user_id = ? AND t.kind = 'bet' AND t.currency = ? AND t.created_at >= ? AND t.created_at < ?",
        )
        .pluck()
        .get(userId, currency, sinceIso, untilIso) ?? 0;
    }
  } catch {
    return { depositCents: 0, betCents: 0 };
  }
  return turnover;
}
