import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captchaAnswer } from '../../platform/auth/captcha.ts';
import { SESSION_COOKIE } from '../../platform/auth/session.ts';
import { PENDING_2FA_COOKIE } from '../../platform/auth/sign-in.ts';
import { totpCodeAt } from '../../platform/auth/totp.ts';
import { DEMO_TOTP_SECRET } from '../../platform/players/seed.ts';
import { DEMO, lastMailTo, postWithHost, registration, signIn, tokenIn, uniqueEmail } from './auth-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const STEP_MS = 30_000;
const MINUTE = 60_000;

describe('auth over HTTP', () => {
  // A platform per test: attempt counters and the per-IP route limits start clean.
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await startPlatform();
  });
  afterEach(() => platform.close());

  it('walks registration → confirmation → 2FA → sign-in with a one-time code', async () => {
    const client = platform.client();
    const body = registration();
    const { email, password } = body.user;

    const registered = await client.post('/api/users', body);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email, currency: 'EUR', country: 'DE', confirmed_at: null, license_name: 'CW', two_factor_enabled: false });
    expect(client.cookies.get(SESSION_COOKIE)).toBeTruthy();

    const mail = await lastMailTo(client, email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    const confirmed = await client.get(`/api/users/confirmation?confirmation_token=${tokenIn(mail!.text, 'confirmation_token')}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed_at).toBe(new Date(platform.clock.now()).toISOString());

    expect((await client.delete('/api/users/sign_out')).status).toBe(204);
    expect((await client.get('/api/player')).body).toEqual({});

    const signedIn = await signIn(client, email, password);
    expect(signedIn.status).toBe(201);
    expect(signedIn.body.id).toBe(registered.body.id);

    const enrolment = await client.get('/api/player/two_factor');
    expect(enrolment.body.otp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.body.data).toContain('otpauth://totp/');
    const secret: string = enrolment.body.otp_secret;
    const wrongEnable = await client.post('/api/player/two_factor', { two_factor: { otp_secret: secret, authentication_code: '000000' === totpCodeAt(secret, platform.clock.now()) ? '111111' : '000000', current_password: password } });
    expect(wrongEnable.status).toBe(422);
    const enabled = await client.post('/api/player/two_factor', { two_factor: { otp_secret: secret, authentication_code: totpCodeAt(secret, platform.clock.now()), current_password: password } });
    expect(enabled.status).toBe(200);
    expect((await client.get('/api/player')).body.two_factor_enabled).toBe(true);
    await client.delete('/api/users/sign_out');

    // The code used for enrolment cannot also finish a sign-in.
    const enrolmentCode = totpCodeAt(secret, platform.clock.now());
    const step1 = await signIn(client, email, password);
    expect(step1.status).toBe(422);
    expect(step1.body).toEqual({ errors: { otp_attempt: ['required'] }, code: 'otp_required' });
    expect(client.cookies.get(PENDING_2FA_COOKIE)).toBeTruthy();
    expect(client.cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect((await client.post('/api/users/sign_in', { user: { otp_attempt: enrolmentCode } })).body.code).toBe('otp_invalid');

    platform.clock.advance(STEP_MS);
    const code = totpCodeAt(secret, platform.clock.now());
    const wrong = code === '123456' ? '654321' : '123456';
    const refused = await client.post('/api/users/sign_in', { user: { otp_attempt: wrong } });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('otp_invalid');
    const accepted = await client.post('/api/users/sign_in', { user: { otp_attempt: code } });
    expect(accepted.status).toBe(201);
    expect(accepted.body.email).toBe(email);
    expect(client.cookies.get(PENDING_2FA_COOKIE)).toBeUndefined();

    // Replay: the same code, still inside its time window, is refused.
    await client.delete('/api/users/sign_out');
    expect((await signIn(client, email, password)).body.code).toBe('otp_required');
    const replay = await client.post('/api/users/sign_in', { user: { otp_attempt: code } });
    expect(replay.status).toBe(422);
    expect(replay.body.code).toBe('otp_invalid');
    platform.clock.advance(STEP_MS);
    expect((await client.post('/api/users/sign_in', { user: { otp_attempt: totpCodeAt(secret, platform.clock.now()) } })).status).toBe(201);
  });

  it('lets one of two registrations racing for one address (in another case) through, and answers the other email_taken', async () => {
    const body = registration();
    const other = registration({ email: body.user.email.toUpperCase() });
    // Both pass the early check while their passwords hash; the unique index decides between them.
    const answers = await Promise.all([platform.client().post('/api/users', body), platform.client().post('/api/users', other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(JSON.stringify(answers.find((answer) => answer.status === 422)!.body)).toContain('email_taken');
    const rows = platform.ctx.db.prepare<[string], number>('SELECT COUNT(*) FROM users WHERE lower(email) = ?').pluck().get(body.user.email.toLowerCase());
    expect(rows).toBe(1);
  });

  it('drops the pending sign-in after 5 wrong codes and when it expires', async () => {
    const client = platform.client();
    expect((await signIn(client, DEMO.twoFactor.email, DEMO.twoFactor.password)).body.code).toBe('otp_required');
    const right = totpCodeAt(DEMO_TOTP_SECRET, platform.clock.now());
    const wrong = right === '000000' ? '999999' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await client.post('/api/users/sign_in', { user: { otp_attempt: wrong } });
    const afterFive = await client.post('/api/users/sign_in', { user: { otp_attempt: right } });
    expect(afterFive.body.code).toBe('otp_session_expired');

    platform.clock.advance(16 * MINUTE);
    expect((await signIn(client, DEMO.twoFactor.email, DEMO.twoFactor.password)).body.code).toBe('otp_required');
    platform.clock.advance(5 * MINUTE + 1);
    const late = await client.post('/api/users/sign_in', { user: { otp_attempt: totpCodeAt(DEMO_TOTP_SECRET, platform.clock.now()) } });
    expect(late.body.code).toBe('otp_session_expired');
  });

  it('applies the EE mirror minimum age of 21, and 18 elsewhere', async () => {
    const twentyYearsOld = '2006-01-15'; // clock: 2026-11-21
    const under = await postWithHost(platform, 'ee.localhost', '/api/users', registration({ date_of_birth: twentyYearsOld }));
    expect(under.status).toBe(422);
    expect(under.body.errors.date_of_birth).toEqual(['You must be at least 21 years old']);

    const adult = await postWithHost(platform, 'ee.localhost', '/api/users', registration({ date_of_birth: '15/01/2005', country: 'EE' }));
    expect(adult.status).toBe(201);
    expect(adult.body.license_name).toBe('EE');
    expect(adult.body.date_of_birth).toBe('2005-01-15');

    expect((await platform.client().post('/api/users', registration({ date_of_birth: twentyYearsOld }))).status).toBe(201);
    const minor = await platform.client().post('/api/users', registration({ date_of_birth: '2009-01-01' }));
    expect(minor.body.errors.date_of_birth).toEqual(['You must be at least 18 years old']);
  });

  it('refuses registration from a restricted country, declared or by request region', async () => {
    const email = uniqueEmail('restricted');
    const declared = await platform.client().post('/api/users', registration({ email, country: 'US' }));
    expect(declared.status).toBe(403);
    expect(declared.body.errors.base).toEqual(['Registration restricted in your country']);
    expect(declared.body.code).toBe('restricted_country');
    const byRegion = await platform.client().post('/api/users', registration({ email }), { 'X-Debug-Country': 'AU' });
    expect(byRegion.status).toBe(403);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM users WHERE email = ?').pluck().get(email)).toBe(0);
    const login = await signIn(platform.client(), DEMO.player.email, DEMO.player.password, {});
    expect(login.status).toBe(201);
    const loginFromAu = await platform.client().post('/api/users/sign_in', { user: { email: DEMO.player.email, password: DEMO.player.password } }, { 'X-Debug-Country': 'AU' });
    expect(loginFromAu.body.errors.base).toEqual(['Login not available in your country']);
  });

  it('reports every registration problem at once and nothing is created', async () => {
    const email = uniqueEmail('bad');
    const response = await platform.client().post('/api/users', { user: { email, password: 'password', password_confirmation: 'other', country: 'DE' } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({ password: ['is too common'], currency: ["can't be blank"], date_of_birth: ["can't be blank"], terms_acceptance: ['must be accepted'] });
    const taken = await platform.client().post('/api/users', registration({ email: DEMO.player.email }));
    expect(taken.body.errors.email).toEqual(['has already been taken']);
    const mismatch = await platform.client().post('/api/users', registration({ email, password_confirmation: 'Sturdy-pass-43' }));
    expect(mismatch.body.errors.password_confirmation).toEqual(['not match']);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM users WHERE email = ?').pluck().get(email)).toBe(0);
  });

  it('demands a captcha after 3 failed attempts and accepts a solved one', async () => {
    const client = platform.client();
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await signIn(client, DEMO.vip.email, 'Wrong-password-1');
      expect(failed.status).toBe(422);
      expect(failed.body.code).toBe('invalid_credentials');
    }
    const needsCaptcha = await signIn(client, DEMO.vip.email, DEMO.vip.password);
    expect(needsCaptcha.body).toEqual({ errors: { captcha: ['required'] }, code: 'captcha_required' });

    const first = (await client.get('/api/captcha')).body;
    expect(first.question).toMatch(/^What is \d \+ \d\?$/);
    const wrongAnswer = await signIn(client, DEMO.vip.email, DEMO.vip.password, { captcha: `${first.id}:${captchaAnswer(first.question) + 1}` });
    expect(wrongAnswer.body.code).toBe('captcha_invalid');
    // Single use: the right answer to a consumed captcha no longer counts.
    expect((await signIn(client, DEMO.vip.email, DEMO.vip.password, { captcha: `${first.id}:${captchaAnswer(first.question)}` })).body.code).toBe('captcha_invalid');

    const second = (await client.get('/api/captcha')).body;
    const ok = await signIn(client, DEMO.vip.email, DEMO.vip.password, { captcha: `${second.id}:${captchaAnswer(second.question)}` });
    expect(ok.status).toBe(201);
    // Unknown accounts count against the IP too, so enumeration also hits the captcha.
    platform.clock.advance(16 * MINUTE);
    for (let attempt = 0; attempt < 3; attempt++) await signIn(client, uniqueEmail('ghost'), 'Whatever-123');
    expect((await signIn(client, DEMO.player.email, DEMO.player.password)).body.code).toBe('captcha_required');
  });

  it('refuses clients the account does not know after 100 failures in an hour (429)', async () => {
    const { ctx, clock } = platform;
    const insert = ctx.db.prepare("INSERT INTO auth_attempts (kind, email, ip, succeeded, created_at) VALUES ('password', ?, ?, 0, ?)");
    for (let i = 0; i < 100; i++) insert.run(DEMO.player.email, `10.0.${Math.floor(i / 250)}.${i % 250}`, new Date(clock.now() - 30 * MINUTE).toISOString());
    const blocked = await signIn(platform.client(), DEMO.player.email, DEMO.player.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_attempts');
    clock.advance(31 * MINUTE);
    expect((await signIn(platform.client(), DEMO.player.email, DEMO.player.password)).status).toBe(201);
  });

  it('rotates the session cookie at every sign-in and kills the old one', async () => {
    const client = platform.client();
    await signIn(client, DEMO.player.email, DEMO.player.password);
    const before = client.cookies.get(SESSION_COOKIE)!;
    await signIn(client, DEMO.player.email, DEMO.player.password);
    const after = client.cookies.get(SESSION_COOKIE)!;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const stale = platform.client();
    stale.cookies.set(SESSION_COOKIE, before);
    expect((await stale.get('/api/player')).body).toEqual({});
    expect((await client.get('/api/player')).body.email).toBe(DEMO.player.email);
  });

  it('answers guests on GET /api/player with 200 {} and sign-out without a session with 204', async () => {
    const guest = platform.client();
    const response = await guest.get('/api/player');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    expect((await guest.delete('/api/users/sign_out')).status).toBe(204);
  });

  it('resets a password by mailed token, revoking every session but keeping 2FA', async () => {
    const { email, password } = DEMO.twoFactor;
    const a = platform.clientAs(platform.ctx.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number);
    expect((await a.get('/api/player')).body.email).toBe(email);

    const guest = platform.client();
    const unknown = await guest.post('/api/users/password', { user: { email: 'nobody@example.test' } });
    expect(unknown.status).toBe(200);
    expect(await lastMailTo(guest, 'nobody@example.test')).toBeUndefined();
    expect((await guest.post('/api/users/password', { user: { email } })).status).toBe(200);
    const token = tokenIn((await lastMailTo(guest, email))!.text, 'reset_password_token');

    const weak = await guest.put('/api/users/password', { user: { reset_password_token: token, password: '12345678', password_confirmation: '12345678' } });
    expect(weak.body.errors.password).toEqual(['is too common']);
    const reset = await guest.put('/api/users/password', { user: { reset_password_token: token, password: 'Brand-new-pass-7', password_confirmation: 'Brand-new-pass-7' } });
    expect(reset.status).toBe(200);
    expect((await a.get('/api/player')).body).toEqual({});
    expect((await guest.put('/api/users/password', { user: { reset_password_token: token, password: 'Another-pass-8' } })).body.errors.reset_password_token).toEqual(['is invalid']);

    expect((await signIn(guest, email, password)).body.code).toBe('invalid_credentials');
    expect((await signIn(guest, email, 'Brand-new-pass-7')).body.code).toBe('otp_required');
  });

  it('expires reset tokens after 2 hours and confirmation tokens after 24 hours', async () => {
    const client = platform.client();
    await client.post('/api/users/password', { user: { email: DEMO.vip.email } });
    const resetToken = tokenIn((await lastMailTo(client, DEMO.vip.email))!.text, 'reset_password_token');
    const registered = registration();
    await platform.client().post('/api/users', registered);
    const confirmationToken = tokenIn((await lastMailTo(client, registered.user.email))!.text, 'confirmation_token');

    platform.clock.advance(2 * 60 * MINUTE + 1);
    expect((await client.put('/api/users/password', { user: { reset_password_token: resetToken, password: 'Brand-new-pass-7' } })).body.errors.reset_password_token).toEqual(['is invalid']);
    platform.clock.advance(22 * 60 * MINUTE);
    expect((await client.get(`/api/users/confirmation?confirmation_token=${confirmationToken}`)).body.errors.confirmation_token).toEqual(['is invalid']);
  });

  it('resends confirmation only to unconfirmed accounts; the earlier link stops working', async () => {
    const client = platform.client();
    const registered = registration();
    await platform.client().post('/api/users', registered);
    const firstMail = await lastMailTo(client, registered.user.email);
    expect((await client.post('/api/users/confirmation', { user: { email: registered.user.email } })).status).toBe(200);
    const secondMail = await lastMailTo(client, registered.user.email);
    expect(secondMail!.id).toBeGreaterThan(firstMail!.id);
    // The earlier link stops working once a new one is sent.
    expect((await client.get(`/api/users/confirmation?confirmation_token=${tokenIn(firstMail!.text, 'confirmation_token')}`)).status).toBe(422);
    expect((await client.get(`/api/users/confirmation?confirmation_token=${tokenIn(secondMail!.text, 'confirmation_token')}`)).status).toBe(200);
  });

  it('checks e-mails for the sign-up form', async () => {
    const client = platform.client();
    expect((await client.post('/check-email', { email: 'not-an-email' })).body).toEqual({ errors: { message: 'email_invalid' } });
    const taken = await client.post('/check-email', { email: DEMO.player.email.toUpperCase() });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ errors: { message: 'email_taken' } });
    const free = await client.post('/check-email', { email: uniqueEmail() });
    expect(free.status).toBe(200);
    expect(free.body).toEqual({});
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const registered = registration();
    const mine = platform.client();
    await mine.post('/api/users', registered);
    const other = platform.client();
    await signIn(other, registered.user.email, registered.user.password);
    const wrong = await mine.put('/api/users', { user: { current_password: 'Nope-nope-1', password: 'Changed-pass-9', password_confirmation: 'Changed-pass-9' } });
    expect(wrong.body.errors.current_password).toEqual(['is invalid']);
    const changed = await mine.put('/api/users', { user: { current_password: registered.user.password, password: 'Changed-pass-9', password_confirmation: 'Changed-pass-9' } });
    expect(changed.status).toBe(200);
    expect((await mine.get('/api/player')).body.email).toBe(registered.user.email);
    expect((await other.get('/api/player')).body).toEqual({});
    expect((await signIn(platform.client(), registered.user.email, 'Changed-pass-9')).status).toBe(201);
  });

  it('accepts the terms through update_details', async () => {
    const userId = platform.createUser({ terms_accepted_at: null, country: 'DE' });
    const client = platform.clientAs(userId);
    expect((await client.get('/api/player')).body.auth_fields_missed).toContain('terms_acceptance');
    expect((await client.post('/api/auth_providers/update_details', { user: { terms_acceptance: false } })).status).toBe(422);
    const accepted = await client.post('/api/auth_providers/update_details', { user: { terms_acceptance: true } });
    expect(accepted.status).toBe(201);
    expect(accepted.body.auth_fields_missed).not.toContain('terms_acceptance');
    expect((await platform.client().post('/api/auth_providers/update_details', { user: { terms_acceptance: true } })).status).toBe(401);
  });
});

describe('route rate limits', () => {
  it('answers 429 too_many_requests past 30 sign-in calls a minute from one IP', async () => {
    const platform = await startPlatform();
    try {
      const client = platform.client();
      const statuses: number[] = [];
      // Malformed bodies: the limiter counts them without spending scrypt time.
      for (let call = 0; call < 31; call++) statuses.push((await client.post('/api/users/sign_in', { user: {} })).status);
      expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
      const limited = await client.post('/api/users/sign_in', { user: {} });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('too_many_requests');
    } finally {
      await platform.close();
    }
  });
});
