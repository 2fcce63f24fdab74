/**
 * The pure rules of responsible-gaming limits (docs/product/limits-and-responsible-gaming.md#limit, regulation anchors §3): period lengths, the window a
 * money limit is counted in, and how a change splits into "tighten now" and "loosen later".
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number];
export const LIMIT_TYPES = [...MONEY_LIMIT_TYPES, 'session', 'reality_check', 'coolingoff', 'selfexclusion'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** Counting periods of money limits (UKGC RTS 12: 24 h, 7 days, one month = 30 days here). */
export const MONEY_PERIODS = { day: DAY, week: 7 * DAY, month: 30 * DAY } as const;
export type MoneyPeriod = keyof typeof MONEY_PERIODS;

/**
 * A session limit counts the player's signed-in time over every login in 24-hour windows from the
 * limit's creation (docs/api/wallet-payments-limits.md "Session limits"): signing out and in again
 * does not restart it.
 */
export const SESSION_LIMIT_PERIOD: MoneyPeriod = 'day';

/** Time-outs: 24 h up to 6 weeks. */
export const COOLING_OFF_PERIODS = { day: DAY, week: 7 * DAY, month: 30 * DAY, six_weeks: 42 * DAY } as const;
/** Self-exclusion: at least 6 months, or indefinite (null). */
export const SELF_EXCLUSION_PERIODS = { six_months: 183 * DAY, year: 365 * DAY, five_years: 5 * 365 * DAY, indefinite: null } as const;

/** A loosening waits at least this long (and for the mailed confirmation). */
export const LOOSENING_DELAY_MS = 24 * HOUR;
/** An unconfirmed loosening lapses after this long. */
export const CONFIRMATION_TTL_MS = 7 * DAY;

/**
 * Windows repeat from the limit's creation: [created + k·len, created + (k+1)·len). Anchoring to the
 * limit (not the calendar) gives every account an exact `active_until` (when the count restarts).
 */
export function periodWindow(createdAt: number, period: MoneyPeriod, now: number): { start: number; end: number } {
  const length = MONEY_PERIODS[period];
  const k = Math.max(0, Math.floor((now - createdAt) / length));
  const start = createdAt + k * length;
  return { start, end: start + length };
}

export type AmountsByCurrency = Record<string, number>;

/**
 * Splits a requested change into what applies at once and what must wait. Per currency: both set →
 * the lower applies now; only in the request → applies now (a new restriction); only in the old
 * limit → stays until the removal is confirmed. Returns `pending: null` when nothing loosens.
 */
export function splitChange(current: AmountsByCurrency, requested: AmountsByCurrency): { now: AmountsByCurrency; pending: AmountsByCurrency | null } {
  const now: AmountsByCurrency = {};
  for (const code of new Set([...Object.keys(current), ...Object.keys(requested)])) {
    const before = current[code];
    const after = requested[code];
    now[code] = before === undefined ? (after as number) : after === undefined ? before : Math.min(before, after);
  }
  const loosens = Object.keys(now).some((code) => requested[code] !== now[code]);
  return { now, pending: loosens ? requested : null };
}

/** FE rule (docs/api/wallet-payments-limits.md, contract §2.6): an account is reached when amount − |current| ≤ 0. */
export const isReached = (amount: number, current: number) => amount - Math.abs(current) <= 0;
