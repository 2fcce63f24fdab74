import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { createCaptchaProvider } from './auth/captcha-provider.ts';
import { sessionPlugin } from './auth/session.ts';
import { systemClock, type Clock } from './clock.ts';
import { connectCluster, type Cluster } from './cluster.ts';
import { configFromEnv, type PlatformConfig } from './config.ts';
import type { PlatformContext } from './context.ts';
import { openDatabase, serveBusyTimeout } from './db/database.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { compression } from './http/compression.ts';
import { installErrorHandler } from './http/errors.ts';
import { serveOpenApi } from './http/openapi.ts';
import { etags } from './http/etag.ts';
import { security } from './http/security.ts';
import { createMailer } from './mail/index.ts';
import type { Mailer } from './mail/mailer.ts';
import { assertStartable, checkDatabaseMode } from './mode.ts';
import { MODULES } from './modules.ts';
import { choosePaymentProvider, type PaymentProvider } from './payments/provider.ts';
import { sandboxPaymentProvider } from './payments/sandbox-provider.ts';
import { hasDemoPlayers } from './players/seed.ts';
import { createPublisher } from './realtime/index.ts';
import type { Publisher } from './realtime/publisher.ts';
import { seed } from './seed/index.ts';

export interface ServerOptions {
  config?: PlatformConfig;
  clock?: Clock;
  /**
   * Fastify's request logger: `true` logs every request, `'error'` only what fails (a 500's cause:
   * what the executables run with unless `LOG=1`, docs/operations.md "Logs"), unset/false nothing.
   */
  logger?: boolean | 'error';
  /** Seed a fresh database (default true). */
  seed?: boolean;
  /** Adapters chosen from config unless given (tests inject recording ones). */
  publisher?: Publisher;
  mailer?: Mailer;
  /**
   * A real payment provider's adapter (platform/payments/provider.ts). Unset: the sandbox in demo
   * mode, none in production (payments unavailable); a sandbox adapter is refused in production.
   */
  paymentProvider?: PaymentProvider;
  /** Sees every route as it is registered (the OpenAPI coverage test, tests/platform/openapi.test.ts). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * TLS on the platform's own socket: the browser tests of embedded mode only (a self-signed
   * certificate, so `Secure` cookies are real, tests/e2e/cross-site.ts). Production TLS ends at the
   * operator's proxy (docs/operations.md).
   */
  https?: { key: string | Buffer; cert: string | Buffer };
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: PlatformContext;
  }
}

/**
 * Assembles the platform (the casino API): context first, then one plugin per concern. The host
 * (host-demo/server) registers its pages and the widget files on the same instance.
 */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? configFromEnv();
  // Demo mode only on loopback, production only with real secrets (platform/mode.ts, docs/operations.md).
  assertStartable(config);
  const clock = options.clock ?? systemClock;
  const db = openDatabase(config.databasePath);
  let cluster: Cluster | undefined;
  try {
    checkDatabaseMode(db, config.mode, () => hasDemoPlayers(db));
    // REDIS_URL: what the nodes share (platform/cluster.ts); the start fails when Redis does not answer.
    if (config.redisUrl) cluster = await connectCluster(config.redisUrl, config.nodeId);
  } catch (error) {
    db.close();
    throw error;
  }
  const ctx: PlatformContext = {
    config,
    clock,
    db,
    cluster,
    publisher: options.publisher ?? createPublisher(config, db, clock, cluster),
    mailer: options.mailer ?? createMailer(config, db, clock),
    captcha: createCaptchaProvider({ config, db, clock }),
    // docs/operations.md "Payments": the sandbox never runs in production.
    payments: choosePaymentProvider(config, options.paymentProvider, () => sandboxPaymentProvider),
  };
  if (options.seed !== false) await seed(ctx);
  // Migrated and seeded: statements wait the serving busy timeout again (docs/operations.md "Several nodes").
  serveBusyTimeout(db);

  // X-Forwarded-* only from the configured proxies (TRUST_PROXY, docs/operations.md).
  const base = { logger: options.logger === 'error' ? { level: 'error' } : (options.logger ?? false), trustProxy: trustProxyOption(config.trustProxy), bodyLimit: 1024 * 1024 };
  const app = (options.https ? Fastify({ ...base, https: options.https }) : Fastify(base)) as unknown as FastifyInstance;
  app.decorate('platform', ctx);
  installErrorHandler(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // GET /api/openapi.json, generated from the schemas at the routes registered below (docs/api/reference.md).
  serveOpenApi(app);
  await app.register(fastifyCookie);
  // With REDIS_URL the per-address route limits are counted in Redis, across nodes; a Redis outage lets requests through (docs/operations.md "Several nodes").
  await app.register(rateLimit, { global: false, ...(cluster && { redis: cluster.redis, nameSpace: 'casino:rl:', skipOnError: true }) });
  await app.register(security, { config });
  // ETag/304, then brotli/gzip, for every answer (docs/operations.md "Compression and caching").
  await app.register(etags);
  await app.register(compression);
  await app.register(sessionPlugin(ctx));
  for (const module of MODULES) await app.register(module.routes(ctx));
  app.addHook('onClose', async () => {
    db.close();
    await cluster?.close();
  });
  return app;
}
