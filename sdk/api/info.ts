import type { HttpClient } from '../http/client.ts';
import { ClientContext, Countries, CryptoExchangeRates, CurrencyInfos, CurrentIp, LocaleInfos, OfferedAuthProviders, PlayerFields, Project, StatusInfos } from './schemas/info.ts';

/** Info (docs/api/info-cms.md, contract §2.5, §2.7 current_ip and client-context): public, every call a load. */
export const infoApi = (http: HttpClient) => ({
  playerFields: () => http.get('/api/info/player_fields', { schema: PlayerFields }),
  statuses: () => http.get('/api/info/statuses', { schema: StatusInfos }),
  /** Names in `locale` (Intl.DisplayNames on the platform; English when unknown). */
  countries: (locale?: string) => http.get('/api/info/countries', { query: { l: locale }, schema: Countries }),
  currencies: () => http.get('/api/info/currencies', { schema: CurrencyInfos }),
  project: () => http.get('/api/info/project', { schema: Project }),
  cryptoExchangeRates: () => http.get('/api/info/crypto_exchange_rates', { schema: CryptoExchangeRates }),
  locales: (affiliate: { stag?: string; affb_id?: string } = {}) => http.get('/api/info/locales', { query: affiliate, schema: LocaleInfos }),
  currentIp: (signal?: AbortSignal) => http.get('/api/current_ip', { schema: CurrentIp, signal }),
  clientContext: (signal?: AbortSignal) => http.get('/client-context', { schema: ClientContext, signal }),
  /** Social sign-in providers the mirror offers (empty on ours: docs/api/auth-and-players.md). */
  authProviders: () => http.get('/api/info/auth_providers', { schema: OfferedAuthProviders }),
});
