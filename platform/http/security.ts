import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PlatformConfig } from '../config.ts';
import { forbidden } from './errors.ts';

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths called server-to-server (signed), not by a browser with the session cookie. */
export const CSRF_EXEMPT_PREFIXES = ['/provider/wallet/', '/connection/'];

export function isAllowedOrigin(config: PlatformConfig, origin: string): boolean {
  return config.corsOrigins === 'loopback' ? LOOPBACK.test(origin) : config.corsOrigins.includes(origin);
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
 * - Headers: nosniff, referrer policy, no caching of API answers.
 */
async function securityPlugin(app: FastifyInstance, { config }: { config: PlatformConfig }) {
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin ? isAllowedOrigin(config, origin) : false),
    credentials: false,
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'Accept', 'accept-client', 'Idempotency-Key'],
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
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}

/** Applies to every route of the app (not encapsulated). */
export const security = fp(securityPlugin, { name: 'security' });
