/**
 * The white-label host's browser entry (issue 6). Reads the mirror the server embedded in the
 * shell, creates the page's SDK core, loads the player's session, the visitor's region and the
 * language in parallel, then renders. Everything else (routes, popups) loads lazily.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { infoApi } from '../../sdk/api/info.ts';
import { cookieConsent } from '../../sdk/consent/cookie-consent.ts';
import { getCore } from '../../sdk/core.ts';
import { getSession } from '../../sdk/session/index.ts';
import type { MirrorBoot } from '../mirrors.ts';
import { App } from './App.tsx';
import { embeddedHistory, isEmbedded, isSignInWindow } from './embed/embedded.ts';
import { readCookie, writeCookie } from './lib/cookies.ts';
import { holdFirstViewPresses } from './lib/held-presses.ts';
import { debugCountryFetch } from './lib/debug-country.ts';
import { getQueries, type QueryKey } from '../../sdk/query/index.ts';
import { loadMessages } from './messages/index.ts';
import { browserHistory, createServices, localeOfLocation } from './state/services.ts';

// From the script's first moment: a press on the server-rendered view waits for the app (lib/held-presses.ts).
holdFirstViewPresses(document.getElementById('root')!);

async function start(): Promise<void> {
  const boot = JSON.parse(document.getElementById('ck-boot')?.textContent ?? 'null') as MirrorBoot | null;
  if (!boot) throw new Error('host shell without its mirror configuration');
  const locale = localeOfLocation(boot, location.pathname);
  const embedded = isEmbedded(location.search, window.self !== window.top);
  const core = getCore(
    { locale, licence: boot.mirror.licence, currency: boot.mirror.currency, embedded, development: boot.development },
    { fetch: boot.development ? debugCountryFetch() : undefined },
  );
  // The platform localizes banners and CMS content by the `locale` cookie (docs/api.md, contract §1).
  if (readCookie('locale') !== locale) writeCookie('locale', locale, 365 * 24 * 3600);

  // A server-rendered first view (host-demo/server/first-view.ts) comes with the answers it was
  // rendered from: the query client starts with them, so the first render is the server's.
  const rendered = document.getElementById('ck-queries');
  if (rendered) for (const [key, data] of JSON.parse(rendered.textContent ?? '[]') as [QueryKey, unknown][]) getQueries(core).setQueryData(key, data);

  const session = getSession(core);
  // On the page's query layer (docs/architecture.md "Server state"): kept for the page's life; a failure reads as no country.
  // Asked with the session and the strings, not after them (one round trip less before the first render, docs/host.md "Speed").
  const geo = getQueries(core).fetchQuery({ key: ['info', 'current_ip'], fetch: infoApi(core.http).currentIp, errorName: 'LOAD_CURRENT_IP_ERROR', staleMs: Infinity }).catch(() => null);
  // Restricted-region guards need the country before the first route decision.
  const [messages, , ip] = await Promise.all([loadMessages(locale), session.load(), geo, layoutStyles()]);
  const services = createServices(boot, core, messages, locale, embedded ? embeddedHistory(browserHistory()) : browserHistory());
  services.geo.value = { loaded: true, country: ip?.country_code ?? null };
  services.nav.start();
  addEventListener('popstate', () => services.nav.popstate());

  const root = document.getElementById('root')!;
  const app = <App services={services} embedded={embedded} signInWindow={!embedded && isSignInWindow(location.search)} />;
  // The server renders a guest's view (docs/host.md "Server-rendered first view"): a visitor whose session
  // is a player's by now (signed in meanwhile, in another tab or by the API) gets the app's own render.
  if (rendered && session.status.peek() === 'guest') hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  dropConsentFrame(root);
}

/**
 * The layout's stylesheet, which the shell preloads without letting it block the skeleton's paint
 * (host-demo/server/host-pages.ts): applied before the app's first render, which waits for it.
 */
function layoutStyles(): Promise<unknown> {
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]');
  if (!preload) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = preload.href;
  const applied = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  document.head.append(link);
  return applied;
}

/**
 * The cookie banner's first frame from the server (host-demo/server/consent-frame.ts) stays until
 * the app's own banner is painted, or the visitor chose, so the banner never blinks.
 */
function dropConsentFrame(root: HTMLElement): void {
  const frame = document.getElementById('ck-boot-consent');
  const until = Date.now() + 30_000;
  const check = () => {
    if (!frame) return;
    if (root.querySelector('[data-casino-widget="cookie-banner"]')?.shadowRoot?.querySelector('.ck-cookie') || cookieConsent() !== null || Date.now() > until) frame.remove();
    else requestAnimationFrame(check);
  };
  check();
}

start().catch((error: unknown) => {
  console.error('[host] start-up failed', error);
  const root = document.getElementById('root');
  if (root) root.innerHTML = '<p class="boot-noscript" role="alert">The casino could not start. Please reload the page.</p>';
  // No app banner will take over the server's picture of it (host-demo/server/consent-frame.ts).
  document.getElementById('ck-boot-consent')?.remove();
});
