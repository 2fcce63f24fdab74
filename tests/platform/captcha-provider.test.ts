/**
 * M5: the captcha behind a provider interface. The Turnstile/hCaptcha adapter is verified server
 * side against a fake siteverify server on 127.0.0.1 that answers like the real ones; the sandbox
 * question only exists in demo mode (platform/auth/captcha-provider.ts, docs/operations.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { CAPTCHA_AFTER_FAILURES } from '../../platform/auth/attempts.ts';
import { signIn, uniqueEmail } from './auth-helpers.ts';
import { fakeSiteverify } from './captcha-helpers.ts';
import { productionSettings } from './demo-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { testConfig } from '../../platform/config.ts';
import { startupProblems } from '../../platform/mode.ts';

const SECRET = 'siteverify-secret-for-the-fake-provider-0123456789';
const GOOD_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

async function userWithPassword(platform: TestPlatform, password: string): Promise<string> {
  const email = uniqueEmail('captcha');
  platform.createUser({ email, password_hash: await hashPassword(password, platform.ctx.config.scryptCost) });
  return email;
}

describe('captcha provider (production: Turnstile verified server side)', () => {
  let fake: Awaited<ReturnType<typeof fakeSiteverify>>;
  let platform: TestPlatform;
  beforeAll(async () => {
    fake = await fakeSiteverify(SECRET, GOOD_TOKEN);
    const { config, mailer } = productionSettings({ captcha: { provider: 'turnstile', secret: SECRET, siteKey: '1x00000000000000000000AA', verifyUrl: fake.url } });
    platform = await startPlatform(config, { mailer });
  });
  afterAll(async () => {
    await platform.close();
    fake.server.close();
  });

  it('asks the provider with the secret, the token and the address, and lets in only a verified token', async () => {
    const email = await userWithPassword(platform, 'Right-pass-123');
    const client = platform.client();
    for (let attempt = 0; attempt < CAPTCHA_AFTER_FAILURES; attempt++) expect((await signIn(client, email, 'wrong-pass')).status).toBe(422);
    expect((await signIn(client, email, 'Right-pass-123')).body.code).toBe('captcha_required');

    // What the sandbox used to accept is just a wrong token to a real provider.
    const sandboxStyle = await signIn(client, email, 'Right-pass-123', { captcha: `${'a'.repeat(32)}:12` });
    expect(sandboxStyle.body.code).toBe('captcha_invalid');
    expect(fake.calls.at(-1)).toEqual({ secret: SECRET, response: `${'a'.repeat(32)}:12`, remoteip: '127.0.0.1' });

    const verified = await signIn(client, email, 'Right-pass-123', { captcha: GOOD_TOKEN });
    expect(verified.status).toBe(201);
    expect(fake.calls.at(-1)).toEqual({ secret: SECRET, response: GOOD_TOKEN, remoteip: '127.0.0.1' });
  });

  it('publishes the site key, not the sandbox question', async () => {
    const settings = (await platform.client().get('/api/player/settings')).body;
    expect(settings.recaptcha).toBe('1x00000000000000000000AA');
    // Our additions: which widget renders it, and its script (docs/api/auth-and-players.md "Captcha").
    expect(settings.captcha_provider).toBe('turnstile');
    expect(settings.captcha_script_url).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    expect((await platform.client().get('/api/captcha')).status).toBe(404);
  });
});

describe('captcha provider failing closed', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): the provider is unreachable.
    const { config, mailer } = productionSettings({ captcha: { provider: 'hcaptcha', secret: SECRET, siteKey: 'site', verifyUrl: 'http://127.0.0.1:9/siteverify' } });
    platform = await startPlatform(config, { mailer });
  });
  afterAll(() => platform.close());

  it('refuses every token while the provider cannot be reached', async () => {
    const email = await userWithPassword(platform, 'Right-pass-123');
    const client = platform.client();
    for (let attempt = 0; attempt < CAPTCHA_AFTER_FAILURES; attempt++) await signIn(client, email, 'wrong-pass');
    const answer = await signIn(client, email, 'Right-pass-123', { captcha: GOOD_TOKEN });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('captcha_invalid');
  });
});

describe('captcha widget script (CAPTCHA_SCRIPT_URL)', () => {
  it('publishes an operator’s hCaptcha script override', async () => {
    const { config, mailer } = productionSettings({ captcha: { provider: 'hcaptcha', secret: SECRET, siteKey: 'site', scriptUrl: 'https://captcha.casino.example/hcaptcha/api.js?render=explicit' } });
    const hcaptcha = await startPlatform(config, { mailer });
    try {
      expect((await hcaptcha.client().get('/api/player/settings')).body).toMatchObject({ recaptcha: 'site', captcha_provider: 'hcaptcha', captcha_script_url: 'https://captcha.casino.example/hcaptcha/api.js?render=explicit' });
    } finally {
      await hcaptcha.close();
    }
  });

  it('refuses a production start with a script URL that is not https (http only on loopback)', () => {
    const problems = (scriptUrl: string) => startupProblems(testConfig(productionSettings({ captcha: { provider: 'turnstile', secret: SECRET, siteKey: 'site', scriptUrl } }).config), { listenHost: '127.0.0.1', env: {} }).join('\n');
    expect(problems('http://captcha.example/api.js')).toMatch(/CAPTCHA_SCRIPT_URL must be an https URL/);
    expect(problems('javascript:alert(1)')).toMatch(/CAPTCHA_SCRIPT_URL must be an https URL/);
    expect(problems('http://127.0.0.1:4000/api.js')).not.toMatch(/CAPTCHA_SCRIPT_URL/);
    expect(problems('https://captcha.example/api.js')).not.toMatch(/CAPTCHA_SCRIPT_URL/);
  });
});

describe('sandbox captcha', () => {
  it('answers its question in demo mode only', async () => {
    const demo = await startPlatform({ mode: 'demo' });
    try {
      expect((await demo.client().get('/api/player/settings')).body).toMatchObject({ recaptcha: '', captcha_provider: '', captcha_script_url: '' });
      const captcha = await demo.client().get('/api/captcha');
      expect(captcha.status).toBe(200);
      expect(captcha.body.question).toMatch(/^What is \d \+ \d\?$/);
    } finally {
      await demo.close();
    }
  });
});
