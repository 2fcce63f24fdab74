import { randomInt } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { afterCommit, immediate } from '../db/database.ts';
import { parse } from '../http/errors.ts';
import { jackpotWon } from '../notifications/producers.ts';
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

/**
 * One bet's share in one level, kept with the bet (`provider_transactions.effects`) so a rollback
 * can take it back while the pot it went into is still there (`drops` unchanged).
 */
export interface LevelShare {
  levelId: number;
  jackpotId: number;
  /** 1/10 000 subunits of the jackpot currency, as a decimal string (exact beyond 2^53). */
  units: string;
  /** The level's drop count when the share went in. */
  drops: number;
}

export interface ContributionResult {
  awards: JackpotAward[];
  /** Jackpots that took a share of this bet. */
  jackpotIds: number[];
  /** The shares that stayed in pots (what a rollback reverses). */
  shares: LevelShare[];
}

type Bet = ReturnType<typeof contributionSchema.parse>;

/** The hidden must-drop-by value, uniform in [min, max]. */
export const drawDropValue = (level: Pick<LevelRow, 'drop_min_cents' | 'drop_max_cents'>): number =>
  randomInt(level.drop_min_cents, level.drop_max_cents + 1);

/**
 * A jackpot's JSON lists (currencies, games) parsed once per distinct text, not per bet (the lists
 * are small and few; bounded anyway): keyed by the stored text, so a changed rule is parsed afresh.
 */
const parsedLists = new Map<string, ReadonlySet<string>>();
function listOf(json: string): ReadonlySet<string> {
  let list = parsedLists.get(json);
  if (!list) {
    if (parsedLists.size >= 1000) parsedLists.clear();
    parsedLists.set(json, (list = new Set(JSON.parse(json) as string[])));
  }
  return list;
}

function qualifies(jackpot: JackpotRow, bet: Bet): boolean {
  if (!listOf(jackpot.allowed_currencies).has(bet.currency)) return false;
  const games = listOf(jackpot.games);
  if (games.has(bet.gameIdentifier)) return true;
  if (jackpot.game_category !== null) return bet.gameCategories?.includes(jackpot.game_category) ?? false;
  return games.size === 0; // no rule at all: every game qualifies
}

const units = (cents: number, remainder = 0) => BigInt(cents) * UNITS_PER_CENT + BigInt(remainder);

/**
 * Adds one bet's shares to the given jackpots' levels (docs/api/jackpots.md "Mechanics"). A level
 * never holds more than its hidden must-drop value: the share that reaches it drops the level
 * (paying exactly that value, never above the range's max) and whatever the share brought past it
 * flows on to the next level up, and past the top level into the jackpot's reserve. A reset level
 * restarts at exactly its seed, paid from the reserve first, then by the house; so a big bet can
 * never leave a pot above its ceiling or a guaranteed drop for the next spin. Runs inside the
 * caller's transaction.
 */
