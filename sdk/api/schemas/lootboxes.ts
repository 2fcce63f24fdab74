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
