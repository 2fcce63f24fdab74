import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, registration, tokenIn } from './auth-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

describe('e-mail confirmation link opened in the signed-in browser', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('confirms without rotating the session, so the page’s requests in flight stay signed in', async () => {
    const browser = platform.client();
    const body = registration();
    expect((await browser.post('/api/users', body)).status).toBe(201);
    const cookieBefore = browser.cookies.get('ck_session');
    const token = tokenIn((await lastMailTo(browser, body.user.email))!.text, 'confirmation_token');

    const confirmed = await browser.get(`/api/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed_at).toEqual(expect.any(String));
    expect(browser.cookies.get('ck_session')).toBe(cookieBefore);
    expect((await browser.get('/api/player/accounts')).status).toBe(200);
  });

  it('signs in a browser that had no session (a new session for the player)', async () => {
    const registering = platform.client();
    const body = registration();
    await registering.post('/api/users', body);
    const token = tokenIn((await lastMailTo(registering, body.user.email))!.text, 'confirmation_token');
    const otherBrowser = platform.client();
    const confirmed = await otherBrowser.get(`/api/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(otherBrowser.cookies.get('ck_session')).toBeTruthy();
    expect((await otherBrowser.get('/api/player')).body.email).toBe(body.user.email);
  });
});
