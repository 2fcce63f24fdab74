import type { PlatformContext } from '../context.ts';
import { userChannel } from '../realtime/publisher.ts';
import { Throttle } from '../realtime/throttle.ts';
import type { BalanceTouch } from '../wallet/ledger.ts';
import { publishBalances } from '../wallet/service.ts';
import { serializeBonus, serializeFreespin } from './serialize.ts';
import { bonusById, freespinsById } from './store.ts';

/**
 * After-commit work of the bonus engine (docs/api/bonuses.md "Realtime"): the `Bonus` on
 * `bonuses_changes#<id>`, the `Freespin` on `freespins_changes#<id>`, the `Account` on `balance#<id>`.
 * Each reads the committed row when it runs; a realtime failure never surfaces (the change is committed).
 */
export type After = (() => void)[];

export const bonusPush = (ctx: PlatformContext, bonusId: number) => () => {
  try {
    const row = bonusById(ctx.db, bonusId);
    if (row) ctx.publisher.publish(userChannel('bonuses_changes', row.user_id), serializeBonus(ctx.db, row, ctx.clock.now()));
  } catch {
    // never let realtime break a committed change
  }
};

/** Wagering progress after a bet or a rollback: at most one push per bonus per PROGRESS_EVERY_MS, the last state read when it runs (docs/api/bonuses.md "Realtime"); stage changes push at once through `bonusPush`. */
export const PROGRESS_EVERY_MS = 1_000;
const progress = new WeakMap<PlatformContext, Throttle>();

export const bonusProgressPush = (ctx: PlatformContext, bonusId: number) => () => {
  let throttle = progress.get(ctx);
  if (!throttle) progress.set(ctx, (throttle = new Throttle(PROGRESS_EVERY_MS, (id) => bonusPush(ctx, id)())));
  throttle.touch(bonusId);
};

/** Drops pending progress pushes (the server closes). */
export const stopBonusPushes = (ctx: PlatformContext): void => progress.get(ctx)?.stop();

export const freespinsPush = (ctx: PlatformContext, freespinsId: number) => () => {
  try {
    const row = freespinsById(ctx.db, freespinsId);
    if (row) ctx.publisher.publish(userChannel('freespins_changes', row.user_id), serializeFreespin(ctx.db, row, ctx.clock.now()));
  } catch {
    // never let realtime break a committed change
  }
};

export const balancePush = (ctx: PlatformContext, touched: BalanceTouch[]) => () => publishBalances(ctx, touched);

/** Runs after-commit work; one failing task never stops the others. */
export function runAfter(after: After): void {
  for (const task of after) {
    try {
      task();
    } catch {
      // pushes only
    }
  }
}
