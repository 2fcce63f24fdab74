/**
 * Demo mode versus production settings (issue 11 items 3, 4, M9 and the demo-only lows;
 * docs/operations.md, docs/security.md "Demo mode"). Real server, real HTTP, real processes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import { testConfig } from '../../platform/config.ts';
import { StartupRefused, startupProblems } from '../../platform/mode.ts';
import { DEMO_PLAYER_EMAILS } from '../../platform/players/seed.ts';
import { buildServer } from '../../platform/server.ts';
import { DEMO, signIn } from './auth-helpers.ts';
import { nonLoopbackAddress, productionSettings, rawRequest, strongSecret } from './demo-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { leftoverSandboxDeposit, postSandboxForm, sandboxToken } from './sandbox-helpers.ts';

const PENDING_CARD = { number: '4000000000003220', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' };
let keys = 0;
const pendingDeposit = (amount_cents: number) => ({ amount_cents, currency: 'EUR', payment_method: 'visa_mastercard', card: PENDING_CARD, idempotency_key: `demo-mode-${++keys}` });

describe('startup refusals', () => {
  it('refuses demo mode beyond loopback, behind a proxy, on a public URL or with NODE_ENV=production', () => {
    const demo = testConfig({ mode: 'demo' });
    expect(startupProblems(demo, { listenHost: '127.0.0.1', env: {} })).toEqual([]);
    expect(startupProblems(demo, { listenHost: '::1', env: {} })).toEqual([]);
    expect(startupProblems(demo, { listenHost: '0.0.0.0', env: {} }).join('\n')).toMatch(/only listens on loopback, not HOST=0\.0\.0\.0/);
    expect(startupProblems(demo, { listenHost: '127.0.0.1', env: { NODE_ENV: 'production' } }).join('\n')).toMatch(/refused with NODE_ENV=production/);
    expect(startupProblems(testConfig({ mode: 'demo', trustProxy: 1 }), { env: {} }).join('\n')).toMatch(/behind a proxy/);
    expect(startupProblems(testConfig({ mode: 'demo', publicUrl: 'https://casino.example' }), { env: {} }).join('\n')).toMatch(/loopback PUBLIC_URL/);
    expect(startupProblems(testConfig({ mode: 'demo', allowedHosts: ['casino.example'] }), { env: {} }).join('\n')).toMatch(/ALLOWED_HOSTS=casino\.example/);
  });

  it('refuses a production start with missing, short or default secrets, the sandbox captcha or no SMTP', async () => {
    const bare = testConfig({ mode: 'production', captcha: { provider: 'sandbox' } });
    const problems = startupProblems(bare, { env: {} }).join('\n');
    for (const expected of ['CENTRIFUGO_SECRET', 'PROVIDER_WALLET_SECRET', 'sandbox captcha is demo-only', 'SMTP_URL']) expect(problems).toContain(expected);

    const good = productionSettings().config;
    expect(startupProblems(testConfig(good), { env: {} })).toEqual([]);
    expect(startupProblems(testConfig({ ...good, centrifugoSecret: 'short' }), { env: {} }).join()).toMatch(/CENTRIFUGO_SECRET .*too short/);
    expect(startupProblems(testConfig({ ...good, providerWalletSecret: 'changeme-changeme-changeme-changeme' }), { env: {} }).join()).toMatch(/PROVIDER_WALLET_SECRET .*default or placeholder/);
    expect(startupProblems(testConfig({ ...good, captcha: { provider: 'turnstile' } }), { env: {} }).join()).toMatch(/CAPTCHA_SECRET is missing/);
    expect(startupProblems(testConfig({ ...good, captcha: { provider: 'recaptcha' as never, secret: strongSecret() } }), { env: {} }).join()).toMatch(/CAPTCHA_PROVIDER=recaptcha is not one of/);
    expect(startupProblems(testConfig({ mode: 'demo', captcha: { provider: 'recaptcha' as never } }), { env: {} }).join()).toMatch(/CAPTCHA_PROVIDER=recaptcha is not one of/);

    await expect(buildServer({ config: bare })).rejects.toBeInstanceOf(StartupRefused);
  });

  it('exits with a clear message instead of listening (npm start beyond loopback; a bare production start)', async () => {
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const clean = Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !/^(CASINO_MODE|NODE_ENV|HOST|PORT|CENTRIFUGO_|PROVIDER_WALLET_SECRET|SMTP_URL|CAPTCHA_|TRUST_PROXY|PUBLIC_URL|ALLOWED_HOSTS)/.test(name)),
        );
        const child = spawn(process.execPath, ['--import', 'tsx', 'host-demo/server/main.ts'], { env: { ...clean, PLATFORM_DB: ':memory:', PORT: '0', PARTNER_PORT: '0', ...env } });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk));
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000); // still running = it did not refuse
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, stderr });
        });
      });
    const [beyondLoopback, bareProduction] = await Promise.all([run({ CASINO_MODE: 'demo', HOST: '0.0.0.0' }), run({ HOST: '127.0.0.1' })]);
    expect(beyondLoopback.code).toBe(1);
    expect(beyondLoopback.stderr).toMatch(/refuses to start[\s\S]*demo mode only listens on loopback, not HOST=0\.0\.0\.0/);
    expect(bareProduction.code).toBe(1);
    expect(bareProduction.stderr).toMatch(/CENTRIFUGO_SECRET[\s\S]*PROVIDER_WALLET_SECRET[\s\S]*SMTP_URL/);
  }, 60_000);

  it('keeps a database in the mode it was created in (demo players never reach production)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-mode-'));
    try {
      const databasePath = join(dir, 'casino.sqlite');
      const demo = await buildServer({ config: testConfig({ mode: 'demo', databasePath }), clock: new ManualClock() });
      expect(demo.platform.db.prepare(`SELECT COUNT(*) FROM users WHERE email IN (${DEMO_PLAYER_EMAILS.map(() => '?').join(',')})`).pluck().get(...DEMO_PLAYER_EMAILS)).toBe(DEMO_PLAYER_EMAILS.length);
      await demo.close();
      const { config, mailer } = productionSettings({ databasePath });
      await expect(buildServer({ config: testConfig(config), mailer })).rejects.toThrow(/created in demo mode/);

      const productionPath = join(dir, 'production.sqlite');
      const production = await buildServer({ config: testConfig({ ...config, databasePath: productionPath }), mailer });
      await production.close();
      await expect(buildServer({ config: testConfig({ mode: 'demo', databasePath: productionPath }) })).rejects.toThrow(/created in production mode/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('production settings', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    const { config, mailer } = productionSettings();
    platform = await startPlatform(config, { mailer });
  });
  afterAll(() => platform.close());

  it('seeds no demo player and signs none in', async () => {
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0);
    const vip = await signIn(platform.client(), DEMO.vip.email, DEMO.vip.password);
    expect(vip.status).toBe(422);
    expect(vip.body.code).toBe('invalid_credentials');
    expect(platform.ctx.db.prepare("SELECT COUNT(*) FROM user_two_factor").pluck().get()).toBe(0);
  });

  it('has no dev mailbox, payment sandbox, sandbox captcha, jackpot tick or debug country', async () => {
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    // Production takes no sandbox deposit (tests/platform/payments-production.test.ts); one left open in the database:
    const pending = { body: { id: leftoverSandboxDeposit(platform.ctx.db, userId, 2_000, platform.clock.now() + 60_000) } };
    for (const path of ['/dev/mailbox', '/dev/mailbox.json', '/sandbox/payments', '/api/captcha']) expect((await client.get(path)).status, path).toBe(404);
    expect((await client.post(`/api/sandbox/payments/${pending.body.id}/complete`, {})).status).toBe(404);
    expect((await postSandboxForm(platform.url, pending.body.id, { token: 'x'.repeat(43), outcome: 'succeeded' })).status).toBe(404);
    expect((await client.post('/api/sandbox/jackpots/rocket-jackpot/tick', { total_cents: 100 })).status).toBe(404);
    expect((await client.get('/api/current_ip', { 'X-Debug-Country': 'AU' })).body.country_code).toBe('DE');
    expect((await client.get('/api/player/payments')).body[0]).toMatchObject({ id: pending.body.id, state: 'pending' });
  });
});

describe('demo mode', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ mode: 'demo' });
  });
  afterAll(() => platform.close());

  it('seeds the documented demo players', async () => {
    expect((await signIn(platform.client(), DEMO.vip.email, DEMO.vip.password)).status).toBe(201);
  });

  it('settles a payment only from the sandbox console: no player API, signed per-payment token, same origin', async () => {
    const owner = platform.clientAs(platform.createUser());
    const first = (await owner.post('/api/player/payments/deposit', pendingDeposit(4_000))).body;
    const second = (await owner.post('/api/player/payments/deposit', pendingDeposit(1_000))).body;

    // The player's own session cannot complete it (M9).
    expect((await owner.post(`/api/sandbox/payments/${first.id}/complete`, {})).status).toBe(404);

    const token = (await sandboxToken(platform.url, first.id))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const otherToken = (await sandboxToken(platform.url, second.id))!;
    expect((await postSandboxForm(platform.url, first.id, { token, outcome: 'succeeded' }, {})).status).toBe(403); // no Origin
    expect((await postSandboxForm(platform.url, first.id, { token, outcome: 'succeeded' }, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await postSandboxForm(platform.url, first.id, { token: otherToken, outcome: 'succeeded' })).status).toBe(403);
    expect((await postSandboxForm(platform.url, first.id, { token: strongSecret().slice(0, 43), outcome: 'succeeded' })).status).toBe(403);
    expect((await owner.get('/api/player/payments')).body.map((p: { state: string }) => p.state)).toEqual(['pending', 'pending']);

    expect(await postSandboxForm(platform.url, first.id, { token, outcome: 'succeeded' })).toEqual({ status: 303, location: `/sandbox/payments?done=${first.id}` });
    expect((await owner.get('/api/player/payments')).body.find((p: { id: number }) => p.id === first.id).state).toBe('succeeded');
    const page = await fetch(new URL('/sandbox/payments', platform.url));
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('shows the mailbox and the sandbox only to this machine, never framed', async () => {
    const mailbox = await fetch(new URL('/dev/mailbox', platform.url));
    expect(mailbox.status).toBe(200);
    expect(mailbox.headers.get('x-frame-options')).toBe('DENY');
    expect(mailbox.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const port = Number(new URL(platform.url).port);
    // A DNS-rebound page: the browser sends the attacker's host name.
    expect((await rawRequest('127.0.0.1', port, 'GET', '/dev/mailbox.json', { Host: `evil.example:${port}` })).status).toBe(421);
  });
});

describe('demo mode seen from another machine', () => {
  const address = nonLoopbackAddress();
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    if (!address) return;
    // buildServer does not know its listening address; this is the per-request guard behind main.ts's refusal.
    app = await buildServer({ config: testConfig({ mode: 'demo' }), clock: new ManualClock() });
    await app.listen({ port: 0, host: address });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => app?.close());

  it.skipIf(!address)('refuses the mailbox, the sandbox console, its form, the jackpot tick and X-Debug-Country to a non-loopback peer', async () => {
    const headers = { Host: `localhost:${port}` }; // even when the Host header looks local
    const mailbox = await rawRequest(address!, port, 'GET', '/dev/mailbox.json?to=vip@casino.localhost', headers);
    expect(mailbox.status).toBe(403);
    expect(JSON.parse(mailbox.body).code).toBe('demo_loopback_only');
    expect((await rawRequest(address!, port, 'GET', '/dev/mailbox', headers)).status).toBe(403);
    expect((await rawRequest(address!, port, 'GET', '/sandbox/payments', headers)).status).toBe(403);
    const form = 'token=' + 'a'.repeat(43) + '&outcome=succeeded';
    expect((await rawRequest(address!, port, 'POST', '/sandbox/payments/1/complete', { ...headers, Origin: `http://localhost:${port}`, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(form.length) }, form)).status).toBe(403);
    const tick = JSON.stringify({ total_cents: 100 });
    expect((await rawRequest(address!, port, 'POST', '/api/sandbox/jackpots/rocket-jackpot/tick', { ...headers, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'Content-Length': String(tick.length) }, tick)).status).toBe(403);
    const geo = await rawRequest(address!, port, 'GET', '/api/current_ip', { ...headers, 'X-Debug-Country': 'AU' });
    expect(JSON.parse(geo.body).country_code).not.toBe('AU');
  });
});
