import { randomInt } from 'node:crypto';

/**
 * The engines draw through this one function so they stay pure: production passes `cryptoRng`
 * (node:crypto, uniform without modulo bias), the RTP simulation may pass a faster seeded one.
 * Returns an integer uniform in [0, maxExclusive); maxExclusive ≤ 2^48.
 */
export type Rng = (maxExclusive: number) => number;

export const cryptoRng: Rng = (maxExclusive) => randomInt(maxExclusive);

/**
 * xoshiro128** seeded by splitmix32: a fast non-cryptographic generator for simulations only
 * (a million rounds through `randomInt` cost seconds of syscalls; the maths is the same).
 */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const splitmix = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next32 = () => {
    const result = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = ((d << 11) | (d >>> 21)) >>> 0;
    return result;
  };
  return (maxExclusive) => {
    // 53 random bits scaled down: bias below 2^-5 of a unit at 2^48, irrelevant for simulations.
    const high = next32() >>> 5;
    const low = next32() >>> 6;
    return Math.floor(((high * 67108864 + low) / 9007199254740992) * maxExclusive);
  };
}
