import type { HttpClient } from '../http/client.ts';
import {
  Lotteries,
  Lottery,
  LotteryStatus,
  LotteryStatuses,
  Tournament,
  TournamentConfirmation,
  TournamentPlayerStatus,
  Tournaments,
} from './schemas/tournaments.ts';

/** The reader's language for a guest (`?l=`; a player's own locale wins on the platform) and the query's AbortSignal. */
export interface ReadOptions {
  locale?: string;
  signal?: AbortSignal;
}
const read = ({ locale, signal }: ReadOptions = {}) => ({ query: { l: locale }, signal });

/** Tournaments and quests (docs/product/tournaments-lotteries-quests.md#tournaments, docs/api/competitions.md, contract §3.2, §5.9, §5.10). */
export const tournamentsApi = (http: HttpClient) => ({
  /** Running and coming ones. */
  list: (options?: ReadOptions) => http.get('/api/tournaments', { ...read(options), schema: Tournaments }),
  /**
   * By numeric id or by `frontend_identifier` (the host's `/tournaments/{slug}`, docs/api/competitions.md).
   * Errors are swallowed by the FE (docs/product/errors-and-network.md#loads-and-writes, spec 000 §8): wrap in `load()` with fallback `null`.
   */
  get: (ref: number | string, options?: ReadOptions) => http.get(`/api/tournaments/${encodeURIComponent(String(ref))}`, { ...read(options), schema: Tournament }),
  /** The tournaments the player takes part in. */
  mine: () => http.get('/api/tournaments/player', { schema: Tournaments }),
  /** Finished ones, newest first (the archive). */
  recent: (options?: ReadOptions) => http.get('/api/tournaments/recent', { ...read(options), schema: Tournaments }),
  /** The current player's standing; the FE asks for every visible tournament with `Promise.allSettled`. */
  status: (id: number, signal?: AbortSignal) => http.get(`/api/tournaments/${id}/status`, { schema: TournamentPlayerStatus, signal }),
  confirm: (id: number) => http.post(`/api/tournaments/${id}/confirm`, { confirmed: true }, { schema: TournamentConfirmation }),
});

/** Lotteries (docs/product/tournaments-lotteries-quests.md#tournaments, docs/product/tournaments-lotteries-quests.md#lotteries, contract §3.2, §5.11): `id` is numeric (the spec's "slug" is wrong, docs/api.md, contract §8). */
export const lotteriesApi = (http: HttpClient) => ({
  list: () => http.get('/api/lotteries', { schema: Lotteries }),
  statuses: () => http.get('/api/lotteries/statuses', { schema: LotteryStatuses }),
  get: (id: number) => http.get(`/api/lotteries/${id}`, { schema: Lottery }),
  status: (id: number) => http.get(`/api/lotteries/${id}/status`, { schema: LotteryStatus }),
});
