import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/session.ts';
import type { PlatformContext } from '../context.ts';
import { fraudCheckRequest } from './schemas.ts';
import { checkTransaction } from './service.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';

/** POST /api/users/transaction: the pre-payment fraud check (registered by the payments plugin). */
export function fraudRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.post('/api/users/transaction', { schema: { body: fraudCheckRequest }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const body = request.body;
      const { approved, reason } = checkTransaction(ctx, userId, body);
      return reason ? { approved, reason } : { approved };
    });
  };
}
