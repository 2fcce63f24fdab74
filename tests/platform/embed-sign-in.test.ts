/**
 * Embedded sessions (docs/security.md "Session cookie" and "Embedded sessions"): the cookie's
 * attributes first party and in a partner's frame, and the one-time code of the popup hand-off —
 * single use, 60 s, bound to the login that asked for it, own origin only. Real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_CODE_TTL_MS } from '../../platform/auth/embed-sign-in.ts';
import { SESSION_COOKIE } from '../../platform/auth/session.ts';
import { contentSecurityPolicy } from '../../platform/provider/page.ts';
import { productionSettings } from './demo-helpers.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';

const EMBEDDED = { 'X-Casino-Embedded': '1' };
const sessionCookieOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));

describe('embedded sign-in over https (an https PUBLIC_URL)', () => {
  let platform: TestPlatform;
  let origin: string;
  beforeAll(async () => {
    const { config, mailer } = productionSettings({ publicUrl: 'https://casino.example' });
    platform = await startPlatform(config, { mailer });
    origin = platform.url;
  });
  afterAll(() => platform.close());

  const issue = (client: ApiClient, headers: Record<string, string> = { Origin: origin }) => client.post('/api/users/embed_code', {}, headers);
  const exchange = (client: ApiClient, code: unknown) => client.post('/api/users/embed_session', { code }, EMBEDDED);

  it('a first-party window gets a one-time code; the frame exchanges it for a partitioned session of the same player', async () => {
    const userId = platform.createUser();
    const popup = platform.clientAs(userId);
    const issued = await issue(popup);
    expect(issued.status).toBe(201);
    expect(issued.body.expires_in).toBe(EMBED_CODE_TTL_MS / 1000);
    expect(issued.body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const frame = platform.client();
    const signedIn = await exchange(frame, issued.body.code);
    expect(signedIn.status).toBe(201);
    expect(signedIn.body.id).toBe(userId);
    const cookie = sessionCookieOf(signedIn.headers)!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/SameSite=None/);
    expect(cookie).toMatch(/; Partitioned/);
    expect((await frame.get('/api/player')).body.id).toBe(userId);
    // Its own session: the popup's stays, and the frame's token is another one.
    expect((await popup.get('/api/player')).body.id).toBe(userId);
    expect(frame.cookies.get(SESSION_COOKIE)).not.toBe(popup.cookies.get(SESSION_COOKIE));

    // Signing out in the frame clears the partitioned cookie with a partitioned Set-Cookie.
    const out = await frame.delete('/api/users/sign_out', undefined, EMBEDDED);
    expect(out.status).toBe(204);
    expect(sessionCookieOf(out.headers)).toMatch(/; Partitioned/);
    expect((await frame.get('/api/player')).body.id).toBeUndefined();
  });

  it('first-party sign-ins keep SameSite=Lax; only an embedded request gets the partitioned cookie', async () => {
    const userId = platform.createUser();
    const popup = platform.clientAs(userId);
    const firstParty = platform.client();
    const answer = await firstParty.post('/api/users/embed_session', { code: (await issue(popup)).body.code });
    expect(answer.status).toBe(201);
    const cookie = sessionCookieOf(answer.headers)!;
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).not.toMatch(/Partitioned/);
  });

  it('refuses a replayed, expired, unknown or malformed code, and a code whose login has ended', async () => {
    const userId = platform.createUser();
    const popup = platform.clientAs(userId);
    const { code } = (await issue(popup)).body;
    expect((await exchange(platform.client(), code)).status).toBe(201);
    const replay = await exchange(platform.client(), code);
    expect(replay.status).toBe(422);
    expect(replay.body).toMatchObject({ code: 'embed_code_invalid', errors: { code: ['is invalid or expired'] } });

    const late = (await issue(popup)).body.code;
    platform.clock.advance(EMBED_CODE_TTL_MS);
    expect((await exchange(platform.client(), late)).body.code).toBe('embed_code_invalid');

    expect((await exchange(platform.client(), 'A'.repeat(43))).status).toBe(422);
    for (const bad of ['short', 'x'.repeat(44), '../../etc/passwd', 42, null]) {
      const answer = await exchange(platform.client(), bad);
      expect(answer.status, String(bad)).toBe(422);
      expect(answer.body.errors.code, String(bad)).toBeDefined();
    }

    // The popup signs out before the frame exchanges: the code dies with its login.
    const orphan = (await issue(popup)).body.code;
    expect((await popup.delete('/api/users/sign_out')).status).toBe(204);
    expect((await exchange(platform.client(), orphan)).body.code).toBe('embed_code_invalid');
  });

  it('issues codes only to a signed-in first-party window of the casino’s own origin', async () => {
    const popup = platform.clientAs(platform.createUser());
    expect((await issue(platform.client())).status).toBe(401);
    // Another origin (even an allow-listed or loopback one), no Origin at all, a frame, or no X-Requested-With.
    expect((await issue(popup, { Origin: 'https://partner.example' })).status).toBe(403);
    expect((await issue(popup, { Origin: 'http://localhost:1' })).status).toBe(403);
    expect((await issue(popup, {})).body.code).toBe('embed_code_origin');
    expect((await issue(popup, { Origin: origin, ...EMBEDDED })).body.code).toBe('embed_code_embedded');
    expect((await issue(popup, { Origin: origin, 'X-Requested-With': '' })).status).toBe(403);
    expect((await issue(popup)).status).toBe(201);
  });
});

describe('the game page inside the embedded casino', () => {
  it('admits the partner pages that frame the casino as ancestors (frame-ancestors checks every ancestor), exact origins only', () => {
    const csp = contentSecurityPolicy('https://casino.example', ['https://partner.example', "https://x.example; script-src 'unsafe-inline'", '*']);
    expect(csp).toContain("frame-ancestors 'self' https://casino.example https://partner.example");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/frame-ancestors[^;]*\*/);
  });
});

