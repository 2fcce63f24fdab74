import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PlatformConfig } from '../config.ts';
import { isLoopbackHostname } from '../mode.ts';
import { forbidden, HttpError } from './errors.ts';

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths called server-to-server (signed, or with the operator's bearer token), not by a browser with the session cookie; and the demo
 * sandbox's own form posts, which carry a per-payment signed token and are checked for a
 * same-origin Origin by their route (platform/payments/sandbox-pages.ts).
 */
export const CSRF_EXEMPT_PREFIXES = ['/provider/wallet/', '/connection/', '/sandbox/', '/operator/api/'];

export function isAllowedOrigin(config: PlatformConfig, origin: string): boolean {
  return config.corsOrigins === 'loopback' ? LOOPBACK.test(origin) : config.corsOrigins.includes(origin);
}

/** HSTS for a public https origin: one year, subdomains included (docs/operations.md). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const publicUrlOf = (config: PlatformConfig) => {
  try {
    return new URL(config.publicUrl);
  } catch {
    return null;
  }
};

/**
 * The host names this platform answers (DNS rebinding, docs/security.md): loopback names, the
 * public URL's host, the mirrors' hosts (`hostLicences`) and `ALLOWED_HOSTS`. A page on
 * evil.example whose name was rebound to this server sends `Host: evil.example` and is refused.
 */
export function isAllowedHost(config: PlatformConfig, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const name = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (isLoopbackHostname(name)) return true;
  if (publicUrlOf(config)?.hostname.toLowerCase() === name) return true;
  return Object.hasOwn(config.hostLicences, name) || config.allowedHosts.includes(name);
}

function sameOrigin(request: FastifyRequest, origin: string): boolean {
  return origin === `${request.protocol}://${request.headers.host}`;
}

/**
 * CSRF, CORS and security headers.
 * - CSRF: a state-changing call must carry `X-Requested-With: XMLHttpRequest` (what the contract's
 *   client sends; from another origin it forces a CORS preflight, which we never grant with
 *   credentials) and, when the browser sends `Origin`, come from this origin or the allow-list.
 * - CORS: allow-listed origins may call public endpoints without cookies.
 * - Host: only known host names are answered (421 otherwise), against DNS rebinding.
 * - Headers: nosniff, referrer policy, no caching of API answers; HSTS when the public URL is https.
 */
async function securityPlugin(app: FastifyInstance, { config }: { config: PlatformConfig }) {
  const https = publicUrlOf(config)?.protocol === 'https:';
  // First of all hooks (before CORS): an unknown Host gets nothing else.
  app.addHook('onRequest', async (request) => {
    if (!isAllowedHost(config, request.headers.host)) throw new HttpError(421, { base: ['Unknown host'] }, 'unknown_host');
  });

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin ? isAllowedOrigin(config, origin) : false),
    credentials: false,
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'Accept', 'accept-client', 'Idempotency-Key', 'X-Casino-Affiliate'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (CSRF_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (origin && !sameOrigin(request, origin) && !isAllowedOrigin(config, origin)) throw forbidden('Cross-site request refused', 'csrf');
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw forbidden('Missing X-Requested-With header', 'csrf');
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}

/** Applies to every route of the app (not encapsulated). */
export const security = fp(securityPlugin, { name: 'security' });
