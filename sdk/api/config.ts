import type { HttpClient } from '../http/client.ts';
import {
  AdditionalGiftsConfig,
  BettingConfig,
  CurrencyConfig,
  DisabledBonusesConfig,
  ExcludedPromoStagsConfig,
  FooterPaymentsConfig,
  LogoConfig,
  MainWidgetConfig,
  ManagerAnswer,
  ModifyGiftsConfig,
  ProvidersConfig,
  VipAdventuresConfig,
  WheelConfig,
  WheelSegmentsConfig,
} from './schemas/config.ts';
import { VipProgramConfig } from './schemas/vip.ts';
import type { ManagersBody } from './requests.ts';
import { startupConfigApi } from './startup-config.ts';

/**
 * The app-node config documents `/api/fe/config/*` (docs/api/info-cms.md, contract §2.1; HEAD serves them under
 * `/api-fe/config/*`: pass `prefix`). Every GET is a load whose failure the FE swallows: wrap in
 * `load(bus, 'LOAD_CONFIG_ERROR', …, fallback)`. Banners are in banners.ts.
 */
export const configApi = (http: HttpClient, prefix = '/api/fe/config') => ({
  ...startupConfigApi(http, prefix),
  betting: () => http.get(`${prefix}/betting-config`, { schema: BettingConfig }),
  vipAdventures: () => http.get(`${prefix}/vip-adventures`, { schema: VipAdventuresConfig }),
  disabledBonuses: () => http.get(`${prefix}/disabled-bonuses`, { schema: DisabledBonusesConfig }),
  modifyGifts: () => http.get(`${prefix}/modify-gifts-config`, { schema: ModifyGiftsConfig }),
  /** POST: the VIP manager of the first of `userGroups` that has one; `null` (204) when none. */
  manager: (userGroups: (number | string)[]) => http.post(`${prefix}/managers`, { userGroups } satisfies ManagersBody, { schema: ManagerAnswer }),
  excludedPromoStags: () => http.get(`${prefix}/excluded-promo-stags`, { schema: ExcludedPromoStagsConfig }),
  currency: () => http.get(`${prefix}/currency-config`, { schema: CurrencyConfig }),
  logo: () => http.get(`${prefix}/logo-config`, { schema: LogoConfig }),
  additionalGifts: () => http.get(`${prefix}/additional-gifts`, { schema: AdditionalGiftsConfig }),
  wheel: () => http.get(`${prefix}/wheel-config`, { schema: WheelConfig }),
  wheelSegments: () => http.get(`${prefix}/wheel-config-segments`, { schema: WheelSegmentsConfig }),
  footerPayments: () => http.get(`${prefix}/footer-payments-config`, { schema: FooterPaymentsConfig }),
  mainWidgets: () => http.get(`${prefix}/main-widget-config`, { schema: MainWidgetConfig }),
  providers: () => http.get(`${prefix}/providers-config`, { schema: ProvidersConfig }),
  /** `vip-program-config`: statuses, thresholds and gifts of the VIP programme (our shape: docs/api/info-cms.md). */
  vipProgram: () => http.get(`${prefix}/vip-program-config`, { schema: VipProgramConfig }),
});
