import Fastify, { type FastifyInstance } from 'fastify';
import { widgetAssets } from './http/widget-assets.ts';
import { demoPages } from '../host-demo/pages/demo-pages.ts';

export interface ServerOptions {
  /** Folder of the script-tag build (dist/cdn). */
  cdnRoot?: string;
  logger?: boolean;
}

/** Assembles the platform: each plugin owns one concern. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  await app.register(widgetAssets, { root: options.cdnRoot ?? 'dist/cdn' });
  await app.register(demoPages);
  return app;
}
