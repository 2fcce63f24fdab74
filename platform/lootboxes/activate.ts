import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import { issueBonus, issueFreespins } from '../bonuses/issue.ts';
import type { After } from '../bonuses/publish.ts';
import { notify } from '../notifications/notify.ts';
import { isWheelGroup, type LootboxItemDefinition } from './definition.ts';
import { drawItem, type RandomInt } from './draw.ts';
import { lootboxPush } from './publish.ts';
import { lootboxById, type LootboxRow } from './store.ts';
import { wonNotice } from './titles.ts';
import { grantCompPoints } from '../loyalty/grant.ts';

/**
 * Activation (docs/api/lootboxes.md "Activation"): in ONE transaction the box is checked (the
 * player's, `issued`, not past `valid_until`), one item is drawn on the server (draw.ts), the draw is
 * logged in `lootbox_draws` (UNIQUE per box), the prize is issued through the bonus engine (key
 * `lootbox:<id>:prize`) and the box becomes `activated` with its `prize_item_id`. A repeat — or a
 * concurrent second request, serialised by the write lock — finds the box activated and returns it
 * unchanged: one draw, one prize.
 */
export function activateLootbox(ctx: PlatformContext, userId: number, lootboxId: number, random?: RandomInt): { lootbox: LootboxRow; after: After } {
  return immediate(ctx.db, () => {
    const row = lootboxById(ctx.db, lootboxId);
    if (!row || row.user_id !== userId) throw notFound('Lootbox not found');
    if (row.stage === 'activated') return { lootbox: row, after: [] };
    if (row.stage !== 'issued') throw conflict(`Lootbox is ${row.stage}`, 'lootbox_not_issued');
    const now = ctx.clock.now();
    if (Date.parse(row.valid_until) <= now) {
      ctx.db.prepare(`UPDATE player_lootboxes SET stage = 'expired', updated_at = ? WHERE id = ?`).run(iso(now), row.id);
      return { lootbox: lootboxById(ctx.db, row.id) as LootboxRow, after: [lootboxPush(ctx, row.id)] };
    }
    const items = JSON.parse(row.items) as LootboxItemDefinition[];
    const draw = drawItem(items, row.currency, random);
    const paid = payPrize(ctx, row, draw.item);
    ctx.db
      .prepare(
        `INSERT INTO lootbox_draws (lootbox_id, user_id, weights, total_weight, random_value, item_id, bonus_id, freespins_id, points, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(row.id, userId, JSON.stringify(draw.weights), draw.total, draw.value, draw.item.id, paid.bonusId, paid.freespinsId, paid.points, iso(now));
    ctx.db
      .prepare(`UPDATE player_lootboxes SET stage = 'activated', prize_item_id = ?, activated_at = ?, updated_at = ? WHERE id = ? AND stage = 'issued'`)
      .run(draw.item.id, iso(now), iso(now), row.id);
    const notice = notify(ctx, userId, { kind: 'lootbox_prize', ...wonNotice(draw.item.title), link: isWheelGroup(row.group_key) ? '/rocketplay-wheel' : '/gifts', key: `lootbox:${row.id}:prize` });
    return { lootbox: lootboxById(ctx.db, row.id) as LootboxRow, after: [...paid.after, ...notice.after, lootboxPush(ctx, row.id)] };
  });
}

interface Paid {
  bonusId: number | null;
  freespinsId: number | null;
  points: number | null;
  after: After;
}

/** The prize through the bonus engine (docs/api/bonuses.md "Interfaces") or as comp points, idempotent by the box. */
function payPrize(ctx: PlatformContext, row: LootboxRow, item: LootboxItemDefinition): Paid {
  const prize = item.prize;
  const common = { userId: row.user_id, currency: row.currency, source: 'lootbox', idempotencyKey: `lootbox:${row.id}:prize`, title: item.title, groupKey: row.group_key };
  if (prize.type === 'freespins') {
    const { freespins, after } = issueFreespins(ctx, {
      ...common,
      games: prize.games,
      betLevelCents: prize.bet_level_cents[row.currency] as number,
      count: prize.count,
      wagerMultiplier: prize.wager,
      validityDays: prize.validity_days,
    });
    return { bonusId: null, freespinsId: freespins.id, points: null, after };
  }
  if (prize.type === 'bonus') {
    const amount = prize.amount_cents[row.currency] as number;
    const { bonus, after } = issueBonus(ctx, {
      ...common,
      amountCents: amount,
      wagerRequirementCents: amount * prize.wager,
      maxWinCents: prize.max_win_cents?.[row.currency] ?? null,
      validityDays: prize.validity_days,
    });
    return { bonusId: bonus.id, freespinsId: null, points: null, after };
  }
  // Granted points may reach a loyalty level (docs/api/loyalty.md "Grants", "Levels").
  const { after } = grantCompPoints(ctx, { userId: row.user_id, points: prize.points, source: 'lootbox', idempotencyKey: common.idempotencyKey });
  return { bonusId: null, freespinsId: null, points: prize.points, after };
}
