/**
 * The tournament queries (docs/product/tournaments-lotteries-quests.md#tournaments, docs/architecture.md
 * "Server state"): the list, the archive, one tournament and the player's status in it, each one key
 * the widgets and the host share. The `tournaments_statuses` push writes statuses and leaderboards
 * straight into them (sdk/query/channels.ts); `tournament_notifications` marks them stale.
 */
import { lotteriesApi, tournamentsApi } from '../api/tournaments.ts';
import type { Lottery, Tournament, TournamentPlayerStatus } from '../api/schemas/tournaments.ts';
import type { HttpClient } from '../http/client.ts';
import { mergeTopPlayers } from '../rules/leaderboard.ts';
import { CHANNEL_QUERIES, guard, has, isObject } from './channels.ts';
import type { QueryOptions } from './client.ts';
import { KEYS } from './keys.ts';

export const tournamentListQuery = (http: HttpClient, locale: string): QueryOptions<Tournament[]> => ({
  key: [...KEYS.tournamentList, locale],
  fetch: (signal) => tournamentsApi(http).list({ locale, signal }),
  errorName: 'LOAD_TOURNAMENTS_ERROR',
});

export const tournamentArchiveQuery = (http: HttpClient, locale: string): QueryOptions<Tournament[]> => ({
  key: [...KEYS.tournamentArchive, locale],
  fetch: (signal) => tournamentsApi(http).recent({ locale, signal }),
  errorName: 'LOAD_TOURNAMENTS_RECENT_ERROR',
});

/** One tournament by slug, identifier or id (the platform resolves it, docs/api/competitions.md). */
export const tournamentQuery = (http: HttpClient, ref: string, locale: string): QueryOptions<Tournament> => ({
  key: [...KEYS.tournament, ref, locale],
  fetch: (signal) => tournamentsApi(http).get(ref, { locale, signal }),
  errorName: 'LOAD_TOURNAMENT_ERROR',
});

export const tournamentStatusQuery = (http: HttpClient, id: number): QueryOptions<TournamentPlayerStatus> => ({
  key: [...KEYS.tournamentStatus, id],
  fetch: (signal) => tournamentsApi(http).status(id, signal),
  errorName: 'LOAD_TOURNAMENT_STATUS_ERROR',
});

/** The lotteries the tournaments list shows on its lotteries tab (one lottery's page is widgets/lottery). */
export const lotteryListQuery = (http: HttpClient): QueryOptions<Lottery[]> => ({
  key: KEYS.lotteries,
  fetch: () => lotteriesApi(http).list(),
  errorName: 'LOAD_LOTTERIES_ERROR',
});

const asStatus = guard<TournamentPlayerStatus>((d) => has(d, 'tournament_id', 'number') && has(d, 'award_place', 'number') && has(d, 'nickname', 'string'));
/** `tournaments_statuses` carries an array (docs/api/competitions.md "Realtime", contract §6.3); one object is read as an array of one. */
const asStatuses = (data: unknown): TournamentPlayerStatus[] => (Array.isArray(data) ? data : [data]).flatMap((item) => asStatus(item) ?? []);
const asBoard = guard<{ tournament_id: number; top_players: TournamentPlayerStatus[]; teams?: TeamScore[] }>((d) => has(d, 'tournament_id', 'number') && Array.isArray(d.top_players));

type TeamScore = { id: number; place: number; score: number; members: number };
/** A team tournament's standings from the push (no titles) over the shown ones (titles kept by id), in the pushed order. */
function mergeTeams(shown: Tournament['teams'], pushed: TeamScore[]): Tournament['teams'] {
  if (!Array.isArray(pushed) || !Array.isArray(shown)) return shown;
  const titles = new Map(shown.map((team) => [team.id, team.title]));
  return pushed.map((team) => ({ ...team, title: titles.get(team.id) ?? '' }));
}

/** Every tournament (one, or each of a list) passed through `change`; undefined when the data is neither. */
function eachTournament(previous: unknown, change: (tournament: Tournament) => Tournament): unknown {
  if (Array.isArray(previous)) return (previous as Tournament[]).map(change);
  if (isObject(previous) && has(previous, 'id', 'number')) return change(previous as Tournament);
  return undefined;
}

/**
 * The tournaments' rows of the channel table (docs/architecture.md "Channel → query table"), put in
 * place by this module, which every view of tournaments loads (until then both rows invalidate
 * `['tournaments']`). No request for either push (docs/api/competitions.md "Realtime"):
 * - `tournaments_statuses#<user>`: the player's own statuses, each replacing their status in that
 *   tournament and merged into its `top_players` by place and nickname (mergeTopPlayers); quests are
 *   tournaments, the same row keeps them current;
 * - `public:tournaments_changes`: a tournament's whole top 10, which replaces its `top_players`
 *   everywhere it is shown (the list, the archive, one tournament, an affiliate's leaderboard); a team
 *   tournament's `teams` standings too (titles kept by team id: docs/api/competitions.md "Team tournaments").
 */
CHANNEL_QUERIES.tournaments_statuses = {
  updates: [
    {
      key: KEYS.tournamentStatus,
      apply: (previous, data, key) => {
        const own = asStatuses(data).find((status) => status.tournament_id === Number(key[2]));
        return own && isObject(previous) ? { ...previous, ...own } : undefined;
      },
    },
    {
      key: KEYS.tournaments,
      apply: (previous, data) => {
        const statuses = asStatuses(data);
        if (statuses.length === 0) return undefined;
        return eachTournament(previous, (tournament) =>
          statuses.some((status) => status.tournament_id === tournament.id) && Array.isArray(tournament.top_players) ? { ...tournament, top_players: mergeTopPlayers(tournament.top_players, tournament.id, statuses) } : tournament,
        );
      },
    },
  ],
};
CHANNEL_QUERIES.tournaments_changes = {
  updates: [
    {
      key: KEYS.tournaments,
      apply: (previous, data) => {
        const board = asBoard(data);
        return board
          ? eachTournament(previous, (tournament) => (tournament.id === board.tournament_id ? { ...tournament, top_players: board.top_players, ...(board.teams ? { teams: mergeTeams(tournament.teams, board.teams) } : {}) } : tournament))
          : undefined;
      },
    },
  ],
};

/** The public leaderboards (`public:tournaments_changes`), followed while a view of a leaderboard is mounted. */
export const TOURNAMENTS_CHANNEL = 'public:tournaments_changes';
