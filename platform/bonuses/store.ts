import type { Db } from '../db/database.ts';

/**
 * The rows of the bonus engine's tables (platform/db/migrations/060_bonuses.sql, 061_bonus_engine.sql)
 * and the reads every module of docs/api/bonuses.md shares.
 */

export type BonusStage = 'issued' | 'wait' | 'handle_bets' | 'lost' | 'canceled' | 'expired' | 'wager_done';
export type FreespinStage = 'issued' | 'activated' | 'finished' | 'canceled' | 'expired';

/** The columns `player_bonuses` and `player_freespins` share (060_bonuses.sql). */
interface GiftRow {
  id: number;
  user_id: number;
  campaign_id: number | null;
  campaign_version: number | null;
  idempotency_key: string;
  source: string;
  currency: string;
  group_key: string | null;
  title: string | null;
  activatable_until: string | null;
  valid_until: string | null;
  validity_days: number;
  activated_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BonusRow extends GiftRow {
  amount_cents: number;
  wager_requirement_cents: number;
  wagered_cents: number;
  max_bet_cents: number | null;
  max_win_cents: number | null;
  contribution: string | null;
  stage: BonusStage;
  started_at: string | null;
  open_bonus_bets: number;
}

export interface FreespinRow extends GiftRow {
  games: string;
  bet_level_cents: number;
  freespins_total: number;
  freespins_performed: number;
  /** Rounds settled by their win (migration 062); the pack finishes when every round is played and settled. */
  freespins_settled: number;
  winnings_cents: number;
  wager_multiplier: number;
  stage: FreespinStage;
  result_bonus_id: number | null;
}

/** What a bet reads of the bonus being wagered (platform/bonuses/wagering.ts). */
export type WageredBonus = Pick<BonusRow, 'id' | 'currency' | 'max_bet_cents' | 'contribution' | 'wagered_cents' | 'wager_requirement_cents'>;

/** Stages in which a bonus can still change (and be canceled). */
export const OPEN_BONUS_STAGES: readonly BonusStage[] = ['issued', 'wait', 'handle_bets'];

function prepare(db: Db) {
  return {
    bonusById: db.prepare<[number], BonusRow>('SELECT * FROM player_bonuses WHERE id = ?'),
    bonusByKey: db.prepare<[string], BonusRow>('SELECT * FROM player_bonuses WHERE idempotency_key = ?'),
    freespinsById: db.prepare<[number], FreespinRow>('SELECT * FROM player_freespins WHERE id = ?'),
    freespinsByKey: db.prepare<[string], FreespinRow>('SELECT * FROM player_freespins WHERE idempotency_key = ?'),
    // The hot path's one read (docs/api/bonuses.md "Wagering"): the unique partial index player_bonuses_wagering.
    wagering: db.prepare<[number, string], BonusRow>("SELECT * FROM player_bonuses WHERE user_id = ? AND currency = ? AND stage = 'handle_bets'"),
    // The bet's read of it: only the columns the bet needs (a whole row costs twice as much: docs/architecture.md "Decisions").
    wageringForBet: db.prepare<[number, string], WageredBonus>(
      "SELECT id, currency, max_bet_cents, contribution, wagered_cents, wager_requirement_cents FROM player_bonuses WHERE user_id = ? AND currency = ? AND stage = 'handle_bets'",
    ),
    nextWaiting: db.prepare<[number, string], BonusRow>("SELECT * FROM player_bonuses WHERE user_id = ? AND currency = ? AND stage = 'wait' ORDER BY activated_at, id LIMIT 1"),
    localeOf: db.prepare<[number], string>('SELECT language FROM users WHERE id = ?').pluck(),
    // wagering.ts, per bet of a player with a wagered bonus.
    wager: db.prepare<[number, number, string, number]>('UPDATE player_bonuses SET wagered_cents = wagered_cents + ?, open_bonus_bets = open_bonus_bets + ?, updated_at = ? WHERE id = ?'),
    // Never below 0 (portable SQL, docs/architecture.md "Decisions": no scalar two-argument MAX).
    unwager: db.prepare<{ amount: number; now: string; id: number }>(
      'UPDATE player_bonuses SET wagered_cents = CASE WHEN wagered_cents >= @amount THEN wagered_cents - @amount ELSE 0 END, updated_at = @now WHERE id = @id',
    ),
    betSettled: db.prepare<[number]>('UPDATE player_bonuses SET open_bonus_bets = open_bonus_bets - 1 WHERE id = ? AND open_bonus_bets > 0'),
  };
}

const cache = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Prepared statements, once per database (as platform/provider/wallet.ts `statements`). */
export function bonusStatements(db: Db): ReturnType<typeof prepare> {
  let cached = cache.get(db);
  if (!cached) cache.set(db, (cached = prepare(db)));
  return cached;
}

export const bonusById = (db: Db, id: number): BonusRow | undefined => bonusStatements(db).bonusById.get(id);
export const freespinsById = (db: Db, id: number): FreespinRow | undefined => bonusStatements(db).freespinsById.get(id);
/** The one bonus of the player being wagered in `currency` (stage `handle_bets`), if any. */
export const wageringBonus = (db: Db, userId: number, currency: string): BonusRow | undefined => bonusStatements(db).wagering.get(userId, currency);
/** The player's locale (users.language), English when unknown. */
export const localeOfUser = (db: Db, userId: number): string => bonusStatements(db).localeOf.get(userId) ?? 'en';
