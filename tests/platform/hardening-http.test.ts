/**
 * Issue 11 lows of the demo-mode/production-settings part (docs/security.md "Controls"): the Host
 * check against DNS rebinding, HSTS and `Secure` cookies behind a TLS proxy, X-Forwarded-* only
 * with TRUST_PROXY, invisible characters in profile text, telemetry retention. Real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { HSTS } from '../../platform/http/security.ts';
import { pruneTelemetry } from '../../platform/telemetry/store.ts';
import { TELEMETRY_PRUNE_EVERY_MS } from '../../platform/telemetry/routes.ts';
import { signIn, uniqueEmail } from './auth-helpers.ts';
import { productionSettings, rawRequest } from './demo-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const portOf = (platform: TestPlatform) => Number(new URL(platform.url).port);

describe('Host header (DNS rebinding)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    const { config, mailer } = productionSettings({ publicUrl: 'https://casino.example', allowedHosts: ['mirror.example'] });
    platform = await startPlatform(config, { mailer });
  });
  afterAll(() => platform.close());

  it('answers the public host, the mirrors, ALLOWED_HOSTS and loopback names; 421 for any other', async () => {
    const port = portOf(platform);
    const get = (host: string) => rawRequest('127.0.0.1', port, 'GET', '/api/info/project', host ? { Host: host } : {});
    for (const host of ['casino.example', 'CASINO.example:443', 'mirror.example', 'ee.localhost:8080', 'localhost', `127.0.0.1:${port}`]) expect((await get(host)).status, host).toBe(200);
    expect((await get('')).status).toBe(400); // no Host at all: node's HTTP server refuses it first
    // Names of Object.prototype are no mirror either (the mirror tables are plain objects).
    for (const host of ['evil.example', 'casino.example.evil.example', `evil.example:${port}`, 'localhost.evil.example', 'constructor', '__proto__', 'toString']) {
      const answer = await get(host);
      expect(answer.status, host).toBe(421);
      expect(JSON.parse(answer.body).code).toBe('unknown_host');
    }
  });
});

describe('behind a TLS-terminating proxy', () => {
  let proxied: TestPlatform;
  let direct: TestPlatform;
  const password = 'Right-pass-123';
  let proxiedEmail = '';
  let directEmail = '';
  beforeAll(async () => {
    const a = productionSettings({ publicUrl: 'https://casino.example', trustProxy: 1 });
    proxied = await startPlatform(a.config, { mailer: a.mailer });
    const b = productionSettings({ publicUrl: 'https://casino.example' });
    direct = await startPlatform(b.config, { mailer: b.mailer });
    const hash = await hashPassword(password, proxied.ctx.config.scryptCost);
    proxiedEmail = uniqueEmail('proxy');
    directEmail = uniqueEmail('direct');
    proxied.createUser({ email: proxiedEmail, password_hash: hash });
    direct.createUser({ email: directEmail, password_hash: hash });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('sends HSTS and a Secure session cookie when the public URL is https, even over the proxy\'s plain http (partitioned in a partner\'s frame)', async () => {
    const client = direct.client();
    const settings = await client.get('/api/player/settings');
    expect(settings.headers.get('strict-transport-security')).toBe(HSTS);
    const signedIn = await signIn(client, directEmail, password);
    expect(signedIn.status).toBe(201);
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('ck_session='))!;
    expect(cookie).toMatch(/; Secure/);
    // First party: Lax; only the SDK in a partner's frame gets `None; Partitioned` (tests/platform/embed-sign-in.test.ts).
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Partitioned/);
    const embedded = await direct.client().post('/api/users/sign_in', { user: { email: directEmail, password, dfpc: 'fp' } }, { 'X-Casino-Embedded': '1' });
    expect(embedded.status).toBe(201);
    expect(embedded.headers.getSetCookie().find((line) => line.startsWith('ck_session='))).toMatch(/; Secure.*SameSite=None|SameSite=None.*; Secure/);
    expect(embedded.headers.getSetCookie().find((line) => line.startsWith('ck_session='))).toMatch(/; Partitioned/);
  });

  it('believes X-Forwarded-For only with TRUST_PROXY', async () => {
    const forwarded = { 'X-Forwarded-For': '198.51.100.7', 'X-Forwarded-Proto': 'https' };
    const viaProxy = await proxied.client().get('/api/current_ip', forwarded);
    expect(viaProxy.body).toMatchObject({ ip: '198.51.100.7', country_code: 'AU' });
    const notTrusted = await direct.client().get('/api/current_ip', forwarded);
    expect(notTrusted.body).toMatchObject({ ip: '127.0.0.1', country_code: 'DE' });
    // No debug country for a proxied client either (production, and the peer is not loopback).
    expect((await proxied.client().get('/api/current_ip', { ...forwarded, 'X-Debug-Country': 'CA' })).body.country_code).toBe('AU');
  });

  it('no HSTS over a plain http public URL (local development)', async () => {
    const local = await startPlatform({ mode: 'demo' });
    try {
      expect((await local.client().get('/api/player/settings')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await local.close();
    }
  });
});

describe('profile text', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ mode: 'demo' });
  });
  afterAll(() => platform.close());

  it('refuses bidi overrides, isolates and zero-width characters in the address and other profile text with a clear 422', async () => {
    const client = platform.clientAs(platform.createUser());
    const cases: [string, string][] = [
      ['address', 'Main Street 1\u202E0 tenroc'], // right-to-left override
      ['address', 'Main\u200BStreet 1'], // zero-width space
      ['address', '\u2067Main Street 1\u2069'], // right-to-left isolate
      ['address', 'Main Street\uFEFF 1'], // BOM / zero-width no-break space
      ['city', 'Ber\u200Dlin'], // zero-width joiner
      ['first_name', 'Ada\u200E'], // left-to-right mark
    ];
    for (const [field, value] of cases) {
      const answer = await client.patch('/api/player', { context: 'edition', player: { [field]: value } });
      expect(answer.status, JSON.stringify(value)).toBe(422);
      expect(answer.body.errors[field]).toContain('must not contain invisible or text-direction control characters');
    }
    const fine = await client.patch('/api/player', { context: 'edition', player: { address: 'Rue de l’Église 3, 2e étage', city: 'Tallinn' } });
    expect(fine.status).toBe(200);
    expect(fine.body.address).toBe('Rue de l’Église 3, 2e étage');
  });
});

describe('telemetry retention', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ mode: 'demo', telemetryRetentionMs: 30 * 24 * 60 * 60_000 });
  });
  afterAll(() => platform.close());

  it('prunes rows older than the retention window by platform time, keeping newer ones', async () => {
    const count = () => platform.ctx.db.prepare('SELECT COUNT(*) FROM telemetry_events').pluck().get() as number;
    const before = count();
    expect((await platform.client().put('/log', { level: 'warn', message: 'old' })).status).toBe(204);
    expect((await platform.client().put('/performance', { lcp: 1200 })).status).toBe(204);
    platform.clock.advance(29 * 24 * 60 * 60_000);
    expect((await platform.client().put('/log', { level: 'warn', message: 'recent' })).status).toBe(204);
    expect(pruneTelemetry(platform.ctx)).toBe(0);
    platform.clock.advance(2 * 24 * 60 * 60_000);
    expect(pruneTelemetry(platform.ctx)).toBe(2);
    expect(count()).toBe(before + 1);
    expect(platform.ctx.db.prepare('SELECT payload FROM telemetry_events ORDER BY id DESC').pluck().get()).toContain('recent');
    expect(TELEMETRY_PRUNE_EVERY_MS).toBeLessThanOrEqual(60 * 60_000);
  });
});
