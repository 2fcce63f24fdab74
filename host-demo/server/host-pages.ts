import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { captchaCspSources, type CaptchaCspDirective } from '../../sdk/captcha/provider-widget.ts';
import { intlLocale } from '../../sdk/i18n/intl-locale.ts';
import { robotsNoindex } from '../../sdk/rules/guards.ts';
import { readManifest } from '../../scripts/manifest.ts';
import { consentFrame, consentFrameStyleHash, hasConsentCookie } from './consent-frame.ts';
import { criticalStyle, skeletonMarkup } from './critical-shell.ts';
import { EARLY_PRESSES_SCRIPT, earlyPressesScriptHash } from './early-presses.ts';
import { criticalCss, styleHash } from './critical-css.ts';
import { isGuestRequest, renderFirstView, type FirstView } from './first-view.ts';
import { routePreloads, type RoutePreloads } from './route-preloads.ts';
import { appLoader, appLoaderHash } from './app-loader.ts';
import { pageTitle } from '../app/messages/all.ts';
import { splitLocale, withLocale } from '../app/router/locale-path.ts';
import { permanentRedirect } from '../app/router/permanent-redirect.ts';
import { CMS_SLUG, matchRoute } from '../app/router/route-table.ts';
import { LICENCE_RULES, mirrorForHost, type Mirror, type MirrorBoot } from '../mirrors.ts';

/**
 * The white-label host on every mirror (issue 6): the SPA's HTML shell for every host route,
 * with the mirror's language, title, theme, CSP and robots meta, plus the built app
 * (`dist/host`, from dist/manifest.json `host:main`) and the stylesheets.
 *
 * Routing: the platform and the widget files own their paths; this plugin answers GET/HEAD
 * requests that no other route claims (and `/`) on a mirror's host, so it registers an
 * `onRequest` hook instead of a catch-all route (the widget files already own `/*`).
 */
export interface HostPagesOptions {
  distRoot?: string;
  /** More exact parent origins that may embed every mirror (the partner demo page's origin). */
  parentOrigins?: readonly string[];
}

const STYLE_DIRS = { themes: resolve('themes'), host: resolve('host-demo/app/styles') } as const;
/** Paths that never are host pages, whoever else answers them. */
const RESERVED = /^\/(api|jam|dev|messages|connection|provider|preview|cms-assets|cms-files|widgets|chunks|host|themes|host-css|demo|restore-id|metrics|log|i)(\/|$|_)/;
const FILE_LIKE = /\.[a-z0-9]{1,8}$/i;

async function plugin(app: FastifyInstance, options: HostPagesOptions) {
  const dist = resolve(options.distRoot ?? 'dist');
  // Demo mode also lets the loopback mirrors on the same port frame each other (docs/host.md).
  const development = app.platform.config.mode === 'demo';
  const restrictedCountries = app.platform.config.restrictedCountries;
  // The sign-in captcha's widget (docs/operations.md "Captcha"): its origins only when a provider is configured.
  const { provider, siteKey, scriptUrl } = app.platform.config.captcha;
  const captchaSources = provider !== 'sandbox' && siteKey ? captchaCspSources(provider, scriptUrl) : undefined;

  if (existsSync(`${dist}/host`)) {
    await app.register(fastifyStatic, {
      // The previous builds' hashed files after this build's (scripts/host-previous.ts): a tab
      // opened before a deploy still gets its chunks.
      root: existsSync(`${dist}/host-previous`) ? [`${dist}/host`, `${dist}/host-previous`] : `${dist}/host`,
      prefix: '/host/',
      decorateReply: false,
      index: false,
      // The build's .br/.gz siblings by Accept-Encoding (scripts/precompress.ts, docs/operations.md).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  for (const [prefix, dir] of [['/themes/', STYLE_DIRS.themes], ['/host-css/', STYLE_DIRS.host]] as const) {
    app.get<{ Params: { file: string } }>(`${prefix}:file`, async (request, reply) => {
      const file = request.params.file;
      if (!/^[a-z0-9-]+\.css$/.test(file) || !existsSync(`${dir}/${file}`)) return reply.callNotFound();
      const cache = (request.query as { v?: string }).v ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
      return reply.type('text/css; charset=utf-8').header('Cache-Control', cache).send(readFileSync(`${dir}/${file}`));
    });
  }

  // The first guest's page would pay for loading the app's modules inside its render budget (first-view.ts):
  // once listening, the lobby, a category and the promotions page are rendered once (docs/host.md "Server-rendered first view").
  if (process.env.HOST_FIRST_VIEW !== '0') app.addHook('onListen', () => void warmFirstView(app));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '/';
    if (RESERVED.test(path) || (FILE_LIKE.test(path) && path !== '/')) return;
    const claimed = request.routeOptions.url;
    if (claimed && claimed !== '/*' && claimed !== '/') return;
    const mirror = mirrorForHost(request.headers.host);
    if (!mirror) return;
    // Legacy aliases and trailing slashes: 301 to the canonical path, the browser router's own table.
    const canonical = permanentRedirect(path, mirror);
    if (canonical) {
      const query = request.url.slice(path.length);
      return reply.header('Cache-Control', 'public, max-age=3600').redirect(canonical + query, 301);
    }
    await sendShell(app, request, reply, mirror, { dist, development, restrictedCountries, extraParents: options.parentOrigins ?? [], captchaSources });
  });
}

