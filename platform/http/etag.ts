import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';

/**
 * `ETag` and `304 Not Modified` for dynamic answers that may be cached (docs/operations.md
 * "Compression and caching"): the host's HTML, `/messages/{lang}.json`, first frames, public API
 * answers with a `Cache-Control` that allows storing. Static files get theirs from @fastify/static.
 * Never on answers that are `no-store` or `private` (a player's data), that set a cookie, or that
 * are not a 200 to GET/HEAD. The tag is weak (`W/`): it names the content, which goes out in
 * several encodings (platform/http/compression.ts runs after this hook).
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export function isCacheable(request: FastifyRequest, reply: FastifyReply): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return false;
  if (reply.hasHeader('etag') || reply.hasHeader('set-cookie')) return false;
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return cacheControl !== '' && !/(^|[\s,])(no-store|private)([\s,=]|$)/i.test(cacheControl);
}

/** A callback hook: answers that are not cacheable (every POST, every player answer) pass without a promise. */
function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
  if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || !isCacheable(request, reply)) return done(null, payload);
  const etag = etagOf(payload);
  reply.header('etag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return done(null, payload);
  reply.code(304);
  reply.removeHeader('content-length');
  done(null, null);
}

/** On every route of the app (not encapsulated); before compression, after headers are set. */
export const etags = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', onSend);
  },
  { name: 'etags' },
);
