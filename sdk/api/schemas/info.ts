/** Info endpoints (docs/api/info-cms.md, contract §2.5, §2.7 current_ip and client-context). */
import * as z from 'zod/mini';
import { int, strings } from './common.ts';

export const PlayerField = z.looseObject({
  field: z.string(),
  type: z.string(),
  length: z.optional(z.looseObject({ minimum: z.optional(int), maximum: z.optional(int) })),
  once_set: z.optional(z.boolean()),
  age: z.optional(z.looseObject({ min: z.record(z.string(), int) })),
  inclusion: z.optional(z.looseObject({ in: z.array(z.string()) })),
});
export type PlayerField = z.infer<typeof PlayerField>;

/** GET /api/info/player_fields: a context lists the fields required before that action. */
export const PlayerFields = z.looseObject({
  fields: z.array(PlayerField),
  contexts: z.record(z.string(), z.union([strings, z.record(z.string(), z.unknown())])),
});
export type PlayerFields = z.infer<typeof PlayerFields>;

/** GET /api/info/statuses item: `status: true` rows are levels, `false` rows plain groups. */
export const StatusInfo = z.looseObject({
  id: z.string(),
  name: z.string(),
  status: z.boolean(),
  writable: z.boolean(),
  conditions: z.array(
    z.looseObject({
      persistent_comp_points: z.optional(
        z.looseObject({ type: z.string(), exclude_end: z.boolean(), min: int, max: int }),
      ),
    }),
  ),
});
export type StatusInfo = z.infer<typeof StatusInfo>;
export const StatusInfos = z.array(StatusInfo);

export const Country = z.looseObject({ name: z.string(), code: z.string(), default_currency: z.string() });
export type Country = z.infer<typeof Country>;
export const Countries = z.array(Country);

export const CurrencyInfo = z.looseObject({
  code: z.string(),
  symbol: z.string(),
  subunits_to_unit: int,
  fiat: z.boolean(),
  default: z.boolean(),
  subcurrencies: z.array(z.unknown()),
});
export type CurrencyInfo = z.infer<typeof CurrencyInfo>;
export const CurrencyInfos = z.array(CurrencyInfo);

/** GET /api/info/project; `notification_center` is HEAD's. */
export const Project = z.looseObject({
  apps: z.looseObject({ sportsbook: z.boolean(), casino: z.boolean() }),
  sns_config: z.looseObject({ enable: z.boolean(), base_url: z.nullable(z.string()), flow: z.nullable(z.string()) }),
  license: z.string(),
  player_two_factor_auth: z.boolean(),
  available_currency_exchange: z.boolean(),
  available_referral_system: z.boolean(),
  supported_payment_api_versions: strings,
  hooyu_integration: z.boolean(),
  country_flags: z.nullable(z.unknown()),
  livespins: z.looseObject({ enabled: z.boolean() }),
  authentication_key: z.string(),
  notification_center: z.optional(
    z.looseObject({
      inbox: z.optional(z.looseObject({ enabled: z.boolean() })),
      new_realtime_notifications_flow_enabled: z.optional(z.boolean()),
    }),
  ),
});
export type Project = z.infer<typeof Project>;

export const ExchangeRate = z.looseObject({ exchange_rate: z.number(), fee: z.number(), total_exchange_rate: z.number() });
/** GET /api/info/crypto_exchange_rates: `{FROM: {TO: rate}}`. */
export const CryptoExchangeRates = z.record(z.string(), z.record(z.string(), ExchangeRate));
export type CryptoExchangeRates = z.infer<typeof CryptoExchangeRates>;

export const LocaleInfo = z.looseObject({ code: z.string(), name: z.string(), name_in_locale: z.string(), default: z.boolean() });
export type LocaleInfo = z.infer<typeof LocaleInfo>;
export const LocaleInfos = z.array(LocaleInfo);

/** GET /api/current_ip; `country_code` is null when the address is unknown. */
export const CurrentIp = z.looseObject({
  ip: z.string(),
  country_code: z.nullable(z.string()),
  region_code: z.nullable(z.string()),
  default_currency: z.string(),
});
export type CurrentIp = z.infer<typeof CurrentIp>;

/** GET /client-context (the app node's UA summary). */
export const ClientContext = z.looseObject({
  userAgent: z.string(),
  isMetaWebview: z.boolean(),
  isIOS: z.boolean(),
  isMobile: z.boolean(),
  isApp: z.boolean(),
  browser: z.string(),
  isBot: z.boolean(),
});
export type ClientContext = z.infer<typeof ClientContext>;

/** GET /api/info/auth_providers: the social sign-in providers a mirror offers (docs/api/auth-and-players.md; none on ours). */
export const OfferedAuthProviders = z.array(z.looseObject({ name: z.string(), title: z.string(), url: z.string() }));
export type OfferedAuthProviders = z.infer<typeof OfferedAuthProviders>;
/** GET /api/auth_providers: the signed-in player's linked providers. */
export const LinkedAuthProviders = z.array(z.looseObject({ id: int, provider: z.string(), created_at: z.string() }));
export type LinkedAuthProviders = z.infer<typeof LinkedAuthProviders>;
