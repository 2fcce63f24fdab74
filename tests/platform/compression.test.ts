/**
 * Served bytes (docs/operations.md "Compression and caching"): brotli/gzip by `Accept-Encoding`
 * for dynamic answers above the threshold and for precompressed static files, `Vary`, ETag + 304,
 * immutable hashed files, nothing compressed below the threshold, player answers never cached.
 * Real server on 127.0.0.1, real HTTP with node's client (which never decodes, so the bytes and
 * headers are what the server sent).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { testConfig } from '../../platform/config.ts';
import { COMPRESS_MIN_BYTES, negotiateEncoding } from '../../platform/http/compression.ts';
import { precompress } from '../../scripts/precompress.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });
}

const decode = (answer: Raw): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};
const varies = (answer: Raw) => /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(answer.headers.vary ?? ''));

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q=0 and *, and ignores what it cannot produce', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('deflate, identity')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('dynamic answers', () => {
  let platform: TestPlatform;
  const filter = (encoding?: string) =>
    raw(`${platform.url}/api/games_filter`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/vnd.s.v2+json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(encoding ? { 'Accept-Encoding': encoding } : {}),
      },
      body: JSON.stringify({ device: 'desktop', filter: {}, page: 1, page_size: 40 }),
    });

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('sends a games_filter page as brotli or gzip by Accept-Encoding, the same JSON as unencoded, with Vary', async () => {
    const plain = await filter();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(varies(plain)).toBe(true);

    const br = await filter('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(Number(br.headers['content-length'] ?? br.body.length)).toBe(br.body.length);

    const gzip = await filter('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const none = await filter('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(plain.body)).toBe(true);
  });

  it('sends answers below the threshold unencoded, still with Vary', async () => {
    const small = await raw(`${platform.url}/api/info/auth_providers`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(varies(small)).toBe(true);
  });

  it('tags cacheable answers with an ETag and answers 304 to If-None-Match, in every encoding', async () => {
    const first = await raw(`${platform.url}/messages/en.json`, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['content-encoding']).toBe('br');

    const again = await raw(`${platform.url}/messages/en.json`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const gzipAgain = await raw(`${platform.url}/messages/en.json`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': `"other", ${etag}` } });
    expect(gzipAgain.status).toBe(304);

    const stale = await raw(`${platform.url}/messages/en.json`, { headers: { 'If-None-Match': 'W/"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    expect(JSON.parse(stale.body.toString('utf8'))).toEqual(JSON.parse(decode(first)));
  });

  it('sends a cacheable answer asked for again as its best compression, which decodes to the same content', async () => {
    const url = `${platform.url}/messages/de.json`;
    const plain = await raw(url);
    const first = await raw(url, { headers: { 'Accept-Encoding': 'br' } });
    let later = first;
    for (let attempt = 0; attempt < 50 && later.body.length >= first.body.length; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      later = await raw(url, { headers: { 'Accept-Encoding': 'br' } });
    }
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(decode(later)).toBe(plain.body.toString('utf8'));
    expect(decode(first)).toBe(plain.body.toString('utf8'));
    // Another encoding of the same content is kept apart.
    let gzip = await raw(url, { headers: { 'Accept-Encoding': 'gzip' } });
    for (let attempt = 0; attempt < 3; attempt++) gzip = await raw(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(plain.body.toString('utf8'));
  });

  it('keeps player answers no-store and untagged: no ETag, no 304', async () => {
    const player = platform.clientAs(platform.createUser());
    const headers = { Cookie: [...player.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'br' };
    const first = await raw(`${platform.url}/api/player/accounts`, { headers });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    const again = await raw(`${platform.url}/api/player/accounts`, { headers: { ...headers, 'If-None-Match': '*' } });
    expect(again.status).toBe(200);
  });
});

describe('static files (precompressed at build)', () => {
  let dir: string;
  let app: FastifyInstance;
  let url: string;
  const loader = `/* loader */\n${'window.casinoKit = function () { return "casino-kit loader"; };\n'.repeat(60)}`;
  const chunk = `export const widget = ${JSON.stringify('x'.repeat(40))};\n${'export function f(a) { return a + 1; }\n'.repeat(80)}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'served-bytes-'));
    mkdirSync(join(dir, 'widgets'));
    writeFileSync(join(dir, 'casino-kit.js'), loader);
    writeFileSync(join(dir, 'widgets', 'jackpot-slider-AbCd1234.js'), chunk);
    writeFileSync(join(dir, 'widgets', 'tiny-Ef567890.js'), 'export{};');
    precompress(dir);
    app = await buildCasino({ config: testConfig(), cdnRoot: dir });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('precompress writes .br and .gz that decode to the file, and none for a file they would not shrink', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'casino-kit.js.br'))).toString()).toBe(loader);
    expect(gunzipSync(readFileSync(join(dir, 'casino-kit.js.gz'))).toString()).toBe(loader);
    expect(existsSync(join(dir, 'widgets', 'tiny-Ef567890.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'widgets', 'tiny-Ef567890.js.gz'))).toBe(false);
  });

  it('sends the loader as the build’s brotli or gzip by Accept-Encoding, short-cached with an ETag and 304', async () => {
    const br = await raw(`${url}/casino-kit.js`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.equals(readFileSync(join(dir, 'casino-kit.js.br')))).toBe(true);
    expect(varies(br)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(br.headers.etag);
    expect(etag).not.toBe('undefined');
    expect((await raw(`${url}/casino-kit.js`, { headers: { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': etag } })).status).toBe(304);

    const gzip = await raw(`${url}/casino-kit.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(loader);
    expect(gzip.headers.etag).not.toBe(etag);

    const plain = await raw(`${url}/casino-kit.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(loader);
    expect(varies(plain)).toBe(true);
  });

  it('caches hashed files for a year, immutable, and sends a tiny one unencoded', async () => {
    const hashed = await raw(`${url}/widgets/jackpot-slider-AbCd1234.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(decode(hashed)).toBe(chunk);

    const tiny = await raw(`${url}/widgets/tiny-Ef567890.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export{};');
    expect(varies(tiny)).toBe(true);
  });
});
