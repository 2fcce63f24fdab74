/** Lootboxes and wheel sectors (docs/product/loyalty-lootboxes-wheel.md#lootboxes, contract §3.5, §5.14; config `wheel-config`). */
import * as z from 'zod/mini';
import { int, iso } from './common.ts';
import { BonusField } from './bonuses.ts';

export const LootboxItem = z.looseObject({
  id: int,
  weight: int,
  /** The won item. */
  prize: z.boolean(),
  created_at: z.optional(iso),
  bonuses: z.array(
    z.looseObject({
      title: z.string(),
      type: z.string(),
      attributes: z.array(BonusField),
      result_bonus: z.array(BonusField),
    }),
  ),
});
export type LootboxItem = z.infer<typeof LootboxItem>;
export const LootboxItems = z.array(LootboxItem);

/** GET /api/player/lootboxes item; also the `lootboxes_changes` push and (presumably) the activation answer. */
export const Lootbox = z.looseObject({
  id: int,
  title: z.string(),
  currency: z.string(),
  group_key: z.string(),
  stage: z.enum(['issued', 'activated', 'canceled', 'expired']),
  strategy: z.string(),
  display: int,
  created_at: iso,
  valid_until: z.nullable(iso),
  items: LootboxItems,
});
export type Lootbox = z.infer<typeof Lootbox>;
export const Lootboxes = z.array(Lootbox);
