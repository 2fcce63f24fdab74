import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Player profile, settings, groups, subscriptions, sessions, 2FA (contract §2.2–2.4): not built yet. */
export function playerRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
