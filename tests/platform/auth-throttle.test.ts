/**
 * Sign-in throttling over real HTTP from several loopback addresses (issue 11 M3, M4;
 * docs/api/auth-and-players.md "Throttling and lock-out").
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURES_PER_HOUR, BACKOFF_AFTER_FAILURES, CAPTCHA_AFTER_FAILURES } from '../../platform/auth/attempts.ts';
import { DEMO, lastMailTo, registration, requestFrom, signIn, signInFrom, tokenIn } from './auth-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const WRONG = 'Wrong-password-1';
const OWNER_DEVICE = 'owner-phone-fingerprint';
const UNLOCK_SUBJECT = 'Sign-ins to your account are paused';

/** 100 wrong passwords for `email` from 10 addresses (10 each, under every address's backoff), captchas solved. */
async function lockAccount(platform: TestPlatform, email: string): Promise<void> {
  const addresses = Array.from({ length: ACCOUNT_FAILURES_PER_HOUR / BACKOFF_AFTER_FAILURES }, (_, i) => `127.0.0.${10 + i}`);
  await Promise.all(
    addresses.map(async (address, i) => {
      for (let attempt = 0; attempt < BACKOFF_AFTER_FAILURES; attempt++) {
        const response = await signInFrom(platform, address, email, WRONG, `attacker-${i}`, true);
        expect(response.body.code).toBe('invalid_credentials');
      }
    }),
  );
}

