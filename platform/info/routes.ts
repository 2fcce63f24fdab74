import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Info endpoints (contract §2.5) and /api/current_ip: not built yet. */
export function infoRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
