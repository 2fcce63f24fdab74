import type { PlatformContext } from '../context.ts';
import { userChannel } from '../realtime/publisher.ts';
import { serializeLootbox } from './serialize.ts';
import { lootboxById } from './store.ts';

/**
 * After-commit push of a lootbox (docs/api/lootboxes.md "Realtime"): the `Lootbox` on
 * `lootboxes_changes#<id>`, read from the committed row when it runs; a realtime failure never surfaces.
 */
export const lootboxPush = (ctx: PlatformContext, lootboxId: number) => () => {
  try {
    const row = lootboxById(ctx.db, lootboxId);
    if (row) ctx.publisher.publish(userChannel('lootboxes_changes', row.user_id), serializeLootbox(ctx.db, row));
  } catch {
    // never let realtime break a committed change
  }
};
