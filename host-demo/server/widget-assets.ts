import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Serves the script-tag build: `/casino-kit.js` (stable name, short cache, revalidated by its ETag)
 * and the hashed widget chunks under it (immutable). Public code, so any origin may load it; module
 * scripts are fetched in CORS mode, which is why the header is needed at all. The build's `.br` and
 * `.gz` siblings (scripts/precompress.ts) go out by `Accept-Encoding`, with `Vary: Accept-Encoding`
 * (docs/operations.md "Compression and caching").
 */
/** Rollup's hashed names (`[name]-[hash].js`): their content never changes under that name. */
const HASHED = /-[\w-]{8}\.js$/;

export async function widgetAssets(app: FastifyInstance, { root, urlPrefix = '/' }: { root: string; urlPrefix?: string }) {
  const dir = resolve(root);
  if (!existsSync(dir)) {
    app.log.warn(`no widget build in ${dir}; run \`npm run build\``);
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: urlPrefix,
    decorateReply: false,
    index: false,
    // One route per built file: two folders (widgets, partner demos) then never shadow each other.
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      // `path` is the file sent: `x-<hash>.js.br` when precompressed, so the name is tested without the encoding's suffix.
      reply.header('Cache-Control', HASHED.test(path.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
}
