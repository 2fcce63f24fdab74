/**
 * Issue 11 M5 follow-up: in production the login popup renders the captcha provider's widget
 * (docs/host.md "Login captcha", docs/api/auth-and-players.md "Captcha"). The platform runs with
 * Turnstile settings whose script (`CAPTCHA_SCRIPT_URL`) and siteverify are fakes on 127.0.0.1.
 */
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { testConfig } from '../../platform/config.ts';
import { fakeSiteverify, type Verification } from '../platform/captcha-helpers.ts';
import { productionSettings } from '../platform/demo-helpers.ts';
import { FAKE_WIDGET_BUTTON, fakeCaptchaScript } from './fake-captcha.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, uniqueEmail } from './host-helpers.ts';

// axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
test.use({ bypassCSP: true });

const SECRET = 'siteverify-secret-for-the-fake-provider-0123456789';
const SITE_KEY = '0x4AAAAAAAfakeSiteKey';
const PASSWORD = 'Right-pass-123';

let casino: FastifyInstance;
let casinoUrl: string;
let script: Awaited<ReturnType<typeof fakeCaptchaScript>>;
let siteverify: { url: string; calls: Verification[]; server: Server };

test.beforeAll(async () => {
  script = await fakeCaptchaScript();
  siteverify = await fakeSiteverify(SECRET, (token) => token.startsWith(`fake-token-${SITE_KEY}-`));
  const { config, mailer } = productionSettings({ captcha: { provider: 'turnstile', secret: SECRET, siteKey: SITE_KEY, verifyUrl: siteverify.url, scriptUrl: script.url } });
  casino = await buildCasino({ config: testConfig(config), mailer });
  casinoUrl = await casino.listen({ port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await casino?.close();
  script?.server.close();
  siteverify?.server.close();
});

async function player(on: FastifyInstance = casino): Promise<string> {
  const email = uniqueEmail('captcha');
  const now = new Date().toISOString();
  on.platform.db
    .prepare('INSERT INTO users (email, password_hash, currency, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?)')
    .run(email, await hashPassword(PASSWORD, on.platform.config.scryptCost), 'EUR', now, now);
  return email;
}

test('after 3 failed sign-ins the popup loads the provider widget, resets it after a failure and signs in with its token, without a reload', async ({ page }) => {
  const email = await player();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const signIns = () => page.waitForResponse((response) => response.url().endsWith('/api/users/sign_in') && response.request().method() === 'POST');

  const shell = await page.goto(`${casinoUrl}/login`);
  // The host's CSP lets in the configured provider's script and frame origins.
  const csp = (await shell?.headerValue('content-security-policy')) ?? '';
  const scriptOrigin = new URL(script.url).origin;
  expect(csp).toMatch(new RegExp(`script-src 'self'[^;]* ${scriptOrigin}`));
  expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/challenges\.cloudflare\.com/);
  await appReady(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill('wrong-pass');
  for (let attempt = 1; attempt <= 4; attempt++) {
    const answer = signIns();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    expect((await answer).status()).toBe(422);
  }
  // The fourth answer was captcha_required: only now does the provider's script load, once.
  const widget = dialog.getByRole('group', { name: 'Confirm you are human' });
  await expect(widget.getByRole('button', { name: FAKE_WIDGET_BUTTON })).toBeVisible();
  expect(script.requests()).toBe(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Submitting before the widget gave a token asks for it, without a call.
  let calls = 0;
  page.on('request', (request) => request.url().endsWith('/api/users/sign_in') && calls++);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(widget.getByText('Please complete the security check.')).toBeVisible();
  expect(calls).toBe(0);

  // A verified token with a wrong password: refused, and the widget is reset for a fresh token.
  await widget.getByRole('button', { name: FAKE_WIDGET_BUTTON }).click();
  await expect(widget.getByText('Please complete the security check.')).toHaveCount(0);
  const wrong = signIns();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  expect((await wrong).status()).toBe(422);
  expect(siteverify.calls.at(-1)?.response).toBe(`fake-token-${SITE_KEY}-1`);
  await expect(widget.getByRole('button', { name: FAKE_WIDGET_BUTTON })).toHaveAttribute('aria-pressed', 'false');

  // Keyboard only: the widget's button, then the right password.
  await widget.getByRole('button', { name: FAKE_WIDGET_BUTTON }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Password').fill(PASSWORD);
  const right = signIns();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  expect((await right).status()).toBe(201);
  expect(siteverify.calls.at(-1)).toEqual({ secret: SECRET, response: `fake-token-${SITE_KEY}-2`, remoteip: '127.0.0.1' });
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(script.requests()).toBe(1);
  expect(errors).toEqual([]);
});

test('in demo mode (the sandbox question) the host’s CSP lets in no captcha provider', async ({ page, origins }) => {
  const csp = (await page.request.get(`${origins.platform}/login`)).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/cloudflare|hcaptcha/);
});

test('in demo mode the popup still asks the sandbox question and loads no provider script', async ({ page }) => {
  const demo = await buildCasino({ config: testConfig({ mode: 'demo' }) });
  try {
    const demoUrl = await demo.listen({ port: 0, host: '127.0.0.1' });
    const email = await player(demo);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && !request.url().startsWith(demoUrl) && scripts.push(request.url()));
    await page.goto(`${demoUrl}/login`);
    await appReady(page);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password').fill('wrong-pass');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/users/sign_in'));
      await dialog.getByRole('button', { name: 'Log in' }).click();
      expect((await answer).status()).toBe(422);
    }
    const question = dialog.getByLabel(/^Security question: What is \d \+ \d\?$/);
    const [, a, b] = /(\d) \+ (\d)/.exec((await dialog.locator('label', { hasText: 'Security question' }).textContent()) ?? '')!;
    await question.fill(String(Number(a) + Number(b)));
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(dialog.getByTestId('captcha-widget')).toHaveCount(0);
    expect(scripts).toEqual([]);
  } finally {
    await demo.close();
  }
});
