import { ANONYMOUS_WINNER, maskWinnerName } from '../../sdk/rules/jackpots.ts';
import type { Db } from '../db/database.ts';
import { decimalString } from './format.ts';

export interface JackpotRow {
  id: number;
  name: string;
  identifier: string;
  external_id: string;
  state: 'active' | 'inactive';
  currency: string;
  allowed_currencies: string;
  games: string;
  game_category: string | null;
  min_bet_cents: number;
  /** Overflow past the top level (subunits + 1/10 000 units), funding the seeds of reset levels. */
  reserve_cents: number;
  reserve_units: number;
  /** Seed money the house put in at resets (what the reserve did not cover). */
  house_seeded_cents: number;
}

export interface LevelRow {
  id: number;
  jackpot_id: number;
  level_index: number;
  name: string;
  external_code: string;
  seed_cents: number;
  contribution_bp: number;
  amount_cents: number;
  remainder_units: number;
  drop_min_cents: number;
  drop_max_cents: number;
  drop_at_cents: number;
  paid_out_cents: number;
  /** How many times the level dropped (a bet's share is reversible while this is unchanged). */
  drops: number;
}

export interface JackpotWinRow {
  id: number;
  jackpot_name: string;
  jackpot_external_code: string;
  level_name: string;
  level_external_code: string;
  user_name: string;
  currency: string;
  amount_cents: number;
  original_currency: string;
  original_amount_cents: number;
  created_at: string;
  approved_at: string | null;
}

/** docs/api/jackpots.md (Contract §5.17) `Jackpot` (the hidden drop value is deliberately absent). */
export interface JackpotView {
  id: number;
  name: string;
  identifier: string;
  external_id: string;
  state: 'active' | 'inactive';
  currency: string;
  allowed_currencies: string[];
  games: string[];
  levels: {
    id: number;
    identifier: string;
    index: number;
    name: string;
    state: 'active' | 'inactive';
    amount_cents: number;
    available_amount_cents: number;
    total_amount_cents: number;
    current_award_value: string;
    periods: never[];
    working_days: null;
  }[];
}

/** docs/api/jackpots.md (Contract §5.17) `JackpotWin`, plus `id` and `currency` (the currency of `amount_cents`). */
export interface JackpotWinView {
  id: number;
  amount_cents: number;
  currency: string;
  jackpot_name: string;
  jackpot_level_name: string;
  jackpot_level_external_code: string;
  jackpot_external_code: string;
  user_name: string;
  jackpot_original_currency: string;
  jackpot_original_amount_cents: number;
  created_at: string;
  approved_at: string | null;
}

const WIN_SELECT = `
  SELECT w.id, j.name AS jackpot_name, j.external_id AS jackpot_external_code, l.name AS level_name,
         l.external_code AS level_external_code, w.user_name, w.currency, w.amount_cents,
         w.original_currency, w.original_amount_cents, w.created_at, w.approved_at
  FROM jackpot_wins w JOIN jackpots j ON j.id = w.jackpot_id JOIN jackpot_levels l ON l.id = w.level_id`;

/** Prepared statements, once per database. */
function prepare(db: Db) {
  return {
    allJackpots: db.prepare<[], JackpotRow>('SELECT * FROM jackpots ORDER BY id'),
    activeJackpots: db.prepare<[], JackpotRow>("SELECT * FROM jackpots WHERE state = 'active' ORDER BY id"),
    jackpotById: db.prepare<[number], JackpotRow>('SELECT * FROM jackpots WHERE id = ?'),
    jackpotByIdentifier: db.prepare<[string], JackpotRow>('SELECT * FROM jackpots WHERE identifier = ?'),
    levelsOf: db.prepare<[number], LevelRow>('SELECT * FROM jackpot_levels WHERE jackpot_id = ? ORDER BY level_index'),
    allLevels: db.prepare<[], LevelRow>('SELECT * FROM jackpot_levels ORDER BY jackpot_id, level_index'),
    addToLevel: db.prepare<[number, number, number]>('UPDATE jackpot_levels SET amount_cents = ?, remainder_units = ? WHERE id = ?'),
    levelById: db.prepare<[number], LevelRow>('SELECT * FROM jackpot_levels WHERE id = ?'),
    resetLevel: db.prepare<[number, number, number, number]>(
      'UPDATE jackpot_levels SET amount_cents = ?, remainder_units = 0, drop_at_cents = ?, paid_out_cents = paid_out_cents + ?, drops = drops + 1 WHERE id = ?',
    ),
    updateReserve: db.prepare<[number, number, number, number]>(
      'UPDATE jackpots SET reserve_cents = ?, reserve_units = ?, house_seeded_cents = house_seeded_cents + ? WHERE id = ?',
    ),
    insertWin: db.prepare(
      `INSERT INTO jackpot_wins (jackpot_id, level_id, user_id, user_name, round_id, game_identifier, currency, amount_cents,
         original_currency, original_amount_cents, created_at, approved_at)
       VALUES (@jackpot_id, @level_id, @user_id, @user_name, @round_id, @game_identifier, @currency, @amount_cents,
         @original_currency, @original_amount_cents, @created_at, @approved_at)`,
    ),
    winById: db.prepare<[number], JackpotWinRow>(`${WIN_SELECT} WHERE w.id = ?`),
    latestWins: db.prepare<[number], JackpotWinRow>(`${WIN_SELECT} ORDER BY w.created_at DESC, w.id DESC LIMIT ?`),
    userName: db.prepare<[number], { nickname: string | null }>('SELECT nickname FROM users WHERE id = ?'),
  };
}

