/**
 * The host's first view rendered on the server (issue 17, docs/host.md "Server-rendered first view"):
 * for a guest on the lobby, a category, a game page and the promotions page, the app itself
 * (host-demo/app/App.tsx) is rendered with React 19's `prerender` (lazy route chunks included) on a
 * core whose requests go to the platform in this process (`app.inject`, no HTTP to ourselves). The
 * queries the render reads are collected (sdk/query/client.ts `collect`), fetched, and the render
 * repeated until nothing is missing; their answers go into the page as JSON, so the browser's query
 * client starts with them and `hydrateRoot` finds the very same tree (host-demo/app/main.tsx).
 * Widgets in shadow roots are rendered into declarative shadow roots (widgets/ui/ShadowHost.tsx).
 *
 * Signed-in players get no server render (the skeleton, as before): their header, balance and
 * offers are theirs alone, and a page rendered from one session must never reach another; the
 * guest's first view reads no cookie but the locale and consent ones.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { infoApi } from '../../sdk/api/info.ts';
import { createCore, type Core } from '../../sdk/core.ts';
import { loadLocale } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { hashKey, type QueryKey, type QueryOptions } from '../../sdk/query/client.ts';
import { getSession } from '../../sdk/session/index.ts';
import { setDevice } from '../../widgets/ui/games-client.ts';
import { App } from '../app/App.tsx';
import { EMBEDDED_PARAM, SIGN_IN_WINDOW_PARAM } from '../app/embed/embedded.ts';
import { hostMessagesIn } from '../app/messages/index.ts';
import { createServices } from '../app/state/services.ts';
import type { MirrorBoot } from '../mirrors.ts';
import { sanitizeHtmlOnServer } from './sanitize.ts';

/** The page families rendered on the server (route-table.ts page ids). */
const RENDERED = new Set(['lobby', 'category', 'producer', 'game', 'cms', 'news']);
/** Renders until every query the view reads is answered; a view needing more rounds is left to the browser. */
const MAX_PASSES = 5;
/** A render that takes longer is dropped: the skeleton is sent as before. */
const RENDER_BUDGET_MS = 3000;

/**
 * Queries left to the browser, rendered as loading as its first render shows them: the header's
 * tournaments counter compares the list with what this browser has seen (host-demo/app/state/tournament-counter.ts,
 * its storage). A CMS page's text is sanitized here, by DOMPurify on jsdom with the browser's
 * configuration (./sanitize.ts), and sent sanitized.
 */
const BROWSER_ONLY: readonly QueryKey[] = [['tournaments']];
const browserOnly = (key: QueryKey) => BROWSER_ONLY.some((prefix) => prefix.every((part, index) => key[index] === part));

/**
 * A guest's view is the same for every guest with the same mirror, URL, locale, device, consent
 * state and country: kept a few seconds, so a burst of visitors costs one render.
 */
const RECENT_MS = 5000;
const RECENT_MAX = 200;
const recent = new Map<string, { until: number; view: FirstView }>();
function remember(key: string, view: FirstView): void {
  recent.delete(key);
  recent.set(key, { until: Date.now() + RECENT_MS, view });
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
}

/** Markup with every boundary complete and no script to move one into place (React's streaming format). */
const inline = (html: string) => !/<!--\$[?!]-->|<script|<template data-/.test(html);

const splitPath = (href: string) => href.split(/[?#]/)[0];

export interface FirstView {
  /** The app's markup for #root. */
  html: string;
  /** The query answers the render used, `[key, data]`, for the browser's query client. */
  queries: [QueryKey, unknown][];
}

export interface FirstViewInput {
  page: string;
  url: string;
  locale: Locale;
  boot: MirrorBoot;
  consentPending: boolean;
}

/** Whether the request is a guest's: no session cookie of the platform (platform/auth/session.ts). */
export function isGuestRequest(cookieHeader: string | undefined): boolean {
  return !/(?:^|;\s*)(?:__Host-)?ck_session=/.test(cookieHeader ?? '');
}

export function rendersFirstView(page: string): boolean {
  return RENDERED.has(page);
}

/**
 * A phone or a computer, as the browser will decide by its viewport (widgets/ui/games-client.ts
 * `deviceOf`): the lobby's rows are fetched per device. Guessed from the user agent's client hints.
 */
export function deviceOfRequest(request: FastifyRequest): 'mobile' | 'desktop' {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  return /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
}

/** The platform's answers through its own routes in this process, as the guest's browser would get them. */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest, locale: Locale): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = { host: request.headers.host ?? 'localhost', cookie: `locale=${locale}` };
    // A tester's simulated country (demo mode, loopback only: docs/host.md "Simulating a country") reaches the platform as from the browser.
    const debugCountry = request.headers['x-debug-country'];
    if (typeof debugCountry === 'string') headers['x-debug-country'] = debugCountry;
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && name !== 'set-cookie') responseHeaders.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  }) as typeof fetch;
}

