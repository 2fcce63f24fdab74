import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/session.ts';
import type { PlatformContext } from '../context.ts';
import { parse } from '../http/errors.ts';
import { fraudCheckRequest } from './schemas.ts';
import { checkTransaction } from './service.ts';

/** POST /api/users/transaction: the pre-payment fraud check (registered by the payments plugin). */
export function fraudRoutes(ctx: PlatformContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/users/transaction', async (request) => {
      const userId = requireUser(request);
      const body = parse(fraudCheckRequest, request.body);
      const { approved, reason } = checkTransaction(ctx, userId, body);
      return reason ? { approved, reason } : { approved };
    });
  };
}
