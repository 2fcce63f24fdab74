import { iso } from '../clock.ts';
import { immediate, type Db } from '../db/database.ts';
import { CONFIRMATION_TTL_MS, LOOSENING_DELAY_MS, type AmountsByCurrency, type LimitType, type MoneyPeriod } from './rules.ts';

/** Rows of user_limits and the upkeep that keeps them current with platform time. */
export interface LimitRow {
  id: number;
  user_id: number;
  type: LimitType;
  period: string;
  minutes: number | null;
  active_until: string | null;
  created_at: string;
  removed_at: string | null;
  pending_change: string | null;
  pending_since: string | null;
  confirm_token_hash: string | null;
  confirmed_at: string | null;
  /** Reality checks: when the player was last told (migration 071, platform/limits/reality-check.ts). */
  checked_at: string | null;
}

export type PendingChange = { action: 'update'; accounts?: AmountsByCurrency; minutes?: number } | { action: 'remove' };

export const isExclusion = (type: LimitType) => type === 'coolingoff' || type === 'selfexclusion';
export const moneyPeriod = (row: LimitRow) => row.period as MoneyPeriod;

/** A time-out or self-exclusion row not removed is live until its `active_until` (none: for good); it has no pending change (it cannot be loosened or removed early). */
export const exclusionLive = (activeUntil: string | null, now: number) => activeUntil === null || Date.parse(activeUntil) > now;

export function liveLimits(db: Db, userId: number): LimitRow[] {
  return db.prepare<[number], LimitRow>('SELECT * FROM user_limits WHERE user_id = ? AND removed_at IS NULL ORDER BY id').all(userId);
}

export function limitAmounts(db: Db, limitId: number): AmountsByCurrency {
  const rows = db.prepare<[number], { currency: string; amount_cents: number }>('SELECT currency, amount_cents FROM user_limit_accounts WHERE limit_id = ? ORDER BY currency').all(limitId);
  return Object.fromEntries(rows.map((r) => [r.currency, r.amount_cents]));
}

export function replaceAmounts(db: Db, limitId: number, amounts: AmountsByCurrency): void {
  db.prepare('DELETE FROM user_limit_accounts WHERE limit_id = ?').run(limitId);
  const insert = db.prepare('INSERT INTO user_limit_accounts (limit_id, currency, amount_cents) VALUES (?, ?, ?)');
  for (const [currency, amount] of Object.entries(amounts)) insert.run(limitId, currency, amount);
}

export const parsePending = (row: LimitRow): PendingChange | null => (row.pending_change ? (JSON.parse(row.pending_change) as PendingChange) : null);

export function clearPending(db: Db, limitId: number): void {
  db.prepare('UPDATE user_limits SET pending_change = NULL, pending_since = NULL, confirm_token_hash = NULL, confirmed_at = NULL WHERE id = ?').run(limitId);
}

/** Runs `work` in the caller's transaction, or in a new immediate one. */
export const inWrite = <T>(db: Db, work: () => T): T => (db.inTransaction ? work() : immediate(db, work));

/**
 * Brings a user's limits up to `now`: ends elapsed time-outs/exclusions, applies confirmed loosenings
 * whose 24 h have passed, drops unconfirmed ones past their confirmation deadline. Idempotent.
 * Returns the live rows after settling (read again only when something changed), so a caller needs
 * no second read: every bet asks (wallet throughput, docs/architecture.md "Decisions").
 */
export function settleLimits(db: Db, now: number, userId: number): LimitRow[] {
  const rows = liveLimits(db, userId);
  const due = rows.filter(
    (row) =>
      (row.active_until !== null && Date.parse(row.active_until) <= now) ||
      (row.pending_since !== null && (row.confirmed_at !== null ? Date.parse(row.pending_since) + LOOSENING_DELAY_MS <= now : Date.parse(row.pending_since) + CONFIRMATION_TTL_MS <= now)),
  );
  if (due.length === 0) return rows;
  inWrite(db, () => {
    for (const row of due) {
      if (row.active_until !== null && Date.parse(row.active_until) <= now) {
        db.prepare('UPDATE user_limits SET removed_at = ? WHERE id = ?').run(row.active_until, row.id);
        continue;
      }
      const change = parsePending(row);
      if (row.confirmed_at === null || !change) {
        clearPending(db, row.id);
        continue;
      }
      const appliedAt = iso(Date.parse(row.pending_since as string) + LOOSENING_DELAY_MS);
      if (change.action === 'remove') {
        db.prepare('UPDATE user_limits SET removed_at = ? WHERE id = ?').run(appliedAt, row.id);
      } else {
        if (change.accounts) replaceAmounts(db, row.id, change.accounts);
        if (change.minutes !== undefined) db.prepare('UPDATE user_limits SET minutes = ? WHERE id = ?').run(change.minutes, row.id);
      }
      clearPending(db, row.id);
    }
  });
  return liveLimits(db, userId);
}
