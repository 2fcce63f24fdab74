/**
 * The host's HTML for speed (issue 17, docs/host.md "Speed"): the cookie banner's first frame in a
 * declarative shadow root on a first visit only, in the page's language, its style allowed by the CSP's
 * hash; no render-blocking stylesheet; the modulepreloads of what the first render imports. (What a
 * rendered page's code loading looks like needs the build: tests/e2e/host-shell-scripts.spec.ts.)
 * Real server on 127.0.0.1 over HTTP, with a mirror's Host header.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { routePreloads } from '../../host-demo/server/route-preloads.ts';
import { testConfig } from '../../platform/config.ts';
import type { Manifest } from '../../scripts/manifest.ts';

function page(base: string, host: string, path: string, cookie?: string): Promise<{ status: number; csp: string; html: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const call = request({ hostname, port, path, headers: { host: `${host}:${port}`, accept: 'text/html', ...(cookie ? { cookie } : {}) } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, csp: String(response.headers['content-security-policy'] ?? ''), html }));
    });
    call.on('error', reject);
    call.end();
  });
}

const frameOf = (html: string) => /<div id="ck-boot-consent"[^>]*><template shadowrootmode="open"><style>([\s\S]*?)<\/style>([\s\S]*?)<\/template><\/div>/.exec(html);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('host shell', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildCasino({ config: testConfig() });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  // The banner frame goes with the skeleton: a page the server renders (docs/host.md "Server-rendered first view")
  // carries the app's own banner instead, so these ask for the tournaments list, which is not rendered on the server.
  it('a first visit gets the cookie banner as a picture in a declarative shadow root, its style allowed by hash', async () => {
    const answer = await page(base, 'localhost', '/tournaments');
    expect(answer.status).toBe(200);
    const frame = frameOf(answer.html);
    expect(frame, 'the banner frame after #root').not.toBeNull();
    expect(answer.html).toMatch(/<div id="ck-boot-consent" inert aria-hidden="true">/);
    const [, style, markup] = frame!;
    expect(markup).toContain('class="ck-cookie ck-cookie--overlay"');
    expect(markup).toContain('Accept cookies');
    expect(markup).toContain('href="/cookie-policy"');
    const styleSrc = answer.csp.split('; ').find((directive) => directive.startsWith('style-src')) ?? '';
    expect(styleSrc.split(' ')).toContain(sha256(style!));
  });

  it('the frame speaks the page’s language and links its policy page', async () => {
    const answer = await page(base, 'gcb.localhost', '/de/tournaments');
    const markup = frameOf(answer.html)?.[2] ?? '';
    expect(markup).toContain('Cookies akzeptieren');
    expect(markup).toContain('href="/de/cookie-policy"');
  });

  it('a visitor who chose gets no frame (the app shows no banner) and no hash for it', async () => {
    const first = await page(base, 'localhost', '/tournaments');
    const answer = await page(base, 'localhost', '/tournaments', 'locale=en; ck_cookie_consent=essential:2026-11-25');
    expect(answer.status).toBe(200);
    expect(answer.html).not.toContain('ck-boot-consent');
    expect(answer.html).not.toContain('shadowrootmode');
    const hashes = (csp: string) => (csp.split('; ').find((directive) => directive.startsWith('style-src')) ?? '').split(' ').filter((source) => source.startsWith("'sha256-"));
    expect(hashes(answer.csp)).toHaveLength(hashes(first.csp).length - 1);
  });

  it('no stylesheet blocks the first paint: the layout is preloaded, the theme inline', async () => {
    const { html } = await page(base, 'au.localhost', '/pokies/all');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<link rel="preload" as="style" href="\/host-css\/app\.css\?v=[0-9a-f]+" fetchpriority="low">/);
    expect(html).toMatch(/<style>[^<]*--ck-accent/);
  });
});

describe('route preloads', () => {
  const entry = (file: string, closure: string[]) => ({ file, closure, dynamic: [] });
  const manifest: Manifest = {
    files: {},
    entries: {
      'host:main': entry('host/main-A.js', ['host/main-A.js', 'host/chunks/react-B.js']),
      'chunk:host:LobbyPage': entry('host/chunks/LobbyPage-C.js', ['host/chunks/LobbyPage-C.js', 'host/chunks/react-B.js', 'host/chunks/tile-D.js']),
      'chunk:host:CategoryPage': entry('host/chunks/CategoryPage-E.js', ['host/chunks/CategoryPage-E.js', 'host/chunks/tile-D.js']),
      'chunk:host:en': entry('host/chunks/en-F.js', ['host/chunks/en-F.js']),
      'chunk:host:messages-de': entry('host/chunks/messages-de-G.js', ['host/chunks/messages-de-G.js']),
      'chunk:host:messages-en-AU': entry('host/chunks/messages-en-AU-H.js', ['host/chunks/messages-en-AU-H.js']),
      'chunk:host:CookieBanner': entry('host/chunks/CookieBanner-I.js', ['host/chunks/CookieBanner-I.js', 'host/chunks/frame-J.js']),
      'chunk:host:CmsPage': entry('host/chunks/CmsPage-K.js', ['host/chunks/CmsPage-K.js']),
      'chunk:host:purify.es': entry('host/chunks/purify.es-L.js', ['host/chunks/purify.es-L.js']),
    },
  };

  it('the entry’s imports, then the page’s chunk, the strings and, on a first visit, the banner, each once', () => {
    expect(routePreloads(manifest, { page: 'lobby', locale: 'en', consentPending: true })).toEqual({
      entry: ['/host/chunks/react-B.js'],
      route: ['/host/chunks/LobbyPage-C.js', '/host/chunks/tile-D.js', '/host/chunks/en-F.js', '/host/chunks/CookieBanner-I.js', '/host/chunks/frame-J.js'],
    });
  });

  it('follows the page family and the locale; no banner for a visitor who chose', () => {
    expect(routePreloads(manifest, { page: 'producer', locale: 'de', consentPending: false }).route).toEqual(['/host/chunks/CategoryPage-E.js', '/host/chunks/tile-D.js', '/host/chunks/messages-de-G.js']);
    expect(routePreloads(manifest, { page: 'cms', locale: 'en', consentPending: false }).route).toEqual(['/host/chunks/CmsPage-K.js', '/host/chunks/purify.es-L.js', '/host/chunks/en-F.js']);
    // A server-rendered CMS page arrives sanitized: DOMPurify only for what the app fetches itself later.
    expect(routePreloads(manifest, { page: 'cms', locale: 'en', consentPending: false, rendered: true }).route).toEqual(['/host/chunks/CmsPage-K.js', '/host/chunks/en-F.js']);
    expect(routePreloads(manifest, { page: 'profile', locale: 'en-AU', consentPending: false }).route).toEqual(['/host/chunks/en-F.js', '/host/chunks/messages-en-AU-H.js']);
    expect(routePreloads({ files: {}, entries: {} }, { page: 'lobby', locale: 'en', consentPending: true })).toEqual({ entry: [], route: [] });
  });
});
