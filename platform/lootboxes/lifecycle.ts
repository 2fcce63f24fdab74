import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { After } from '../bonuses/publish.ts';
import { lootboxPush } from './publish.ts';
import { lootboxById, type LootboxRow } from './store.ts';

/**
 * Stages (docs/api/lootboxes.md "Lifecycle"): `issued` → `activated` (activate.ts), `issued` →
 * `expired` (past `valid_until`, by the injectable clock), `issued` → `canceled` (the operator).
 * The sweep runs before every player read and action, and every SWEEP_EVERY_MS on the server.
 */
export const SWEEP_EVERY_MS = 30_000;

export function sweepLootboxes(ctx: PlatformContext, userId?: number): After {
  const now = iso(ctx.clock.now());
  const user = userId === undefined ? '' : ' AND user_id = @userId';
  const due = ctx.db
    .prepare<{ now: string; userId?: number }, { id: number }>(`SELECT id FROM player_lootboxes WHERE stage = 'issued' AND valid_until <= @now${user} ORDER BY id`)
    .all(userId === undefined ? { now } : { now, userId });
  const after: After = [];
  for (const { id } of due) {
    const changed = immediate(ctx.db, () =>
      ctx.db.prepare(`UPDATE player_lootboxes SET stage = 'expired', updated_at = @now WHERE id = @id AND stage = 'issued' AND valid_until <= @now`).run({ id, now }),
    );
    if (changed.changes > 0) after.push(lootboxPush(ctx, id));
  }
  return after;
}

/** The operator cancels an issued box (an activated one keeps its prize). */
export function cancelLootbox(ctx: PlatformContext, lootboxId: number): { lootbox: LootboxRow; after: After } {
  return immediate(ctx.db, () => {
    const row = lootboxById(ctx.db, lootboxId);
    if (!row) throw notFound('Lootbox not found');
    if (row.stage === 'canceled') return { lootbox: row, after: [] };
    if (row.stage !== 'issued') throw conflict(`Lootbox is ${row.stage}`, 'lootbox_not_issued');
    const now = iso(ctx.clock.now());
    ctx.db.prepare(`UPDATE player_lootboxes SET stage = 'canceled', updated_at = ? WHERE id = ?`).run(now, lootboxId);
    return { lootbox: lootboxById(ctx.db, lootboxId) as LootboxRow, after: [lootboxPush(ctx, lootboxId)] };
  });
}
