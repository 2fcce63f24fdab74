/**
 * What chromium receives (docs/operations.md "Compression and caching"): the lobby's scripts as the
 * build's brotli, hashed files immutable, everything varying on Accept-Encoding, and a reload
 * revalidating the page with its ETag (304). Headers as the browser saw them, from the DevTools
 * protocol. Needs `npm run build` (which precompresses).
 */
import { appReady, mirrorUrl } from './host-helpers.ts';
import { expect, test } from './fixtures.ts';

interface Seen {
  url: string;
  status: number;
  headers: Record<string, string>;
}

test('the lobby arrives brotli-encoded, hashed files immutable, and a reload revalidates the page (304)', async ({ page, origins }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen: Seen[] = [];
  cdp.on('Network.responseReceived', (event: { response: { url: string; status: number; headers: Record<string, string> } }) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    seen.push({ url: event.response.url, status: event.response.status, headers });
  });
  const lobby = mirrorUrl(origins.platform, 'localhost');
  await page.goto(lobby);
  await appReady(page);

  const document = seen.find((response) => response.url === lobby);
  expect(document?.status).toBe(200);
  expect(document?.headers['content-encoding']).toBe('br');
  expect(document?.headers.etag).toMatch(/^W\//);
  expect(document?.headers.vary).toMatch(/accept-encoding/i);

  const scripts = seen.filter((response) => new URL(response.url).pathname.startsWith('/host/') && response.url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.headers['cache-control'], script.url).toBe('public, max-age=31536000, immutable');
    expect(script.headers.vary, script.url).toMatch(/accept-encoding/i);
  }
  // The main script and the lobby's chunks are far above any size where brotli does not pay.
  expect(scripts.filter((script) => script.headers['content-encoding'] === 'br').length).toBeGreaterThanOrEqual(Math.min(2, scripts.length));

  // What went over the network on reload (the browser then shows its cached copy as a 200).
  const sent = new Map<string, Record<string, string>>();
  const raw = new Map<string, number>();
  cdp.on('Network.requestWillBeSentExtraInfo', (event: { requestId: string; headers: Record<string, string> }) =>
    sent.set(event.requestId, Object.fromEntries(Object.entries(event.headers).map(([name, value]) => [name.toLowerCase(), value]))),
  );
  cdp.on('Network.responseReceivedExtraInfo', (event: { requestId: string; statusCode: number }) => raw.set(event.requestId, event.statusCode));
  let documentRequest = '';
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
    if (event.request.url === lobby) documentRequest = event.requestId;
  });
  await page.reload();
  await appReady(page);
  expect(sent.get(documentRequest)?.['if-none-match']).toBe(document?.headers.etag);
  expect(raw.get(documentRequest)).toBe(304);
});