interface ShellContext {
  dist: string;
  development: boolean;
  restrictedCountries: readonly string[];
  extraParents: readonly string[];
  captchaSources?: Record<CaptchaCspDirective, string[]>;
}

async function sendShell(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, mirror: Mirror, context: ShellContext) {
  const path = request.url.split('?')[0] ?? '/';
  const host = request.headers.host ?? 'localhost';
  const { locale, path: bare } = splitLocale(path, mirror);
  const match = matchRoute(bare.length > 1 ? bare.replace(/\/+$/, '') : bare);
  const found = match ? await exists(app, match.route.page, match.params, request) : false;
  const noindex = !found || robotsNoindex(bare) || Boolean(match?.route.meta?.noindex);
  const boot: MirrorBoot = {
    mirror,
    licence: LICENCE_RULES[mirror.licence],
    restrictedCountries: context.restrictedCountries,
    parentOrigins: [...parentOrigins(mirror, host, context.development, context.extraParents)],
    development: context.development,
  };
  const manifest = readManifest(context.dist);
  const entry = manifest.entries['host:main'];
  const title = pageTitle(locale, found ? (match?.route.page ?? match?.route.popup ?? 'lobby') : 'not-found', mirror.brand);
  // A first visit: the cookie banner's first frame is in the HTML, and its chunk is preloaded (consent-frame.ts).
  const consentPending = !hasConsentCookie(request.headers.cookie);
  // A guest's lobby, category, game or promotions page comes rendered, with its data (first-view.ts;
  // HOST_FIRST_VIEW=0 sends the skeleton instead, docs/operations.md).
  const page = found ? (match?.route.page ?? 'lobby') : 'not-found';
  const firstView = process.env.HOST_FIRST_VIEW !== '0' && found && !match?.route.popup && request.method === 'GET' && isGuestRequest(request.headers.cookie) ? await renderFirstView(app, request, { page, url: request.url, locale, boot, consentPending }) : null;
  const viewStyles = firstView ? firstViewStyles(firstView.html) : null;
  const html = shell({
    lang: intlLocale(locale) === 'nb-NO' ? 'nb' : locale,
    title,
    mirror,
    noindex,
    boot,
    script: entry ? `/host/${entry.file.replace(/^host\//, '')}` : null,
    // The entry's static imports, then what its first render imports at once: the page's chunk, the strings, the banner (route-preloads.ts).
    preloads: routePreloads(manifest, { page: found ? (match?.route.page ?? 'lobby') : 'not-found', locale, consentPending, rendered: firstView !== null }),
    // A rendered view carries the app's own banner (in its declarative shadow root).
    consent: consentPending && !firstView ? await consentFrame(locale, withLocale(locale, '/cookie-policy', mirror)) : '',
    firstView,
    layoutCritical: viewStyles?.layout ?? null,
  });
  return reply
    .status(found ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header(
      'Content-Security-Policy',
      // A rendered view holds presses until the app answers and asks for its code after the first paint: two inline scripts, each allowed by its hash (early-presses.ts, app-loader.ts).
      contentSecurityPolicy(mirror, host, context.development, context.extraParents, [critical(mirror).hash, ...(viewStyles ? viewStyles.hashes : consentPending ? [consentFrameStyleHash] : [])], context.captchaSources, firstView ? [earlyPressesScriptHash, appLoaderHash] : []),
    )
    .send(html);
}

/** A CMS slug route is only found when the platform has the page (or a jackpot has that identifier). */
async function exists(app: FastifyInstance, page: string | undefined, params: Record<string, string>, request: FastifyRequest): Promise<boolean> {
  if (page !== 'cms') return true;
  const slug = params.slug ?? '';
  if (!CMS_SLUG.test(slug)) return false;
  const headers = { host: request.headers.host ?? 'localhost' };
  const cms = await app.inject({ method: 'GET', url: `/api/cms/pages/${slug}`, headers });
  if (cms.statusCode === 200) return true;
  if (params.licence) return false;
  const jackpots = await app.inject({ method: 'GET', url: '/api/jackpots', headers });
  if (jackpots.statusCode !== 200) return false;
  return (JSON.parse(jackpots.body) as { identifier?: string }[]).some((jackpot) => jackpot.identifier === slug);
}

/**
 * Strict CSP: scripts and styles only from this origin (widgets use constructable stylesheets;
 * React sets style attributes through the CSSOM, which CSP allows); sockets to this host; framed
 * only by the mirror's allow-listed parents (in development also by the other loopback mirrors
 * on the same port).
 */
export function contentSecurityPolicy(
  mirror: Mirror,
  host: string,
  development: boolean,
  extraParents: readonly string[] = [],
  styleHashes: readonly string[] = [],
  captcha?: Record<CaptchaCspDirective, string[]>,
  scriptHashes: readonly string[] = [],
): string {
  const parents = [...parentOrigins(mirror, host, development, extraParents)];
  const plus = (directive: CaptchaCspDirective) => (captcha?.[directive].length ? ` ${captcha[directive].join(' ')}` : '');
  return [
    "default-src 'self'",
    // The only inline scripts are a first view's press holder (early-presses.ts) and code loader (app-loader.ts), by their hashes.
    ["script-src 'self'", ...scriptHashes].join(' ') + plus('script-src'),
    // The inline critical style of the shell is allowed by its hash only (critical-shell.ts).
    ["style-src 'self'", ...styleHashes].join(' ') + plus('style-src'),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ws://${host} wss://${host}${plus('connect-src')}`,
    `frame-src 'self'${development && port(host) ? ` http://*.localhost:${port(host)}` : ''}${plus('frame-src')}`,
    `frame-ancestors 'self' ${parents.join(' ')}`.trim(),
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const port = (host: string) => /:(\d+)$/.exec(host)?.[1];

export function parentOrigins(mirror: Mirror, host: string, development: boolean, extraParents: readonly string[] = []): Set<string> {
  const origins = new Set([...mirror.parentOrigins, ...extraParents]);
  const same = port(host);
  if (development && same) for (const name of ['localhost', '127.0.0.1']) origins.add(`http://${name}:${same}`);
  return origins;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script type="application/json">: no `</script>` or comment openers can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

function styleHref(kind: keyof typeof STYLE_DIRS, file: string): string {
  const prefix = kind === 'themes' ? '/themes/' : '/host-css/';
  return `${prefix}${file}?v=${versionOf(`${STYLE_DIRS[kind]}/${file}`)}`;
}

const versions = new Map<string, { mtime: number; hash: string }>();
function versionOf(file: string): string {
  if (!existsSync(file)) return '0';
  const mtime = statSync(file).mtimeMs;
  const cached = versions.get(file);
  if (cached?.mtime === mtime) return cached.hash;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10);
  versions.set(file, { mtime, hash });
  return hash;
}

/**
 * A rendered view's inline styles and their CSP sources: the layout sheet's rules it uses
 * (critical-css.ts) and each widget's shadow-root style (widgets/ui/ShadowHost.tsx).
 */
function firstViewStyles(html: string): { layout: string; hashes: string[] } {
  const layout = criticalCss(readFileSync(`${STYLE_DIRS.host}/app.css`, 'utf8'), html);
  const shadow = [...html.matchAll(/<style(?:\s[^>]*)?>([^<]*)<\/style>/g)].map(([, css]) => css!);
  // React's style attributes (a carousel's position, a banner's background): each exact value by its hash.
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => decodeAttribute(value!));
  const hashes = [...new Set([layout, ...shadow].map(styleHash))];
  return { layout, hashes: attributes.length > 0 ? [...hashes, "'unsafe-hashes'", ...new Set(attributes.map(styleHash))] : hashes };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
}

interface ShellInput {
  lang: string;
  title: string;
  mirror: Mirror;
  noindex: boolean;
  boot: MirrorBoot;
  script: string | null;
  preloads: RoutePreloads;
  /** The cookie banner's first frame, or '' (consent-frame.ts). */
  consent: string;
  /** The app's server-rendered first view (first-view.ts), or null: the skeleton. */
  firstView: FirstView | null;
  /** The layout sheet's rules the first view uses (inline). */
  layoutCritical: string | null;
}

/** The mirror's inline critical style: its theme tokens and the boot skeleton (critical-shell.ts). */
const critical = (mirror: Mirror) => criticalStyle([`${STYLE_DIRS.themes}/default.css`, `${STYLE_DIRS.themes}/${mirror.theme}.css`]);

function shell({ lang, title, mirror, noindex, boot, script, preloads, consent, firstView, layoutCritical }: ShellInput): string {
  // The theme files are inline in the critical style already. The layout's stylesheet is fetched at
  // once but blocks no paint: the app applies it before its first render (host-demo/app/main.tsx).
  const layout = styleHref('host', 'app.css');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" data-mirror="${mirror.id}" data-licence="${mirror.licence}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(`${mirror.brand}: slots, live casino and table games.`)}">
${noindex ? '<meta name="robots" content="noindex, nofollow">\n' : ''}<meta name="theme-color" content="${mirror.themeColor}">
<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(favicon(mirror))}">
<style>${critical(mirror).css}</style>
${layoutCritical ? `<style>${layoutCritical}</style>\n` : ''}<link rel="preload" as="style" href="${layout}" fetchpriority="low">
<script type="application/json" id="ck-boot">${scriptJson(boot)}</script>
${firstView ? `<script>${EARLY_PRESSES_SCRIPT}</script>\n` : ''}${
    firstView && script
      ? // A rendered view is the first paint; its code is asked for after it (app-loader.ts).
        appLoader(script, preloads)
      : `${preloads.entry.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${preloads.route.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join('\n')}
${script ? `<script type="module" src="${script}"></script>` : ''}`
  }
</head>
<body>
${
    firstView
      ? // The answers after the view: they are read when the app starts, not needed for the first paint.
        `<div id="root">${firstView.html}</div>\n<script type="application/json" id="ck-queries">${scriptJson(firstView.queries)}</script>`
      : `<div id="root">${skeletonMarkup(mirror.logo.word, mirror.logo.accent, escapeHtml)}
<noscript><p class="boot-noscript">${escapeHtml(mirror.brand)} needs JavaScript to run.</p></noscript>${script ? '' : '<p class="boot-noscript">The host is not built yet: run <code>npm run build</code>.</p>'}</div>`
  }
${consent}
</body>
</html>`;
}

function favicon(mirror: Mirror): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${mirror.themeColor}"/><text x="16" y="22" font-size="18" font-family="system-ui,sans-serif" font-weight="800" text-anchor="middle" fill="#fff">${mirror.logo.word[0]}</text></svg>`;
}

/** Renders the families' pages once, one after the other, on the platform's own host; a failure only leaves the first visitor to pay. */
async function warmFirstView(app: FastifyInstance): Promise<void> {
  const host = new URL(app.platform.config.publicUrl).host;
  for (const url of ['/', '/pokies/all', '/promotions']) {
    await app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } }).catch(() => undefined);
  }
}

/** Registered on the root instance (not encapsulated) so its hook sees every request. */
export const hostPages = fp(plugin, { name: 'host-pages' });
