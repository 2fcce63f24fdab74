import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Accounts and balances (contract §2.2 accounts): not built yet. */
export function walletRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
