import type { Page } from '@playwright/test';

/** The same server under a mirror's host name (chromium resolves *.localhost to 127.0.0.1). */
export function mirrorUrl(platform: string, host: string, path = '/'): string {
  const { port } = new URL(platform);
  return `http://${host}:${port}${path}`;
}

/** Waits until the host app rendered (the boot splash is replaced by the app shell). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('.app').waitFor({ timeout: 30_000 });
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
