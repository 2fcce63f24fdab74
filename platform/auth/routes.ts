import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Users and authentication (contract §2.4): not built yet. */
export function authRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
