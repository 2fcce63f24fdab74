/** Bonuses and free spins (docs/product/bonuses-and-free-spins.md#lifecycle, docs/product/bonuses-and-free-spins.md#wagering, spec 001 §4–§5, docs/product/bonuses-and-free-spins.md#bonus, contract §5.7). */
import { type GroupId, isMultiAccount } from './groups.ts';

/** floor(wagered / total · 100), 0 when total is 0 or less, clamped to 0..100. */
export function wageringPercent(wageredCents: number, totalCents: number): number {
  if (!(totalCents > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((wageredCents / totalCents) * 100)));
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
