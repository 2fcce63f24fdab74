import { test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testConfig } from '../../platform/config.ts';
import { buildCasino } from '../../host-demo/server/casino.ts';

/** The operator API key of the test platform (docs/api/auth-and-players.md "Verification documents"). */
export const E2E_OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef0123';
/** The bonus operator API's token of the test platform (docs/api/bonuses.md "Operator API"). */
export const E2E_OPERATOR_TOKEN = 'e2e-bonus-operator-token-0123456789abcdef';

export interface Origins {
  /** The platform: API, loader and widget chunks. */
  platform: string;
  /** A partner's page on another origin (another loopback port). */
  partner: string;
  /** Serves `html` at `path` on the partner origin. */
  servePartnerPage(path: string, html: string): void;
}

/** One platform and one partner origin per worker, both on 127.0.0.1 free ports; closed at the end. */
export const test = base.extend<object, { origins: Origins }>({
  origins: [
    async ({}, use) => {
      const pages = new Map<string, string>();
      const partner: Server = createServer((request, response) => {
        const html = pages.get(request.url ?? '');
        response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html ?? 'not found');
      });
      await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
      const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
      // The partner origin may embed the casino (embedded mode); nothing else is added.
      const platform = await buildCasino({ config: testConfig({ mode: 'demo', operatorApiKey: E2E_OPERATOR_KEY, operatorToken: E2E_OPERATOR_TOKEN }), parentOrigins: [partnerUrl] });
      const platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });

      await use({ platform: platformUrl, partner: partnerUrl, servePartnerPage: (path, html) => pages.set(path, html) });

      await new Promise<void>((resolve) => partner.close(() => resolve()));
      await platform.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** Runs axe-core in the page; returns the serious and critical violations (ids and targets). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}
