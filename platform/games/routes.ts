import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Game catalogue, favourites, played games (contract §3.1, §4): not built yet. */
export function gameRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
