/** VIP progress (`/jam/vip_status_progress`, docs/product/vip-and-adventures.md#progress, docs/product/vip-and-adventures.md#adventures, contract §5.12) and adventure days (config `vip-adventures`, §5.13). */
import * as z from 'zod/mini';
import { cents, int } from './common.ts';

/** camelCase: the app's own service, not the casino platform. `nextStatus` is null at the top (diamond) on our platform. */
export const VipProgress = z.looseObject({
  userId: int,
  currency: z.string(),
  currentStatus: z.string(),
  activeStatus: z.string(),
  nextStatus: z.nullable(z.string()),
  depositAmountCents: cents,
  depositThresholdCents: cents,
  betSumCents: cents,
  betSumThresholdCents: cents,
  overallProgress: z.number(),
});
export type VipProgress = z.infer<typeof VipProgress>;

/** One day of a VIP adventure: completed when a player status name equals `title`. */
export const AdventureDay = z.looseObject({
  title: z.string(),
  prize: z.looseObject({ freespin: z.optional(int), bonus: z.optional(z.string()) }),
  condition: z.looseObject({ minDep: z.string(), wager: z.string(), periodActivationDays: z.string() }),
});
export type AdventureDay = z.infer<typeof AdventureDay>;

/** Deposit and bet turnover within the period that reaches a status, in subunits. */
export const VipThreshold = z.looseObject({ deposit_cents: cents, bet_sum_cents: cents });
export type VipThreshold = z.infer<typeof VipThreshold>;

/** GET `/api/fe/config/vip-program-config` on our platform (docs/api/info-cms.md "VIP programme config"). */
export const VipProgramConfig = z.looseObject({
  period: z.string(),
  statuses: z.array(
    z.looseObject({
      id: z.string(),
      group_id: int,
      rank: int,
      on_ladder: z.boolean(),
      lifelong: z.boolean(),
      thresholds: z.nullable(z.record(z.string(), VipThreshold)),
      gifts: z.looseObject({ personal_manager: z.boolean(), adventure: z.nullable(z.string()) }),
    }),
  ),
  fallback_thresholds: VipThreshold,
});
export type VipProgramConfig = z.infer<typeof VipProgramConfig>;
