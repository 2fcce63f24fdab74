import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { CONFIRMATION_TTL_MS, LOOSENING_DELAY_MS, isReached, periodWindow, type MoneyLimitType } from './rules.ts';
import { isExclusion, limitAmounts, liveLimits, moneyPeriod, parsePending, settleLimits, type LimitRow } from './store.ts';

/**
 * What the rest of the platform asks of limits: may this player deposit or bet this amount now, which
 * limits are reached, and the contract's Limit shape with each account's current value.
 */

export type LimitReason = 'limit_reached' | 'self_excluded' | 'cooling_off';
export type LimitVerdict = { ok: true } | { ok: false; reason: LimitReason; limit_id?: number };

/**
 * Amount counted against a money limit in [since, now]:
 * - deposit: gross deposits (pending, processing and succeeded, so in-flight ones cannot overrun it);
 * - wager: bets minus rolled-back bets, from the ledger;
 * - loss: bets minus wins minus rollbacks, never below 0.
 */
export function countedAmount(db: Db, userId: number, type: MoneyLimitType, currency: string, since: number): number {
  if (type === 'deposit') {
    return db
      .prepare<[number, string, string], number>(
        "SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND action = 'deposit' AND currency = ? AND state IN ('pending', 'processing', 'succeeded') AND created_at >= ?",
      )
      .pluck()
      .get(userId, currency, iso(since)) as number;
  }
  const sums = db
    .prepare<[number, number, string, string], { kind: string; debited: number; credited: number }>(
      `SELECT t.kind,
              COALESCE(SUM(CASE WHEN d.user_id IS NOT NULL THEN t.amount_cents END), 0) AS debited,
              COALESCE(SUM(CASE WHEN c.user_id IS NOT NULL THEN t.amount_cents END), 0) AS credited
         FROM ledger_transfers t
         JOIN ledger_accounts d ON d.id = t.debit_account_id
         JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE (d.user_id = ? OR c.user_id = ?) AND t.currency = ? AND t.created_at >= ? AND t.kind IN ('bet', 'win', 'rollback')
        GROUP BY t.kind`,
    )
    .all(userId, userId, currency, iso(since));
  const of = (kind: string) => sums.find((s) => s.kind === kind);
  const bets = of('bet')?.debited ?? 0;
  const wins = of('win')?.credited ?? 0;
  const rollbacks = of('rollback')?.credited ?? 0;
  return type === 'wager' ? Math.max(0, bets - rollbacks) : Math.max(0, bets - wins - rollbacks);
}

export interface LimitAccount {
  currency: string;
  amount_cents: number;
  current_value_amount_cents: number;
  active_until: string;
}

/** Contract §2.6 Limit, plus `minutes`, `active_until` and `pending` (what waits for the 24 h + confirmation). */
export interface Limit {
  id: number;
  type: string;
  period: string;
  status: 'active' | 'pending';
  strategy: null;
  parent_type: null;
  created_at: string;
  disable_at: string | null;
  confirm_until: string | null;
  active_until: string | null;
  minutes: number | null;
  current_value_minutes: number | null;
  accounts: LimitAccount[];
  pending: { action: 'update' | 'remove'; accounts: { currency: string; amount_cents: number }[] | null; minutes: number | null; confirmed: boolean; applies_at: string } | null;
}

function limitAccounts(db: Db, row: LimitRow, now: number): LimitAccount[] {
  if (row.type !== 'deposit' && row.type !== 'loss' && row.type !== 'wager') return [];
  const window = periodWindow(Date.parse(row.created_at), moneyPeriod(row), now);
  return Object.entries(limitAmounts(db, row.id)).map(([currency, amount]) => ({
    currency,
    amount_cents: amount,
    current_value_amount_cents: countedAmount(db, row.user_id, row.type as MoneyLimitType, currency, window.start),
    active_until: iso(window.end),
  }));
}

/** Minutes since the player's newest live session started (what a session limit is measured against). */
function sessionMinutes(db: Db, userId: number, now: number): number {
  const started = db.prepare<[number], string>('SELECT created_at FROM sessions WHERE user_id = ? AND revoked_at IS NULL ORDER BY id DESC LIMIT 1').pluck().get(userId);
  return started ? Math.max(0, Math.floor((now - Date.parse(started)) / 60_000)) : 0;
}