describe('sign-in throttling', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await startPlatform();
  });
  afterEach(() => platform.close());

  it('M3: of 25 parallel wrong passwords only 3 reach the password check; the others need a captcha', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => signIn(platform.client(), DEMO.vip.email, WRONG)));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(CAPTCHA_AFTER_FAILURES);
    expect(codes.filter((code) => code === 'captcha_required')).toHaveLength(25 - CAPTCHA_AFTER_FAILURES);
    expect(answers.every((answer) => answer.status === 422)).toBe(true);
  });

  it('M4: backs off the failing address and device (429 + Retry-After, doubling), not other clients', async () => {
    const attacker = '127.0.0.2';
    for (let attempt = 0; attempt < BACKOFF_AFTER_FAILURES; attempt++) {
      expect((await signInFrom(platform, attacker, DEMO.vip.email, WRONG, 'attacker-device', true)).body.code).toBe('invalid_credentials');
    }
    const backedOff = await signInFrom(platform, attacker, DEMO.vip.email, WRONG, 'attacker-device', true);
    expect(backedOff.status).toBe(429);
    expect(backedOff.body.code).toBe('too_many_attempts');
    expect(backedOff.headers['retry-after']).toBe('2');
    // The same device from a fresh address is backed off too.
    expect((await signInFrom(platform, '127.0.0.3', DEMO.vip.email, WRONG, 'attacker-device', true)).status).toBe(429);

    platform.clock.advance(2_000);
    expect((await signInFrom(platform, attacker, DEMO.vip.email, WRONG, 'attacker-device', true)).body.code).toBe('invalid_credentials');
    const doubled = await signInFrom(platform, attacker, DEMO.vip.email, WRONG, 'attacker-device', true);
    expect(doubled.status).toBe(429);
    expect(doubled.headers['retry-after']).toBe('4');

    // Another client (address and device) is not slowed down by the attacker's failures.
    const owner = await signInFrom(platform, '127.0.0.4', DEMO.vip.email, DEMO.vip.password, 'vip-laptop', true);
    expect(owner.status).toBe(201);
  });

  it('M4: 100 failures from 10 addresses lock the account for strangers only; the owner’s known device and address still sign in', async () => {
    // The owner signed in before from 127.0.0.1 with their phone.
    expect((await signInFrom(platform, '127.0.0.1', DEMO.player.email, DEMO.player.password, OWNER_DEVICE)).status).toBe(201);

    await lockAccount(platform, DEMO.player.email);
    const stranger = await signInFrom(platform, '127.0.0.50', DEMO.player.email, DEMO.player.password, 'stranger-laptop', true);
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe('too_many_attempts');
    // The owner hears about it once, with an unlock link.
    expect((await lastMailTo(platform.client(), DEMO.player.email))?.subject).toBe(UNLOCK_SUBJECT);
    await signInFrom(platform, '127.0.0.51', DEMO.player.email, DEMO.player.password, 'stranger-2', true);
    const mails = await platform.client().get(`/dev/mailbox.json?to=${encodeURIComponent(DEMO.player.email)}`);
    expect(mails.body.filter((mail: { subject: string }) => mail.subject === UNLOCK_SUBJECT)).toHaveLength(1);

    // The owner's phone from a new network, no captcha needed: the attackers' failures do not count for it.
    const phone = await signInFrom(platform, '127.0.0.60', DEMO.player.email, DEMO.player.password, OWNER_DEVICE);
    expect(phone.status).toBe(201);
    expect(phone.body.email).toBe(DEMO.player.email);
  });

  it('M4: the owner’s known address signs in while the account is locked for strangers', async () => {
    expect((await signInFrom(platform, '127.0.0.1', DEMO.player.email, DEMO.player.password, OWNER_DEVICE)).status).toBe(201);
    await lockAccount(platform, DEMO.player.email);
    expect((await signInFrom(platform, '127.0.0.50', DEMO.player.email, DEMO.player.password, 'stranger', true)).status).toBe(429);
    const home = await signInFrom(platform, '127.0.0.1', DEMO.player.email, DEMO.player.password, 'owner-new-browser');
    expect(home.status).toBe(201);
  });

  it('M4: the address a player registered from is known to the account', async () => {
    const body = registration({ dfpc: 'registering-browser' });
    expect((await requestFrom(platform, '127.0.0.7', 'POST', '/api/users', body)).status).toBe(201);
    await lockAccount(platform, body.user.email);
    expect((await signInFrom(platform, '127.0.0.50', body.user.email, body.user.password, 'stranger', true)).status).toBe(429);
    expect((await signInFrom(platform, '127.0.0.7', body.user.email, body.user.password, 'another-browser')).status).toBe(201);
  });

  it('M4: the mailed unlock link lifts the lock (a browser lands on the casino)', async () => {
    await lockAccount(platform, DEMO.player.email);
    expect((await signInFrom(platform, '127.0.0.50', DEMO.player.email, DEMO.player.password, 'new-laptop', true)).status).toBe(429);
    const mail = await lastMailTo(platform.client(), DEMO.player.email);
    const token = /unlock_token=([\w-]+)/.exec(mail!.text)![1]!;

    const opened = await requestFrom(platform, '127.0.0.50', 'GET', `/api/users/unlock?unlock_token=${token}`, undefined, { Accept: 'text/html' });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/?account_unlocked=1');
    const again = await requestFrom(platform, '127.0.0.50', 'GET', `/api/users/unlock?unlock_token=${token}`);
    expect(again.status).toBe(422);
    expect(again.body.errors.unlock_token).toEqual(['is invalid']);

    const owner = await signInFrom(platform, '127.0.0.50', DEMO.player.email, DEMO.player.password, 'new-laptop', true);
    expect(owner.status).toBe(201);
  });

  it('M4: a password reset by mailed link lifts the lock', async () => {
    await lockAccount(platform, DEMO.player.email);
    expect((await signInFrom(platform, '127.0.0.50', DEMO.player.email, DEMO.player.password, 'new-laptop', true)).status).toBe(429);
    await requestFrom(platform, '127.0.0.50', 'POST', '/api/users/password', { user: { email: DEMO.player.email } });
    const token = tokenIn((await lastMailTo(platform.client(), DEMO.player.email))!.text, 'reset_password_token');
    const reset = await requestFrom(platform, '127.0.0.50', 'PUT', '/api/users/password', { user: { reset_password_token: token, password: 'Fresh-start-2026', password_confirmation: 'Fresh-start-2026' } });
    expect(reset.status).toBe(200);
    const owner = await signInFrom(platform, '127.0.0.50', DEMO.player.email, 'Fresh-start-2026', 'new-laptop', true);
    expect(owner.status).toBe(201);
  });
});
