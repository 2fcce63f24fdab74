import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate, type Db } from '../db/database.ts';
import { TournamentDefinition, type TournamentDefinitionInput } from './definition.ts';
import { drainScores } from './outbox.ts';

/**
 * The rows of the tournament tables (platform/db/migrations/064_competitions.sql) and the reads every
 * module of docs/api/competitions.md shares. Definitions are parsed once per (tournament, version).
 */

export interface TournamentRow {
  id: number;
  key: string;
  frontend_identifier: string;
  strategy: TournamentDefinition['strategy'];
  currency: string;
  start_at: string;
  end_at: string;
  version: number;
  definition: string;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EntryRow {
  tournament_id: number;
  user_id: number;
  confirmed: number;
  bet_cents: number;
  win_cents: number;
  games_taken: number;
  /** Best win ÷ bet of a round × 10,000 (RATE_SCALE). */
  best_rate: number;
  points: number;
  score: number;
  reached_at_ms: number;
  previous_reached_at_ms: number | null;
  final_place: number | null;
  currency: string | null;
  created_at: string;
  updated_at: string;
}

export interface AwardRow {
  id: number;
  tournament_id: number;
  /** 0: the player's own place; else the team's final place, `place` the member's place in it (migration 070). */
  team_place: number;
  place: number;
  user_id: number;
  kind: 'money' | 'bonus' | 'freespins' | 'campaign' | 'comp_points' | 'none';
  currency: string | null;
  amount_cents: number | null;
  bonus_id: number | null;
  freespins_id: number | null;
  /** Comp points granted (kind `comp_points`). */
  points: number | null;
  player_notified: number;
  created_at: string;
}

/** `best_rate` holds win ÷ bet with four decimals. */
export const RATE_SCALE = 10_000;

function prepare(db: Db) {
  return {
    byId: db.prepare<[number], TournamentRow>('SELECT * FROM tournaments WHERE id = ?'),
    byKey: db.prepare<[string], TournamentRow>('SELECT * FROM tournaments WHERE key = ?'),
    byIdentifier: db.prepare<[string], TournamentRow>('SELECT * FROM tournaments WHERE frontend_identifier = ? ORDER BY end_at DESC, id DESC LIMIT 1'),
    /** Not yet over (future and active), soonest end first. */
    current: db.prepare<[string], TournamentRow>('SELECT * FROM tournaments WHERE end_at > ? ORDER BY start_at, id'),
    /** Over, latest first. */
    recent: db.prepare<[string, number], TournamentRow>('SELECT * FROM tournaments WHERE end_at <= ? ORDER BY end_at DESC, id DESC LIMIT ?'),
    all: db.prepare<[], TournamentRow>('SELECT * FROM tournaments ORDER BY id'),
    entry: db.prepare<[number, number], EntryRow>('SELECT * FROM tournament_entries WHERE tournament_id = ? AND user_id = ?'),
    entriesOfUser: db.prepare<[number], EntryRow>('SELECT * FROM tournament_entries WHERE user_id = ? ORDER BY tournament_id'),
    groupsOf: db.prepare<[number], number>('SELECT group_id FROM user_groups WHERE user_id = ? ORDER BY group_id').pluck(),
    currencyOf: db.prepare<[number], string>('SELECT currency FROM users WHERE id = ?').pluck(),
    awards: db.prepare<[number], AwardRow>('SELECT * FROM tournament_awards WHERE tournament_id = ? ORDER BY team_place, place'),
  };
}

const cache = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Prepared statements, once per database (as platform/bonuses/store.ts). */
export function tournamentStatements(db: Db): ReturnType<typeof prepare> {
  let cached = cache.get(db);
  if (!cached) cache.set(db, (cached = prepare(db)));
  return cached;
}

export const tournamentById = (db: Db, id: number): TournamentRow | undefined => tournamentStatements(db).byId.get(id);
export const tournamentByKey = (db: Db, key: string): TournamentRow | undefined => tournamentStatements(db).byKey.get(key);
/** A player's entry, the calls logged so far scored first (outbox.ts). */
export const entryOf = (db: Db, tournamentId: number, userId: number): EntryRow | undefined => {
  drainScores(db);
  return tournamentStatements(db).entry.get(tournamentId, userId);
};
export const awardsOf = (db: Db, tournamentId: number): AwardRow[] => tournamentStatements(db).awards.all(tournamentId);
export const groupsOfUser = (db: Db, userId: number): number[] => tournamentStatements(db).groupsOf.all(userId);
export const currencyOfUser = (db: Db, userId: number): string => tournamentStatements(db).currencyOf.get(userId) ?? 'EUR';

/** Versions never change once written: parsed definitions are kept per database. */
const parsed = new WeakMap<Db, Map<string, TournamentDefinition>>();

/** The tournament's current definition (parsed once per version). */
export function definitionOf(db: Db, row: TournamentRow): TournamentDefinition {
  let map = parsed.get(db);
  if (!map) parsed.set(db, (map = new Map()));
  const cacheKey = `${row.id}:${row.version}`;
  let definition = map.get(cacheKey);
  if (!definition) map.set(cacheKey, (definition = TournamentDefinition.parse(JSON.parse(row.definition))));
  return definition;
}

/** Listeners told when a tournament is created or changed (the scoring index rebuilds: scoring.ts). */
const changeListeners = new WeakMap<Db, Set<() => void>>();

export function onTournamentsChanged(db: Db, listener: () => void): void {
  let set = changeListeners.get(db);
  if (!set) changeListeners.set(db, (set = new Set()));
  set.add(listener);
}

function tournamentsChanged(db: Db): void {
  for (const listener of changeListeners.get(db) ?? []) listener();
}

/**
 * Creates the tournament under the operator's `key`, or a new version of it when the definition
 * changed (the old one stays in `tournament_versions`); returns its id and current version.
 * Throws the zod error of an invalid definition (the operator route answers 422 with field paths).
 */
export function defineTournament(ctx: PlatformContext, key: string, input: TournamentDefinitionInput): { id: number; version: number; created: boolean } {
  const checked = TournamentDefinition.parse(input);
  const text = JSON.stringify(checked);
  // Calls logged before the change are scored under the definitions they were placed under (outbox.ts).
  drainScores(ctx.db);
  const result = immediate(ctx.db, () => {
    const now = iso(ctx.clock.now());
    const columns = { frontend_identifier: checked.frontend_identifier, strategy: checked.strategy, currency: checked.currency, start_at: iso(Date.parse(checked.start_at)), end_at: iso(Date.parse(checked.end_at)) };
    const existing = tournamentByKey(ctx.db, key);
    if (!existing) {
      const { lastInsertRowid } = ctx.db
        .prepare(
          `INSERT INTO tournaments (key, frontend_identifier, strategy, currency, start_at, end_at, version, definition, created_at, updated_at)
           VALUES (@key, @frontend_identifier, @strategy, @currency, @start_at, @end_at, 1, @definition, @now, @now)`,
        )
        .run({ key, ...columns, definition: text, now });
      const id = Number(lastInsertRowid);
      ctx.db.prepare('INSERT INTO tournament_versions (tournament_id, version, definition, created_at) VALUES (?, 1, ?, ?)').run(id, text, now);
      return { id, version: 1, created: true };
    }
    if (existing.definition === text) return { id: existing.id, version: existing.version, created: false };
    const version = existing.version + 1;
    ctx.db.prepare('INSERT INTO tournament_versions (tournament_id, version, definition, created_at) VALUES (?, ?, ?, ?)').run(existing.id, version, text, now);
    ctx.db
      .prepare(
        `UPDATE tournaments SET frontend_identifier = @frontend_identifier, strategy = @strategy, currency = @currency, start_at = @start_at, end_at = @end_at,
           version = @version, definition = @definition, updated_at = @now WHERE id = @id`,
      )
      .run({ ...columns, version, definition: text, now, id: existing.id });
    return { id: existing.id, version, created: false };
  });
  tournamentsChanged(ctx.db);
  return result;
}

/** Tournaments not over yet (future and active) and the latest finished ones. */
export const currentTournaments = (db: Db, now: number): TournamentRow[] => tournamentStatements(db).current.all(iso(now));
export const recentTournaments = (db: Db, now: number, limit = 20): TournamentRow[] => tournamentStatements(db).recent.all(iso(now), limit);
export const allTournaments = (db: Db): TournamentRow[] => tournamentStatements(db).all.all();

/** Every tournament the player has an entry in. */
/** A player's entries, the calls logged so far scored first (outbox.ts). */
export const entriesOfUser = (db: Db, userId: number): EntryRow[] => {
  drainScores(db);
  return tournamentStatements(db).entriesOfUser.all(userId);
};

/** The tournament by numeric id, or by its `frontend_identifier` (the latest such: the host's `/tournaments/{slug}`). */
export function tournamentByRef(db: Db, ref: string): TournamentRow | undefined {
  if (/^\d+$/.test(ref)) return tournamentById(db, Number(ref));
  return tournamentStatements(db).byIdentifier.get(ref);
}

/** Whether the player is in the tournament's audience (no groups: everyone; guests only then). */
export function inAudience(definition: TournamentDefinition, groups: readonly number[] | null): boolean {
  if (definition.group_ids.length === 0) return true;
  return groups !== null && definition.group_ids.some((id) => groups.includes(id));
}
