import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** CMS pages/snippets/files, /api/fe/config/*, /messages/{lang}.json (contract §2.1, §2.7): not built yet. */
export function cmsRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