export type JackpotStatements = ReturnType<typeof prepare>;
const cache = new WeakMap<Db, JackpotStatements>();

export function statements(db: Db): JackpotStatements {
  let prepared = cache.get(db);
  if (!prepared) cache.set(db, (prepared = prepare(db)));
  return prepared;
}

export function findJackpot(db: Db, idOrIdentifier: string): JackpotRow | undefined {
  const sql = statements(db);
  return /^\d+$/.test(idOrIdentifier) ? sql.jackpotById.get(Number(idOrIdentifier)) : sql.jackpotByIdentifier.get(idOrIdentifier);
}

export function jackpotView(jackpot: JackpotRow, levels: LevelRow[]): JackpotView {
  return {
    id: jackpot.id,
    name: jackpot.name,
    identifier: jackpot.identifier,
    external_id: jackpot.external_id,
    state: jackpot.state,
    currency: jackpot.currency,
    allowed_currencies: JSON.parse(jackpot.allowed_currencies) as string[],
    games: JSON.parse(jackpot.games) as string[],
    levels: levels.map((level) => ({
      id: level.id,
      identifier: `level_${level.level_index}`,
      index: level.level_index,
      name: level.name,
      state: jackpot.state,
      amount_cents: level.amount_cents,
      // The whole pot is winnable, so what a drop would pay now is the current amount.
      available_amount_cents: level.amount_cents,
      total_amount_cents: level.paid_out_cents + level.amount_cents,
      current_award_value: decimalString(level.amount_cents, jackpot.currency),
      periods: [],
      working_days: null,
    })),
  };
}

export function loadJackpotView(db: Db, jackpotId: number): JackpotView | undefined {
  const sql = statements(db);
  const jackpot = sql.jackpotById.get(jackpotId);
  return jackpot && jackpotView(jackpot, sql.levelsOf.all(jackpotId));
}

/** Every jackpot, inactive ones included (the client filters on `state`). */
export function listJackpotViews(db: Db): JackpotView[] {
  const sql = statements(db);
  const levelsByJackpot = new Map<number, LevelRow[]>();
  for (const level of sql.allLevels.all()) {
    const list = levelsByJackpot.get(level.jackpot_id) ?? [];
    list.push(level);
    levelsByJackpot.set(level.jackpot_id, list);
  }
  return sql.allJackpots.all().map((jackpot) => jackpotView(jackpot, levelsByJackpot.get(jackpot.id) ?? []));
}

export function jackpotWinView(row: JackpotWinRow): JackpotWinView {
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    currency: row.currency,
    jackpot_name: row.jackpot_name,
    jackpot_level_name: row.level_name,
    jackpot_level_external_code: row.level_external_code,
    jackpot_external_code: row.jackpot_external_code,
    user_name: row.user_name,
    jackpot_original_currency: row.original_currency,
    jackpot_original_amount_cents: row.original_amount_cents,
    created_at: row.created_at,
    approved_at: row.approved_at,
  };
}

export function latestJackpotWins(db: Db, limit: number): JackpotWinView[] {
  return statements(db).latestWins.all(limit).map(jackpotWinView);
}

/**
 * The name published for a winner (jackpot wins, the winners feed): the nickname masked to its
 * first 6 characters + *** (docs/product/jackpots.md#wins, spec 001 §3; docs/api/jackpots.md "Names"), `Player***` without one.
 * Never derived from the e-mail.
 */
export function displayName(db: Db, userId: number | null, nickname: string | null | undefined): string {
  const name = nickname || (userId === null ? null : statements(db).userName.get(userId)?.nickname);
  return maskWinnerName(name || ANONYMOUS_WINNER);
}
