import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { passwordSchema } from '../../platform/auth/password-policy.ts';
import { totpCodeAt, totpStep } from '../../platform/auth/totp.ts';
import { ageOn, normaliseDate, stateFromPostalCode } from '../../platform/players/fields.ts';

describe('scrypt password hashes', () => {
  it('hashes as scrypt$N$r$p$salt$hash with a random salt and verifies', async () => {
    const first = await hashPassword('Correct-horse-9', 2 ** 12);
    const second = await hashPassword('Correct-horse-9', 2 ** 12);
    expect(first).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Correct-horse-9', first)).toBe(true);
    expect(await verifyPassword('Correct-horse-8', first)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, even after the cost changed', async () => {
    const cheap = await hashPassword('Correct-horse-9', 2 ** 10);
    expect(await verifyPassword('Correct-horse-9', cheap)).toBe(true);
  });

  it('raises maxmem so the production cost 2^17 works', async () => {
    const strong = await hashPassword('Correct-horse-9', 2 ** 17);
    expect(strong.split('$')[1]).toBe('131072');
    expect(await verifyPassword('Correct-horse-9', strong)).toBe(true);
  });

  it('treats malformed or absurd stored values as a failed check', async () => {
    for (const stored of ['', 'not-a-real-hash', 'scrypt$4096$8$1$abc', 'scrypt$4097$8$1$c2FsdHNhbHRzYWx0$' + 'A'.repeat(44), `scrypt$${2 ** 30}$8$1$c2FsdHNhbHQ=$${'A'.repeat(43)}=`]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

describe('password rules', () => {
  const problems = (password: unknown) => {
    const result = passwordSchema.safeParse(password);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  it('accepts 8–64 letters, digits and listed symbols', () => {
    expect(problems('Sturdy-pass-42')).toEqual([]);
    expect(problems('a1!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~')).toEqual([]);
    expect(problems('x'.repeat(64))).toEqual([]);
  });
  it('refuses short, long, odd characters and common passwords', () => {
    expect(problems('Short-1')[0]).toContain('too short');
    expect(problems('x'.repeat(65))[0]).toContain('too long');
    expect(problems('spaces are bad')).toContain('wrong chars');
    expect(problems('pässwörter')).toContain('wrong chars');
    expect(problems('Password123')).toContain('is too common');
    expect(problems(12345678).length).toBeGreaterThan(0);
  });
});

describe('TOTP and field helpers', () => {
  const secret = 'CASINOKITDEMOTWOFACTORSECRETKEYS';
  const now = Date.parse('2026-11-21T12:00:10.000Z');
  it('accepts the current, previous and next step only', () => {
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, totpCodeAt(secret, now - 60_000), now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });
  it('normalises birth dates and computes ages on the UTC calendar', () => {
    expect(normaliseDate('31/12/1999')).toBe('1999-12-31');
    expect(normaliseDate('1999-12-31')).toBe('1999-12-31');
    expect(normaliseDate('31/02/1999')).toBeNull();
    expect(normaliseDate('1/2/1999')).toBeNull();
    expect(ageOn('2005-11-21', now)).toBe(21);
    expect(ageOn('2005-11-22', now)).toBe(20);
  });
  it('derives Australian and Canadian states from postal codes', () => {
    expect(stateFromPostalCode('AU', '2000')).toBe('NSW');
    expect(stateFromPostalCode('AU', '2600')).toBe('ACT');
    expect(stateFromPostalCode('AU', '0800')).toBe('NT');
    expect(stateFromPostalCode('AU', '6798')).toBeNull();
    expect(stateFromPostalCode('CA', 'H2X 1Y4')).toBe('QC');
    expect(stateFromPostalCode('DE', '10115')).toBeNull();
  });
});
