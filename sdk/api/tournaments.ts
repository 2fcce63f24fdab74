import type { HttpClient } from '../http/client.ts';
import {
  Lotteries,
  Lottery,
  LotteryDraw,
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

/** Lotteries (docs/product/tournaments-lotteries-quests.md#lotteries, docs/api/lotteries.md, contract §3.2, §3.6, §5.11): `get` takes the numeric id or the slug (`frontend_identifier`, the host's `/lottery/{slug}`). */
export const lotteriesApi = (http: HttpClient) => ({
  list: (options?: ReadOptions) => http.get('/api/lotteries', { ...read(options), schema: Lotteries }),
  statuses: () => http.get('/api/lotteries/statuses', { schema: LotteryStatuses }),
  get: (ref: number | string, options?: ReadOptions) => http.get(`/api/lotteries/${encodeURIComponent(String(ref))}`, { ...read(options), schema: Lottery }),
  status: (id: number, signal?: AbortSignal) => http.get(`/api/lotteries/${id}/status`, { schema: LotteryStatus, signal }),
  /** The draw's public data: commitment, the seed once drawn, tickets, winners (docs/product/lottery-draw-verification.md). */
  draw: (id: number, signal?: AbortSignal) => http.get(`/api/lotteries/${id}/draw`, { schema: LotteryDraw, signal }),
  /**
   * Buys tickets with comp points (contract §3.6 `exchange/lotteries`); answers the player's new status.
   * One idempotency key per call, so the HTTP client's retries never buy twice (docs/api/lotteries.md "Buying tickets").
   */
  buy: (lotteryId: number, ticketsCount: number, currency: string) =>
    http.post(
      '/api/comp_points/exchange/lotteries',
      { exchange: { tickets_count: ticketsCount, lottery_id: lotteryId, group: `lottery-${lotteryId}`, currency, idempotency_key: `buy-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}` } },
      { schema: LotteryStatus },
    ),
});
