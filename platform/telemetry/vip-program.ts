import { configStore } from '../cms/configs.ts';
import type { PlatformContext } from '../context.ts';
import { COMP_THRESHOLDS, LIFELONG_STATUS, VIP_CLUB_LADDER, VIP_FALLBACK_THRESHOLDS, VIP_GROUP_IDS, VIP_STATUSES, vipRank, type VipStatus } from '../../sdk/rules/vip.ts';
import { thresholdsFor } from './vip-progress.ts';

/** What a player deposits and bets within the period to reach a status, in subunits of the currency. */
export interface VipThreshold {
  deposit_cents: number;
  bet_sum_cents: number;
}

/** `GET /api/fe/config/vip-program-config` (docs/api/info-cms.md "VIP programme config"). */
export interface VipProgramConfig {
  /** Turnover counts within the calendar quarter (UTC). */
  period: 'quarter';
  /** Statuses in rank order. */
  statuses: {
    id: VipStatus;
    group_id: number;
    rank: number;
    /** On the club page's ladder (platinum ranks between gold and diamond but is no goal). */
    on_ladder: boolean;
    /** Kept for life once reached (diamond). */
    lifelong: boolean;
    /** Reaching it from below takes these, per currency; null for regular (everyone starts there) and off-ladder statuses. */
    thresholds: Record<string, VipThreshold> | null;
    gifts: {
      /** A personal manager is configured for the status's group (`managers` config). */
      personal_manager: boolean;
      /** The adventure calendar of the status (`vip-adventures` config key). */
      adventure: string | null;
    };
  }[];
  /** What the page shows when progress cannot be loaded (docs/product/vip-and-adventures.md#progress, spec 001 §9). */
  fallback_thresholds: VipThreshold;
}

/** The adventure calendar of each status: VIP groups get the VIP calendar (seeded `vip-adventures`). */
const adventureOf = (status: VipStatus, calendars: readonly string[]): string | null => {
  const wanted = status === 'regular' ? 'rocket_adventure' : 'rocket_adventure_vip';
  return calendars.includes(wanted) ? wanted : null;
};

/**
 * Built from what the platform already applies: the statuses and group ids of sdk/rules/vip.ts,
 * the thresholds `/jam/vip_status_progress` measures against (platform/telemetry/vip-progress.ts),
 * the seeded managers and adventure calendars. Nothing here is a number of its own.
 */
export function vipProgramConfig(ctx: PlatformContext): VipProgramConfig {
  const configs = configStore(ctx.db);
  const adventures = configs.get('vip-adventures', ['en']) as { prizes?: Record<string, unknown> } | undefined;
  const calendars = Object.keys(adventures?.prizes ?? {});
  const currencies = Object.keys(COMP_THRESHOLDS);
  return {
    period: 'quarter',
    statuses: VIP_STATUSES.map((status) => {
      const onLadder = VIP_CLUB_LADDER.includes(status);
      const goal = onLadder && vipRank(status) > 0;
      return {
        id: status,
        group_id: VIP_GROUP_IDS[status],
        rank: vipRank(status),
        on_ladder: onLadder,
        lifelong: status === LIFELONG_STATUS,
        thresholds: goal
          ? Object.fromEntries(
              currencies.map((currency) => {
                const { deposit, bet } = thresholdsFor(status, currency);
                return [currency, { deposit_cents: deposit, bet_sum_cents: bet }];
              }),
            )
          : null,
        gifts: { personal_manager: configs.managerFor([VIP_GROUP_IDS[status]]) !== undefined, adventure: adventureOf(status, calendars) },
      };
    }),
    fallback_thresholds: { deposit_cents: VIP_FALLBACK_THRESHOLDS.depSumCents, bet_sum_cents: VIP_FALLBACK_THRESHOLDS.betSumCents },
  };
}
