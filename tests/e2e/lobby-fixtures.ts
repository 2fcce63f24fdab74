/**
 * The game widgets' browser tests need what tests/e2e/fixtures.ts does not expose: the platform
 * instance (to seed 10,000 games and a game of a studio with a `player_fields` context) and pages
 * on the platform's own origin (signed-in play needs the session cookie, which a cross-origin
 * partner page never sends). Same shape otherwise: one casino and one partner origin per worker.
 */
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { testConfig } from '../../platform/config.ts';
import { bumpCatalogueVersion } from '../../platform/games/catalogue.ts';
import { seedGames } from '../../platform/games/seed.ts';

export const CATALOGUE_SIZE = 10_000;
/** A studio whose launch needs first name, last name and birth date (platform/players/fields.ts). */
export const FIELDS_STUDIO = 'pragmatic';

export interface LobbyOrigins {
  platform: string;
  partner: string;
  app: FastifyInstance;
  /** Serves `html` at `path` on the partner origin. */
  servePartnerPage(path: string, html: string): void;
  /** Serves `html` at `/e2e-lobby/<name>` on the platform origin. */
  serveCasinoPage(name: string, html: string): string;
}

export const test = base.extend<object, { lobby: LobbyOrigins }>({
  lobby: [
    async ({}, use) => {
      const app = await buildCasino({ config: testConfig({ mode: 'demo' }) });
      seedGames(app.platform, { games: CATALOGUE_SIZE });
      addFieldsStudioGame(app);
      const casinoPages = new Map<string, string>();
      app.get<{ Params: { name: string } }>('/e2e-lobby/:name', async (request, reply) => {
        const html = casinoPages.get(request.params.name);
        return html ? reply.type('text/html; charset=utf-8').send(html) : reply.code(404).send('not found');
      });
      const platform = await app.listen({ port: 0, host: '127.0.0.1' });

      const partnerPages = new Map<string, string>();
      const partner: Server = createServer((request, response) => {
        const html = partnerPages.get(request.url ?? '');
        response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html ?? 'not found');
      });
      await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
      const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;

      await use({
        platform,
        partner: partnerUrl,
        app,
        servePartnerPage: (path, html) => partnerPages.set(path, html),
        serveCasinoPage: (name, html) => {
          casinoPages.set(name, html);
          return `${platform}/e2e-lobby/${name}`;
        },
      });

      await new Promise<void>((resolve) => partner.close(() => resolve()));
      await app.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';

/** Copies the first slot game under the fields studio: its real launch needs profile fields. */
function addFieldsStudioGame(app: FastifyInstance): void {
  const { db } = app.platform;
  const source = db.prepare("SELECT * FROM games WHERE categories LIKE '%\"slots\"%' ORDER BY popularity_rank LIMIT 1").get() as Record<string, unknown>;
  const currencies = JSON.parse(String(source.currencies)) as Record<string, { id: number; jackpot: number | null }>;
  for (const entry of Object.values(currencies)) entry.id += 5_000_000;
  db.prepare('INSERT INTO game_providers (id, title, position) VALUES (?, ?, ?)').run(FIELDS_STUDIO, 'Pragmatic Demo', 999);
  db.prepare(
    `INSERT INTO games (identifier, provider, seo_title, title, popularity_rank, released_at, volatility_rating, lines, ways, hit_rate, payout, devices, categories, currencies)
     VALUES (@identifier, @provider, @seo_title, @title, @popularity_rank, @released_at, @volatility_rating, @lines, @ways, @hit_rate, @payout, @devices, @categories, @currencies)`,
  ).run({ ...pick(source), identifier: `${FIELDS_STUDIO}/fields-fortune`, provider: FIELDS_STUDIO, seo_title: 'fields-fortune', title: 'Fields Fortune', popularity_rank: 999_999, currencies: JSON.stringify(currencies) });
  bumpCatalogueVersion(db);
}

function pick(row: Record<string, unknown>) {
  const keys = ['released_at', 'volatility_rating', 'lines', 'ways', 'hit_rate', 'payout', 'devices', 'categories'];
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}

/** The loader script tag of a page that mounts the game widgets. */
export const loaderTag = (platform: string, locale = 'en') => `<script src="${platform}/casino-kit.js" data-api="${platform}" data-locale="${locale}" data-currency="EUR"></script>`;

/**
 * A page like a partner's: the loader, one element, and a tiny router that listens to the
 * widgets' cancelable `navigate` events, records them, and updates the lobby's attributes.
 */
export function widgetPage(platform: string, body: string, options: { title?: string; route?: boolean } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title ?? 'Games'}</title>${loaderTag(platform)}
<style>body{margin:0;font-family:system-ui,sans-serif;background:#140b2e;color:#f4f1ff} header{display:flex;justify-content:space-between;align-items:center;padding:10px 16px;background:#1d1240} main{max-width:1280px;margin:0 auto;padding:16px}</style>
</head><body><header><strong>Partner casino page</strong><span>Balance: <output id="header-balance">–</output></span></header><main><h1 class="visually-hidden" style="position:absolute;left:-9999px">${options.title ?? 'Games'}</h1>${body}</main>
<script>
window.__navigations = [];
document.addEventListener('navigate', (event) => {
  window.__navigations.push(event.detail.path);
  ${options.route === false ? '' : `event.preventDefault();
  const lobby = document.querySelector('casino-lobby');
  const path = event.detail.path;
  let m;
  if (lobby && (m = /^\\/(?:pokies|live|games)\\/([^/?]+)/.exec(path))) { lobby.setAttribute('page', 'category'); lobby.setAttribute('category', m[1]); }
  else if (lobby && path === '/slots') { lobby.setAttribute('page', 'category'); lobby.setAttribute('category', 'slots'); }
  else if (lobby && (m = /^\\/producers\\/([^/?]+)/.exec(path))) { lobby.setAttribute('page', 'provider'); lobby.setAttribute('provider', m[1]); }
  else if (lobby && path === '/favorite-games') { lobby.setAttribute('page', 'favorites'); }
  else if (lobby && path === '/') { lobby.setAttribute('page', 'home'); }`}
});
const core = () => globalThis[Symbol.for('casino-kit.core')];
const watch = setInterval(() => {
  const c = core();
  if (!c) return;
  clearInterval(watch);
  c.bus.on('balance', (b) => { document.getElementById('header-balance').textContent = (b.amount_cents / 100).toFixed(2) + ' ' + b.currency; });
}, 50);
</script></body></html>`;
}

/** Signs in through the API in the browser context (the page then carries the session cookie). */
export async function signIn(request: APIRequestContext, platform: string, email = 'player@casino.localhost', password = 'Player-2026!'): Promise<void> {
  const response = await request.post(`${platform}/api/users/sign_in`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { user: { email, password } } });
  if (!response.ok()) throw new Error(`sign in answered ${response.status()}: ${await response.text()}`);
}

let registered = 0;
/** Registers a fresh player (signed in afterwards) with the given currency. */
export async function register(request: APIRequestContext, platform: string, currency = 'EUR'): Promise<string> {
  const email = `lobby-e2e-${process.pid}-${Date.now()}-${registered++}@casino.localhost`;
  const response = await request.post(`${platform}/api/users`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { user: { email, password: 'Lobby-e2e-2026!', password_confirmation: 'Lobby-e2e-2026!', currency, country: 'DE', date_of_birth: '1990-04-12', terms_acceptance: true } },
  });
  if (response.status() !== 201 && response.status() !== 200) throw new Error(`registration answered ${response.status()}: ${await response.text()}`);
  return email;
}

/** How many game tiles the page's widgets hold in their shadow roots. */
export function tileCount(page: Page, selector = 'casino-game-grid, casino-lobby'): Promise<number> {
  return page.evaluate((hosts) => [...document.querySelectorAll(hosts)].reduce((sum, host) => sum + (host.shadowRoot?.querySelectorAll('.ck-tile').length ?? 0), 0), selector);
}
