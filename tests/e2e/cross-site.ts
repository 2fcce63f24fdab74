/**
 * Embedded mode as partners run it (docs/host.md "Embedded mode"): the casino and the partner page
 * on two different SITES over https on loopback — the casino on `https://localhost:<port>`, the
 * partner on `https://127.0.0.1:<port>` (two ports of one name would be one site, and the frame
 * would not be third-party), and a hostile origin `https://evil.localhost:<partner port>`. The
 * certificate is self-signed, made by the test with Debian's openssl (scripts/ensure-chromium.mjs
 * installs it with chromium), so `Secure` cookies are real; contexts take it with
 * `ignoreHTTPSErrors`, and chromium keeps its default settings otherwise.
 */
import { test as base, chromium, type BrowserContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from '../../platform/config.ts';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { CHROMIUM } from './chromium.ts';

export interface CrossSite {
  /** The casino (platform + host): `https://localhost:<port>`. */
  casino: string;
  /** The partner's site: `https://127.0.0.1:<port>`, allow-listed as a parent. */
  partner: string;
  /** Another site, never allow-listed: `https://evil.localhost:<partner port>`. */
  hostile: string;
  /** Serves `html` at `path` on the partner's server (both the partner and the hostile name reach it). */
  servePage(path: string, html: string): void;
}

/** A self-signed certificate for the loopback names, valid one day. */
function selfSigned(dir: string): { key: Buffer; cert: Buffer } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:evil.localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

export const test = base.extend<object, { crossSite: CrossSite }>({
  crossSite: [
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'casino-tls-'));
      const tls = selfSigned(dir);
      const pages = new Map<string, string>();
      const partner: Server = createServer(tls, (request, response) => {
        const html = pages.get(request.url ?? '');
        response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html ?? 'not found');
      });
      await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
      const partnerPort = (partner.address() as AddressInfo).port;
      const partnerOrigin = `https://127.0.0.1:${partnerPort}`;
      // Exactly the partner's origin may frame the casino; the hostile name is never listed.
      const casino = await buildCasino({ config: testConfig({ mode: 'demo' }), https: tls, parentOrigins: [partnerOrigin] });
      const { port } = new URL(await casino.listen({ port: 0, host: '127.0.0.1' }));

      await use({ casino: `https://localhost:${port}`, partner: partnerOrigin, hostile: `https://evil.localhost:${partnerPort}`, servePage: (path, html) => pages.set(path, html) });

      await new Promise<void>((resolve) => partner.close(() => resolve()));
      await casino.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

export type CookieMode = 'default' | 'third-party cookies allowed';

/**
 * A browser context in one of the two configurations. `default`: chromium as it comes (third-party
 * cookies and storage blocked: `document.hasStorageAccess()` is false in the frame and its
 * `sessionStorage` throws). `third-party cookies allowed`: a profile whose Preferences set
 * `profile.cookie_controls_mode` to 0 (chromium's "Allow third-party cookies" setting); the command
 * line flags that once did this (`--disable-features=ThirdPartyStoragePartitioning,TrackingProtection3pcd`,
 * `Network.setCookieControls`) change nothing in chromium 156, measured by the first test below.
 */
export async function openContext(mode: CookieMode, defaultBrowser: () => Promise<BrowserContext>): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (mode === 'default') {
    const context = await defaultBrowser();
    return { context, close: () => context.close() };
  }
  const profile = mkdtempSync(join(tmpdir(), 'casino-profile-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, ignoreHTTPSErrors: true });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
