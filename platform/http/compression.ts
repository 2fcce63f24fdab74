import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';

/**
 * Compression of dynamic answers (docs/operations.md "Compression and caching"). Static files are
 * precompressed at build (scripts/precompress.ts) and served by @fastify/static's `preCompressed`;
 * everything else that is text and at least `COMPRESS_MIN_BYTES` long is compressed here, in an
 * `onSend` hook: brotli when the client accepts it, else gzip. Streams (static files, downloads),
 * server-sent events, the socket upgrade, already encoded answers and non-text types are left
 * untouched. `Vary: Accept-Encoding` goes on every answer whose encoding depends on that header.
 *
 * Cacheable answers (those platform/http/etag.ts tagged: first frames, the host's HTML, the
 * strings) are sent at the fast quality; once the same content is asked for a second time, its
 * best compression (brotli 11, gzip 9) is made on libuv's thread pool and kept by ETag, so later
 * requests for it get the smallest bytes without the event loop paying for them.
 */

/** Below this an answer goes out as is: the encoding's framing would eat most of the gain. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli quality for dynamic answers (measured, docs/architecture.md "Decisions"): 5 compresses a
 * 20 KB first frame in about 1.3 ms and a 55 KB `games_filter` page in about 4 ms on this loaded
 * machine, 5 to 15 % smaller than quality 4; 11 would take 100 to 270 ms. Static files get 11 at build.
 */
export const DYNAMIC_BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Larger answers are compressed on libuv's thread pool instead of the event loop. */
const SYNC_LIMIT_BYTES = 64 * 1024;

const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/** The client's preferred encoding we can produce (brotli first), or null. Honours `q=0`. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Adds `Accept-Encoding` to `Vary`, keeping what is there (CORS varies on Origin). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

export const isCompressible = (contentType: unknown): boolean => typeof contentType === 'string' && COMPRESSIBLE.test(contentType);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

export async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= SYNC_LIMIT_BYTES) return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, { level: GZIP_LEVEL });
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, { level: GZIP_LEVEL });
}

/** Best compressions of cacheable answers by encoding and ETag (the ETag names the content); bounded, oldest out first. */
const BEST_CACHE_BYTES = 8 * 1024 * 1024;
const best = new Map<string, Buffer>();
const making = new Set<string>();
let bestBytes = 0;

function keep(key: string, bytes: Buffer): void {
  if (best.has(key) || bytes.length > BEST_CACHE_BYTES / 8) return;
  best.set(key, bytes);
  bestBytes += bytes.length;
  for (const [oldest, value] of best) {
    if (bestBytes <= BEST_CACHE_BYTES) break;
    best.delete(oldest);
    bestBytes -= value.length;
  }
}

/**
 * Content asked for once so far: the best copy is made at the second request, so content that
 * changes with every request (a jackpot's amounts under heavy play) never costs a quality-11 pass.
 */
const SEEN_KEYS = 4096;
const seenOnce = new Set<string>();

function makeBest(key: string, body: Buffer, encoding: Encoding): void {
  if (!seenOnce.has(key)) {
    seenOnce.add(key);
    if (seenOnce.size > SEEN_KEYS) seenOnce.delete(seenOnce.values().next().value as string);
    return;
  }
  if (making.has(key)) return;
  seenOnce.delete(key);
  making.add(key);
  const done = encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 9 });
  done.then((bytes) => keep(key, bytes), () => undefined).finally(() => making.delete(key));
}

/** Compresses `body` for the reply (the kept best copy when there is one) and sets the headers. */
async function encode(reply: FastifyReply, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const etag = reply.getHeader('etag');
  const key = typeof etag === 'string' && etag.startsWith('W/"') ? `${encoding} ${etag}` : null;
  const cached = key ? best.get(key) : undefined;
  if (key && !cached) makeBest(key, body, encoding);
  const compressed = cached ?? (await compress(body, encoding));
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

/**
 * A callback hook, not an async one: most answers (every wallet call, every small JSON) leave it
 * without a promise, which matters at thousands of calls a second (docs/architecture.md).
 */
function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload); // streams, empty answers
  if (!isCompressible(reply.getHeader('content-type'))) return done(null, payload);
  varyOnAcceptEncoding(reply);
  if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304 || request.method === 'HEAD') return done(null, payload);
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return done(null, payload);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  encode(reply, typeof payload === 'string' ? Buffer.from(payload) : payload, encoding).then(
    (compressed) => done(null, compressed),
    (error: Error) => done(error),
  );
}

/** On every route of the app (not encapsulated); register after the hooks that set headers (ETags, security). */
export const compression = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', onSend);
  },
  { name: 'compression' },
);
