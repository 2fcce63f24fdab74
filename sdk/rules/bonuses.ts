/** Bonuses and free spins (spec 001 §4–§5, contract §5.7). */
import { type GroupId, isMultiAccount } from './groups.ts';

export const BONUS_STAGES = ['issued', 'wait', 'handle_bets', 'lost', 'canceled', 'expired', 'wager_done'] as const;
export type BonusStage = (typeof BONUS_STAGES)[number];
/** Past bonuses; "finished" is listed by the spec although no bonus stage carries it. */
export const PAST_BONUS_STAGES: readonly string[] = ['finished', 'canceled', 'expired', 'wager_done', 'lost'];
export const FREESPIN_PAST_STAGES: readonly string[] = ['finished', 'canceled', 'expired'];

export const isPastBonus = (bonus: { stage: string }): boolean => PAST_BONUS_STAGES.includes(bonus.stage);
export const isPastFreespin = (freespin: { stage: string }): boolean => FREESPIN_PAST_STAGES.includes(freespin.stage);

/** Splits a list into current and past by the stage sets above. */
export function splitByStage<T extends { stage: string }>(items: readonly T[], past: (item: T) => boolean): { current: T[]; past: T[] } {
  const result = { current: [] as T[], past: [] as T[] };
  for (const item of items) (past(item) ? result.past : result.current).push(item);
  return result;
}

/** Issued items whose group_key is disabled (config disabled-bonuses) are hidden. */
export function visibleGifts<T extends { stage: string; group_key?: string | false | null }>(items: readonly T[], disabledGroupKeys: readonly string[]): T[] {
  return items.filter((item) => !(item.stage === 'issued' && typeof item.group_key === 'string' && disabledGroupKeys.includes(item.group_key)));
}

/** floor(wagered / total · 100), 0 when total is 0 or less, clamped to 0..100. */
export function wageringPercent(wageredCents: number, totalCents: number): number {
  if (!(totalCents > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((wageredCents / totalCents) * 100)));
}

export interface WagerBonus {
  stage: string;
  currency: string;
  amount_wager_cents: number;
  amount_wager_requirement_cents: number;
}

export interface WageringTotals {
  wageredCents: number;
  requiredCents: number;
  percent: number;
}

/** Total wagering over the bonuses in handle_bets in the player's currency. */
export function totalWagering(bonuses: readonly WagerBonus[], currency: string): WageringTotals {
  let wageredCents = 0;
  let requiredCents = 0;
  for (const bonus of bonuses) {
    if (bonus.stage !== 'handle_bets' || bonus.currency !== currency) continue;
    wageredCents += bonus.amount_wager_cents;
    requiredCents += bonus.amount_wager_requirement_cents;
  }
  return { wageredCents, requiredCents, percent: wageringPercent(wageredCents, requiredCents) };
}

export interface GiftOfferPlayer {
  can_issue_bonuses: boolean;
  deposit_bonus_code?: string | null;
  groups: readonly GroupId[];
}

/** The deposit-gift offer: bonuses allowed, no deposit bonus code set, not multi-account (group 100). */
export function depositGiftOfferEligible(player: GiftOfferPlayer): boolean {
  return player.can_issue_bonuses && !player.deposit_bonus_code && !isMultiAccount(player.groups);
}
