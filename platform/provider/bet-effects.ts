import { returnFreeRound } from '../bonuses/freespins.ts';
import { reverseWager, type BonusWager } from '../bonuses/wagering.ts';
import type { BetScores } from '../competitions/scoring.ts';
import type { PlatformContext } from '../context.ts';
import { reverseLotteryWager, type LotteryWager } from '../lotteries/tickets.ts';
import { announceJackpots, reverseShares, type ContributionResult, type LevelShare } from '../jackpots/contribute.ts';


/**
 * Everything a real-money bet did besides taking its stake, and the one place that reverses it
 * when the bet is rolled back (issue 11 M8, docs/api/provider.md "Rollback"). Stored as JSON on the
 * bet's `provider_transactions.effects`.
 *
 * What a bet does, and how a rollback undoes it:
 * - its stake (ledger `bet` transfers): the rollback's compensating `rollback` transfers (wallet.ts);
 * - session totals (stakes, rounds): `betReturned` in wallet.ts;
 * - jackpot shares: taken back out of the pots here (`reverseShares`);
 * - jackpot drops it triggered: a drop is a win on the bet, paid at once and possibly spent, so a
 *   bet with a drop is settled and its rollback refused (`jackpot_awarded`) — see `settledByDrop`;
 * - comp points, wager and loss limits, VIP bet turnover and the adventure day's wager: derived from
 *   the ledger's `bet` − `rollback` transfers (platform/players/comp-points.ts, platform/limits/,
 *   platform/telemetry/turnover.ts), so the rollback transfers undo them (docs/api/vip.md "Rollbacks");
 *   a VIP promotion or an adventure day already reached stays (no demotion within a quarter).
 * - bonus wagering (docs/api/bonuses.md "Wagering"): the progress it added and its open bonus stake,
 *   taken back here (`reverseWager`); the stake's bonus part returns through the rollback transfers.
 * - tournament and quest scores (docs/api/competitions.md "Scoring"): scored after commit from the wallet's
 *   log, and taken back there when the log reaches the rollback (platform/competitions/outbox.ts); bets
 *   logged before migration 073 carry what they added in `tournament_scores`, which the scorer reads.
 * - lottery tickets by wager step (docs/api/lotteries.md "Tickets"): the stake added to each lottery's
 *   total, taken back here with the tickets above it (`reverseLotteryTickets`).
 * Future side effects record what they did in `BetEffects` when the bet is placed and add a reverser to `REVERSERS`.
 */
export interface BetEffects {
  jackpot_shares?: LevelShare[];
  /** `jackpot_wins.id` of every drop the bet triggered. */
  jackpot_wins?: number[];
  /** The wagered bonus's progress from this bet (platform/bonuses/wagering.ts). */
  bonus_wager?: BonusWager;
  /** A free round (zero stake) of this free-spin pack, at this bet level (docs/api/provider.md "Free rounds"). */
  freespin?: { id: number; bet_level_cents: number };
  /** Bets logged before migration 073 only: what the bet added to tournament entries (read by platform/competitions/outbox.ts). */
  tournament_scores?: BetScores;
  /** Lottery wager-step totals this bet added to (platform/lotteries/tickets.ts, docs/api/lotteries.md "Tickets"). */
  lottery_wager?: { user_id: number; currency: string; lotteries: LotteryWager[] };
}

/** What the bet flow stores for one bet (null when it did nothing reversible). */
export function recordEffects(contribution: ContributionResult, bonusWager?: BonusWager, lotteryWager?: BetEffects['lottery_wager']): string | null {
  const effects: BetEffects = {};
  if (lotteryWager) effects.lottery_wager = lotteryWager;
  if (contribution.shares.length > 0) effects.jackpot_shares = contribution.shares;
  if (contribution.awards.length > 0) effects.jackpot_wins = contribution.awards.map((award) => award.winId);
  if (bonusWager) effects.bonus_wager = bonusWager;
  return effects.jackpot_shares || effects.jackpot_wins || effects.bonus_wager || effects.lottery_wager ? JSON.stringify(effects) : null;
}

export const effectsOf = (stored: string | null): BetEffects => (stored ? (JSON.parse(stored) as BetEffects) : {});

/** True when the bet triggered a jackpot drop: the drop settled it, a rollback is refused. */
export const settledByDrop = (effects: BetEffects): boolean => (effects.jackpot_wins?.length ?? 0) > 0;

/** One reverser per kind of side effect: runs inside the rollback's transaction, returns work for after the commit. */
type Reverser = (ctx: PlatformContext, effects: BetEffects) => (() => void) | null;

const reverseJackpotShares: Reverser = (ctx, effects) => {
  if (!effects.jackpot_shares?.length) return null;
  const changed = reverseShares(ctx, effects.jackpot_shares);
  return () => announceJackpots(ctx, changed);
};

const reverseBonusWager: Reverser = (ctx, effects) => (effects.bonus_wager ? reverseWager(ctx, effects.bonus_wager) : null);

/** A rolled-back free round is given back to its pack (platform/bonuses/freespins.ts). */
const reverseFreeRound: Reverser = (ctx, effects) => {
  if (!effects.freespin) return null;
  const after = returnFreeRound(ctx, effects.freespin.id);
  return () => after.forEach((task) => task());
};

/** A rolled-back bet's stake leaves the lottery wager totals, and the tickets above them go (platform/lotteries/tickets.ts). */
const reverseLotteryTickets: Reverser = (ctx, effects) => {
  if (!effects.lottery_wager) return null;
  reverseLotteryWager(ctx, effects.lottery_wager.user_id, effects.lottery_wager.currency, effects.lottery_wager.lotteries);
  return null;
};

const REVERSERS: Reverser[] = [reverseJackpotShares, reverseBonusWager, reverseFreeRound, reverseLotteryTickets];

/** Reverses every side effect of a bet (call inside the rollback's transaction); returns after-commit work. */
export function reverseBetEffects(ctx: PlatformContext, stored: string | null): (() => void)[] {
  const effects = effectsOf(stored);
  return REVERSERS.map((reverse) => reverse(ctx, effects)).filter((task) => task !== null);
}
