/**
 * What the host's HTML asks the browser to fetch at once (issue 17, docs/host.md "Speed"):
 * `modulepreload` for the entry's static imports, and for what its first render imports right
 * after — the page family's lazy chunk (host-demo/app/routes/PageOutlet.tsx), the locale's strings
 * (host-demo/app/messages/index.ts) and, on a first visit, the cookie banner (App.tsx) — each with
 * its own static imports, from dist/manifest.json. Without them each came one round trip after the
 * main script had run (at 400 kbit/s and 400 ms RTT, the lobby's first row of games at about 7 s).
 * The entry's own imports keep their high priority; the rest is `fetchpriority="low"`: needed only
 * after the main script ran, it should not share the line with it (and Lighthouse's simulation counts
 * every high-priority script fetched before the first paint as holding that paint back).
 */
import type { Manifest } from '../../scripts/manifest.ts';

/** The lazy chunk of the page families a visitor lands on most (PageOutlet.tsx `PAGES`); others load as before. */
const PAGE_CHUNKS: Record<string, string | readonly string[]> = {
  // The home carousel is a lazy chunk of the lobby: loaded after hydration it came after the rows'
  // first client render, whose placeholder (190 px, no controls) moved the rows 107 px (CLS 0.06).
  lobby: ['LobbyPage', 'HomeBanners'],
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

/**
 * What only the app's own first render needs: a CMS page's text is sanitized by DOMPurify, a chunk of
 * its own, before it shows; a server-rendered CMS page arrives sanitized (./sanitize.ts), so its
 * browser loads DOMPurify only for what it fetches itself later (docs/host.md "Server-rendered first view").
 */
const APP_RENDER_CHUNKS: Record<string, readonly string[]> = { cms: ['purify.es'] };

export interface RoutePreloads {
  /** The entry's static imports. */
  entry: string[];
  /** What its first render imports, not already among them. */
  route: string[];
}

/** `rendered`: the page carries the server's first view (first-view.ts), which the app hydrates. */
export function routePreloads(manifest: Manifest, { page, locale, consentPending, rendered = false }: { page: string; locale: string; consentPending: boolean; rendered?: boolean }): RoutePreloads {
  const main = manifest.entries['host:main'];
  if (!main) return { entry: [], route: [] };
  const chunks = [
    ...[PAGE_CHUNKS[page] ?? []].flat(),
    ...(rendered ? [] : (APP_RENDER_CHUNKS[page] ?? [])),
    // The host's English is its own chunk, which regional English builds on; other locales have theirs.
    locale.startsWith('en') ? 'en' : undefined,
    `messages-${locale}`,
    consentPending ? 'CookieBanner' : undefined,
  ];
  const served = (file: string) => `/host/${file.replace(/^host\//, '')}`;
  const entry = new Set(main.closure);
  const route = new Set<string>();
  for (const chunk of chunks) for (const file of (chunk && manifest.entries[`chunk:host:${chunk}`]?.closure) || []) if (!entry.has(file)) route.add(file);
  entry.delete(main.file);
  return { entry: [...entry].map(served), route: [...route].map(served) };
}
