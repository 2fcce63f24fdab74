import type { HttpClient } from '../http/client.ts';
import {
  AvailableBonuses,
  BonusCancelInfo,
  Bonuses,
  CouponAnswer,
  DepositBonuses,
  DisabledBonuses,
  Freespins,
  PromoCodeAnswer,
} from './schemas/bonuses.ts';

/**
 * Bonuses and free spins (docs/product/bonuses-and-free-spins.md#lifecycle, docs/product/bonuses-and-free-spins.md#bonus, docs/product/bonuses-and-free-spins.md#deposit-bonuses, contract §3.4, §5.7, §5.8). Served by platform/bonuses (docs/api/bonuses.md). After an action
 * (activate, cancel, drop) the FE reloads the list (and the push does too).
 * The bonus code on the profile is in `profileApi` (player.ts).
 */
export const bonusesApi = (http: HttpClient) => ({
  depositOffers: () => http.get('/api/bonuses/deposit', { schema: DepositBonuses }),
  registrationOffers: () => http.get('/api/bonuses/registration', { schema: DepositBonuses }),
  dropDepositOffer: (id: string) => http.delete(`/api/bonuses/deposit/${encodeURIComponent(id)}`),
  dropRegistrationOffer: (id: string) => http.delete(`/api/bonuses/registration/${encodeURIComponent(id)}`),
  bonuses: () => http.get('/api/player/bonuses', { schema: Bonuses }),
  activateBonus: (id: number) => http.post(`/api/player/bonuses/${id}/activation`),
  cancelBonus: (id: number) => http.delete(`/api/player/bonuses/${id}`),
  /** HEAD: what cancelling would cost (decimal strings). */
  cancelInfo: (id: number) => http.get(`/api/player/bonuses/${id}/cancel_info`, { schema: BonusCancelInfo }),
  freespins: () => http.get('/api/player/freespins', { schema: Freespins }),
  activateFreespins: (id: number) => http.post(`/api/player/freespins/${id}/activation`),
  cancelFreespins: (id: number) => http.delete(`/api/player/freespins/${id}`),
  promoCode: (code: string) => http.post('/api/v2/bonuses/promo-code', { code }, { schema: PromoCodeAnswer }),
  coupon: (coupon_code: string) => http.post('/api/bonuses/coupon', { coupon_code }, { schema: CouponAnswer }),
  /** The `disabled-bonuses` config document (the same as configApi's), for the gifts alone. */
  disabledGroups: () => http.get('/api/fe/config/disabled-bonuses', { schema: DisabledBonuses }),
  /** HEAD. */
  available: () => http.get('/api/bonuses/available_bonuses', { schema: AvailableBonuses }),
  /** Sportsbook bonuses (not casino); HEAD routes them with `X-Api-Target: sport`. Shape not shown. */
  sportsbook: () => http.get('/api/v2/bonuses', { headers: { 'X-Api-Target': 'sport' } }),
});
