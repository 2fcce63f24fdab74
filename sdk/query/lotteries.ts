/**
 * The lottery queries (docs/product/tournaments-lotteries-quests.md#lotteries, docs/architecture.md
 * "Server state"): one lottery, its draw data and the player's status, each one key the widget and
 * the host share. A buy writes the answered status straight into its key.
 */
import { lotteriesApi } from '../api/tournaments.ts';
import type { Lottery, LotteryDraw, LotteryStatus } from '../api/schemas/tournaments.ts';
import type { HttpClient } from '../http/client.ts';
import type { QueryOptions } from './client.ts';
import { KEYS } from './keys.ts';

/** One lottery by slug or id (the platform resolves it, docs/api/lotteries.md). */
export const lotteryQuery = (http: HttpClient, ref: string, locale: string): QueryOptions<Lottery> => ({
  key: [...KEYS.lottery, ref, locale],
  fetch: (signal) => lotteriesApi(http).get(ref, { locale, signal }),
  // The ticket count grows and an operator may draw early: read again whenever it is shown.
  staleMs: 0,
  errorName: 'LOAD_LOTTERY_ERROR',
});

export const lotteryStatusQuery = (http: HttpClient, id: number): QueryOptions<LotteryStatus> => ({
  key: [...KEYS.lotteryStatus, id],
  fetch: (signal) => lotteriesApi(http).status(id, signal),
  // Tickets come from deposits and bets made elsewhere (the cashbox, a game): read again whenever it is shown.
  staleMs: 0,
  errorName: 'LOAD_LOTTERY_STATUS_ERROR',
});

export const lotteryDrawQuery = (http: HttpClient, id: number): QueryOptions<LotteryDraw> => ({
  key: [...KEYS.lotteryDraw, id],
  fetch: (signal) => lotteriesApi(http).draw(id, signal),
  errorName: 'LOAD_LOTTERY_DRAW_ERROR',
});
