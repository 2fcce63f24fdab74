import type { TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import { titleIn } from '../bonuses/serialize.ts';
import { localeOfUser } from '../bonuses/store.ts';
import { DAY_MS, iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { userChannel } from '../realtime/publisher.ts';
import { Throttle } from '../realtime/throttle.ts';
import { topEntries } from './ranking.ts';
import { teamStandings, withTeamsMemo } from './teams.ts';
import { serializeStatus } from './serialize.ts';
import { drainScores } from './outbox.ts';
import { currencyOfUser, definitionOf, entriesOfUser, groupsOfUser, inAudience, tournamentById, type TournamentRow } from './store.ts';

/**
 * Realtime of the tournament engine (docs/api/competitions.md "Realtime"), all after commit and
 * never throwing into a money path:
 * - `tournaments_statuses#<user>`: the player's own statuses in the tournaments not over yet, at most
 *   one push per player per STATUS_EVERY_MS; a change inside the pause is sent when it ends, read
 *   then (last one wins, the final state is never dropped);
 * - the leaderboard: at most every BOARD_EVERY_MS per tournament, when its top 10 changed, the whole top 10
 *   `{tournament_id, top_players}` (a team tournament's also `teams` `[{id, place, score, members}]`) on the public `public:tournaments_changes` (public data, masked names: the
 *   participants, the tournament page and an affiliate's leaderboard, guests included, follow it; the
 *   receiver replaces its list, so a missed push is healed by the next), the own statuses of the top-10
 *   players whose place moved, and `tournament_notifications` `player_joined_leaderboard` /
 *   `player_kicked_from_leaderboard` to players entering / leaving the prize places. Another player's
 *   status never goes on a player's `tournaments_statuses`: the front end merges that channel by
 *   `tournament_id` into the player's own status (contract §6.3);
 * - `tournament_notifications#<user>`: `tournament_starts_soon` (starts-soon.ts), `tournament_started` (lifecycle.ts) and `tournament_finished` (finalise.ts).
 */

/** The public leaderboard channel (platform/realtime/channels.ts `PUBLIC_CHANNELS`). */
export const TOURNAMENTS_CHANNEL = 'public:tournaments_changes';
export const STATUS_EVERY_MS = 1_000;
export const BOARD_EVERY_MS = 2_000;
/** Bounds of one fan-out (start notices, results). */
export const MAX_RECIPIENTS = 2_000;
/** "Played recently" for `tournament_started`: a game session within this time. */
const RECENT_PLAY_MS = DAY_MS;

interface Realtime {
  statuses: Throttle;
  boards: Throttle;
  /** Per tournament: the last published top 10 (JSON), its players' places and who held the prize places. */
  lastBoard: Map<number, { board: string; places: Map<number, number>; prizeHolders: Map<number, number> }>;
}

const states = new WeakMap<PlatformContext, Realtime>();

function realtime(ctx: PlatformContext): Realtime {
  let state = states.get(ctx);
  if (!state) {
    const created: Realtime = {
      statuses: new Throttle(STATUS_EVERY_MS, (userId) => publishStatuses(ctx, userId)),
      boards: new Throttle(BOARD_EVERY_MS, (tournamentId) => publishBoard(ctx, created, tournamentId)),
      lastBoard: new Map(),
    };
    states.set(ctx, (state = created));
  }
  return state;
}

/** Stops pending pushes (the server closes). */
export function stopRealtime(ctx: PlatformContext): void {
  const state = states.get(ctx);
  state?.statuses.stop();
  state?.boards.stop();
}

/** The player's statuses in every tournament not over yet (the `tournaments_statuses` push, GET …/status each). */
export function playerStatuses(ctx: PlatformContext, userId: number): TournamentPlayerStatus[] {
  const now = ctx.clock.now();
  const statuses: TournamentPlayerStatus[] = [];
  for (const entry of entriesOfUser(ctx.db, userId)) {
    const tournament = tournamentById(ctx.db, entry.tournament_id);
    if (tournament && Date.parse(tournament.end_at) > now) statuses.push(serializeStatus(ctx.db, tournament, entry));
  }
  return statuses;
}

function publishStatuses(ctx: PlatformContext, userId: number): void {
  ctx.publisher.publish(userChannel('tournaments_statuses', userId), playerStatuses(ctx, userId));
}

/** A notice on `tournament_notifications#<user>` (docs/api/competitions.md "Realtime"), the title in the player's locale. */
export function notify(ctx: PlatformContext, userId: number, tournament: TournamentRow, event: string, extra: Record<string, unknown> = {}): void {
  const title = titleIn(definitionOf(ctx.db, tournament).title, localeOfUser(ctx.db, userId));
  ctx.publisher.publish(userChannel('tournament_notifications', userId), { event, id: tournament.id, title, start_at: tournament.start_at, end_at: tournament.end_at, ...extra });
}

/** How many top places the leaderboard push watches: the prize places (10 when there are none). */
const prizePlaces = (ctx: PlatformContext, tournament: TournamentRow) => Math.max(0, ...definitionOf(ctx.db, tournament).prizes.map((prize) => prize.place)) || 10;

function publishBoard(ctx: PlatformContext, state: Realtime, tournamentId: number): void {
  const tournament = tournamentById(ctx.db, tournamentId);
  if (!tournament || tournament.finished_at !== null) {
    state.lastBoard.delete(tournamentId); // over: its results are sent by finalise.ts
    return;
  }
  const watched = prizePlaces(ctx, tournament);
  const top = topEntries(ctx.db, tournament, Math.max(10, watched));
  const last = state.lastBoard.get(tournamentId) ?? { board: '', places: new Map(), prizeHolders: new Map() };
  // One computation of the team membership for the ten statuses and the standings (teams.ts `withTeamsMemo`).
  const [topPlayers, teams] = withTeamsMemo(() => [
    top.slice(0, 10).map(({ entry, place }) => serializeStatus(ctx.db, tournament, entry, place)),
    // A team tournament's standings ride along (teams.ts; no titles: the receiver keeps its localised ones, by id).
    teamStandings(ctx.db, tournament).map((standing) => ({ id: standing.team.id, place: standing.place, score: standing.score, members: standing.members })),
  ] as const);
  const board = JSON.stringify(teams.length > 0 ? [topPlayers, teams] : topPlayers);
  const places = new Map(top.slice(0, 10).map(({ entry, place }) => [entry.user_id, place]));
  const prizeHolders = new Map(top.filter(({ place }) => place <= watched).map(({ entry, place }) => [entry.user_id, place]));
  state.lastBoard.set(tournamentId, { board, places, prizeHolders });
  if (board !== last.board) ctx.publisher.publish(TOURNAMENTS_CHANNEL, { tournament_id: tournamentId, top_players: topPlayers, ...(teams.length > 0 ? { teams } : {}) });
  // Players in the top 10 whose place another player moved get their own status too.
  for (const userId of new Set([...places.keys(), ...last.places.keys()])) {
    if (places.get(userId) !== last.places.get(userId)) state.statuses.touch(userId);
  }
  for (const [userId, place] of prizeHolders) {
    if (!last.prizeHolders.has(userId)) notify(ctx, userId, tournament, 'player_joined_leaderboard', { award_place: place, previous_place: last.places.get(userId) ?? null });
  }
  for (const [userId, previous] of last.prizeHolders) {
    if (!prizeHolders.has(userId)) notify(ctx, userId, tournament, 'player_kicked_from_leaderboard', { award_place: places.get(userId) ?? null, previous_place: previous });
  }
}

/** After a scored bet or win: the player's statuses and the tournaments' leaderboards, throttled. */
export function scoredPush(ctx: PlatformContext, userId: number, tournamentIds: readonly number[]): () => void {
  return () => {
    const state = realtime(ctx);
    state.statuses.touch(userId);
    for (const id of tournamentIds) state.boards.touch(id);
  };
}

/**
 * Who hears of a tournament's start (and, before it, `tournament_starts_soon`: starts-soon.ts): players with an
 * entry or a real game session within a day (at most MAX_RECIPIENTS), in its audience and currencies.
 */
export function announcedTo(ctx: PlatformContext, tournament: TournamentRow): number[] {
  drainScores(ctx.db);
  const definition = definitionOf(ctx.db, tournament);
  const since = iso(ctx.clock.now() - RECENT_PLAY_MS);
  const users = ctx.db
    .prepare<[number, string, number], number>(
      `SELECT user_id FROM tournament_entries WHERE tournament_id = ?
       UNION SELECT user_id FROM provider_sessions WHERE user_id IS NOT NULL AND mode = 'real' AND expires_at > ? ORDER BY user_id LIMIT ?`,
    )
    .pluck()
    .all(tournament.id, since, MAX_RECIPIENTS);
  return users.filter((userId) => definition.currencies.includes(currencyOfUser(ctx.db, userId)) && inAudience(definition, groupsOfUser(ctx.db, userId)));
}

/** `tournament_started` to players in its audience and currencies who played within a day, or confirmed already (bounded). */
export function notifyStarted(ctx: PlatformContext, tournamentId: number): () => void {
  return () => {
    try {
      const tournament = tournamentById(ctx.db, tournamentId);
      if (!tournament) return;
      for (const userId of announcedTo(ctx, tournament)) notify(ctx, userId, tournament, 'tournament_started');
    } catch {
      // realtime never breaks the lifecycle
    }
  };
}

/** `tournament_finished` with the final place to the ranked players (bounded); prize winners are marked notified. */
export function notifyResult(ctx: PlatformContext, tournamentId: number): () => void {
  return () => {
    try {
      const tournament = tournamentById(ctx.db, tournamentId);
      if (!tournament) return;
      const placed = ctx.db
        .prepare<[number, number], { user_id: number; final_place: number }>('SELECT user_id, final_place FROM tournament_entries WHERE tournament_id = ? AND final_place IS NOT NULL ORDER BY final_place LIMIT ?')
        .all(tournament.id, MAX_RECIPIENTS);
      for (const { user_id, final_place } of placed) notify(ctx, user_id, tournament, 'tournament_finished', { award_place: final_place });
      ctx.db.prepare('UPDATE tournament_awards SET player_notified = 1 WHERE tournament_id = ?').run(tournament.id);
    } catch {
      // realtime never breaks the lifecycle
    }
  };
}
