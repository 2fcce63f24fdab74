import { HttpError } from '../../platform/http/errors.ts';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/database.ts';

/** The ledger's global invariants, checked straight in the database (a test platform, or any database file's handle). */
export function assertLedgerConsistent(platform: { ctx: { db: Db } }): void {
  const db = platform.ctx.db;
  const drift = db
    .prepare(
      `SELECT a.id, a.balance_cents,
              COALESCE((SELECT SUM(amount_cents) FROM ledger_transfers WHERE credit_account_id = a.id), 0)
            - COALESCE((SELECT SUM(amount_cents) FROM ledger_transfers WHERE debit_account_id = a.id), 0) AS derived
         FROM ledger_accounts a`,
    )
    .all() as { id: number; balance_cents: number; derived: number }[];
  expect(drift.filter((row) => row.balance_cents !== row.derived)).toEqual([]);
  const sums = db.prepare('SELECT currency, SUM(balance_cents) AS total FROM ledger_accounts GROUP BY currency').all() as { currency: string; total: number }[];
  expect(sums.filter((row) => row.total !== 0)).toEqual([]);
  expect(db.prepare('SELECT COUNT(*) FROM ledger_accounts WHERE user_id IS NOT NULL AND balance_cents < 0').pluck().get()).toBe(0);
}

/** The HttpError a wallet call refuses with (a test fails when it does not refuse). */
export function refusal(work: () => unknown): HttpError {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
