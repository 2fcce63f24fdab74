/**
 * Shared setup of the provider tests: the platform (harness) plus the provider plugin on its own
 * small fastify instance over the same context (the lead registers it in platform/modules.ts),
 * a signed wallet caller, and game picks from the seeded catalogue.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { sessionPlugin } from '../../platform/auth/session.ts';
import { catalogueOf, type CatalogueGame } from '../../platform/games/catalogue.ts';
import { installErrorHandler } from '../../platform/http/errors.ts';
import { security } from '../../platform/http/security.ts';
import { configureJackpotBroadcast } from '../../platform/jackpots/broadcast.ts';
import { providerRoutes, type ProviderRouteOptions } from '../../platform/provider/routes.ts';
import { signBody, walletSecret, SIGNATURE_HEADER } from '../../platform/provider/signature.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { ApiClient, startPlatform, type TestPlatform } from './harness.ts';

export interface ProviderWorld {
  platform: TestPlatform;
  publisher: MemoryPublisher;
  app: FastifyInstance;
  url: string;
  /** A guest browser on the provider app. */
  client(): ApiClient;
  clientAs(userId: number): ApiClient;
  /** Signed call to `/provider/wallet/<op>` as the game provider would make it. */
  wallet(op: string, body: unknown, options?: { signature?: string; raw?: string }): Promise<{ status: number; body: any }>;
  fund(userId: number, cents: number, currency?: string): void;
  close(): Promise<void>;
}

export async function providerWorld(options: ProviderRouteOptions = {}): Promise<ProviderWorld> {
  const publisher = new MemoryPublisher();
  const platform = await startPlatform({}, { publisher });
  configureJackpotBroadcast(platform.ctx, { windowMs: 1000, timers: { schedule: () => () => {} } });
  const app = Fastify();
  app.decorate('platform', platform.ctx); // as buildServer does (the demo-mode checks read it)
  installErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(security, { config: platform.ctx.config });
  await app.register(sessionPlugin(platform.ctx));
  await app.register(providerRoutes(platform.ctx, options));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let funding = 0;

  const withCookies = (source: ApiClient) => {
    const client = new ApiClient(url);
    for (const [name, value] of source.cookies) client.cookies.set(name, value);
    return client;
  };

  return {
    platform,
    publisher,
    app,
    url,
    client: () => new ApiClient(url),
    clientAs: (userId) => withCookies(platform.clientAs(userId)),
    async wallet(op, body, extra = {}) {
      const raw = extra.raw ?? JSON.stringify(body);
      const response = await fetch(`${url}/provider/wallet/${op}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: extra.signature ?? signBody(walletSecret(platform.ctx), raw) },
        body: raw,
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // keep text
      }
      return { status: response.status, body: parsed as any };
    },
    fund(userId, cents, currency = 'EUR') {
      transfer(platform.ctx, {
        debit: { system: 'house:payments' },
        credit: { userId, kind: 'real' },
        amount_cents: cents,
        currency,
        kind: 'deposit',
        idempotencyKey: `test-fund:${userId}:${++funding}:${cents}`,
      });
    },
    async close() {
      await app.close();
      await platform.close();
    },
  };
}

/** Catalogue picks: a slot with demo and EUR, an instant (rocket) game, a live game, a slot without `currency`. */
export function pickGames(platform: TestPlatform) {
  const games = catalogueOf(platform.ctx.db).games;
  const find = (predicate: (game: CatalogueGame) => boolean, what: string) => {
    const game = games.find(predicate);
    if (!game) throw new Error(`no ${what} in the seeded catalogue`);
    return game;
  };
  const restricted = new Set(['driftwood', 'kestrel', 'velvet-crown', 'umbra']);
  const open = (game: CatalogueGame) => !restricted.has(game.provider) && game.currencies.has('EUR');
  return {
    slot: find((g) => open(g) && g.categories.has('slots') && g.raw.has_demo_mode, 'slot'),
    instant: find((g) => open(g) && !g.categories.has('slots') && !g.categories.has('live') && g.raw.has_demo_mode && g.raw.lines === null && g.raw.ways === null, 'instant game'),
    live: find((g) => open(g) && g.categories.has('live'), 'live game'),
    withoutCurrency: (currency: string) => find((g) => open(g) && !g.currencies.has(currency), `game without ${currency}`),
  };
}

/** Launches and opens a real session; returns its token. */
export async function openReal(world: ProviderWorld, userId: number, identifier: string): Promise<string> {
  const launch = await world.clientAs(userId).post('/api/games/launch', { identifier, mode: 'real' });
  if (launch.status !== 200) throw new Error(`launch failed: ${launch.status} ${JSON.stringify(launch.body)}`);
  const page = await world.client().get(launch.body.url);
  if (page.status !== 200) throw new Error(`open failed: ${page.status}`);
  return launch.body.token as string;
}
