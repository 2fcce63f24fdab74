import { DAY_MS, iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { After } from '../bonuses/publish.ts';
import { effectiveWeight } from './definition.ts';
import { lootboxPush } from './publish.ts';
import { lootboxById, lootboxByKey, parseTemplate, templateByKey, type LootboxRow } from './store.ts';

/**
 * Issuing a lootbox (docs/api/lootboxes.md "Interfaces"): a `player_lootboxes` row in stage `issued`
 * holding a snapshot of the template's items (with the weights in force now: the configured weight,
 * else the spec's fallback by position). Idempotent by key: a repeat returns the first box and
 * publishes nothing. Runs inside the caller's transaction (or opens one); returns the after-commit
 * pushes (`lootboxes_changes#<id>`), which the caller runs after its commit (runAfter).
 */
export interface NewLootbox {
  userId: number;
  /** `lootbox_templates.key` ('wheel', 'wheel-21', 'rocket_lite', …). */
  templateKey: string;
  /** The wire `strategy`: 'deposit', 'vip_status', 'exchange', 'wheel_daily', 'manual', … */
  source: string;
  idempotencyKey: string;
  /** The player's currency (prizes are paid in it). */
  currency: string;
}

export function issueLootbox(ctx: PlatformContext, spec: NewLootbox): { lootbox: LootboxRow; after: After } {
  return immediate(ctx.db, () => {
    const existing = lootboxByKey(ctx.db, spec.idempotencyKey);
    if (existing) return { lootbox: existing, after: [] };
    const row = templateByKey(ctx.db, spec.templateKey);
    if (!row || !row.active) throw notFound('Lootbox template not found');
    const template = parseTemplate(row);
    const now = ctx.clock.now();
    const items = template.items.map((item, index) => ({ ...item, weight: effectiveWeight(item, index) }));
    const { lastInsertRowid } = ctx.db
      .prepare(
        `INSERT INTO player_lootboxes (user_id, template_id, idempotency_key, source, currency, group_key, title, items, stage, display, created_at, valid_until, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'issued', 1, ?, ?, ?)`,
      )
      .run(
        spec.userId,
        row.id,
        spec.idempotencyKey,
        spec.source,
        spec.currency,
        template.group_key,
        JSON.stringify(template.title),
        JSON.stringify(items),
        iso(now),
        iso(now + template.validity_days * DAY_MS),
        iso(now),
      );
    const id = Number(lastInsertRowid);
    return { lootbox: lootboxById(ctx.db, id) as LootboxRow, after: [lootboxPush(ctx, id)] };
  });
}
