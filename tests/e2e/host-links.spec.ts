import type { Page } from '@playwright/test';
import { MIRRORS } from '../../host-demo/mirrors.ts';
import { permanentRedirect } from '../../host-demo/app/router/permanent-redirect.ts';
import { splitLocale } from '../../host-demo/app/router/locale-path.ts';
import { matchRoute } from '../../host-demo/app/router/route-table.ts';
import { expect, test } from './fixtures.ts';
import { appReady, mirrorGet, mirrorUrl } from './host-helpers.ts';

/**
 * Issue 12, blocker 2: every internal link a guest sees on a mirror (menus, footer, the lobby's
 * banners and rows, CMS pages, every page reached from them) resolves: the server does not answer
 * 404 and the app does not show its not-found page. The crawl runs inside one page load per mirror,
 * following pages client-side (the router's popstate), as a visitor clicking through would.
 */
const NOT_PAGES = /^\/(api|dev|cms-files|cms-assets|demo|widgets|chunks|host)(\/|$)/;
const MAX_PAGES = 120;

test.describe('internal links of every mirror', () => {
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const mirror of MIRRORS) {
    const host = mirror.hosts.at(-1)!;
    test(`${mirror.id} (${host}): every internal link resolves`, async ({ page, origins }) => {
      const base = mirrorUrl(origins.platform, host, '/');
      const origin = new URL(base).origin;
      const quiet = networkQuiet(page);
      await page.goto(base);
      await appReady(page);

      const links = new Map<string, string>(); // link → first page it was seen on
      const pages: string[] = ['/'];
      const seenPages = new Set(pages);
      const broken: string[] = [];
      for (let index = 0; index < pages.length && index < MAX_PAGES; index++) {
        const from = pages[index]!;
        if (index > 0) await visit(page, from);
        await quiet();
        if (await page.locator('[data-not-found]').count()) broken.push(`${from}: the app shows "not found"`);
        for (const link of await internalLinks(page, origin)) {
          if (!links.has(link)) links.set(link, from);
          const pathname = new URL(link, origin).pathname;
          const canonical = permanentRedirect(pathname, mirror) ?? pathname;
          const route = matchRoute(splitLocale(canonical, mirror).path);
          if (!route) {
            broken.push(`${link} (on ${from}): no route`);
            continue;
          }
          // Pages are followed; games, popups and the profile (login) are checked by status only.
          if (route.route.page && route.route.page !== 'game' && !route.route.meta?.requiresAuth && !seenPages.has(link)) {
            seenPages.add(link);
            pages.push(link);
          }
        }
      }
      expect(pages.length, 'the crawl covered every page it found').toBeLessThanOrEqual(MAX_PAGES);

      // The server's answer to each link, as a cold visit (a shared link, a new tab) would get it.
      for (const [link, from] of links) {
        let response = await mirrorGet(origins.platform, host, link);
        for (let hops = 0; response.status === 301 && response.location && hops < 3; hops++) response = await mirrorGet(origins.platform, host, response.location);
        if (response.status >= 400 || response.status === 301) broken.push(`${link} (on ${from}): HTTP ${response.status}`);
      }
      console.log(`${mirror.id}: internal links checked per mirror: ${links.size} (${pages.length} pages crawled), broken: ${broken.length}`);
      expect(broken).toEqual([]);
      expect(links.size).toBeGreaterThan(30);
    });
  }

  test('legacy aliases answer 301 to the canonical path (before any script), on every locale prefix', async ({ page, origins }) => {
    const cases: [host: string, from: string, to: string][] = [
      ['rocket.localhost', '/categories/new', '/pokies/new'],
      ['rocket.localhost', '/de/categories/new?x=1', '/de/pokies/new?x=1'],
      ['rocket.localhost', '/santa-vegas', '/promotions'],
      ['rocket.localhost', '/users', '/profile'],
      ['rocket.localhost', '/users/limits', '/profile/limits'],
      ['rocket.localhost', '/accounts/history', '/'],
      ['rocket.localhost', '/accounts/7/deposit', '/deposit'],
      ['rocket.localhost', '/cashbox/deposit', '/deposit'],
      ['rocket.localhost', '/pokies/all/', '/pokies/all'],
      ['ee.localhost', '/en/santa-vegas', '/en/promotions'],
      ['ee.localhost', '/categories/top', '/pokies/top'],
      ['au.localhost', '/en-NZ/users/security', '/en-NZ/profile/security'],
      ['gcb.localhost', '/fr-CA/categories/live', '/fr-CA/pokies/live'],
    ];
    for (const [host, from, to] of cases) {
      const response = await mirrorGet(origins.platform, host, from);
      expect(response.status, `${host}${from}`).toBe(301);
      expect(response.location, `${host}${from}`).toBe(to);
    }
    // The chance-game page stays with the browser router (a flag testers switch per browser).
    expect((await mirrorGet(origins.platform, 'rocket.localhost', '/rocket-chance')).status).toBe(200);

    // A browser following an alias lands on the page, never on a 404 first.
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') statuses.push(response.status());
    });
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/categories/new'));
    await appReady(page);
    await expect(page).toHaveURL(mirrorUrl(origins.platform, 'rocket.localhost', '/pokies/new'));
    expect(statuses).toEqual([301, 200]);
  });
});

/** Resolves when no request has been in flight for 400 ms (the widgets' data and chunks have arrived). */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', (request) => {
    // The socket's long-lived requests never finish.
    if (request.resourceType() === 'websocket' || request.resourceType() === 'eventsource') return;
    inFlight++;
    last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const started = Date.now();
    while (Date.now() - started < 15_000) {
      if (inFlight === 0 && Date.now() - last > 400) return;
      await page.waitForTimeout(100);
    }
  };
}

/** A client-side route change, as the router's own links do (History API, then popstate). */
async function visit(page: Page, href: string): Promise<void> {
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
}

/** Every same-origin link in the document and in the widgets' shadow roots (path + query). */
async function internalLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) found.push(element.href);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
  const links = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin || NOT_PAGES.test(url.pathname)) continue;
    links.add(url.pathname + url.search);
  }
  return [...links];
}
