/** Catalogue queries shared by the lobby widget and the host's pages (docs/architecture.md "Server state"). */
import type * as z from 'zod/mini';
import { bannersApi } from '../api/banners.ts';
import type { Banner } from '../api/schemas/banners.ts';
import { GameProviders } from '../api/schemas/games.ts';
import type { HttpClient } from '../http/client.ts';
import type { QueryOptions } from './client.ts';
import { KEYS } from './keys.ts';

export const providersQuery = (http: HttpClient): QueryOptions<z.infer<typeof GameProviders>> => ({
  key: KEYS.providers,
  fetch: (signal) => http.get('/api/games/providers', { schema: GameProviders, signal }),
  errorName: 'LOAD_PROVIDERS_ERROR',
  staleMs: 10 * 60_000,
});

/** The banners of `banners-config` in a locale: one fetch for the lobby widget's carousel and the host's promo banner (docs/product/notifications-and-banners.md#banners). */
export const bannersQuery = (http: HttpClient, locale?: string): QueryOptions<Banner[]> => ({
  key: ['lobby_banners', locale ?? ''],
  fetch: () => bannersApi(http).banners(locale).then((body) => body.banners),
  errorName: 'LOAD_BANNERS_ERROR',
});
