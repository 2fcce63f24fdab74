import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { sha256 } from './tokens.ts';

/**
 * Anti-automation for sign-in (ASVS 4.0.3 2.2.1), counted in `auth_attempts`. The rules and why
 * are in docs/api/auth-and-players.md ("Sign-in" and "Throttling and lock-out"):
 * - the client's **address** and **device** (SHA-256 of `dfpc`), across every account: a captcha
 *   after 3 failures in 15 minutes; from the 10th failure in an hour each further attempt must wait
 *   2, 4, 8 … seconds (at most 15 minutes) after the last one, else 429 with Retry-After;
 * - the **account** (failures since its last success, unlock link or password reset): a captcha
 *   after 3 failures in 15 minutes and 429 after 100 in an hour, but only for clients that never
 *   signed in to it: an address or device with a successful sign-in to the account in the last
 *   90 days is judged by its own buckets alone, so nobody can lock the owner out from elsewhere;
 * - wrong TOTP codes: at most 10 per account per 15 minutes, then 429.
 *
 * Admission is atomic: the counts are read and the attempt's row written (as a failure, until the
 * check says otherwise) in one IMMEDIATE transaction before the password hash runs, so parallel
 * attempts cannot all slip under the captcha threshold.
 */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURES_PER_HOUR = 100;
export const BACKOFF_AFTER_FAILURES = 10;
export const BACKOFF_MAX_MS = 15 * 60_000;
export const OTP_FAILURES_PER_WINDOW = 10;
export const OTP_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
/** A successful sign-in makes its address and device known to the account for 90 days. */
export const KNOWN_CLIENT_MS = 90 * 24 * HOUR_MS;
/** Attempts are kept a day (longer than any window) for investigation, then dropped. */
const KEEP_MS = 24 * HOUR_MS;

/** Who is signing in: the request's address and the hashed device fingerprint, if sent. */
export interface Client {
  ip: string;
  device: string | null;
}
export const clientOf = (ip: string, dfpc: string | undefined): Client => ({ ip, device: dfpc ? sha256(dfpc) : null });

export type Admission =
  | { verdict: 'admitted'; attemptId: number }
  | { verdict: 'captcha' }
  | { verdict: 'backoff'; retryAfterMs: number }
  | { verdict: 'locked' };

/** Failures in the bucket's window (an hour, 15 minutes for TOTP), in the last 15 minutes, and the last one's time. */
interface BucketStats {
  failures: number;
  recent: number;
  last: string | null;
}

function clientBucket(ctx: PlatformContext, column: 'ip' | 'device', value: string, now: number): BucketStats {
  return ctx.db
    .prepare<[string, string, string], BucketStats>(
      `SELECT COUNT(*) AS failures, COUNT(*) FILTER (WHERE created_at > ?) AS recent, MAX(created_at) AS last
         FROM auth_attempts WHERE kind = 'password' AND ${column} = ? AND succeeded = 0 AND created_at > ?`,
    )
    .get(iso(now - CAPTCHA_WINDOW_MS), value, iso(now - HOUR_MS))!;
}

/**
 * Failures of the account after its last success, unlock or password reset (rows in id order). The
 * e-mail is compared by lower() on both sides: `COLLATE NOCASE` folds case on SQLite only, and
 * PostgreSQL's index is on lower(email) (platform/db/migrations/README.md "Case-insensitive columns").
 */
function accountBucket(ctx: PlatformContext, kind: 'password' | 'otp', email: string, windowMs: number, now: number): BucketStats {
  return ctx.db
    .prepare<[string, string, string, string, string, string], BucketStats>(
      `SELECT COUNT(*) AS failures, COUNT(*) FILTER (WHERE created_at > ?) AS recent, MAX(created_at) AS last
         FROM auth_attempts WHERE kind = ? AND lower(email) = lower(?) AND succeeded = 0 AND created_at > ?
          AND id > COALESCE((SELECT MAX(id) FROM auth_attempts WHERE lower(email) = lower(?) AND succeeded = 1 AND kind IN (?, 'unlock')), 0)`,
    )
    .get(iso(now - CAPTCHA_WINDOW_MS), kind, email, iso(now - windowMs), email, kind)!;
}

/** How long this bucket must still wait (ms), or 0. */
function backoffLeft(stats: BucketStats, now: number): number {
  if (stats.failures < BACKOFF_AFTER_FAILURES || !stats.last) return 0;
  const wait = Math.min(2 ** (stats.failures - BACKOFF_AFTER_FAILURES + 1) * 1000, BACKOFF_MAX_MS);
  return Math.max(0, Date.parse(stats.last) + wait - now);
}