// Widgets find the page's core through the global (sdk/core.ts `getCore`) and the lobby its device
// through a module variable: renders run one at a time, each with its own core set for its duration.
const CORE_KEY = Symbol.for('casino-kit.core');
let queue: Promise<unknown> = Promise.resolve();
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * One render. `prerender` waits for the lazy chunks (route, widgets) and lists the queries; the
 * final render is `renderToString` once they are all in: every Suspense boundary then comes inline,
 * in order, with no script to put it in place (React's streaming format needs inline scripts, which
 * the host's CSP does not allow) and paints as it arrives.
 */
async function renderOnce(core: Core, device: 'mobile' | 'desktop', tree: React.ReactElement, final: boolean): Promise<string> {
  return exclusive(async () => {
    const scope = globalThis as Record<symbol, unknown>;
    scope[CORE_KEY] = core;
    setDevice(device);
    const errors: unknown[] = [];
    try {
      let html: string;
      if (final) html = renderToString(tree);
      else {
        const { prelude } = await prerender(tree, { signal: AbortSignal.timeout(RENDER_BUDGET_MS), onError: (error) => void errors.push(error) });
        html = await new Response(prelude).text();
      }
      // A part that failed, or still waits (a pending boundary, `<!--$?-->`; one left to the browser, `<!--$!-->`),
      // would make the browser's first render differ: the whole view is left to it instead.
      if (errors.length > 0) throw errors[0];
      if (final && /<!--\$[?!]-->/.test(html)) throw new Error('a part of the view did not render on the server');
      return html;
    } finally {
      delete scope[CORE_KEY];
      setDevice(undefined);
    }
  });
}

/**
 * The first view of `input.url` for a guest, or null when the page is not one of the rendered
 * families, a query it needs failed (the browser would render differently) or the render ran out of time.
 */
export async function renderFirstView(app: FastifyInstance, request: FastifyRequest, input: FirstViewInput): Promise<FirstView | null> {
  if (!rendersFirstView(input.page)) return null;
  // In a partner's frame or as the login window the app renders differently from its URL and window
  // (host-demo/app/embed/embedded.ts): the browser renders those.
  const search = new URLSearchParams(input.url.split('?')[1] ?? '');
  if (search.has(EMBEDDED_PARAM) || search.has(SIGN_IN_WINDOW_PARAM)) return null;
  const { boot, locale } = input;
  const core = createCore(
    { locale, licence: boot.mirror.licence, currency: boot.mirror.currency, embedded: false, development: boot.development },
    { fetch: inProcessFetch(app, request, locale) },
  );
  const queries = getQueries(core);
  try {
    // What the browser awaits before its first render (host-demo/app/main.tsx): strings, session, country.
    const session = getSession(core);
    const [, , ip] = await Promise.all([
      loadLocale(locale),
      session.load(),
      queries.fetchQuery({ key: ['info', 'current_ip'], fetch: infoApi(core.http).currentIp, errorName: 'LOAD_CURRENT_IP_ERROR', staleMs: Infinity }).catch(() => null),
    ]);
    if (session.status.peek() !== 'guest') return null;
    const device = deviceOfRequest(request);
    const cacheKey = [request.headers.host, input.url, locale, device, input.consentPending, ip?.country_code ?? ''].join('|');
    const cached = recent.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached.view;
    const path = input.url;
    const services = createServices(boot, core, hostMessagesIn(locale), locale, { current: () => path, push: () => undefined, replace: () => undefined });
    // CMS text sanitized here (no browser DOM): the browser seeds the answer and does not sanitize it again.
    services.sanitizeHtml = sanitizeHtmlOnServer;
    services.geo.value = { loaded: true, country: ip?.country_code ?? null };
    services.nav.start();
    // A guard that sends the guest elsewhere (a popup, a redirect) is the browser's to show.
    // A guard's popup or another page is the browser's to show; a guard's replaced query (a guest's
    // game page in demo mode) the browser applies the same way.
    const view = services.nav.view.peek();
    if (!view || view.popup || splitPath(view.href) !== splitPath(path)) return null;

    const wanted = new Map<string, QueryOptions<unknown>>();
    queries.collect = (options) => {
      if (!browserOnly(options.key) && !wanted.has(hashKey(options.key))) wanted.set(hashKey(options.key), options);
    };
    const tree = createElement(App, { services, embedded: false, consentPending: input.consentPending });
    const fetched = new Set<string>();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const prerendered = await renderOnce(core, device, tree, false);
      const missing = [...wanted].filter(([hash]) => !fetched.has(hash));
      if (missing.length === 0) {
        // Once every chunk was in, the last pass suspended nowhere and is already inline: no second render.
        const html = inline(prerendered) ? prerendered : await renderOnce(core, device, tree, true);
        const answers: [QueryKey, unknown][] = [];
        for (const options of wanted.values()) {
          const data = queries.getQueryData(options.key);
          if (data !== undefined) answers.push([options.key, data]);
        }
        // The country is kept for the page's life in the browser too (main.tsx).
        if (ip) answers.push([['info', 'current_ip'], ip]);
        remember(cacheKey, { html, queries: answers });
        return { html, queries: answers };
      }
      for (const [hash] of missing) fetched.add(hash);
      await Promise.all(
        missing.map(([, options]) =>
          queries.fetchQuery(options).catch(() => {
            // What fails here is rendered as loading, as the browser's first render shows it before fetching it itself.
            queries.remove(options.key);
          }),
        ),
      );
    }
    return null;
  } catch (error) {
    request.log.warn({ err: error }, 'first view not rendered');
    return null;
  } finally {
    queries.collect = undefined;
    queries.remove([]);
  }
}
