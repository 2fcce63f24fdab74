import { randomInt } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { parse } from '../http/errors.ts';
import { userChannel } from '../realtime/publisher.ts';
import { jackpotBroadcaster } from './broadcast.ts';
import { convertSubunits } from './rates.ts';
import { contributionSchema, type ContributionInput } from './schemas.ts';
import { displayName, jackpotWinView, statements, type JackpotRow, type JackpotWinView, type LevelRow } from './store.ts';

/** Contributions are kept in 1/10 000 of a subunit: a basis point of one subunit is exactly one unit. */
export const UNITS_PER_CENT = 10_000n;

/** A drop the caller must credit to the winner in the same flow (this module never moves money). */
export interface JackpotAward {
  userId: number | null;
  /** In the winner's bet currency (`currency`). */
  amountCents: number;
  currency: string;
  levelName: string;
  jackpotId: number;
  jackpotName: string;
  /** In the jackpot currency: what left the pot. */
  originalAmountCents: number;
  originalCurrency: string;
  winId: number;
}

export interface ContributionResult {
  awards: JackpotAward[];
  /** Jackpots that took a share of this bet. */
  jackpotIds: number[];
}

type Bet = ReturnType<typeof contributionSchema.parse>;

/** The hidden must-drop-by value, uniform in [min, max]. */
export const drawDropValue = (level: Pick<LevelRow, 'drop_min_cents' | 'drop_max_cents'>): number =>
  randomInt(level.drop_min_cents, level.drop_max_cents + 1);

function qualifies(jackpot: JackpotRow, bet: Bet): boolean {
  if (!(JSON.parse(jackpot.allowed_currencies) as string[]).includes(bet.currency)) return false;
  const games = JSON.parse(jackpot.games) as string[];
  if (games.includes(bet.gameIdentifier)) return true;
  if (jackpot.game_category !== null) return bet.gameCategories?.includes(jackpot.game_category) ?? false;
  return games.length === 0; // no rule at all: every game qualifies
}

/**
 * Adds one bet's shares to the given jackpots' levels and awards every level whose amount reaches
 * its hidden drop value. Runs inside the caller's transaction.
 */
function applyBet(ctx: PlatformContext, jackpots: JackpotRow[], bet: Bet): ContributionResult {
  const sql = statements(ctx.db);
  const now = iso(ctx.clock.now());
  const result: ContributionResult = { awards: [], jackpotIds: [] };
  for (const jackpot of jackpots) {
    const basis = convertSubunits(bet.betCents, bet.currency, jackpot.currency);
    if (basis <= 0 || basis < jackpot.min_bet_cents) continue;
    result.jackpotIds.push(jackpot.id);
    for (const level of sql.levelsOf.all(jackpot.id)) {
      const units = BigInt(basis) * BigInt(level.contribution_bp) + BigInt(level.remainder_units);
      const amount = level.amount_cents + Number(units / UNITS_PER_CENT);
      const remainder = Number(units % UNITS_PER_CENT);
      sql.addToLevel.run(amount, remainder, level.id);
      if (amount < level.drop_at_cents) continue;

      // A mystery jackpot never pays above its range: anything past the cap stays in the next pot.
      const paid = Math.min(amount, level.drop_max_cents);
      sql.resetLevel.run(level.seed_cents + (amount - paid), drawDropValue(level), paid, level.id);
      const amountCents = convertSubunits(paid, jackpot.currency, bet.currency);
      const { lastInsertRowid } = sql.insertWin.run({
        jackpot_id: jackpot.id,
        level_id: level.id,
        user_id: bet.userId,
        user_name: displayName(ctx.db, bet.userId, bet.nickname),
        round_id: bet.roundId ?? null,
        game_identifier: bet.gameIdentifier,
        currency: bet.currency,
        amount_cents: amountCents,
        original_currency: jackpot.currency,
        original_amount_cents: paid,
        created_at: now,
        approved_at: now, // awarded automatically; the caller credits it in the same flow
      });
      result.awards.push({
        userId: bet.userId,
        amountCents,
        currency: bet.currency,
        levelName: level.name,
        jackpotId: jackpot.id,
        jackpotName: jackpot.name,
        originalAmountCents: paid,
        originalCurrency: jackpot.currency,
        winId: Number(lastInsertRowid),
      });
    }
  }
  return result;
}

/** After commit: throttled jackpot updates, and each win to its winner. */
function announce(ctx: PlatformContext, result: ContributionResult): void {
  const broadcaster = jackpotBroadcaster(ctx);
  for (const jackpotId of result.jackpotIds) broadcaster.changed(jackpotId);
  const sql = statements(ctx.db);
  for (const award of result.awards) {
    if (award.userId === null) continue;
    const win = sql.winById.get(award.winId);
    if (win) ctx.publisher.publish(userChannel('jackpot_win_award', award.userId), jackpotWinView(win) satisfies JackpotWinView);
  }
}

/**
 * Feeds one real-money bet into every active jackpot it qualifies for (allowed currency, game in
 * the list or in the category rule, at least the minimum bet), in one transaction. Returns the
 * drops it triggered: the caller (the game provider's bet flow) must credit each award to the
 * winner's wallet in the same flow. Invalid input is a 422 and changes nothing.
 */
export function contribute(ctx: PlatformContext, input: ContributionInput): ContributionResult {
  const bet = parse(contributionSchema, input);
  const result = immediate(ctx.db, () =>
    applyBet(ctx, statements(ctx.db).activeJackpots.all().filter((jackpot) => qualifies(jackpot, bet)), bet),
  );
  announce(ctx, result);
  return result;
}

/**
 * Contributes one bet to one jackpot regardless of its game rule (the sandbox's simulated bets).
 * The jackpot must be active and accept the currency.
 */
export function contributeToJackpot(ctx: PlatformContext, jackpot: JackpotRow, input: ContributionInput): ContributionResult {
  const bet = parse(contributionSchema, input);
  const result = immediate(ctx.db, () => {
    const current = statements(ctx.db).jackpotById.get(jackpot.id);
    return current && current.state === 'active' ? applyBet(ctx, [current], bet) : { awards: [], jackpotIds: [] };
  });
  announce(ctx, result);
  return result;
}
