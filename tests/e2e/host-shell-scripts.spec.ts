import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mirrorUrl } from './host-helpers.ts';

/**
 * The scripts of the host's HTML, which name the build's files (so after `npm run build`, as every
 * browser test): a server-rendered page asks for its code after the first paint by one inline loader
 * (docs/host.md "Speed", host-demo/server/app-loader.ts) and holds presses until the app answers by
 * one inline holder ("Presses before hydration", server/early-presses.ts), each allowed by its hash
 * and nothing else inline; a page the app draws (the skeleton) keeps its module script and preloads.
 */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';

/** A mirror's page, asked on the platform's address with the mirror's Host (Node resolves no `*.localhost`). */
async function shell(request: APIRequestContext, platform: string, host: string, path: string): Promise<{ html: string; csp: string }> {
  const answer = await request.get(`${platform}${path}`, { headers: { accept: 'text/html', host: new URL(mirrorUrl(platform, host, path)).host } });
  expect(answer.status()).toBe(200);
  return { html: await answer.text(), csp: answer.headers()['content-security-policy'] ?? '' };
}

test('a rendered page asks for its code after the first paint: no module script or preload in the HTML, its inline scripts allowed by their hashes', async ({ request, origins }) => {
  const answer = await shell(request, origins.platform, 'localhost', '/pokies/all');
  expect(answer.html, 'the server rendered the view').toContain('id="ck-queries"');
  expect(answer.html).not.toMatch(/<script type="module"/);
  expect(answer.html).not.toContain('rel="modulepreload"');
  const loader = /<script data-src="(\/host\/main-[\w-]+\.js)" data-entry="([^"]*)" data-route="([^"]*)">([\s\S]*?)<\/script>/.exec(answer.html);
  expect(loader, 'the loader names the entry').not.toBeNull();
  const [, , entry, route, source] = loader!;
  expect(entry!.split(' ').filter(Boolean).every((href) => href.startsWith('/host/'))).toBe(true);
  expect(route, 'the category page’s chunk, at low priority after the paint').toMatch(/\/host\/chunks\/CategoryPage-/);
  // Every inline script the page runs, each by its hash: the press holder and the loader.
  const inline = [...answer.html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
  expect(inline).toHaveLength(2);
  expect(inline).toContain(source);
  expect(scriptSrc(answer.csp)).toBe(`script-src 'self' ${inline.map(sha256).join(' ')}`);
  // The same scripts on every rendered page: the same hashes, whatever the files.
  const lobby = await shell(request, origins.platform, 'au.localhost', '/');
  expect(scriptSrc(lobby.csp)).toBe(scriptSrc(answer.csp));
});

test('a page the app draws (the skeleton) keeps its module script and preloads, and no inline script', async ({ request, origins }) => {
  const answer = await shell(request, origins.platform, 'localhost', '/tournaments');
  expect(answer.html).not.toContain('id="ck-queries"');
  expect(answer.html).toMatch(/<script type="module" src="\/host\/main-[\w-]+\.js"><\/script>/);
  expect(answer.html).toContain('rel="modulepreload"');
  expect(answer.html).not.toContain('data-src=');
  expect(answer.csp).toContain("script-src 'self';");
});
