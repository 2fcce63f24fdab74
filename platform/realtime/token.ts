import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { PlatformContext } from '../context.ts';

/**
 * HS256 JWTs for the socket, as a real Centrifugo also accepts them: `sub` is the user id
 * (empty for guests), `exp` in seconds. A player's token also carries `sid`, the login session it
 * was issued for, so the hub refuses it once that session ends (docs/api/realtime.md#token); a
 * real Centrifugo ignores the extra claim. The secret comes from config, or is generated once and
 * kept in the settings table (never in the repo). Signing and verifying are jose's (asynchronous:
 * WebCrypto), see docs/architecture.md "Decisions".
 */
export const TOKEN_TTL_SECONDS = 15 * 60;

export function socketSecret(ctx: Pick<PlatformContext, 'config' | 'db'>): string {
  if (ctx.config.centrifugoSecret) return ctx.config.centrifugoSecret;
  const existing = ctx.db.prepare("SELECT value FROM settings WHERE key = 'centrifugo_secret'").pluck().get() as string | undefined;
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  ctx.db.prepare("INSERT INTO settings (key, value) VALUES ('centrifugo_secret', ?) ON CONFLICT DO NOTHING").run(secret);
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

export type VerifyResult = { ok: true; claims: SocketClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** The secret's HMAC key, imported once per secret (a process holds one; tests a few). */
const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 16) keys.clear();
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signSocketToken(secret: string, sub: string, nowMs: number, options: SignOptions = {}): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const claims: SocketClaims = { sub, iat, exp: iat + (options.ttlSeconds ?? TOKEN_TTL_SECONDS) };
  if (options.sid !== undefined) claims.sid = String(options.sid);
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await hmacKey(secret));
}

/** Verifies signature (HS256 only), shape and expiry at `nowMs`; returns the claims or a reason. */
export async function verifySocketToken(secret: string, token: string, nowMs: number): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'], currentDate: new Date(nowMs), requiredClaims: ['sub', 'exp'] });
    return wellShaped(payload) ? { ok: true, claims: payload } : { ok: false, reason: 'malformed' };
  } catch (error) {
    // A correctly signed token past `exp` is 'expired' only if it is otherwise well shaped.
    if (error instanceof errors.JWTExpired) return wellShaped(error.payload) ? { ok: false, reason: 'expired' } : { ok: false, reason: 'malformed' };
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed) return { ok: false, reason: 'signature' };
    return { ok: false, reason: 'malformed' };
  }
}

function wellShaped(claims: Record<string, unknown>): claims is Record<string, unknown> & SocketClaims {
  const { sub, exp, sid } = claims;
  return typeof sub === 'string' && typeof exp === 'number' && (sid === undefined || typeof sid === 'string');
}
