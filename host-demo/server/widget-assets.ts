import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Serves the script-tag build: `/casino-kit.js` (stable name, short cache) and the hashed widget
 * chunks under it (immutable). Public code, so any origin may load it; module scripts are fetched
 * in CORS mode, which is why the header is needed at all.
 */
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
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.header('Cache-Control', path.endsWith('/casino-kit.js') ? 'public, max-age=300' : 'public, max-age=31536000, immutable');
    },
  });
}
