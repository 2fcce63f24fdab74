import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTERING_BROWSER_COOKIE } from '../../platform/auth/registering-browser.ts';
import { DEMO, lastMailTo, registration, signIn, tokenIn } from './auth-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/** The confirmation link (docs/api/auth-and-players.md "Mailed tokens", platform/auth/registering-browser.ts). */
describe('e-mail confirmation link', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  /** A fresh registration in its own browser, and the token of its confirmation mail. */
  async function registered() {
    const browser = platform.client();
    const body = registration();
    expect((await browser.post('/api/users', body)).status).toBe(201);
    const token = tokenIn((await lastMailTo(browser, body.user.email))!.text, 'confirmation_token');
    return { browser, email: body.user.email, token };
  }

  it('confirms without rotating the session in the signed-in browser, so the page’s requests in flight stay signed in', async () => {
    const { browser, token } = await registered();
    const cookieBefore = browser.cookies.get('ck_session');
    const confirmed = await browser.get(`/api/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed_at).toEqual(expect.any(String));
    expect(browser.cookies.get('ck_session')).toBe(cookieBefore);
    expect((await browser.get('/api/player/accounts')).status).toBe(200);
  });

  it('signs in the browser that registered, after it signed out', async () => {
    const { browser, email, token } = await registered();
    expect(browser.cookies.get(REGISTERING_BROWSER_COOKIE)).toBeTruthy();
    await browser.delete('/api/users/sign_out');
    const confirmed = await browser.get(`/api/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(email);
    expect((await browser.get('/api/player')).body.email).toBe(email);
  });

  it('login CSRF: in a browser without a session it confirms the address but signs nobody in', async () => {
    const { email, token } = await registered();
    const victim = platform.client();
    const confirmed = await victim.get(`/api/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({});
    expect(victim.cookies.get('ck_session')).toBeUndefined();
    expect((await victim.get('/api/player')).body).toEqual({});
    // The address is confirmed all the same: its owner signs in with the password as usual.
    const owner = await signIn(platform.client(), email, 'Sturdy-pass-42');
    expect(owner.body.confirmed_at).toEqual(expect.any(String));
  });

  it('login CSRF: in a browser signed in as someone else it keeps that session and player', async () => {
    const { token } = await registered();
    const victim = platform.client();
    await signIn(victim, DEMO.player.email, DEMO.player.password);
    const session = victim.cookies.get('ck_session');
    const confirmed = await victim.get(`/api/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({});
    expect(victim.cookies.get('ck_session')).toBe(session);
    expect((await victim.get('/api/player')).body.email).toBe(DEMO.player.email);
  });
});
