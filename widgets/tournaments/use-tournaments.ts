import type { Lottery, Tournament, TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import type { Core } from '../../sdk/core.ts';
import { lotteryListQuery, tournamentArchiveQuery, tournamentListQuery, tournamentQuery, tournamentStatusQuery } from '../../sdk/query/tournaments.ts';
import { useQuery, type QueryResult } from '../ui/use-query.ts';

/**
 * The tournament reads of the widgets and the host on the page's one query client (sdk/query/tournaments.ts,
 * docs/architecture.md "Server state"): one request per list however many views show it, the
 * leaderboards and the player's status written by the `tournaments_statuses` push (sdk/query/channels.ts).
 */
export const useTournamentList = (core: Core, locale: string, enabled = true): QueryResult<Tournament[]> => useQuery(core, { ...tournamentListQuery(core.http, locale), enabled });

export const useTournamentArchive = (core: Core, locale: string, enabled = true): QueryResult<Tournament[]> => useQuery(core, { ...tournamentArchiveQuery(core.http, locale), enabled });

export const useLotteryList = (core: Core, enabled = true): QueryResult<Lottery[]> => useQuery(core, { ...lotteryListQuery(core.http), enabled });

/** One tournament by slug, identifier or id. */
export const useTournament = (core: Core, ref: string, locale: string): QueryResult<Tournament> => useQuery(core, { ...tournamentQuery(core.http, ref, locale), enabled: ref !== '' });

/** The signed-in player's status in a tournament (no request for a guest: `enabled`). */
export const useTournamentStatus = (core: Core, id: number | undefined, enabled: boolean): QueryResult<TournamentPlayerStatus> =>
  useQuery(core, { ...tournamentStatusQuery(core.http, id ?? 0), enabled: enabled && id !== undefined });

/** A 404 from a platform without the routes reads as "none" (docs/product/errors-and-network.md#loads-and-writes). */
export const notServed = (error: unknown): boolean => (error as { status?: number } | null)?.status === 404;
