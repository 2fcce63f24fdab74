/** The app-node config documents `/api/fe/config/*` (docs/product/notifications-and-banners.md#banners, contract §2.1); banners are in banners.ts, the first screen's in startup-config.ts. */
import * as z from 'zod/mini';
import { looseId, strings } from './common.ts';
import { DepositBonus } from './bonuses.ts';
import { LootboxItems } from './lootboxes.ts';
import { AdventureDay } from './vip.ts';

import { stringMap } from './startup-config.ts';

/** Free-form; the app reads `bonusTypesMap`. */
export const BettingConfig = z.looseObject({ bonusTypesMap: z.optional(stringMap) });
export type BettingConfig = z.infer<typeof BettingConfig>;

export const VipAdventuresConfig = z.looseObject({ prizes: z.record(z.string(), z.array(AdventureDay)) });
export type VipAdventuresConfig = z.infer<typeof VipAdventuresConfig>;

export const DisabledBonusesConfig = z.looseObject({ group_keys: strings });
export type DisabledBonusesConfig = z.infer<typeof DisabledBonusesConfig>;

export const ModifyGiftsConfig = z.array(z.looseObject({ group_keys: strings, logo: z.string(), url: z.string() }));
export type ModifyGiftsConfig = z.infer<typeof ModifyGiftsConfig>;

/** POST managers: the VIP manager of the player's first group that has one. 204 (null) when none. */
export const Manager = z.looseObject({
  groupId: looseId,
  managerName: z.string(),
  telegramLink: z.string(),
  whatsAppLink: z.string(),
  email: z.string(),
  phone: z.string(),
  time: z.string(),
  avatar: z.string(),
});
export type Manager = z.infer<typeof Manager>;
export const ManagerAnswer = z.nullable(Manager);

export const ExcludedPromoStagsConfig = strings;

/** `{<CUR>: {defaultAmount, rounding, steps: [{min, max: number | "Infinity", step}]}}` (major units). */
export const CurrencyConfig = z.record(
  z.string(),
  z.looseObject({
    defaultAmount: z.number(),
    rounding: z.number(),
    steps: z.array(z.looseObject({ min: z.number(), max: z.union([z.number(), z.literal('Infinity')]), step: z.number() })),
  }),
);
export type CurrencyConfig = z.infer<typeof CurrencyConfig>;

export const LogoConfig = z.looseObject({ logoUrl: z.looseObject({ mobile: z.string(), full: z.string() }) });
export type LogoConfig = z.infer<typeof LogoConfig>;

/** `{<userGroupId>: DepositBonus}` */
export const AdditionalGiftsConfig = z.record(z.string(), DepositBonus);
export type AdditionalGiftsConfig = z.infer<typeof AdditionalGiftsConfig>;


/** `wheel-config`: fallback wheel sectors. */
export const WheelConfig = LootboxItems;
/** `wheel-config-segments`: `{<userGroupId>: LootboxItem[]}` */
export const WheelSegmentsConfig = z.record(z.string(), LootboxItems);
export type WheelSegmentsConfig = z.infer<typeof WheelSegmentsConfig>;

export const FooterPaymentsConfig = strings;

export const MainWidgetConfig = z.looseObject({
  widgets: z.array(
    z.looseObject({
      name: z.string(),
      image: z.string(),
      type: z.string(),
      counter: z.optional(z.number()),
      isNew: z.optional(z.boolean()),
      frontend_identifier: z.optional(z.string()),
      hidden: z.optional(z.boolean()),
    }),
  ),
});
export type MainWidgetConfig = z.infer<typeof MainWidgetConfig>;

/** Disabled providers: `{<provider>: "all" | [countryCode]}`. */
export const ProvidersConfig = z.record(z.string(), z.union([z.literal('all'), strings]));
export type ProvidersConfig = z.infer<typeof ProvidersConfig>;

