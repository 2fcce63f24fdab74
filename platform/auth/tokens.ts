import { createHash, randomBytes } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

/**
 * Single-use tokens mailed to the player (and the registering browser's cookie, see
 * docs/api/auth-and-players.md "Mailed tokens"); the table keeps only their SHA-256.
 */
export type TokenPurpose = 'confirmation' | 'reset_password' | 'unlock' | 'registration_browser';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirmation: 24 * 60 * 60_000,
  reset_password: 2 * 60 * 60_000,
  unlock: 24 * 60 * 60_000,
  registration_browser: 7 * 24 * 60 * 60_000,
};

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new token for `purpose`; earlier unused tokens of the same purpose stop working. */
export function issueToken(ctx: PlatformContext, userId: number, purpose: TokenPurpose): string {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  ctx.db.prepare('UPDATE user_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL').run(iso(now), userId, purpose);
  ctx.db
    .prepare('INSERT INTO user_tokens (user_id, purpose, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(userId, purpose, sha256(token), iso(now), iso(now + TOKEN_LIFETIME_MS[purpose]));
  return token;
}

/** Marks the token used and returns its user, or null if unknown, used or expired. */
export function consumeToken(ctx: PlatformContext, token: string, purpose: TokenPurpose): number | null {
  const now = iso(ctx.clock.now());
  const row = ctx.db
    .prepare<[string, string, string, string], { user_id: number }>(
      'UPDATE user_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id',
    )
    .get(now, sha256(token), purpose, now);
  return row?.user_id ?? null;
}

/** The user of a live token, without using it up (checked before expensive work, or a cookie checked many times). */
export function peekToken(ctx: PlatformContext, token: string, purpose: TokenPurpose): number | null {
  const row = ctx.db
    .prepare<[string, string, string], { user_id: number }>('SELECT user_id FROM user_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
    .get(sha256(token), purpose, iso(ctx.clock.now()));
  return row?.user_id ?? null;
}
