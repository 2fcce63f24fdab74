import type { Db } from '../db/database.ts';
import type { TeamDefinition, TournamentDefinition } from './definition.ts';
import { rankedEntries } from './ranking.ts';
import { drainScores } from './outbox.ts';
import { definitionOf, type EntryRow, type TournamentRow } from './store.ts';

/**
 * Team tournaments (docs/api/competitions.md "Team tournaments"): the operator lists `teams` in the definition,
 * each with player groups; a player is in the first team listed that names one of their groups (one team per
 * tournament). Nothing is scored per team on the bet path: the standings derive from the members' entries when
 * read and at finalisation — a team's score is the sum of its ranked members' `score`, ordered by score DESC,
 * then the earlier time the team reached it (the latest `reached_at_ms` of its members: when its sum last
 * moved), then team id ASC; a member's `award_place_in_team` is their order among the team's members by the
 * individual ranking (score DESC, reached_at_ms, user_id). At the end finalise.ts freezes each ranked player's
 * team and place in it (`tournament_team_members`, migration 070) with the places; every read after that uses
 * the frozen rows. Inside `withTeamsMemo` (one serialisation of a leaderboard push or of a tournament: reads only,
 * one synchronous call) the membership is computed once per tournament, so ten statuses and the standings share it;
 * outside it every read computes it afresh. Nothing engine-specific keys the memo (docs/architecture.md "Decisions":
 * one SQL text for SQLite and PostgreSQL).
 */

interface Membership {
  team_id: number;
  place_in_team: number;
}

interface TeamStanding {
  team: TeamDefinition;
  place: number;
  score: number;
  members: number;
  /** The latest reached_at_ms of its members (the tie-break), null without a ranked member. */
  reached_at_ms: number | null;
}

/** The team a player with these groups is in: the first listed naming one of them. */
export function teamOfGroups(teams: readonly TeamDefinition[], groups: readonly number[]): number | null {
  return teams.find((team) => team.group_ids.some((id) => groups.includes(id)))?.id ?? null;
}

export const isTeamTournament = (definition: TournamentDefinition): boolean => (definition.teams?.length ?? 0) > 0;

/** The live membership from the ranked entries and the players' groups, in ranking order. */
function liveMembers(db: Db, tournament: TournamentRow, teams: readonly TeamDefinition[]): Map<number, Membership> {
  const entries = rankedEntries(db, tournament.id);
  const groups = new Map<number, number[]>();
  const rows = db
    .prepare<[number], { user_id: number; group_id: number }>(
      'SELECT g.user_id, g.group_id FROM user_groups g JOIN tournament_entries e ON e.user_id = g.user_id WHERE e.tournament_id = ? AND e.games_taken > 0',
    )
    .all(tournament.id);
  for (const row of rows) groups.set(row.user_id, [...(groups.get(row.user_id) ?? []), row.group_id]);
  const counts = new Map<number, number>();
  const members = new Map<number, Membership>();
  for (const entry of entries) {
    const team = teamOfGroups(teams, groups.get(entry.user_id) ?? []);
    if (team === null) continue;
    const place = (counts.get(team) ?? 0) + 1;
    counts.set(team, place);
    members.set(entry.user_id, { team_id: team, place_in_team: place });
  }
  return members;
}

const frozenMembers = (db: Db, tournamentId: number): Map<number, Membership> =>
  new Map(
    db
      .prepare<[number], { user_id: number; team_id: number; place_in_team: number }>('SELECT user_id, team_id, place_in_team FROM tournament_team_members WHERE tournament_id = ?')
      .all(tournamentId)
      .map((row) => [row.user_id, { team_id: row.team_id, place_in_team: row.place_in_team }]),
  );

/** The memo of the innermost `withTeamsMemo` scope (null outside one): tournament id → its version and membership. */
let scope: WeakMap<Db, Map<number, { version: number; members: Map<number, Membership> }>> | null = null;

/** Runs `work` (reads only) with the team membership of each tournament computed at most once (nested scopes share the outer one). */
export function withTeamsMemo<T>(work: () => T): T {
  if (scope) return work();
  scope = new WeakMap();
  try {
    return work();
  } finally {
    scope = null;
  }
}

/** Every ranked player's team and place in it (empty for a tournament without teams). */
export function teamMembers(db: Db, tournament: TournamentRow): Map<number, Membership> {
  drainScores(db);
  const teams = definitionOf(db, tournament).teams ?? [];
  if (teams.length === 0) return new Map();
  let cache = scope?.get(db);
  if (scope && !cache) scope.set(db, (cache = new Map()));
  const hit = cache?.get(tournament.id);
  if (hit && hit.version === tournament.version) return hit.members;
  // Once the places froze (finalise.ts, the same transaction as the teams), the frozen rows decide, even before `finished_at`.
  const frozen = tournament.finished_at !== null || db.prepare('SELECT 1 FROM tournament_entries WHERE tournament_id = ? AND final_place IS NOT NULL LIMIT 1').get(tournament.id) !== undefined;
  const members = frozen ? frozenMembers(db, tournament.id) : liveMembers(db, tournament, teams);
  cache?.set(tournament.id, { version: tournament.version, members });
  return members;
}

/** The teams in their order (every team, members or not). */
export function teamStandings(db: Db, tournament: TournamentRow): TeamStanding[] {
  drainScores(db);
  const teams = definitionOf(db, tournament).teams ?? [];
  if (teams.length === 0) return [];
  const members = teamMembers(db, tournament);
  const totals = new Map(teams.map((team) => [team.id, { score: 0, members: 0, reached: null as number | null }]));
  const entries = db.prepare<[number], EntryRow>('SELECT * FROM tournament_entries WHERE tournament_id = ? AND games_taken > 0').all(tournament.id);
  for (const entry of entries) {
    const member = members.get(entry.user_id);
    const total = member ? totals.get(member.team_id) : undefined;
    if (!total) continue;
    total.score += entry.score;
    total.members += 1;
    total.reached = Math.max(total.reached ?? 0, entry.reached_at_ms);
  }
  return teams
    .map((team) => ({ team, ...(totals.get(team.id) as { score: number; members: number; reached: number | null }) }))
    .sort((a, b) => b.score - a.score || (a.reached ?? Infinity) - (b.reached ?? Infinity) || a.team.id - b.team.id)
    .map(({ team, score, members: count, reached }, index) => ({ team, place: index + 1, score, members: count, reached_at_ms: reached }));
}

/** Freezes every ranked player's team and place in it (finalise.ts, inside the transaction that freezes the places). */
export function freezeTeams(db: Db, tournament: TournamentRow): void {
  const teams = definitionOf(db, tournament).teams ?? [];
  if (teams.length === 0) return;
  const insert = db.prepare<[number, number, number, number]>('INSERT INTO tournament_team_members (tournament_id, user_id, team_id, place_in_team) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  for (const [userId, member] of liveMembers(db, tournament, teams)) insert.run(tournament.id, userId, member.team_id, member.place_in_team);
}

/** The winning team once finished (the first of the frozen standings with a ranked member), else null. */
export function winnerTeamId(db: Db, tournament: TournamentRow): number | null {
  if (tournament.finished_at === null) return null;
  const first = teamStandings(db, tournament)[0];
  return first && first.members > 0 ? first.team.id : null;
}
