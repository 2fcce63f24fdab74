import type { Db } from '../db/database.ts';
import { drainScores } from './outbox.ts';
import type { EntryRow, TournamentRow } from './store.ts';

/**
 * The leaderboard (docs/api/competitions.md "Ranking"): entries that played at least one counted
 * round, ordered by score DESC, reached_at_ms ASC, user_id ASC — one range of the index
 * `tournament_entries_rank` (migration 064). Exact at any moment: it scores the calls logged so far first (outbox.ts), then reads the committed rows; once a
 * tournament is finalised, the frozen `final_place` decides.
 */

const RANKED = 'tournament_id = ? AND games_taken > 0';

function prepare(db: Db) {
  return {
    top: db.prepare<[number, number], EntryRow>(`SELECT * FROM tournament_entries WHERE ${RANKED} ORDER BY score DESC, reached_at_ms, user_id LIMIT ?`),
    frozen: db.prepare<[number, number], EntryRow>('SELECT * FROM tournament_entries WHERE tournament_id = ? AND final_place IS NOT NULL ORDER BY final_place LIMIT ?'),
    ahead: db
      .prepare<{ t: number; score: number; at: number; user: number }, number>(
        `SELECT COUNT(*) FROM tournament_entries WHERE tournament_id = @t AND games_taken > 0
           AND (score > @score OR (score = @score AND (reached_at_ms < @at OR (reached_at_ms = @at AND user_id < @user))))`,
      )
      .pluck(),
    ranked: db.prepare<[number], EntryRow>(`SELECT * FROM tournament_entries WHERE ${RANKED} ORDER BY score DESC, reached_at_ms, user_id`),
  };
}

const cache = new WeakMap<Db, ReturnType<typeof prepare>>();
/** Every ranking read scores the calls logged so far first (outbox.ts), so a place is exact at any moment. */
function statements(db: Db): ReturnType<typeof prepare> {
  drainScores(db);
  let cached = cache.get(db);
  if (!cached) cache.set(db, (cached = prepare(db)));
  return cached;
}

/** The top `limit` entries with their places (1-based). */
export function topEntries(db: Db, tournament: TournamentRow, limit = 10): { entry: EntryRow; place: number }[] {
  if (tournament.finished_at !== null) return statements(db).frozen.all(tournament.id, limit).map((entry) => ({ entry, place: entry.final_place as number }));
  return statements(db).top.all(tournament.id, limit).map((entry, index) => ({ entry, place: index + 1 }));
}

/** The entry's place (1-based), 0 while it has no counted round. */
export function placeOf(db: Db, tournament: TournamentRow, entry: EntryRow): number {
  if (tournament.finished_at !== null) return entry.final_place ?? 0;
  if (entry.games_taken === 0) return 0;
  return 1 + (statements(db).ahead.get({ t: entry.tournament_id, score: entry.score, at: entry.reached_at_ms, user: entry.user_id }) ?? 0);
}

/** Every ranked entry in order (finalisation freezes these places). */
export const rankedEntries = (db: Db, tournamentId: number): EntryRow[] => statements(db).ranked.all(tournamentId);
