import type { FastifyInstance } from 'fastify';
import { configFromEnv } from '../../platform/config.ts';
import { buildServer, type ServerOptions } from '../../platform/server.ts';
import { hostBrands, MIRRORS } from '../mirrors.ts';
import { demoPages } from './demo-pages.ts';
import { hostPages } from './host-pages.ts';
import { widgetAssets } from './widget-assets.ts';
import { widgetFrames } from './widget-frames.ts';

export interface CasinoOptions extends ServerOptions {
  /** Folder of the script-tag build. */
  cdnRoot?: string;
  /** Exact origins (besides each mirror's own list) that may embed the casino: the partner demo. */
  parentOrigins?: readonly string[];
}

/**
 * What `npm start` serves on one port: the platform's API, the widget files and their
 * server-rendered first frames, and the host's pages.
 */
export async function buildCasino(options: CasinoOptions = {}): Promise<FastifyInstance> {
  // Mails and CMS texts speak as the mirror: its brand and licensee (docs/host.md "Brand and legal entity").
  const config = options.config ?? configFromEnv();
  // Partner pages that frame the casino are ancestors of its game frames too (docs/host.md "Embedded mode").
  const embedParents = [...new Set([...config.embedParents, ...MIRRORS.flatMap((mirror) => mirror.parentOrigins), ...(options.parentOrigins ?? [])])];
  const app = await buildServer({ ...options, config: { ...config, hostBrands: { ...hostBrands(), ...config.hostBrands }, embedParents } });
  await app.register(widgetAssets, { root: options.cdnRoot ?? 'dist/cdn' });
  await app.register(widgetAssets, { root: 'dist/partner', urlPrefix: '/partner-assets/' });
  await app.register(widgetFrames, { cdnRoot: options.cdnRoot ?? 'dist/cdn' });
  // The /demo pages are a newcomer's tour: demo mode only (docs/operations.md).
  if (app.platform.config.mode === 'demo') await app.register(demoPages);
  await app.register(hostPages, { parentOrigins: options.parentOrigins });
  return app;
}
