/**
 * The player's lootbox (contract §3.5, §5.14; docs/api/lootboxes.md "Wire shape"). Its own module, apart
 * from the wheel sectors of the configs (lootboxes.ts), so the host's first load — which validates the
 * configs — does not carry it (tests/bench/budgets.ts); only the wheel widget and the realtime table do.
 */
import * as z from 'zod/mini';
import { int, iso } from './common.ts';
import { LootboxItems } from './lootboxes.ts';

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
