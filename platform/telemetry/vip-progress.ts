import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { DEFAULT_CURRENCY } from '../money/currencies.ts';
import { readTurnover } from './turnover.ts';

/**
 * `/jam/vip_status_progress` (contract §5.12, camelCase). The status comes from the player's VIP
 * groups (spec 000 §6); the goal is the next status on the club ladder (spec 001 §4: regular,
 * bronze, silver, gold, diamond — platinum ranks between gold and diamond but is not a goal).
 * Thresholds are what a player deposits and bets within the calendar quarter to reach the goal.
 * Reaching bronze takes the per-currency figures of spec 001 §9 (betSum / depSum); currencies not
 * listed there take the EUR figures converted; each higher status multiplies bronze's.
 */
export const VIP_ORDER = ['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type VipStatus = (typeof VIP_ORDER)[number];
const CLUB_LADDER: readonly VipStatus[] = ['regular', 'bronze', 'silver', 'gold', 'diamond'];

export const VIP_GROUPS: Record<number, VipStatus> = { 257: 'bronze', 258: 'silver', 259: 'gold', 255: 'platinum', 759: 'diamond' };

/** The spec's fallback thresholds (spec 001 §9), used for guests and failures. */
export const FALLBACK_THRESHOLDS = { deposit: 900_000, bet: 9_000_000 };
const BRONZE_THRESHOLDS: Record<string, { deposit: number; bet: number }> = {
  EUR: { deposit: 600_000, bet: 6_000_000 },
  USD: { deposit: 600_000, bet: 6_000_000 },
  AUD: { deposit: 900_000, bet: 9_000_000 },
  CAD: { deposit: 900_000, bet: 9_000_000 },
  NZD: { deposit: 900_000, bet: 9_000_000 },
  BRL: { deposit: 3_000_000, bet: 30_000_000 },
};
const LADDER_FACTOR: Record<Exclude<VipStatus, 'regular' | 'platinum'>, number> = { bronze: 1, silver: 2.5, gold: 5, diamond: 25 };

function thresholdsFor(status: Exclude<VipStatus, 'regular' | 'platinum'>, currency: string) {
  const bronze = BRONZE_THRESHOLDS[currency] ?? { deposit: convertCents(BRONZE_THRESHOLDS.EUR!.deposit, 'EUR', currency), bet: convertCents(BRONZE_THRESHOLDS.EUR!.bet, 'EUR', currency) };
  return { deposit: Math.round(bronze.deposit * LADDER_FACTOR[status]), bet: Math.round(bronze.bet * LADDER_FACTOR[status]) };
}

export interface VipProgress {
  userId: number;
  currency: string;
  currentStatus: VipStatus;
  activeStatus: VipStatus;
  /** null for diamond: lifelong, no further goal. */
  nextStatus: VipStatus | null;
  depositAmountCents: number;
  depositThresholdCents: number;
  betSumCents: number;
  betSumThresholdCents: number;
  overallProgress: number;
}

/** The state the app falls back to (spec 001 §4, §9): regular, next bronze, fallback thresholds. */
export function defaultVipProgress(userId = 0, currency = DEFAULT_CURRENCY): VipProgress {
  return {
    userId,
    currency,
    currentStatus: 'regular',
    activeStatus: 'regular',
    nextStatus: 'bronze',
    depositAmountCents: 0,
    depositThresholdCents: FALLBACK_THRESHOLDS.deposit,
    betSumCents: 0,
    betSumThresholdCents: FALLBACK_THRESHOLDS.bet,
    overallProgress: 0,
  };
}

export function quarterStart(nowMs: number): string {
  const now = new Date(nowMs);
  return iso(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1));
}

const share = (amount: number, threshold: number) => (threshold <= 0 ? 1 : Math.min(1, amount / threshold));

export function vipProgressFor(ctx: PlatformContext, userId: number): VipProgress {
  const user = ctx.db.prepare<[number], { currency: string }>('SELECT currency FROM users WHERE id = ?').get(userId);
  if (!user) return defaultVipProgress();
  const groups = ctx.db.prepare<[number], number>('SELECT group_id FROM user_groups WHERE user_id = ?').pluck().all(userId);
  const current = groups.reduce<VipStatus>((best, group) => {
    const status = VIP_GROUPS[group];
    return status && VIP_ORDER.indexOf(status) > VIP_ORDER.indexOf(best) ? status : best;
  }, 'regular');
  const currency = user.currency;
  const turnover = readTurnover(ctx.db, userId, currency, quarterStart(ctx.clock.now()));

  const rank = VIP_ORDER.indexOf(current);
  const next = CLUB_LADDER.find((status) => VIP_ORDER.indexOf(status) > rank) as Exclude<VipStatus, 'regular' | 'platinum'> | undefined;
  // Diamond is lifelong: no further goal, progress complete.
  if (!next) {
    return { userId, currency, currentStatus: current, activeStatus: current, nextStatus: null, depositAmountCents: turnover.depositCents, depositThresholdCents: 0, betSumCents: turnover.betCents, betSumThresholdCents: 0, overallProgress: 100 };
  }
  const { deposit: depositThreshold, bet: betThreshold } = thresholdsFor(next, currency);
  const progress = ((share(turnover.depositCents, depositThreshold) + share(turnover.betCents, betThreshold)) / 2) * 100;
  return {
    userId,
    currency,
    currentStatus: current,
    activeStatus: current,
    nextStatus: next,
    depositAmountCents: turnover.depositCents,
    depositThresholdCents: depositThreshold,
    betSumCents: turnover.betCents,
    betSumThresholdCents: betThreshold,
    overallProgress: Math.floor(progress),
  };
}
