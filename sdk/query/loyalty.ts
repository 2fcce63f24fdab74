import { cmsApi } from '../api/cms.ts';
import { infoApi } from '../api/info.ts';
import { loyaltyApi } from '../api/loyalty.ts';
import type { CmsPage } from '../api/schemas/cms.ts';
import type { StatusInfo } from '../api/schemas/info.ts';
import type { MoneyRateCard, RateCard } from '../api/schemas/loyalty.ts';
import type { HttpClient } from '../http/client.ts';
import type { QueryOptions } from './client.ts';

/**
 * + type, locale, signed in: GET /api/comp_points/rates/{type}; + 'content', locale: the shop's CMS page.
 * Kept here, not in keys.ts (which every bundle carries), so only the shop pays for it (docs/widgets.md "Sizes").
 */
export const LOYALTY_RATES_KEY = ['loyalty', 'rates'] as const;

/** The shop's rate cards per type (docs/api/loyalty.md "Rate cards"), in the viewer's locale and currency (the session decides both). */
export const moneyRatesQuery = (http: HttpClient, locale: string, signedIn: boolean): QueryOptions<MoneyRateCard[]> => ({
  key: [...LOYALTY_RATES_KEY, 'money', locale, signedIn],
  fetch: () => loyaltyApi(http).moneyRates(locale),
  errorName: 'LOAD_RATES_ERROR',
});

export const ratesQuery = (http: HttpClient, type: 'freespins' | 'lootboxes' | 'lotteries' | 'special', locale: string, signedIn: boolean): QueryOptions<RateCard[]> => ({
  key: [...LOYALTY_RATES_KEY, type, locale, signedIn],
  fetch: () => loyaltyApi(http).rates(type, locale),
  errorName: 'LOAD_RATES_ERROR',
});

/** The shop's content page `rocket-mart` (banner, promo, read-more; platform/cms/content/rocket-mart.ts). */
export const shopContentQuery = (http: HttpClient, locale: string): QueryOptions<CmsPage> => ({
  key: [...LOYALTY_RATES_KEY, 'content', locale],
  fetch: () => cmsApi(http).page('rocket-mart', locale),
  errorName: 'LOAD_SHOP_CONTENT_ERROR',
});

/** The loyalty levels (GET /api/info/statuses): the shop reloads the profile when persistent points reach the level's max (docs/product/loyalty-lootboxes-wheel.md#comp-points). */
export const levelsQuery = (http: HttpClient): QueryOptions<StatusInfo[]> => ({
  key: ['info', 'statuses'],
  fetch: () => infoApi(http).statuses(),
  errorName: 'LOAD_STATUSES_ERROR',
});
