import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { PlatformContext } from '../context.ts';

/**
 * The seamless-wallet API is server to server: each body is signed with HMAC-SHA256 over the raw
 * bytes, hex, in `X-Casino-Signature`. The shared secret is `PROVIDER_WALLET_SECRET` (required in
 * production, platform/mode.ts); in demo mode without it, one is generated once and kept in the
 * settings table (like the socket secret), never in the repo.
 */
export const SIGNATURE_HEADER = 'x-casino-signature';
const SETTING = 'provider_wallet_secret';

const secrets = new WeakMap<object, string>();

export function walletSecret(ctx: Pick<PlatformContext, 'db'> & { config?: Pick<PlatformContext['config'], 'providerWalletSecret'> }): string {
  if (ctx.config?.providerWalletSecret) return ctx.config.providerWalletSecret;
  const cached = secrets.get(ctx.db);
  if (cached) return cached;
  ctx.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING').run(SETTING, randomBytes(32).toString('base64url'));
  const secret = ctx.db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(SETTING) as string;
  secrets.set(ctx.db, secret);
  return secret;
}

export const signBody = (secret: string, rawBody: string): string => createHmac('sha256', secret).update(rawBody).digest('hex');

/**
 * The secret as a key object, made once per secret rather than on every call (the same key bytes:
 * `createHmac` takes a string secret as UTF-8); 3.1 → 2.2 µs per verified call (docs/api/provider.md "Third round").
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 16) keys.clear();
    keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  }
  return key;
}

export function verifySignature(secret: string, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', keyOf(secret)).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
