import type { HttpClient } from '../http/client.ts';
import { CompPoints, MoneyRateCards, RateCards } from './schemas/loyalty.ts';

export type RewardType = 'freespins' | 'lootboxes' | 'lotteries';

/** What an exchange spends: `{points, group}`, or for lotteries `{tickets_count, lottery_id, group}`. */
export type ExchangePayload = { group: string; points: number } | { group: string; tickets_count: number; lottery_id: number };

/**
 * Comp (loyalty) points and the shop (docs/api/auth-and-players.md, docs/product/loyalty-lootboxes-wheel.md#cards, contract §3.6, §5.15). Our platform serves none of these
 * yet. `exchange.currency` is always the player's currency; the FE reloads comp points (or lottery
 * statuses) after an exchange.
 */
export const loyaltyApi = (http: HttpClient) => ({
  compPoints: () => http.get('/api/player/comp_points', { schema: CompPoints }),
  moneyRates: () => http.get('/api/comp_points/rates/money', { schema: MoneyRateCards }),
  rates: (type: RewardType) => http.get(`/api/comp_points/rates/${type}`, { schema: RateCards }),
  exchangeMoney: (points: number, group: string, currency: string) =>
    http.post('/api/comp_points/exchange/money', { exchange: { points, group, currency } }),
  exchange: (type: RewardType, payload: ExchangePayload, currency: string) =>
    http.post(`/api/comp_points/exchange/${type}`, { exchange: { ...payload, currency } }),
});
