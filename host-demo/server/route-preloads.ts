/**
 * What the host's HTML asks the browser to fetch at once (issue 17, docs/host.md "Speed"):
 * `modulepreload` for the entry's static imports, and for what its first render imports right
 * after — the page family's lazy chunk (host-demo/app/routes/PageOutlet.tsx), the locale's strings
 * (host-demo/app/messages/index.ts) and, on a first visit, the cookie banner (App.tsx) — each with
 * its own static imports, from dist/manifest.json. Without them each came one round trip after the
 * main script had run (at 400 kbit/s and 400 ms RTT, the lobby's first row of games at about 7 s).
 */
import type { Manifest } from '../../scripts/manifest.ts';

/** The lazy chunk of the page families a visitor lands on most (PageOutlet.tsx `PAGES`); others load as before. */
const PAGE_CHUNKS: Record<string, string> = {
  lobby: 'LobbyPage',
  category: 'CategoryPage',
  producer: 'CategoryPage',
  game: 'GamePage',
  cms: 'CmsPage',
  news: 'CmsPage',
  tournaments: 'PromotionsHub',
  arena: 'PromotionsHub',
  support: 'SupportPage',
  'not-found': 'InfoPages',
};

export function routePreloads(manifest: Manifest, { page, locale, consentPending }: { page: string; locale: string; consentPending: boolean }): string[] {
  const main = manifest.entries['host:main'];
  if (!main) return [];
  const chunks = [
    PAGE_CHUNKS[page],
    // The host's English is its own chunk, which regional English builds on; other locales have theirs.
    locale.startsWith('en') ? 'en' : undefined,
    `messages-${locale}`,
    consentPending ? 'CookieBanner' : undefined,
  ];
  const files = new Set(main.closure);
  for (const chunk of chunks) for (const file of (chunk && manifest.entries[`chunk:host:${chunk}`]?.closure) || []) files.add(file);
  files.delete(main.file);
  return [...files].map((file) => `/host/${file.replace(/^host\//, '')}`);
}
