import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (OWASP: N=2^17, r=8, p=1 when Argon2id is unavailable). Stored as
 * `scrypt$N$r$p$<salt b64>$<hash b64>` so the cost can be raised later without breaking old
 * hashes: verification always uses the parameters stored with the hash.
 */
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Refuse absurd parameters from a stored value instead of allocating gigabytes. */
const MAX_COST = 2 ** 20;

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes; Node's default cap is 32 MiB, below N=2^17.
  const options: ScryptOptions = { N: cost, r, p, maxmem: 256 * cost * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

export async function hashPassword(password: string, cost: number): Promise<string> {
  if (!isPowerOfTwo(cost) || cost > MAX_COST) throw new Error(`scrypt cost must be a power of two ≤ 2^20, got ${cost}`);
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Constant-time check; any malformed stored value simply fails. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [cost, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (!isPowerOfTwo(cost) || cost > MAX_COST || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 4)) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, cost, r, p);
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real check when the e-mail is unknown, so response time does not
 * tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string, cost: number): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) dummyHashes.set(cost, (dummy = hashPassword(randomBytes(12).toString('hex'), cost)));
  await verifyPassword(password, await dummy);
  return false;
}
