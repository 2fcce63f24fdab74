import { chromium } from 'playwright-core';
import { buildCasino } from '../host-demo/server/casino.ts';
import { testConfig } from '../platform/config.ts';
import { CHROMIUM } from '../tests/e2e/chromium.ts';
const app = await buildCasino({ config: testConfig() });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch(CHROMIUM);
for (const path of process.argv.slice(2)) { const [hostName, p0] = path.includes('|') ? path.split('|') : ['localhost', path];
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, userAgent: viewport.width < 500 ? 'Mozilla/5.0 (Linux; Android 11) Mobile Chrome/130' : undefined });
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
    await page.goto(base.replace('127.0.0.1', hostName) + p0);
    await page.waitForTimeout(4000);
    const tiles = await page.evaluate(() => { const host = document.querySelector('[data-casino-widget="lobby"]'); return host?.shadowRoot?.querySelectorAll('.ck-tile').length ?? -1; });
    console.log(path, viewport.width, 'tiles', tiles, logs);
    await context.close();
  }
}
await browser.close(); await app.close();