describe('embedded sessions over plain http', () => {
  it('demo mode on loopback (`npm start`): partitioned and Secure, which browsers keep from http://localhost; first party stays Lax', async () => {
    const demo = await startPlatform();
    try {
      const code = (await demo.clientAs(demo.createUser()).post('/api/users/embed_code', {}, { Origin: demo.url })).body.code;
      const framed = await demo.client().post('/api/users/embed_session', { code }, EMBEDDED);
      expect(sessionCookieOf(framed.headers)).toMatch(/SameSite=None/);
      expect(sessionCookieOf(framed.headers)).toMatch(/; Secure/);
      expect(sessionCookieOf(framed.headers)).toMatch(/; Partitioned/);
      const firstParty = await demo.client().post('/api/users/embed_session', { code: (await demo.clientAs(demo.createUser()).post('/api/users/embed_code', {}, { Origin: demo.url })).body.code });
      expect(sessionCookieOf(firstParty.headers)).toMatch(/SameSite=Lax/);
      expect(sessionCookieOf(firstParty.headers)).not.toMatch(/Secure|Partitioned/);
    } finally {
      await demo.close();
    }
  });

  it('production over plain http (no https PUBLIC_URL): never a cookie the browser would refuse, Lax', async () => {
    const { config, mailer } = productionSettings({ publicUrl: 'http://casino.example' });
    const production = await startPlatform(config, { mailer });
    try {
      const code = (await production.clientAs(production.createUser()).post('/api/users/embed_code', {}, { Origin: production.url })).body.code;
      const framed = await production.client().post('/api/users/embed_session', { code }, EMBEDDED);
      expect(framed.status).toBe(201);
      expect(sessionCookieOf(framed.headers)).toMatch(/SameSite=Lax/);
      expect(sessionCookieOf(framed.headers)).not.toMatch(/Secure|Partitioned/);
    } finally {
      await production.close();
    }
  });
});
