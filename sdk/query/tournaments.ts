/**
 * The tournament queries (docs/product/tournaments-lotteries-quests.md#tournaments, docs/architecture.md
 * "Server state"): the list, the archive, one tournament and the player's status in it, each one key
 * the widgets and the host share. The `tournaments_statuses` push writes statuses and leaderboards
 * straight into them (sdk/query/channels.ts); `tournament_notifications` marks them stale.
 */
import { tournamentsApi } from '../api/tournaments.ts';
import type { Tournament, TournamentPlayerStatus } from '../api/schemas/tournaments.ts';
import type { HttpClient } from '../http/client.ts';
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
