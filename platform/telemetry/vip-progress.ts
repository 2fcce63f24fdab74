import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { DEFAULT_CURRENCY } from '../money/currencies.ts';
import { readTurnover } from './turnover.ts';
import { COMP_THRESHOLDS, defaultVipProgress as sharedDefaultVipProgress, VIP_CLUB_LADDER, vipRank, vipStatusFromGroups, type VipProgress as SharedVipProgress, type VipStatus } from '../../sdk/rules/vip.ts';

/**
 * `/jam/vip_status_progress` (docs/product/vip-and-adventures.md#progress, contract §5.12, camelCase). The status comes from the player's VIP
 * groups (docs/product/account-and-auth.md#vip-manager, spec 000 §6); the goal is the next status on the club ladder (docs/product/vip-and-adventures.md#ladder, spec 001 §4: regular,
 * bronze, silver, gold, diamond — platinum ranks between gold and diamond but is not a goal).
 * Thresholds are what a player deposits and bets within the calendar quarter to reach the goal.
 * Reaching bronze takes the per-currency figures of docs/product/cashbox-and-payments.md#comp-point-thresholds (spec 001 §9) (betSum / depSum); currencies not
 * listed there take the EUR figures converted; each higher status multiplies bronze's.
 */
/** Higher statuses need a multiple of bronze's turnover (ours: the spec gives bronze only). */
export const LADDER_FACTOR: Partial<Record<VipStatus, number>> = { bronze: 1, silver: 2.5, gold: 5, diamond: 25 };

/** Bronze takes the spec's per-currency betSum / depSum (docs/product/cashbox-and-payments.md#comp-point-thresholds, spec 001 §9); unlisted currencies take EUR's, converted. */
export function thresholdsFor(status: VipStatus, currency: string) {
  const listed = COMP_THRESHOLDS[currency];
  const eur = COMP_THRESHOLDS.EUR!;
  const bronze = listed ?? { depSumCents: convertCents(eur.depSumCents, 'EUR', currency), betSumCents: convertCents(eur.betSumCents, 'EUR', currency) };
  const factor = LADDER_FACTOR[status] ?? 1;
  return { deposit: Math.round(bronze.depSumCents * factor), bet: Math.round(bronze.betSumCents * factor) };
}

/** docs/product/vip-and-adventures.md#progress (Contract §5.12): the shared shape (sdk/rules/vip.ts) plus the player's id. */
export interface VipProgress extends SharedVipProgress {
  userId: number;
}

/** The state the app falls back to (docs/product/vip-and-adventures.md#progress, spec 001 §4, §9): regular, next bronze, fallback thresholds. */
export function defaultVipProgress(userId = 0, currency = DEFAULT_CURRENCY): VipProgress {
  return { userId, ...sharedDefaultVipProgress(currency) };
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
  const current = vipStatusFromGroups(groups);
  const currency = user.currency;
  const turnover = readTurnover(ctx.db, userId, currency, quarterStart(ctx.clock.now()));

  const next = VIP_CLUB_LADDER.find((status) => vipRank(status) > vipRank(current));
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
