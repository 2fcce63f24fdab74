/**
 * Browser-test helpers for the account widgets (cashbox, profile): a tiny page served on the
 * casino's own origin by a route inside the test (so the session cookie applies), the loader
 * script from the platform, sign-in and set-up through the API from the page, as a player's
 * browser would do it.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Origins } from './fixtures.ts';

export const PASSWORD = 'Account-Test-2026!';
let counter = 0;

/**
 * Opens a page of the casino's own origin (the demo page, which already loads `/casino-kit.js`)
 * and gives it an empty `#slot` to mount into. A page served by a Playwright route would not do:
 * Chromium treats it as a public page and blocks its socket to the loopback platform
 * (Local Network Access checks), so pushes would never arrive.
 */
export async function openCasinoPage(page: Page, origins: Origins, lang = 'en'): Promise<void> {
  await page.goto(`${origins.platform}/demo/affiliate`);
  await page.waitForFunction(() => typeof (window as unknown as { CasinoKit?: { mount?: unknown } }).CasinoKit?.mount === 'function');
  await page.evaluate((lang) => {
    document.documentElement.lang = lang;
    document.querySelector('casino-cookie-banner')?.remove();
    const main = document.querySelector('main')!;
    main.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Account' }));
    const slot = document.createElement('div');
    slot.id = 'slot';
    main.append(slot);
  }, lang);
}

/** A JSON call from the page with the session cookie, as the SDK sends it. */
export async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body, headers },
  );
}

export async function signIn(page: Page, email: string, password: string): Promise<number> {
  return (await api(page, 'POST', '/api/users/sign_in', { user: { email, password } })).status;
}

export const PERSONAL_INFO = { first_name: 'Anna', last_name: 'Berg', mobile_phone: '+49 151 1234567', city: 'Berlin', address: 'Hauptstraße 1', postal_code: '10115' };

/** Registers (and signs in) a fresh EUR player from DE, bonuses turned off; with `complete`, also fills the personal info. */
export async function registerPlayer(page: Page, options: { complete?: boolean } = {}): Promise<string> {
  const email = `player${process.pid}x${Date.now()}x${++counter}@casino.test`;
  const registered = await api(page, 'POST', '/api/users', { user: { email, password: PASSWORD, password_confirmation: PASSWORD, currency: 'EUR', country: 'DE', date_of_birth: '1990-04-12', terms_acceptance: true } });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  // The cashbox's balances without the welcome bonus a first deposit earns (docs/api/bonuses.md; tests/platform/bonuses-deposits.test.ts).
  const bonusesOff = await api(page, 'PATCH', '/api/player/update_bonus_settings', { can_issue: false });
  if (bonusesOff.status !== 200) throw new Error(`bonus settings failed: ${bonusesOff.status} ${JSON.stringify(bonusesOff.body)}`);
  if (options.complete) {
    const patched = await api(page, 'PATCH', '/api/player', { context: 'deposit', player: PERSONAL_INFO });
    if (patched.status !== 200) throw new Error(`profile update failed: ${patched.status} ${JSON.stringify(patched.body)}`);
  }
  return email;
}

/** Deposits by the always-succeeding test card through the API (set-up for withdrawals). */
export async function fund(page: Page, amountCents: number): Promise<void> {
  const key = `fund-${Date.now()}-${++counter}`;
  const answer = await api<{ state: string }>(page, 'POST', '/api/player/payments/deposit', { amount_cents: amountCents, currency: 'EUR', payment_method: 'visa_mastercard', card: { number: '4242424242424242', expiry: '12/39', cvv: '123' } }, { 'Idempotency-Key': key });
  if (answer.status !== 201 || answer.body.state !== 'succeeded') throw new Error(`funding failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Mounts a widget into #slot and records the events it emits on `window.__events`. */
export async function mountWidget(page: Page, name: 'cashbox' | 'profile', props: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    async ({ name, props }) => {
      const w = window as unknown as { CasinoKit: { mount(n: string, e: Element, p: object): { ready: Promise<void>; unmount(): void; on(e: string, l: (d: unknown) => void): void } }; __handle?: { unmount(): void }; __events: { name: string; detail: unknown }[] };
      w.__handle?.unmount();
      w.__events = [];
      const handle = w.CasinoKit.mount(name, document.getElementById('slot')!, props);
      for (const event of ['close', 'deposit-result', 'navigate']) handle.on(event, (detail) => w.__events.push({ name: event, detail }));
      w.__handle = handle;
      await handle.ready;
    },
    { name, props },
  );
}

export async function unmountWidget(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __handle?: { unmount(): void } }).__handle?.unmount());
}

export async function events(page: Page): Promise<{ name: string; detail: unknown }[]> {
  return page.evaluate(() => (window as unknown as { __events: { name: string; detail: unknown }[] }).__events);
}

/** Full-page screenshots for the look review (test-results/account-screens/). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/account-screens', { recursive: true });
  await page.screenshot({ path: `test-results/account-screens/${name}.png`, fullPage: true });
}