/** Did this address or device sign in to the account successfully in the last 90 days? */
export function isKnownClient(ctx: PlatformContext, userId: number, client: Client): boolean {
  return (
    ctx.db
      .prepare<[number, string, string, string], number>(
        "SELECT 1 FROM known_sign_ins WHERE user_id = ? AND last_success_at > ? AND (ip = ? OR (device <> '' AND device = ?))",
      )
      .pluck()
      .get(userId, iso(ctx.clock.now() - KNOWN_CLIENT_MS), client.ip, client.device ?? '') === 1
  );
}

/**
 * Decides whether this password attempt may reach the hash check and, if so, records it (as a
 * failure) in the same transaction. `captchaSolved`: the client answered a captcha for it.
 */
export function admitPasswordAttempt(ctx: PlatformContext, email: string, userId: number | null, client: Client, captchaSolved: boolean): Admission {
  return immediate(ctx.db, () => {
    const now = ctx.clock.now();
    ctx.db.prepare('DELETE FROM auth_attempts WHERE created_at < ?').run(iso(now - KEEP_MS));
    const buckets = [clientBucket(ctx, 'ip', client.ip, now)];
    if (client.device) buckets.push(clientBucket(ctx, 'device', client.device, now));
    const wait = Math.max(...buckets.map((bucket) => backoffLeft(bucket, now)));
    if (wait > 0) return { verdict: 'backoff', retryAfterMs: wait };

    const account = userId !== null && isKnownClient(ctx, userId, client) ? null : accountBucket(ctx, 'password', email, HOUR_MS, now);
    if (account && account.failures >= ACCOUNT_FAILURES_PER_HOUR) return { verdict: 'locked' };
    if (account) buckets.push(account);
    if (!captchaSolved && Math.max(...buckets.map((bucket) => bucket.recent)) >= CAPTCHA_AFTER_FAILURES) return { verdict: 'captcha' };

    const { lastInsertRowid } = ctx.db
      .prepare("INSERT INTO auth_attempts (kind, email, ip, device, succeeded, created_at) VALUES ('password', ?, ?, ?, 0, ?)")
      .run(email, client.ip, client.device, iso(now));
    return { verdict: 'admitted', attemptId: Number(lastInsertRowid) };
  });
}

/** This client proved it is the account's owner (signed in, re-authenticated, registered): it becomes known. */
export function rememberClient(ctx: PlatformContext, userId: number, client: Client): void {
  const now = ctx.clock.now();
  ctx.db.prepare('DELETE FROM known_sign_ins WHERE last_success_at < ?').run(iso(now - KNOWN_CLIENT_MS));
  ctx.db
    .prepare('INSERT INTO known_sign_ins (user_id, ip, device, last_success_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, ip, device) DO UPDATE SET last_success_at = excluded.last_success_at')
    .run(userId, client.ip, client.device ?? '', iso(now));
}

/** The admitted attempt's check succeeded: it counts as a success and its client becomes known. */
export function passwordAttemptSucceeded(ctx: PlatformContext, attemptId: number, userId: number): void {
  immediate(ctx.db, () => {
    const row = ctx.db
      .prepare<[number], { ip: string; device: string | null }>('UPDATE auth_attempts SET succeeded = 1 WHERE id = ? RETURNING ip, device')
      .get(attemptId);
    if (row) rememberClient(ctx, userId, row);
  });
}

/** The 429 for a refused admission; a backoff says when to come back (`Retry-After`, seconds). */
export function refusal(admission: Exclude<Admission, { verdict: 'admitted' }>): HttpError {
  const error = new HttpError(429, { base: ['Too many failed attempts. Try again later.'] }, 'too_many_attempts');
  if (admission.verdict === 'backoff') error.headers = { 'Retry-After': String(Math.ceil(admission.retryAfterMs / 1000)) };
  return error;
}

/** A mailed unlock link or a password reset: the account's failure count starts again. */
export function unlockAccount(ctx: PlatformContext, email: string): void {
  ctx.db.prepare("INSERT INTO auth_attempts (kind, email, ip, device, succeeded, created_at) VALUES ('unlock', ?, NULL, NULL, 1, ?)").run(email, iso(ctx.clock.now()));
}

/** Is the account locked for clients it does not know (the unlock mail goes out then)? */
export const accountLocked = (ctx: PlatformContext, email: string) =>
  accountBucket(ctx, 'password', email, HOUR_MS, ctx.clock.now()).failures >= ACCOUNT_FAILURES_PER_HOUR;

export function recordAttempt(ctx: PlatformContext, kind: 'otp', email: string | null, ip: string, succeeded: boolean): void {
  ctx.db
    .prepare('INSERT INTO auth_attempts (kind, email, ip, succeeded, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(kind, email, ip, succeeded ? 1 : 0, iso(ctx.clock.now()));
}

export const otpBlocked = (ctx: PlatformContext, email: string) =>
  accountBucket(ctx, 'otp', email, OTP_WINDOW_MS, ctx.clock.now()).failures >= OTP_FAILURES_PER_WINDOW;
