/** VIP club (docs/product/vip-and-adventures.md#progress, docs/product/vip-and-adventures.md#ladder, spec 001 §3–§4, §9; contract §5.12). */
import { type GroupId, toGroupId } from './groups.ts';

/** Full rank order. Platinum (group 255) ranks between gold and diamond. */
export const VIP_STATUSES = ['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type VipStatus = (typeof VIP_STATUSES)[number];
/** The ladder the club page shows (docs/product/vip-and-adventures.md#ladder, spec 001 §4 lists no platinum). */
export const VIP_CLUB_LADDER: readonly VipStatus[] = ['regular', 'bronze', 'silver', 'gold', 'diamond'];
/** Diamond is lifelong: it has no next goal. */
export const LIFELONG_STATUS: VipStatus = 'diamond';

export const VIP_GROUP_IDS: Readonly<Record<VipStatus, number>> = {
  bronze: 257,
  regular: 1117,
  silver: 258,
  gold: 259,
  platinum: 255,
  diamond: 759,
};

export const vipRank = (status: VipStatus): number => VIP_STATUSES.indexOf(status);

/** The highest VIP status among a player's groups; regular when none matches. */
export function vipStatusFromGroups(groups: readonly GroupId[]): VipStatus {
  const mine = new Set(groups.map(toGroupId));
  let best: VipStatus = 'regular';
  for (const status of VIP_STATUSES) {
    if (mine.has(VIP_GROUP_IDS[status]) && vipRank(status) > vipRank(best)) best = status;
  }
  return best;
}

/** True when the player is in any VIP group other than regular (sees the compare carousel). */
export function inVipGroup(groups: readonly GroupId[]): boolean {
  const mine = new Set(groups.map(toGroupId));
  return VIP_STATUSES.some((status) => status !== 'regular' && mine.has(VIP_GROUP_IDS[status]));
}

/** The next goal on a ladder, or null for diamond (lifelong) and the top of the ladder. */
export function nextVipStatus(current: VipStatus, ladder: readonly VipStatus[] = VIP_CLUB_LADDER): VipStatus | null {
  if (current === LIFELONG_STATUS) return null;
  return ladder.find((status) => vipRank(status) > vipRank(current)) ?? null;
}

export type VipStepState = 'achieved' | 'current' | 'goal' | 'locked';

/** Earlier statuses achieved, the current one current, the next one the goal, later ones locked. */
export function vipLadderStates(current: VipStatus, ladder: readonly VipStatus[] = VIP_CLUB_LADDER): { status: VipStatus; state: VipStepState }[] {
  const next = nextVipStatus(current, ladder);
  return ladder.map((status) => {
    const rank = vipRank(status);
    if (rank < vipRank(current)) return { status, state: 'achieved' };
    if (status === current) return { status, state: 'current' };
    return { status, state: status === next ? 'goal' : 'locked' };
  });
}

export interface CompThresholds {
  betSumCents: number;
  depSumCents: number;
}

/** Per-currency comp-point thresholds (betSum / depSum, in cents). */
export const COMP_THRESHOLDS: Readonly<Record<string, CompThresholds>> = {
  USD: { betSumCents: 6e6, depSumCents: 6e5 },
  EUR: { betSumCents: 6e6, depSumCents: 6e5 },
  AUD: { betSumCents: 9e6, depSumCents: 9e5 },
  CAD: { betSumCents: 9e6, depSumCents: 9e5 },
  NZD: { betSumCents: 9e6, depSumCents: 9e5 },
  BRL: { betSumCents: 3e7, depSumCents: 3e6 },
};
/** VIP fallback thresholds: deposit 900000 cents, bet 9000000 cents. */
export const VIP_FALLBACK_THRESHOLDS: CompThresholds = { betSumCents: 9_000_000, depSumCents: 900_000 };

export interface VipProgress {
  currency: string;
  currentStatus: VipStatus;
  activeStatus: VipStatus;
  nextStatus: VipStatus | null;
  depositAmountCents: number;
  depositThresholdCents: number;
  betSumCents: number;
  betSumThresholdCents: number;
  overallProgress: number;
}

/**
 * What the page shows when /jam/vip_status_progress fails (docs/product/vip-and-adventures.md#progress, spec 001 §7, §9): the regular state,
 * zero progress, and the fallback thresholds (deposit 900000, bet 9000000 cents).
 */
export function defaultVipProgress(currency: string): VipProgress {
  const thresholds = VIP_FALLBACK_THRESHOLDS;
  return {
    currency,
    currentStatus: 'regular',
    activeStatus: 'regular',
    nextStatus: 'bronze',
    depositAmountCents: 0,
    depositThresholdCents: thresholds.depSumCents,
    betSumCents: 0,
    betSumThresholdCents: thresholds.betSumCents,
    overallProgress: 0,
  };
}
