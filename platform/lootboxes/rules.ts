import type { PlatformContext } from '../context.ts';
import type { After } from '../bonuses/publish.ts';
import { issueLootbox } from './issue.ts';
import { templateByKey, type LootboxRow } from './store.ts';
import { wheelTemplateKey } from './wheel-config.ts';
import { selectedCurrency } from '../wallet/accounts.ts';

/**
 * Issuing rules (docs/api/lootboxes.md "Issuing rules"). Each runs inside the caller's transaction and
 * is idempotent by a key derived from its event:
 * - deposit: the player's FIRST succeeded deposit earns one wheel spin (`deposit:<payment>:wheel`);
 * - VIP status: `issueVipStatusLootbox` — the VIP engine calls it on a promotion;
 * - loyalty exchange: the shop calls `issueLootbox` (a template key of its rate card) or `issueWheelSpin`
 *   with `manual: true` for the "manual_wheel" card;
 * - the operator: POST /operator/api/lootboxes (routes.ts), any template, e.g. `manual_wheel`.
 */

/** A wheel spin with the player's wheel (wheel-config.ts `wheelTemplateKey`). */
export function issueWheelSpin(
  ctx: PlatformContext,
  spec: { userId: number; source: string; idempotencyKey: string; currency?: string; manual?: boolean },
): { lootbox: LootboxRow; after: After } {
  return issueLootbox(ctx, {
    userId: spec.userId,
    templateKey: wheelTemplateKey(ctx.db, spec.userId, spec.manual ? 'manual_wheel' : 'wheel'),
    source: spec.source,
    idempotencyKey: spec.idempotencyKey,
    currency: spec.currency ?? selectedCurrency(ctx, spec.userId),
  });
}

/** Call inside the deposit's transaction once it is `succeeded` (platform/payments/service.ts). */
export function applyDepositLootboxes(ctx: PlatformContext, deposit: { id: number; user_id: number; currency: string }): After {
  const succeeded = ctx.db
    .prepare<[number], number>("SELECT COUNT(*) FROM payments WHERE user_id = ? AND action = 'deposit' AND state = 'succeeded'")
    .pluck()
    .get(deposit.user_id);
  if (succeeded !== 1) return [];
  return issueWheelSpin(ctx, { userId: deposit.user_id, source: 'deposit', idempotencyKey: `deposit:${deposit.id}:wheel`, currency: deposit.currency }).after;
}

/**
 * The VIP engine's hook: a promotion to `status` issues that status's lootbox once per period
 * (`periodKey`, the quarter: '2026Q4'). Seeded for silver, gold, platinum and diamond (seed.ts); statuses
 * without an active template issue nothing.
 */
export function issueVipStatusLootbox(ctx: PlatformContext, spec: { userId: number; status: string; periodKey: string }): { lootbox: LootboxRow | null; after: After } {
  const templateKey = `vip_${spec.status}`;
  // A missing or switched-off template issues nothing: it must never fail the promotion's (deposit's) transaction.
  if (!templateByKey(ctx.db, templateKey)?.active) return { lootbox: null, after: [] };
  return issueLootbox(ctx, {
    userId: spec.userId,
    templateKey,
    source: 'vip_status',
    idempotencyKey: `vip:${spec.userId}:${spec.status}:${spec.periodKey}`,
    currency: selectedCurrency(ctx, spec.userId),
  });
}