export function serializeLimit(db: Db, row: LimitRow, now: number): Limit {
  const change = parsePending(row);
  const pendingSince = row.pending_since ? Date.parse(row.pending_since) : null;
  const appliesAt = pendingSince !== null ? iso(pendingSince + LOOSENING_DELAY_MS) : null;
  return {
    id: row.id,
    type: row.type,
    period: row.period,
    status: change ? 'pending' : 'active',
    strategy: null,
    parent_type: null,
    created_at: row.created_at,
    disable_at: change?.action === 'remove' ? appliesAt : isExclusion(row.type) ? row.active_until : null,
    confirm_until: pendingSince !== null && row.confirmed_at === null ? iso(pendingSince + CONFIRMATION_TTL_MS) : null,
    active_until: row.active_until,
    minutes: row.minutes,
    current_value_minutes: row.type === 'session' ? sessionMinutes(db, row.user_id, now) : null,
    accounts: limitAccounts(db, row, now),
    pending: change
      ? {
          action: change.action,
          accounts: change.action === 'update' && change.accounts ? Object.entries(change.accounts).map(([currency, amount_cents]) => ({ currency, amount_cents })) : null,
          minutes: change.action === 'update' ? (change.minutes ?? null) : null,
          confirmed: row.confirmed_at !== null,
          applies_at: appliesAt as string,
        }
      : null,
  };
}

/** The player's limits as of now (settling anything due first). */
export function limitsOf(ctx: PlatformContext, userId: number): Limit[] {
  const now = ctx.clock.now();
  settleLimits(ctx.db, now, userId);
  return liveLimits(ctx.db, userId).map((row) => serializeLimit(ctx.db, row, now));
}

/** An active time-out or self-exclusion, if any (self-exclusion reported first). */
export function exclusionOf(ctx: PlatformContext, userId: number): { reason: 'self_excluded' | 'cooling_off'; limit_id: number } | null {
  settleLimits(ctx.db, ctx.clock.now(), userId);
  const rows = liveLimits(ctx.db, userId);
  const self = rows.find((r) => r.type === 'selfexclusion');
  if (self) return { reason: 'self_excluded', limit_id: self.id };
  const cooling = rows.find((r) => r.type === 'coolingoff');
  return cooling ? { reason: 'cooling_off', limit_id: cooling.id } : null;
}

/**
 * May `userId` deposit or bet `amount_cents` now? Every applicable limit is checked, so among
 * overlapping ones the strictest decides. A bet counts against wager and loss limits (a bet may be
 * lost in full). Safe to call inside the caller's write transaction.
 */
export function limitCheck(ctx: PlatformContext, userId: number, request: { kind: 'deposit' | 'bet'; currency: string; amount_cents: number }): LimitVerdict {
  const exclusion = exclusionOf(ctx, userId);
  if (exclusion) return { ok: false, ...exclusion };
  const now = ctx.clock.now();
  const types: MoneyLimitType[] = request.kind === 'deposit' ? ['deposit'] : ['wager', 'loss'];
  for (const row of liveLimits(ctx.db, userId)) {
    // A session limit ends play (not deposits or withdrawals) once the session has lasted that long.
    if (row.type === 'session') {
      if (request.kind === 'bet' && row.minutes !== null && sessionMinutes(ctx.db, userId, now) >= row.minutes) return { ok: false, reason: 'limit_reached', limit_id: row.id };
      continue;
    }
    if (!types.includes(row.type as MoneyLimitType)) continue;
    const amount = limitAmounts(ctx.db, row.id)[request.currency];
    if (amount === undefined) continue;
    const window = periodWindow(Date.parse(row.created_at), moneyPeriod(row), now);
    const counted = countedAmount(ctx.db, userId, row.type as MoneyLimitType, request.currency, window.start);
    if (counted + request.amount_cents > amount) return { ok: false, reason: 'limit_reached', limit_id: row.id };
  }
  return { ok: true };
}

/** Limits that are reached now by the FE's rule (cooling-off always counts as reached). */
export function limitsReached(ctx: PlatformContext, userId: number): Limit[] {
  return limitsOf(ctx, userId).filter(
    (limit) =>
      limit.type === 'coolingoff' ||
      limit.type === 'selfexclusion' ||
      (limit.type === 'session' && limit.minutes !== null && (limit.current_value_minutes ?? 0) >= limit.minutes) ||
      limit.accounts.some((a) => isReached(a.amount_cents, a.current_value_amount_cents)),
  );
}
