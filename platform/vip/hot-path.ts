import { runAfter } from '../bonuses/publish.ts';
import type { PlatformContext } from '../context.ts';
import { evaluateAdventure } from '../adventures/calendar.ts';
import { evaluateVip } from './status.ts';

/**
 * After a bet (docs/api/vip.md "Hot path"): the provider's bet pays no VIP or adventure read. A bet
 * only schedules an evaluation of its player, at most once per `EVERY_MS` (wall time: this bounds CPU,
 * it is no business rule); bets inside the window fold into one trailing evaluation at its end. The
 * evaluation runs in its own transaction after the bet committed.
 */
const EVERY_MS = 2_000;

const pending = new WeakMap<PlatformContext, Map<number, { last: number; timer: NodeJS.Timeout | null }>>();

function run(ctx: PlatformContext, userId: number): void {
  try {
    runAfter([...evaluateVip(ctx, userId), ...evaluateAdventure(ctx, userId)]);
  } catch {
    // a failed evaluation never touches the settled bet; the next bet or deposit evaluates again
  }
}

export function afterBet(ctx: PlatformContext, userId: number): void {
  let players = pending.get(ctx);
  if (!players) pending.set(ctx, (players = new Map()));
  const now = performance.now();
  const entry = players.get(userId) ?? { last: -Infinity, timer: null };
  players.set(userId, entry);
  if (entry.timer) return;
  const wait = entry.last + EVERY_MS - now;
  if (wait <= 0) {
    entry.last = now;
    run(ctx, userId);
    return;
  }
  entry.timer = setTimeout(() => {
    entry.timer = null;
    entry.last = performance.now();
    if (ctx.db.open) run(ctx, userId);
  }, wait);
  entry.timer.unref();
}
