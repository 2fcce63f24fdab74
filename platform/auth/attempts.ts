import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

/**
 * Anti-automation for sign-in (ASVS 6.3.1, 4.0.3 2.2.1), counted in `auth_attempts`:
 * - after 3 failed password attempts for an account or an IP within 15 minutes, a captcha is
 *   required (a success resets the account's count, never the IP's);
 * - at most 100 failures per account and 300 per IP per hour, then 429 until the hour rolls on;
 * - wrong TOTP codes: at most 10 per account per 15 minutes, then 429.
 */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURES_PER_HOUR = 100;
export const IP_FAILURES_PER_HOUR = 300;
export const OTP_FAILURES_PER_WINDOW = 10;
export const OTP_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
/** Attempts are kept a day (longer than any window) for investigation, then dropped. */
const KEEP_MS = 24 * HOUR_MS;

type Kind = 'password' | 'otp';

export function recordAttempt(ctx: PlatformContext, kind: Kind, email: string | null, ip: string, succeeded: boolean): void {
  ctx.db.prepare('DELETE FROM auth_attempts WHERE created_at < ?').run(iso(ctx.clock.now() - KEEP_MS));
  ctx.db
    .prepare('INSERT INTO auth_attempts (kind, email, ip, succeeded, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(kind, email, ip, succeeded ? 1 : 0, iso(ctx.clock.now()));
}

function accountFailures(ctx: PlatformContext, kind: Kind, email: string, windowMs: number): number {
  const since = iso(ctx.clock.now() - windowMs);
  // Failures after the account's last success inside the window.
  return ctx.db
    .prepare<[string, string, string, string, string, string], number>(
      `SELECT COUNT(*) FROM auth_attempts WHERE kind = ? AND email = ? AND succeeded = 0 AND created_at > ?
         AND created_at > COALESCE((SELECT MAX(created_at) FROM auth_attempts WHERE kind = ? AND email = ? AND succeeded = 1 AND created_at > ?), '')`,
    )
    .pluck()
    .get(kind, email, since, kind, email, since) as number;
}

function ipFailures(ctx: PlatformContext, ip: string, windowMs: number): number {
  return ctx.db
    .prepare<[string, string], number>("SELECT COUNT(*) FROM auth_attempts WHERE kind = 'password' AND ip = ? AND succeeded = 0 AND created_at > ?")
    .pluck()
    .get(ip, iso(ctx.clock.now() - windowMs)) as number;
}

export function passwordThrottle(ctx: PlatformContext, email: string, ip: string): 'blocked' | 'captcha' | 'open' {
  if (accountFailures(ctx, 'password', email, HOUR_MS) >= ACCOUNT_FAILURES_PER_HOUR || ipFailures(ctx, ip, HOUR_MS) >= IP_FAILURES_PER_HOUR) return 'blocked';
  const recent = Math.max(accountFailures(ctx, 'password', email, CAPTCHA_WINDOW_MS), ipFailures(ctx, ip, CAPTCHA_WINDOW_MS));
  return recent >= CAPTCHA_AFTER_FAILURES ? 'captcha' : 'open';
}

export const otpBlocked = (ctx: PlatformContext, email: string) => accountFailures(ctx, 'otp', email, OTP_WINDOW_MS) >= OTP_FAILURES_PER_WINDOW;
