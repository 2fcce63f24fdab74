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

/** Tournaments and quests (docs/product/tournaments-lotteries-quests.md#tournaments, contract §3.2, §5.9, §5.10). Not served by our platform yet. */
export const tournamentsApi = (http: HttpClient) => ({
  list: () => http.get('/api/tournaments', { schema: Tournaments }),
  /** Errors are swallowed by the FE (docs/product/errors-and-network.md#loads-and-writes, spec 000 §8): wrap in `load()` with fallback `null`. */
  get: (id: number) => http.get(`/api/tournaments/${id}`, { schema: Tournament }),
  /** The tournaments the player takes part in. */
  mine: () => http.get('/api/tournaments/player', { schema: Tournaments }),
  recent: () => http.get('/api/tournaments/recent', { schema: Tournaments }),
  /** The current player's standing; the FE asks for every visible tournament with `Promise.allSettled`. */
  status: (id: number) => http.get(`/api/tournaments/${id}/status`, { schema: TournamentPlayerStatus }),
  confirm: (id: number) => http.post(`/api/tournaments/${id}/confirm`, { confirmed: true }, { schema: TournamentConfirmation }),
});

/** Lotteries (docs/product/tournaments-lotteries-quests.md#tournaments, docs/product/tournaments-lotteries-quests.md#lotteries, contract §3.2, §5.11): `id` is numeric (the spec's "slug" is wrong, docs/api.md, contract §8). */
export const lotteriesApi = (http: HttpClient) => ({
  list: () => http.get('/api/lotteries', { schema: Lotteries }),
  statuses: () => http.get('/api/lotteries/statuses', { schema: LotteryStatuses }),
  get: (id: number) => http.get(`/api/lotteries/${id}`, { schema: Lottery }),
  status: (id: number) => http.get(`/api/lotteries/${id}/status`, { schema: LotteryStatus }),
});
