import type { HttpClient } from '../http/client.ts';
import { CompPoints, MoneyRateCards, RateCards } from './schemas/loyalty.ts';
import { ExchangeResult } from './schemas/loyalty-exchange.ts';

/** `special`: our platform's bundles (docs/api/loyalty.md "Special rewards"). */
export type RewardType = 'freespins' | 'lootboxes' | 'lotteries' | 'special';

/** What an exchange spends: `{points, group}`, or for lotteries `{tickets_count, lottery_id, group}`. */
export type ExchangePayload = { group: string; points: number } | { group: string; tickets_count: number; lottery_id: number };

/**
 * Comp (loyalty) points and the shop (docs/api/loyalty.md, docs/product/loyalty-lootboxes-wheel.md#cards, contract §3.6, §5.15).
 * `exchange.currency` is always the player's currency; the FE reloads comp points (or lottery
 * statuses) after an exchange. `exchangeOnce` sends one idempotency key per call, so the HTTP
 * client's retries never exchange twice (docs/api/loyalty.md "Exchange").
 */
export const loyaltyApi = (http: HttpClient) => ({
  compPoints: () => http.get('/api/player/comp_points', { schema: CompPoints }),
  /** `locale` (`?l=`) names a visitor's language; a player's cards are in their own. */
  moneyRates: (locale?: string) => http.get('/api/comp_points/rates/money', { query: locale ? { l: locale } : undefined, schema: MoneyRateCards }),
  rates: (type: RewardType, locale?: string) => http.get(`/api/comp_points/rates/${type}`, { query: locale ? { l: locale } : undefined, schema: RateCards }),
  exchangeMoney: (points: number, group: string, currency: string) =>
    http.post('/api/comp_points/exchange/money', { exchange: { points, group, currency } }),
  exchange: (type: RewardType, payload: ExchangePayload, currency: string) =>
    http.post(`/api/comp_points/exchange/${type}`, { exchange: { ...payload, currency } }),
  exchangeOnce: (type: 'money' | 'freespins' | 'lootboxes' | 'special', payload: { group: string; points: number }, currency: string) =>
    http.post(
      `/api/comp_points/exchange/${type}`,
      { exchange: { ...payload, currency, idempotency_key: `shop-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}` } },
      { schema: ExchangeResult },
    ),
});
