import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { WalletAnswer } from '../provider/wallet.ts';
import { bonusProgressPush } from './publish.ts';
import { bonusById, bonusStatements, type BonusRow, type WageredBonus } from './store.ts';

/**
 * The provider wallet's hot path (docs/api/bonuses.md "Wagering"), inside the bet's transaction:
 * one indexed read of the bonus being wagered (none: nothing else happens), the max bet check
 * before money moves, wagering progress, and the split of a win like the bet that won.
 */

/** What a bet did to the bonus being wagered (stored in the bet's effects, platform/provider/bet-effects.ts). */
export interface BonusWager {
  bonus_id: number;
  /** Added to the bonus's `wagered_cents`. */
  wagered_cents: number;
  /** The bet's stake paid with bonus money (the bet stays open on the bonus until it settles). */
  bonus_cents: number;
  /** The requirement was reached with this bet: its round's settlement must check whether the bonus is done. */
  due?: true;
}

/** Contribution by game category in percent (docs/api/bonuses.md "Wagering"); other categories count 100 %. */
export const DEFAULT_CONTRIBUTION: Readonly<Record<string, number>> = { slots: 100, table: 10, live: 10 };

/** The bonus of the player being wagered in `currency`, if any: the bet's one extra read. */
export const bonusInPlay = (ctx: PlatformContext, userId: number, currency: string): WageredBonus | undefined => bonusStatements(ctx.db).wageringForBet.get(userId, currency);

/** A bet above the wagered bonus's max bet: refused before any money moves (422 `bonus_max_bet`). */
export function checkBonusBet(bonus: Pick<BonusRow, 'max_bet_cents' | 'currency'>, amountCents: number): WalletAnswer | null {
  if (bonus.max_bet_cents === null || amountCents <= bonus.max_bet_cents) return null;
  return {
    status: 422,
    body: { status: 'error', code: 'bonus_max_bet', message: 'The bet is above your bonus’s maximum bet', max_bet_cents: bonus.max_bet_cents, currency: bonus.currency },
  };
}

/** The percentage a game counts: the lowest of its categories the table names, else 100. */
export function contributionOf(bonus: Pick<BonusRow, 'contribution'>, gameCategories: readonly string[] | undefined): number {
  const table = bonus.contribution ? { ...DEFAULT_CONTRIBUTION, ...(JSON.parse(bonus.contribution) as Record<string, number>) } : DEFAULT_CONTRIBUTION;
  let percent: number | null = null;
  for (const category of gameCategories ?? []) {
    const value = table[category];
    if (value !== undefined) percent = percent === null ? value : Math.min(percent, value);
  }
  return percent ?? table.others ?? 100;
}

/** Wagering progress of one bet (inside its transaction); its effect for a rollback. */
export function wagerBet(ctx: PlatformContext, bonus: WageredBonus, bet: { amountCents: number; bonusCents: number; gameCategories: readonly string[] | undefined }): BonusWager {
  const wagered = Math.floor((bet.amountCents * contributionOf(bonus, bet.gameCategories)) / 100);
  bonusStatements(ctx.db).wager.run(wagered, bet.bonusCents > 0 ? 1 : 0, iso(ctx.clock.now()), bonus.id);
  const wager: BonusWager = { bonus_id: bonus.id, wagered_cents: wagered, bonus_cents: bet.bonusCents };
  if (bonus.wagered_cents + wagered >= bonus.wager_requirement_cents) wager.due = true;
  return wager;
}

/**
 * Whether a round's settlement (its win) must check the wagered bonus (`settleBonus`): a bonus ends only
 * when no bonus-money bet is open and either the requirement is reached or the bonus money is gone
 * (docs/api/bonuses.md "Wagering"). Only a round that staked bonus money (it held the bonus open and
 * spent bonus money) or whose bet reached the requirement can bring that about; any other round's win
 * leaves the bonus as it was, so it reads nothing (the check was 4 statements per round).
 */
export const settlesBonus = (wager: BonusWager): boolean => wager.bonus_cents > 0 || wager.due === true;

/** A bet staked with bonus money settled (its win, or its rollback): the bonus no longer waits for it. */
export function bonusBetSettled(db: Db, wager: BonusWager): void {
  if (wager.bonus_cents > 0) bonusStatements(db).betSettled.run(wager.bonus_id);
}

/** A rollback takes the bet's wagering back (inside the rollback's transaction); returns the push for after the commit. */
export function reverseWager(ctx: PlatformContext, wager: BonusWager): () => void {
  bonusStatements(ctx.db).unwager.run({ amount: wager.wagered_cents, now: iso(ctx.clock.now()), id: wager.bonus_id });
  bonusBetSettled(ctx.db, wager);
  return bonusProgressPush(ctx, wager.bonus_id);
}

/** True while the bonus that funded a bet is still being wagered (its bonus money is still bonus money). */
export const stillWagered = (db: Db, bonusId: number): boolean => bonusById(db, bonusId)?.stage === 'handle_bets';

/**
 * A win splits like the bet that won (docs/api/bonuses.md "Money"): `floor(win × bet_bonus / bet)` is
 * bonus money while the funding bonus is still `handle_bets`, else forfeited; the rest is real.
 */
export function splitWin(ctx: PlatformContext, bet: { amount_cents: number; bet_bonus_cents: number; wager?: BonusWager }, winCents: number): { realCents: number; bonusCents: number; forfeitCents: number } {
  if (bet.bet_bonus_cents <= 0 || bet.amount_cents <= 0 || winCents <= 0) return { realCents: winCents, bonusCents: 0, forfeitCents: 0 };
  const share = Math.floor((winCents * bet.bet_bonus_cents) / bet.amount_cents);
  const live = bet.wager !== undefined && stillWagered(ctx.db, bet.wager.bonus_id);
  return { realCents: winCents - share, bonusCents: live ? share : 0, forfeitCents: live ? 0 : share };
}
