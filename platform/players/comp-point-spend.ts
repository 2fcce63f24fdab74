import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { unprocessable } from '../http/errors.ts';
import { compPointsOf } from './comp-points.ts';

/**
 * Spending comp (loyalty) points (docs/api/comp-point-spend.md): one row of `comp_point_spends` per
 * spend, unique by its idempotency key, so `chargeable = earned − spent` (comp-points.ts) and a retry
 * spends nothing twice. The balance check and the spend are one IMMEDIATE transaction (the caller's,
 * or one opened here), so concurrent spends can never take the balance below zero. The lottery shop
 * (platform/lotteries/exchange.ts) uses it; the other exchange types of issue 16 will too.
 */

export interface Spend {
  userId: number;
  points: number;
  /** What the points bought: 'lottery:<id>', … */
  purpose: string;
  idempotencyKey: string;
}

export interface SpendResult {
  /** False when this key was spent before (a retry): nothing was spent now. */
  spent: boolean;
  id: number;
}

/**
 * Spends `points` of the player's chargeable points, or throws 422 `not_enough_points` (nothing
 * spent). A repeat with the same key returns the first spend (`spent: false`); the same key with
 * another player, amount or purpose is 422 `idempotency_key_reused`.
 */
export function spendCompPoints(ctx: PlatformContext, spend: Spend): SpendResult {
  if (!Number.isSafeInteger(spend.points) || spend.points <= 0) throw new Error('points must be a positive integer');
  return immediate(ctx.db, () => {
    const previous = ctx.db
      .prepare<[string], { id: number; user_id: number; points: number; purpose: string }>('SELECT id, user_id, points, purpose FROM comp_point_spends WHERE idempotency_key = ?')
      .get(spend.idempotencyKey);
    if (previous) {
      if (previous.user_id !== spend.userId || previous.points !== spend.points || previous.purpose !== spend.purpose) {
        throw unprocessable({ base: ['This request was already used for another exchange'] }, 'idempotency_key_reused');
      }
      return { spent: false, id: previous.id };
    }
    const { chargeable } = compPointsOf(ctx, spend.userId);
    if (chargeable.points < spend.points) throw unprocessable({ points: ['Not enough points'] }, 'not_enough_points');
    const { lastInsertRowid } = ctx.db
      .prepare('INSERT INTO comp_point_spends (user_id, points, purpose, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(spend.userId, spend.points, spend.purpose, spend.idempotencyKey, iso(ctx.clock.now()));
    return { spent: true, id: Number(lastInsertRowid) };
  });
}
