import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { countedByCurrency, inCurrency } from './counting.ts';
import { signedInMinutes } from './play-time.ts';
import { CONFIRMATION_TTL_MS, LOOSENING_DELAY_MS, SESSION_LIMIT_PERIOD, isReached, periodWindow, type MoneyLimitType } from './rules.ts';
import { isExclusion, limitAmounts, liveLimits, moneyPeriod, parsePending, settleLimits, type LimitRow } from './store.ts';

/**
 * What the rest of the platform asks of limits: may this player deposit or bet this amount now, which
 * limits are reached, and the contract's Limit shape with each account's current value.
 */

export type LimitReason = 'limit_reached' | 'self_excluded' | 'cooling_off';
/** `reality_check`: the player's reality-check limit, for the bet to tell when due (platform/limits/reality-check.ts); it never refuses. */
export type LimitVerdict = { ok: true; reality_check?: LimitRow } | { ok: false; reason: LimitReason; limit_id?: number };

export interface LimitAccount {
  currency: string;
  amount_cents: number;
  current_value_amount_cents: number;
  active_until: string;
}

/** docs/api/wallet-payments-limits.md (Contract §2.6) Limit, plus `minutes`, `active_until` and `pending` (what waits for the 24 h + confirmation). */
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

/** Each account's current value: the player's activity in every currency, in the account's (docs/api/wallet-payments-limits.md). */
function limitAccounts(ctx: PlatformContext, row: LimitRow, now: number): LimitAccount[] {
  if (row.type !== 'deposit' && row.type !== 'loss' && row.type !== 'wager') return [];
  const window = periodWindow(Date.parse(row.created_at), moneyPeriod(row), now);
  const counted = countedByCurrency(ctx.db, row.user_id, row.type as MoneyLimitType, window.start);
  return Object.entries(limitAmounts(ctx.db, row.id)).map(([currency, amount]) => ({
    currency,
    amount_cents: amount,
    current_value_amount_cents: inCurrency(counted, currency),
    active_until: iso(window.end),
  }));
}

/**
 * Minutes a session limit has counted: the player's signed-in time over all logins in the limit's
 * current 24-hour window (docs/api/wallet-payments-limits.md "Session limits").
 */
function sessionMinutes(ctx: PlatformContext, row: LimitRow, now: number): number {
  const window = periodWindow(Date.parse(row.created_at), SESSION_LIMIT_PERIOD, now);
  return signedInMinutes(ctx, row.user_id, window.start, now);
}

export function serializeLimit(ctx: PlatformContext, row: LimitRow, now: number): Limit {
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
    current_value_minutes: row.type === 'session' ? sessionMinutes(ctx, row, now) : null,
    accounts: limitAccounts(ctx, row, now),
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
  return liveLimits(ctx.db, userId).map((row) => serializeLimit(ctx, row, now));
}

/** An active time-out or self-exclusion, if any (self-exclusion reported first). */
export function exclusionOf(ctx: PlatformContext, userId: number): { reason: 'self_excluded' | 'cooling_off'; limit_id: number } | null {
  return exclusionIn(settleLimits(ctx.db, ctx.clock.now(), userId));
}

/** The self-exclusion or time-out among a player's live limits. */
function exclusionIn(rows: LimitRow[]): { reason: 'self_excluded' | 'cooling_off'; limit_id: number } | null {
  const self = rows.find((r) => r.type === 'selfexclusion');
  if (self) return { reason: 'self_excluded', limit_id: self.id };
  const cooling = rows.find((r) => r.type === 'coolingoff');
  return cooling ? { reason: 'cooling_off', limit_id: cooling.id } : null;
}

/**
 * May `userId` deposit or bet `amount_cents` now? Every applicable limit is checked, so among
 * overlapping ones the strictest decides. A bet counts against wager and loss limits (a bet may be
 * lost in full). Limits are the player's, not a wallet's: every account of a limit applies to a
 * request in any currency, converted (docs/api/wallet-payments-limits.md "Limits across
 * currencies"). Safe to call inside the caller's write transaction.
 */
export function limitCheck(ctx: PlatformContext, userId: number, request: { kind: 'deposit' | 'bet'; currency: string; amount_cents: number }): LimitVerdict {
  const now = ctx.clock.now();
  const rows = settleLimits(ctx.db, now, userId);
  const exclusion = exclusionIn(rows);
  if (exclusion) return { ok: false, ...exclusion };
  const types: MoneyLimitType[] = request.kind === 'deposit' ? ['deposit'] : ['wager', 'loss'];
  let realityCheck: LimitRow | undefined;
  for (const row of rows) {
    if (row.type === 'reality_check') {
      if (request.kind === 'bet') realityCheck = row;
      continue;
    }
    // A session limit ends play (not deposits or withdrawals) once the player's signed-in time reached it.
    if (row.type === 'session') {
      if (request.kind === 'bet' && row.minutes !== null && sessionMinutes(ctx, row, now) >= row.minutes) return { ok: false, reason: 'limit_reached', limit_id: row.id };
      continue;
    }
    if (!types.includes(row.type as MoneyLimitType)) continue;
    const window = periodWindow(Date.parse(row.created_at), moneyPeriod(row), now);
    const counted = countedByCurrency(ctx.db, userId, row.type as MoneyLimitType, window.start);
    for (const [currency, amount] of Object.entries(limitAmounts(ctx.db, row.id))) {
      const requested = convertCents(request.amount_cents, request.currency, currency);
      if (inCurrency(counted, currency) + requested > amount) return { ok: false, reason: 'limit_reached', limit_id: row.id };
    }
  }
  return realityCheck ? { ok: true, reality_check: realityCheck } : { ok: true };
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
