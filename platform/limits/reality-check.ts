import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { message } from '../notifications/messages.ts';
import { notify, type After } from '../notifications/notify.ts';
import { userChannel } from '../realtime/publisher.ts';
import type { LimitRow } from './store.ts';

/**
 * The reality check (docs/api/wallet-payments-limits.md "Reality check"): a player with a
 * `reality_check` limit is told, after every `minutes` of play, how long they have been playing.
 * Play is counted from the sign-in of the login the game was launched from, or from the last check
 * when later. Evaluated on the player's bets (and free rounds), inside the bet's transaction, from the
 * limit row the bet's limit check has already read (`limitCheck`'s `reality_check`): a player without the
 * limit pays nothing; with it, a read of the login's sign-in only once an interval may have passed.
 * When due: `checked_at` moves to now (so each interval is told once, however many bets race), a
 * `reality_check` notification is stored (`notify`, shown in the host's notification bar) and, after the
 * commit, `game_limits#<id>` carries `{reason: "trigger_reality_check", limit_id, interval_minutes,
 * played_minutes}` (contract §6.3), which the SDK turns into a fresh read of the limits. It never refuses a bet.
 */
export function realityCheckAfterBet(ctx: PlatformContext, limit: LimitRow | undefined, loginSessionId: number | null): After {
  if (!limit || limit.minutes === null || loginSessionId === null) return [];
  const now = ctx.clock.now();
  const interval = limit.minutes * 60_000;
  const checked = limit.checked_at === null ? -Infinity : Date.parse(limit.checked_at);
  if (now - checked < interval) return [];
  const signedIn = ctx.db.prepare<[number], string>('SELECT created_at FROM sessions WHERE id = ?').pluck().get(loginSessionId);
  if (signedIn === undefined) return [];
  const since = Math.max(checked, Date.parse(signedIn));
  if (now - since < interval) return [];
  ctx.db.prepare('UPDATE user_limits SET checked_at = ? WHERE id = ?').run(iso(now), limit.id);
  const played = Math.floor((now - Date.parse(signedIn)) / 60_000);
  const told = notify(ctx, limit.user_id, { kind: 'reality_check', ...message('reality_check', { minutes: String(played) }), link: '/profile/limits', key: `reality_check:${limit.id}:${iso(now)}` });
  const push = () => ctx.publisher.publish(userChannel('game_limits', limit.user_id), { reason: 'trigger_reality_check', limit_id: limit.id, interval_minutes: limit.minutes, played_minutes: played });
  return [...told.after, push];
}
