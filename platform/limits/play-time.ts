import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

/**
 * A player's signed-in time, over every login (docs/api/wallet-payments-limits.md "Session limits"):
 * what a session time limit measures. Each login counts from its sign-in until it ended — signed
 * out or revoked, its absolute expiry, or (when it idled out) its last activity; a bet in a game
 * is activity (platform/auth/session.ts `loginStands`). Overlapping logins (two devices) count
 * once: the union of the intervals, clipped to [since, now].
 */

interface LoginRow {
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** When a login stopped counting (or `now` while it stands). */
function endOf(row: LoginRow, now: number, idleMs: number): number {
  const stop = Math.min(now, Date.parse(row.expires_at), row.revoked_at === null ? Infinity : Date.parse(row.revoked_at));
  const lastSeen = Date.parse(row.last_seen_at);
  return lastSeen + idleMs <= stop ? lastSeen : stop;
}

/** Milliseconds the player was signed in within [since, now]. */
export function signedInMs(ctx: PlatformContext, userId: number, since: number, now: number): number {
  const rows = ctx.db
    .prepare<[number, string, string, string], LoginRow>(
      `SELECT created_at, last_seen_at, expires_at, revoked_at FROM sessions
        WHERE user_id = ? AND created_at < ? AND expires_at > ? AND (revoked_at IS NULL OR revoked_at > ?)`,
    )
    .all(userId, iso(now), iso(since), iso(since));
  const intervals = rows
    .map((row) => [Math.max(since, Date.parse(row.created_at)), endOf(row, now, ctx.config.sessionIdleMs)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of intervals) {
    if (end <= coveredUntil) continue;
    total += end - Math.max(start, coveredUntil);
    coveredUntil = end;
  }
  return total;
}

export const signedInMinutes = (ctx: PlatformContext, userId: number, since: number, now: number) => Math.floor(signedInMs(ctx, userId, since, now) / 60_000);
