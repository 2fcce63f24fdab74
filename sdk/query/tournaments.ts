/**
 * The tournament queries (docs/product/tournaments-lotteries-quests.md#tournaments, docs/architecture.md
 * "Server state"): the list, the archive, one tournament and the player's status in it, each one key
 * the widgets and the host share. The `tournaments_statuses` push writes statuses and leaderboards
 * straight into them (sdk/query/channels.ts); `tournament_notifications` marks them stale.
 */
import { lotteriesApi, tournamentsApi } from '../api/tournaments.ts';
import type { Lottery, Tournament, TournamentPlayerStatus } from '../api/schemas/tournaments.ts';
import type { HttpClient } from '../http/client.ts';
import { mergeTopPlayers, ownStatusIn } from '../rules/leaderboard.ts';
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

/** A tournament (one, or each of a list) with the push merged into its `top_players`; undefined when nothing changed. */
function withBoards(previous: unknown, statuses: TournamentPlayerStatus[]): unknown {
  if (statuses.length === 0) return undefined;
  const merge = (tournament: Tournament) => {
    if (!statuses.some((status) => status.tournament_id === tournament.id) || !Array.isArray(tournament.top_players)) return tournament;
    return { ...tournament, top_players: mergeTopPlayers(tournament.top_players, tournament.id, statuses) };
  };
  if (Array.isArray(previous)) return (previous as Tournament[]).map(merge);
  if (isObject(previous) && has(previous, 'id', 'number')) return merge(previous as Tournament);
  return undefined;
}

/**
 * The `tournaments_statuses` row of the channel table (docs/architecture.md "Channel → query table"),
 * put in place by this module, which every view of tournaments loads: the player's statuses and the
 * leaderboard entries that changed (docs/api/competitions.md "Realtime") are written into the queries,
 * no request. The entry with the player's nickname replaces their status in that tournament; every
 * entry is merged into its tournament's `top_players` by place and nickname (mergeTopPlayers). Quests
 * are tournaments: the same row keeps them current.
 */
CHANNEL_QUERIES.tournaments_statuses = {
  updates: [
    {
      key: KEYS.tournamentStatus,
      apply: (previous, data, key) => {
        if (!isObject(previous) || !has(previous, 'nickname', 'string')) return undefined;
        const own = ownStatusIn(asStatuses(data), Number(key[2]), previous.nickname as string);
        return own ? { ...previous, ...own } : undefined;
      },
    },
    { key: KEYS.tournaments, apply: (previous, data) => withBoards(previous, asStatuses(data)) },
  ],
};
