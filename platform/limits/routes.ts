import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** User limits (contract §2.6): not built yet. */
export function limitRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
