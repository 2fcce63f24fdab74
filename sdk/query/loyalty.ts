import { cmsApi } from '../api/cms.ts';
import { loyaltyApi } from '../api/loyalty.ts';
import type { CmsPage } from '../api/schemas/cms.ts';
import type { MoneyRateCard, RateCard } from '../api/schemas/loyalty.ts';
import type { HttpClient } from '../http/client.ts';
import type { QueryOptions } from './client.ts';
import { KEYS } from './keys.ts';

/** The shop's rate cards per type (docs/api/loyalty.md "Rate cards"), in the viewer's locale and currency (the session decides both). */
export const moneyRatesQuery = (http: HttpClient, locale: string, signedIn: boolean): QueryOptions<MoneyRateCard[]> => ({
  key: [...KEYS.loyaltyRates, 'money', locale, signedIn],
  fetch: () => loyaltyApi(http).moneyRates(locale),
  errorName: 'LOAD_RATES_ERROR',
});

export const ratesQuery = (http: HttpClient, type: 'freespins' | 'lootboxes' | 'lotteries' | 'special', locale: string, signedIn: boolean): QueryOptions<RateCard[]> => ({
  key: [...KEYS.loyaltyRates, type, locale, signedIn],
  fetch: () => loyaltyApi(http).rates(type, locale),
  errorName: 'LOAD_RATES_ERROR',
});

/** The shop's content page `rocket-mart` (banner, promo, read-more; platform/cms/content/rocket-mart.ts). */
export const shopContentQuery = (http: HttpClient, locale: string): QueryOptions<CmsPage> => ({
  key: [...KEYS.loyaltyRates, 'content', locale],
  fetch: () => cmsApi(http).page('rocket-mart', locale),
  errorName: 'LOAD_SHOP_CONTENT_ERROR',
});
