/** The VIP club and adventures of our platform (docs/api/vip.md "Routes"): `/jam/vip_club` and `/jam/adventure`. Kept apart from schemas/vip.ts so the host's first load and the widgets that read VIP progress do not carry them. */
import * as z from 'zod/mini';
import { cents, int } from './common.ts';
import { VipProgress } from './vip.ts';

/** A VIP level gift (docs/api/vip.md "Level gifts"): one per ladder status above regular. */
export const VipLevelGift = z.looseObject({
  status: z.string(),
  state: z.enum(['lost', 'completed', 'future', 'active', 'superPrize']),
  title: z.record(z.string(), z.string()),
  amount_cents: cents,
  currency: z.string(),
  bonus_id: z.nullable(int),
});
export type VipLevelGift = z.infer<typeof VipLevelGift>;

/**
 * The personal manager of a VIP group: the `managers` config entry (docs/api/info-cms.md, contract §2.1
 * `{groupId, managerName, telegramLink, whatsAppLink, email, phone, time, avatar}`); every field the
 * route sends is declared (the route's response schema, docs/api/vip.md "Routes"). The contact fields
 * stay optional for other platforms, which may leave them out.
 */
export const VipManager = z.looseObject({
  groupId: z.optional(int),
  managerName: z.string(),
  whatsAppLink: z.optional(z.string()),
  telegramLink: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  time: z.optional(z.string()),
  avatar: z.optional(z.string()),
});

/** GET `/jam/vip_club` on our platform (docs/api/vip.md "Routes"): every field the route sends, also its response schema. */
export const VipClub = z.looseObject({
  progress: VipProgress,
  status: z.string(),
  quarter: z.string(),
  gifts: z.array(VipLevelGift),
  manager: z.nullable(VipManager),
});
export type VipClub = z.infer<typeof VipClub>;

/** One day of the player's evaluated adventure calendar (GET `/jam/adventure`, docs/api/vip.md "Adventures"). */
export const AdventureDayView = z.looseObject({
  title: z.string(),
  day: int,
  step: int,
  stepTotal: int,
  date: z.string(),
  state: z.enum(['superb', 'completed', 'active', 'lost', 'future']),
  isCompleted: z.boolean(),
  prize: z.looseObject({ freespin: z.optional(int), bonus: z.optional(z.string()) }),
  condition: z.looseObject({ minDep: z.string(), wager: z.string(), periodActivationDays: z.string() }),
  progress: z.nullable(z.looseObject({ depositCents: cents, depositGoalCents: cents, wagerCents: cents, wagerGoalCents: cents })),
});
export type AdventureDayView = z.infer<typeof AdventureDayView>;

/** GET `/jam/adventure` on our platform (docs/api/vip.md "Routes"): every field the route sends, also its response schema. */
export const AdventureView = z.looseObject({
  calendar: z.string(),
  currency: z.string(),
  startDay: z.string(),
  finished: z.boolean(),
  days: z.array(AdventureDayView),
});
export type AdventureView = z.infer<typeof AdventureView>;
