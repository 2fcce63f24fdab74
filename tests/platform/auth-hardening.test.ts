/**
 * Issue 11's low-severity auth findings, each over real HTTP (docs/api/auth-and-players.md):
 * user enumeration, a reset token checked after the hash, 2FA changed with a cookie alone, and
 * the age rule following the mirror instead of the player. The login CSRF through a confirmation
 * link is in auth-confirmation.test.ts; throttling in auth-throttle.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/auth/totp.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { DEMO, postWithHost, registration, uniqueEmail } from './auth-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const STEP_MS = 30_000;

describe('auth hardening', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await startPlatform();
  });
  afterEach(() => platform.close());

  it('resend-confirmation answers the same for unknown, confirmed and unconfirmed addresses (mail only to the last)', async () => {
    const unconfirmed = registration();
    await platform.client().post('/api/users', unconfirmed);
    const client = platform.client();
    const answers = await Promise.all(
      ['ghost-' + uniqueEmail(), DEMO.player.email, unconfirmed.user.email].map((email) => client.post('/api/users/confirmation', { user: { email } })),
    );
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, {}],
      [200, {}],
      [200, {}],
    ]);
    const mails = await client.get(`/dev/mailbox.json?to=${encodeURIComponent(unconfirmed.user.email)}`);
    expect(mails.body).toHaveLength(2);
    expect((await client.get(`/dev/mailbox.json?to=${encodeURIComponent(DEMO.player.email)}`)).body).toEqual([]);
  });

  it('answers resend and reset requests before the mail is sent: a slow mail server tells nothing', async () => {
    // A mail server that holds every mail until released.
    const held: Mail[] = [];
    const releases: (() => void)[] = [];
    const mailer = { send: (mail: Mail) => new Promise<void>((resolve) => (held.push(mail), releases.push(resolve))) };
    const slow = await startPlatform({}, { mailer });
    try {
      const email = uniqueEmail('unconfirmed');
      slow.createUser({ email, confirmed_at: null });
      const within = <T,>(promise: Promise<T>) => Promise.race([promise, new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 2_000))]);
      const resend = await within(slow.client().post('/api/users/confirmation', { user: { email } }));
      const reset = await within(slow.client().post('/api/users/password', { user: { email } }));
      expect(resend).not.toBe('held');
      expect(reset).not.toBe('held');
      expect(held.map((mail) => [mail.to, mail.subject])).toEqual([
        [email, 'Confirm your e-mail address'],
        [email, 'Reset your password'],
      ]);
    } finally {
      for (const release of releases) release();
      await slow.close();
    }
  });

  it('/check-email answers the form a few times, then 429 for that address: no bulk enumeration', async () => {
    const client = platform.client();
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) statuses.push((await client.post('/check-email', { email: uniqueEmail() })).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const refused = await client.post('/check-email', { email: DEMO.player.email });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(JSON.stringify(refused.body)).not.toContain('email_taken');
  });

  it('refuses a bogus reset token before hashing the new password', async () => {
    // Fault injection: from now on password hashing throws (an invalid scrypt cost). A bogus token
    // still gets its field error, which proves no hash was attempted first (that would be a 500).
    (platform.ctx.config as { scryptCost: number }).scryptCost = 3;
    const response = await platform.client().put('/api/users/password', { user: { reset_password_token: 'x'.repeat(43), password: 'Sturdy-pass-42', password_confirmation: 'Sturdy-pass-42' } });
    expect(response.status).toBe(422);
    expect(response.body.errors.reset_password_token).toEqual(['is invalid']);
  });

  it('turns 2FA on and off only with the current password, not with the session cookie alone', async () => {
    const body = registration();
    const client = platform.client();
    await client.post('/api/users', body);
    const secret: string = (await client.get('/api/player/two_factor')).body.otp_secret;
    const code = () => totpCodeAt(secret, platform.clock.now());

    const cookieOnly = await client.post('/api/player/two_factor', { two_factor: { otp_secret: secret, authentication_code: code() } });
    expect(cookieOnly.status).toBe(422);
    expect(cookieOnly.body.errors.current_password).toEqual(["can't be blank"]);
    const wrong = await client.post('/api/player/two_factor', { two_factor: { otp_secret: secret, authentication_code: code(), current_password: 'Not-my-pass-1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: { current_password: ['is invalid'] }, code: 'invalid_credentials' });
    expect((await client.get('/api/player')).body.two_factor_enabled).toBe(false);

    const on = await client.post('/api/player/two_factor', { two_factor: { otp_secret: secret, authentication_code: code(), current_password: body.user.password } });
    expect(on.status).toBe(200);
    expect((await client.get('/api/player')).body.two_factor_enabled).toBe(true);

    platform.clock.advance(STEP_MS);
    expect((await client.delete('/api/player/two_factor', { two_factor: { authentication_code: code() } })).status).toBe(422);
    const wrongOff = await client.delete('/api/player/two_factor', { two_factor: { authentication_code: code(), current_password: 'Not-my-pass-1' } });
    expect(wrongOff.body.errors.current_password).toEqual(['is invalid']);
    expect((await client.get('/api/player')).body.two_factor_enabled).toBe(true);
    const off = await client.delete('/api/player/two_factor', { two_factor: { authentication_code: code(), current_password: body.user.password } });
    expect(off.status).toBe(200);
    expect((await client.get('/api/player')).body.two_factor_enabled).toBe(false);
  });

  it('counts a wrong current password like a failed sign-in: the address is backed off (no faster guessing with a stolen cookie)', async () => {
    const body = registration();
    const client = platform.client();
    await client.post('/api/users', body);
    const secret: string = (await client.get('/api/player/two_factor')).body.otp_secret;
    const guess = (password: string) => client.post('/api/player/two_factor', { two_factor: { otp_secret: secret, authentication_code: totpCodeAt(secret, platform.clock.now()), current_password: password } });
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess(`Guess-number-${attempt}`)).body.code).toBe('invalid_credentials');
    const slowed = await guess('Guess-number-10');
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('too_many_attempts');
    expect(slowed.headers.get('retry-after')).toBe('2');
    // Even the right password waits out the backoff, then works.
    expect((await guess(body.user.password)).status).toBe(429);
    platform.clock.advance(2_000);
    expect((await guess(body.user.password)).status).toBe(200);
  });

  it('applies 21+ to Estonian residents on every mirror, not only on the Estonian one', async () => {
    const twentyYearsOld = '2006-01-15'; // clock: 2026-11-21
    const onEeMirror = await postWithHost(platform, 'ee.localhost', '/api/users', registration({ date_of_birth: twentyYearsOld, country: 'EE' }));
    expect(onEeMirror.body.errors.date_of_birth).toEqual(['You must be at least 21 years old']);
    const onDefault = await platform.client().post('/api/users', registration({ date_of_birth: twentyYearsOld, country: 'EE' }));
    expect(onDefault.status).toBe(422);
    expect(onDefault.body.errors.date_of_birth).toEqual(['You must be at least 21 years old']);
    // The Estonian licence keeps 21 for everyone on its mirror; 18 elsewhere for other countries.
    expect((await postWithHost(platform, 'ee.localhost', '/api/users', registration({ date_of_birth: twentyYearsOld, country: 'DE' }))).status).toBe(422);
    expect((await platform.client().post('/api/users', registration({ date_of_birth: twentyYearsOld, country: 'DE' }))).status).toBe(201);

    // A player without birth date and country yet cannot become a 20-year-old Estonian later.
    const later = platform.clientAs(platform.createUser({ country: null, date_of_birth: null }));
    const patched = await later.patch('/api/player', { player: { country: 'EE', date_of_birth: twentyYearsOld } });
    expect(patched.status).toBe(422);
    expect(patched.body.errors.date_of_birth).toEqual(['You must be at least 21 years old']);
    expect((await later.patch('/api/player', { player: { country: 'EE', date_of_birth: '2004-01-15' } })).status).toBe(200);
  });
});
