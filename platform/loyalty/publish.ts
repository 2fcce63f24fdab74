import type { PlatformContext } from '../context.ts';
import { compPointsOf } from '../players/comp-points.ts';
import { userChannel } from '../realtime/publisher.ts';

/**
 * `comps_award#<id>` (docs/api/loyalty.md "Realtime", contract §6.3): the player's
 * `{chargeable: {points}, persistent: {points}}`, the same as `GET /api/player/comp_points`, read
 * from the committed state when the push runs. An exchange publishes at once after its commit
 * (`compsAwardPush`); earning (bets and rollbacks on the provider wallet's hot path) is throttled
 * (`compsEarned`): at most one push per player per `EARN_PUBLISH_EVERY_MS`, on the trailing edge, so
 * the last change — including the one that takes persistent points past the level's max, which
 * makes the FE reload the profile — always arrives within that window, and a bet costs no read.
 */

export const EARN_PUBLISH_EVERY_MS = 2_000;

/** After-commit push of the player's comp points; a realtime failure never surfaces. */
export const compsAwardPush = (ctx: PlatformContext, userId: number) => () => {
  try {
    ctx.publisher.publish(userChannel('comps_award', userId), compPointsOf(ctx, userId));
  } catch {
    // never let realtime break a committed change
  }
};

interface Throttle {
  last: number;
  timer: ReturnType<typeof setTimeout> | null;
}
const throttles = new WeakMap<PlatformContext, Map<number, Throttle>>();

/**
 * After-commit work for a change that may have earned (or, rolled back, taken back) points: publishes
 * now when the player's last earning push is older than the window, else once at the window's end.
 */
export const compsEarned = (ctx: PlatformContext, userId: number) => () => {
  let players = throttles.get(ctx);
  if (!players) throttles.set(ctx, (players = new Map()));
  const state = players.get(userId) ?? { last: 0, timer: null };
  players.set(userId, state);
  if (state.timer) return;
  const wait = state.last + EARN_PUBLISH_EVERY_MS - Date.now();
  const fire = () => {
    state.timer = null;
    state.last = Date.now();
    if (ctx.db.open) compsAwardPush(ctx, userId)();
  };
  if (wait <= 0) fire();
  else {
    state.timer = setTimeout(fire, wait);
    state.timer.unref?.();
  }
};
