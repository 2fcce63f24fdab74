/**
 * What goes over the wire (issue 17, docs/operations.md "Compression and caching"): a lobby visit in
 * chromium (a fresh profile: every request and its encoded bytes, headers included, from the
 * DevTools protocol's `Network.loadingFinished`), the same visit again with the cache kept, then single answers fetched as a browser asks for
 * them (`Accept-Encoding: br, gzip`): the loader, the host's main script, a `games_filter` page, the
 * English strings. The casino runs in process on 127.0.0.1 from this worktree's `dist/`.
 * Run: `node --import tsx tests/bench/transfer.ts` after `npm run build`. Part of `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { testConfig } from '../../platform/config.ts';
import { readManifest } from '../../scripts/manifest.ts';
import { CHROMIUM } from '../e2e/chromium.ts';
import { fetchRaw } from './wire.ts';

export interface TransferFigures {
  lobby: { requests: number; bytes: number };
  repeat: { requests: number; bytes: number };
  answers: { name: string; bytes: number; encoding: string }[];
}

export async function runTransferBench(dist = 'dist'): Promise<TransferFigures> {
  const app = await buildCasino({ config: testConfig(), cdnRoot: `${dist}/cdn` });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const port = new URL(base).port;
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let requests = 0;
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      requests++;
      bytes += event.encodedDataLength;
    });
    const visit = async () => {
      requests = 0;
      bytes = 0;
      await page.goto(`http://localhost:${port}/`);
      // The app rendered (tests/e2e/host-helpers.ts appReady), then everything it fetched after.
      await page.locator('.app').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      return { requests, bytes };
    };
    // A fresh browser profile: the first visit has an empty cache, the second revalidates (304) or
    // reuses immutable files.
    const lobby = await visit();
    const repeat = await visit();

    const accept = { 'Accept-Encoding': 'br, gzip' };
    const main = readManifest(dist).entries['host:main']?.file.replace(/^host\//, '');
    const answers: TransferFigures['answers'] = [];
    const take = async (name: string, url: string, init: Parameters<typeof fetchRaw>[1] = {}) => {
      const answer = await fetchRaw(url, { ...init, headers: { ...accept, ...init.headers } });
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status}`);
      answers.push({ name, bytes: answer.bytes, encoding: String(answer.headers['content-encoding'] ?? 'identity') });
    };
    await take('loader /casino-kit.js', `http://localhost:${port}/casino-kit.js`);
    if (main) await take('host main script', `http://localhost:${port}/host/${main}`);
    await take('POST /api/games_filter (40 games)', `http://localhost:${port}/api/games_filter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.s.v2+json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ device: 'desktop', filter: {}, page: 1, page_size: 40 }),
    });
    await take('/messages/en.json', `http://localhost:${port}/messages/en.json`);
    return { lobby, repeat, answers };
  } finally {
    await browser.close();
    await app.close();
  }
}

export function printTransfer(figures: TransferFigures): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`lobby visit (chromium, empty cache): ${figures.lobby.requests} requests, ${kb(figures.lobby.bytes)} transferred (headers included)`);
  console.log(`lobby again (same browser, cache kept): ${figures.repeat.requests} requests, ${kb(figures.repeat.bytes)} transferred`);
  for (const answer of figures.answers) console.log(`${answer.name.padEnd(40)} ${kb(answer.bytes).padStart(10)}  ${answer.encoding}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTransfer(await runTransferBench());
}
