import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PlatformContext } from '../context.ts';

/**
 * HS256 JWTs for the socket, as a real Centrifugo also accepts them: `sub` is the user id
 * (empty for guests), `exp` in seconds. A player's token also carries `sid`, the login session it
 * was issued for, so the hub refuses it once that session ends (docs/api/realtime.md#token); a
 * real Centrifugo ignores the extra claim. The secret comes from config, or is generated once and
 * kept in the settings table (never in the repo).
 */
export const TOKEN_TTL_SECONDS = 15 * 60;

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function socketSecret(ctx: Pick<PlatformContext, 'config' | 'db'>): string {
  if (ctx.config.centrifugoSecret) return ctx.config.centrifugoSecret;
  const existing = ctx.db.prepare("SELECT value FROM settings WHERE key = 'centrifugo_secret'").pluck().get() as string | undefined;
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  ctx.db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('centrifugo_secret', ?)").run(secret);
  return ctx.db.prepare("SELECT value FROM settings WHERE key = 'centrifugo_secret'").pluck().get() as string;
}

export interface SocketClaims {
  sub: string;
  exp: number;
  iat?: number;
  /** The login session (sessions.id) a player's token belongs to; absent for guests. */
  sid?: string;
}

export interface SignOptions {
  ttlSeconds?: number;
  /** The login session the token is issued for (players; guests have none). */
  sid?: number | string;
}

export function signSocketToken(secret: string, sub: string, nowMs: number, options: SignOptions = {}): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const iat = Math.floor(nowMs / 1000);
  const claims: SocketClaims = { sub, iat, exp: iat + (options.ttlSeconds ?? TOKEN_TTL_SECONDS) };
  if (options.sid !== undefined) claims.sid = String(options.sid);
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Verifies signature (HS256 only), shape and expiry; returns the claims or a reason. */
export function verifySocketToken(secret: string, token: string, nowMs: number): { ok: true; claims: SocketClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' } {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let parsedHeader: unknown;
  let claims: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString());
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if ((parsedHeader as { alg?: unknown }).alg !== 'HS256') return { ok: false, reason: 'signature' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const { sub, exp, sid } = claims as { sub?: unknown; exp?: unknown; sid?: unknown };
  if (typeof sub !== 'string' || typeof exp !== 'number' || (sid !== undefined && typeof sid !== 'string')) return { ok: false, reason: 'malformed' };
  if (exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as SocketClaims };
}
