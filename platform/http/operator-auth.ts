import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformConfig } from '../config.ts';
import { MIN_SECRET_LENGTH } from '../mode.ts';
import { HttpError } from './errors.ts';

/**
 * The one operator credential (docs/security.md "Operator API", docs/operations.md "Operator API"):
 * every operator route — the bonus operator API (platform/bonuses/operator.ts) and the KYC document
 * review (platform/players/documents/routes.ts) — spreads `operatorOnly(config)` into its options.
 *
 * - `OPERATOR_API_KEY` unset (or shorter than 32 characters): the route answers 404 exactly as an
 *   absent route, before anything else runs (no rate-limit headers, nothing parsed).
 * - Set: `Authorization: Bearer <key>` is required; a missing, malformed or wrong one is the same 401,
 *   compared as SHA-256 digests in constant time, after the rate limit and before the body is read.
 * - Production refuses a weak key at start (platform/mode.ts).
 */
export const MIN_OPERATOR_KEY_LENGTH = MIN_SECRET_LENGTH;
/** Per client address and route, wrong keys included: an operator's script, not a brute force. */
const OPERATOR_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** The configured key, or undefined when the operator routes are off (unset or too short). */
function operatorKey(config: Pick<PlatformConfig, 'operatorApiKey'>): string | undefined {
  const key = config.operatorApiKey;
  return key && key.length >= MIN_OPERATOR_KEY_LENGTH ? key : undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when `header` is `Bearer <key>`; digests of equal length compared in constant time, so neither content nor length leaks. */
export function bearerMatches(header: string | undefined, key: string): boolean {
  const sent = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(sent), digest(key)) && sent.length > 0;
}

const tooMany = (_request: unknown, context: { after: string }) => new HttpError(429, { base: [`Too many requests. Try again in ${context.after}.`] }, 'too_many_requests');

/**
 * Route options of an operator route: the switch (404 when off), the rate limit and the key check.
 * Fastify runs a route's own `onRequest` before the rate limit's (which @fastify/rate-limit appends),
 * so an off route is indistinguishable from an absent one; `preParsing` runs before any body is read.
 */
export function operatorOnly(config: Pick<PlatformConfig, 'operatorApiKey'>) {
  const key = operatorKey(config);
  return {
    config: { rateLimit: { ...OPERATOR_RATE_LIMIT, errorResponseBuilder: tooMany } },
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      if (!key) return reply.callNotFound();
    },
    preParsing: async (request: FastifyRequest, reply: FastifyReply) => {
      if (key && !bearerMatches(request.headers.authorization, key)) {
        reply.header('WWW-Authenticate', 'Bearer realm="operator"');
        throw new HttpError(401, { base: ['A valid operator key is required'] }, 'unauthorized');
      }
    },
  };
}
