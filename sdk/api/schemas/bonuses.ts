/** Bonuses, free spins, deposit/registration gifts, promo codes and coupons (docs/product/bonuses-and-free-spins.md#lifecycle, docs/product/bonuses-and-free-spins.md#bonus, docs/product/bonuses-and-free-spins.md#deposit-bonuses, contract §3.4, §5.7, §5.8). */
import * as z from 'zod/mini';
import { cents, int, iso, isoOrNull, MoneyAmount, strings } from './common.ts';

/** `{field, value}` pairs of gift attributes and result bonuses (`value` is a number, a list of amounts, identifiers…). */
export const BonusField = z.looseObject({ field: z.string(), value: z.unknown() });
export type BonusField = z.infer<typeof BonusField>;

/** docs/product/bonuses-and-free-spins.md#bonus (contract §5.7) Bonus; also the `bonuses_changes` push. */
export const Bonus = z.looseObject({
  id: int,
  title: z.string(),
  amount_cents: cents,
  currency: z.string(),
  stage: z.enum(['issued', 'wait', 'handle_bets', 'lost', 'canceled', 'expired', 'wager_done']),
  strategy: z.string(),
  amount_wager_requirement_cents: cents,
  amount_wager_cents: cents,
  created_at: iso,
  activatable_until: isoOrNull,
  valid_until: isoOrNull,
  activatable: z.boolean(),
  cancelable: z.boolean(),
  group_key: z.optional(z.nullable(z.string())),
});
export type Bonus = z.infer<typeof Bonus>;
export const Bonuses = z.array(Bonus);

/** docs/product/bonuses-and-free-spins.md#bonus (contract §5.7) Freespin; also the `freespins_changes` push. */
export const Freespin = z.looseObject({
  id: int,
  title: z.string(),
  freespins_total: int,
  freespins_performed: z.nullable(int),
  bet_level: int,
  stage: z.enum(['issued', 'activated', 'finished', 'canceled', 'expired']),
  games: strings,
  games_info: z.optional(z.array(z.unknown())),
  activation_path: z.optional(z.nullable(z.string())),
  provider: z.string(),
  currency: z.string(),
  created_at: iso,
  activatable_until: isoOrNull,
  valid_until: isoOrNull,
  activatable: z.boolean(),
  activation_condition: z.optional(z.unknown()),
  cancelable: z.boolean(),
  group_key: z.optional(z.union([z.string(), z.literal(false), z.null()])),
});
export type Freespin = z.infer<typeof Freespin>;
export const Freespins = z.array(Freespin);

/** A deposit condition: `{field: "amount", type: "min", value: [{currency, amount_cents}]}` (or a string list). */
export const BonusCondition = z.looseObject({
  field: z.string(),
  type: z.string(),
  value: z.union([z.array(MoneyAmount), strings]),
});

const GiftBonus = z.looseObject({
  title: z.string(),
  type: z.string(),
  conditions: z.array(BonusCondition),
  attributes: z.array(BonusField),
  result_bonus: z.array(BonusField),
  boxes: z.optional(z.array(z.looseObject({ bonuses: z.array(z.looseObject({ conditions: z.array(BonusCondition) })) }))),
});

/** docs/product/bonuses-and-free-spins.md#deposit-bonuses (contract §5.8): offered on the next deposit / at registration; config `additional-gifts` values. */
export const DepositBonus = z.looseObject({
  id: z.string(),
  title: z.optional(z.string()),
  group_key: z.optional(z.string()),
  bonuses: z.array(GiftBonus),
});
export type DepositBonus = z.infer<typeof DepositBonus>;
export const DepositBonuses = z.array(DepositBonus);

/** POST /api/v2/bonuses/promo-code */
export const PromoCodeAnswer = z.looseObject({ bonus_id: z.string(), name: z.string(), bonus_type: z.string() });
export type PromoCodeAnswer = z.infer<typeof PromoCodeAnswer>;

/** POST /api/bonuses/coupon */
export const CouponAnswer = z.looseObject({ status: z.enum(['successfully_activated', 'already_activated', 'failed_to_activate']) });
export type CouponAnswer = z.infer<typeof CouponAnswer>;

/** GET /api/player/bonuses/{id}/cancel_info (HEAD): decimal strings. */
export const BonusCancelInfo = z.looseObject({
  id: z.union([int, z.string()]),
  total_withdrawal_amount: z.string(),
  current_balance: z.string(),
  cash_balance: z.string(),
  bonus_balance: z.string(),
  bonus_winnings: z.string(),
});
export type BonusCancelInfo = z.infer<typeof BonusCancelInfo>;

/** GET /api/bonuses/available_bonuses (HEAD). */
export const AvailableBonuses = z.looseObject({ available_bonuses: z.boolean() });
export type AvailableBonuses = z.infer<typeof AvailableBonuses>;

/** GET /api/fe/config/disabled-bonuses (docs/api/info-cms.md): group keys whose issued items are hidden (docs/product/bonuses-and-free-spins.md#lifecycle). The same shape as config.ts `DisabledBonusesConfig`, here so the gifts do not pull every config schema into their bundles. */
export const DisabledBonuses = z.looseObject({ group_keys: strings });
