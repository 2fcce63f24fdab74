import type { FrameLocator, Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect } from './fixtures.ts';

/** The same server under a mirror's host name (chromium resolves *.localhost to 127.0.0.1). */
export function mirrorUrl(platform: string, host: string, path = '/'): string {
  const { port } = new URL(platform);
  return `http://${host}:${port}${path}`;
}

/** Waits until the host app rendered (the boot splash is replaced by the app shell). */
/**
 * The host app has taken the page over. `.app` alone is in a server-rendered page's HTML before any
 * code ran (its code is asked for after the first paint, docs/host.md "Speed"): the app marks
 * `<html data-app-ready>` once it has hydrated or rendered (host-demo/app/App.tsx).
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('.app').waitFor({ timeout: 30_000 });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` in the platform's dev mailbox. */
export async function lastMail(page: Page, platform: string, to: string): Promise<Mail | undefined> {
  const response = await page.request.get(`${platform}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as Mail[];
  return mails[0];
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/**
 * A GET from Node to a mirror host name (Node does not resolve *.localhost, so it connects to the
 * platform's address and sends the mirror's Host header); redirects are not followed.
 */
export async function mirrorGet(platform: string, host: string, path: string): Promise<{ status: number; location?: string }> {
  const { request } = await import('node:http');
  const { hostname, port } = new URL(platform);
  return new Promise((resolve, reject) => {
    const call = request({ hostname, port, path, method: 'GET', headers: { host: `${host}:${port}`, accept: 'text/html' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    call.on('error', reject);
    call.end();
  });
}

/** Signs up a fresh EUR player from Germany through the host's registration popup (no page load); in a page or in the casino's frame. */
export async function signUpInPopup(page: Page | FrameLocator, emailPrefix: string, password = 'First-Deposit-2026!'): Promise<void> {
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await fillSignUpDialog(page.getByRole('dialog', { name: 'Create your account' }), emailPrefix, password);
}

/** Fills and sends the open registration popup (a fresh EUR player from Germany). */
export async function fillSignUpDialog(dialog: Locator, emailPrefix: string, password = 'First-Deposit-2026!'): Promise<void> {
  await dialog.getByLabel('E-mail', { exact: true }).fill(uniqueEmail(emailPrefix));
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Repeat the password').fill(password);
  await dialog.getByLabel('Country').selectOption('DE');
  await dialog.getByLabel('Date of birth').fill('15/04/1990');
  await dialog.getByRole('checkbox', { name: /at least 18 years/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Fills the personal details a fiat player's first deposit asks for ("A few details first"). */
export async function fillFirstDepositDetails(details: Locator): Promise<void> {
  await details.getByLabel('Mobile phone').fill('+49 151 1234567');
  await details.getByLabel('First name').fill('Anna');
  await details.getByLabel('Last name').fill('Berg');
  await details.getByLabel('City').fill('Berlin');
  await details.getByLabel('Address').fill('Hauptstraße 1');
  await details.getByLabel('Postal code').fill('10115');
}

/** Pays `euros` with the sandbox's test card in an open cashbox and waits for the success message (the sandbox's test card, docs/api/wallet-payments-limits.md). */
export async function payByTestCard(cashbox: Locator, euros: number): Promise<void> {
  await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cashbox.getByLabel('Expiry date').fill('12/39');
  await cashbox.getByLabel('Security code (CVV)').fill('123');
  await cashbox.getByLabel('Amount (EUR)').fill(String(euros));
  await cashbox.getByRole('button', { name: `Deposit €${euros}.00` }).click();
  await expect(cashbox.getByText(`Your deposit of €${euros}.00 was successful.`)).toBeVisible({ timeout: 30_000 });
}

/** An in-app navigation (the host intercepts same-origin links, router/intercept-links.ts): no page load. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href, textContent: 'go' });
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
}

/**
 * Screenshots at the two widths every feature is looked at (1366 and 390 px) into `dir` as
 * `<name>-<width>.png`, from the top of the page, then back to 1366 px; with `noSideScroll` each width
 * is also checked for sideways scrolling.
 */
export async function shootWidths(page: Page, dir: string, name: string, { fullPage = true, noSideScroll = true }: { fullPage?: boolean; noSideScroll?: boolean } = {}): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
    if (noSideScroll) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scrolling at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
