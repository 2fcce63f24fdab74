import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Codes cannot be guessed by trying many (docs/api/bonuses.md "Promo codes and coupons"): every code a
 * player enters that is refused (unknown, used up, not theirs, out of its window) is counted; after
 * `PER_PLAYER` refusals of one player, or `PER_ADDRESS` from one address, within `WINDOW_MS`, every
 * further attempt is answered 429 until the window has moved on — a right code too, so a guess
 * that happens to be right teaches nothing. A person mistyping a code stays far below both.
 */
export const CODE_FAILURES_PER_PLAYER = 10;
export const CODE_FAILURES_PER_ADDRESS = 100;
export const CODE_WINDOW_MS = 15 * 60_000;
const KEEP_MS = 24 * 60 * 60_000;

/** Throws 429 when this player or address has been refused too often lately. */
export function admitCodeAttempt(ctx: PlatformContext, userId: number, ip: string): void {
  const since = iso(ctx.clock.now() - CODE_WINDOW_MS);
  const count = (column: 'user_id' | 'ip', value: number | string) =>
    ctx.db.prepare<[number | string, string], number>(`SELECT COUNT(*) FROM bonus_code_attempts WHERE ${column} = ? AND created_at > ?`).pluck().get(value, since) ?? 0;
  if (count('user_id', userId) >= CODE_FAILURES_PER_PLAYER || count('ip', ip) >= CODE_FAILURES_PER_ADDRESS) {
    throw new HttpError(429, { base: ['Too many codes that did not work. Try again in 15 minutes.'] }, 'too_many_requests');
  }
}

/** Counts one refused code. */
export function recordCodeFailure(ctx: PlatformContext, userId: number, ip: string): void {
  const now = ctx.clock.now();
  ctx.db.prepare('DELETE FROM bonus_code_attempts WHERE created_at < ?').run(iso(now - KEEP_MS));
  ctx.db.prepare('INSERT INTO bonus_code_attempts (user_id, ip, created_at) VALUES (?, ?, ?)').run(userId, ip, iso(now));
}
