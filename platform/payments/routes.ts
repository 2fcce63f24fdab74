import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Sandbox payments (contract §2.2 payments, §5.6): not built yet. */
export function paymentRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