function applyBet(ctx: PlatformContext, jackpots: JackpotRow[], bet: Bet): ContributionResult {
  const sql = statements(ctx.db);
  const now = iso(ctx.clock.now());
  const result: ContributionResult = { awards: [], jackpotIds: [], shares: [] };
  for (const jackpot of jackpots) {
    const basis = convertSubunits(bet.betCents, bet.currency, jackpot.currency);
    if (basis <= 0 || basis < jackpot.min_bet_cents) continue;
    result.jackpotIds.push(jackpot.id);
    let reserve = units(jackpot.reserve_cents, jackpot.reserve_units);
    let houseSeeded = 0n;
    let carry = 0n;
    for (const level of sql.levelsOf.all(jackpot.id)) {
      const incoming = BigInt(basis) * BigInt(level.contribution_bp) + carry;
      const held = units(level.amount_cents, level.remainder_units) + incoming;
      const ceiling = units(level.drop_at_cents);
      if (held < ceiling) {
        sql.addToLevel.run(Number(held / UNITS_PER_CENT), Number(held % UNITS_PER_CENT), level.id);
        if (incoming > 0n) result.shares.push({ levelId: level.id, jackpotId: jackpot.id, units: incoming.toString(), drops: level.drops });
        carry = 0n;
        continue;
      }

      // The must-drop value is reached: the level pays exactly it; the rest flows to the next level.
      carry = held - ceiling;
      const paid = level.drop_at_cents;
      const fromReserve = reserve < units(level.seed_cents) ? reserve : units(level.seed_cents);
      reserve -= fromReserve;
      houseSeeded += units(level.seed_cents) - fromReserve;
      sql.resetLevel.run(level.seed_cents, drawDropValue(level), paid, level.id);
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
    reserve += carry;
    if (reserve !== units(jackpot.reserve_cents, jackpot.reserve_units) || houseSeeded > 0n) {
      // houseSeeded is a whole number of subunits (seeds are whole subunits).
      sql.updateReserve.run(Number(reserve / UNITS_PER_CENT), Number(reserve % UNITS_PER_CENT), Number(houseSeeded / UNITS_PER_CENT), jackpot.id);
    }
  }
  return result;
}

/**
 * Takes a rolled-back bet's shares out of the pots they went into (docs/api/provider.md
 * "Rollback"). A share whose level has dropped since was paid out with that drop and stays paid.
 * Runs inside the caller's transaction; returns the jackpots that changed (publish after commit
 * with `announceJackpots`).
 */
export function reverseShares(ctx: PlatformContext, shares: LevelShare[]): number[] {
  const sql = statements(ctx.db);
  const changed = new Set<number>();
  for (const share of shares) {
    const level = sql.levelById.get(share.levelId);
    if (!level || level.drops !== share.drops) continue;
    let held = units(level.amount_cents, level.remainder_units) - BigInt(share.units);
    if (held < 0n) held = 0n; // cannot happen while `drops` is unchanged; never let a pot go negative
    sql.addToLevel.run(Number(held / UNITS_PER_CENT), Number(held % UNITS_PER_CENT), level.id);
    changed.add(share.jackpotId);
  }
  return [...changed];
}

/** After commit: the throttled `public:jackpots_changes` update of each changed jackpot. */
export function announceJackpots(ctx: PlatformContext, jackpotIds: number[]): void {
  const broadcaster = jackpotBroadcaster(ctx);
  for (const jackpotId of jackpotIds) broadcaster.changed(jackpotId);
}

/** After commit: throttled jackpot updates, and each win to its winner. */
function announce(ctx: PlatformContext, result: ContributionResult): void {
  announceJackpots(ctx, result.jackpotIds);
  const sql = statements(ctx.db);
  for (const award of result.awards) {
    if (award.userId === null) continue;
    const win = sql.winById.get(award.winId);
    if (!win) continue;
    ctx.publisher.publish(userChannel('jackpot_win_award', award.userId), jackpotWinView(win) satisfies JackpotWinView);
    // Kept in the player's list too (docs/api/notifications.md "Producers"), once per win.
    try {
      for (const task of jackpotWon(ctx, award.userId, win)) afterCommit(ctx.db, task);
    } catch (error) {
      console.error('jackpot win notification failed', error);
    }
  }
}

/**
 * Feeds one real-money bet into every active jackpot it qualifies for (allowed currency, game in
 * the list or in the category rule, at least the minimum bet), in one transaction. Returns the
 * drops it triggered: the caller (the game provider's bet flow) must credit each award to the
 * winner's wallet in the same flow. Invalid input is a 422 and changes nothing. Inside a transaction it
 * is part of it (an error rolls the caller back); alone, its own transaction.
 */
export function contribute(ctx: PlatformContext, input: ContributionInput): ContributionResult {
  const bet = parse(contributionSchema, input);
  const work = () => applyBet(ctx, statements(ctx.db).activeJackpots.all().filter((jackpot) => qualifies(jackpot, bet)), bet);
  // Inside the caller's transaction (the wallet's bet, which rolls back whole on any error) no savepoint
  // of its own is needed: 2 statements less per bet (docs/architecture.md "Decisions", wallet hot path).
  const result = ctx.db.inTransaction ? work() : immediate(ctx.db, work);
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
    return current && current.state === 'active' ? applyBet(ctx, [current], bet) : { awards: [], jackpotIds: [], shares: [] };
  });
  announce(ctx, result);
  return result;
}
