import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { requireUser } from '../auth/session.ts';
import type { PlatformContext } from '../context.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { limitsOf, type Limit } from './check.ts';
import { confirmRequest, limitIdParams, limitRequest } from './schemas.ts';
import { confirmLimit, mailConfirmation, removeLimit, setLimit } from './service.ts';
import { Limit as LimitSchema, Limits } from '../../sdk/api/schemas/wallet.ts';

/** User limits (docs/api/wallet-payments-limits.md, contract §2.6): GET/POST /api/user_limits, DELETE /api/user_limits/{id}, POST /api/user_limits/confirm. */
export function limitRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // Guests get an empty list, never a 401 (the app may load limits before it knows who is signed in).
    app.get('/api/user_limits', { schema: { response: { 200: Limits } } }, async (request) => (request.session ? limitsOf(ctx, request.session.userId) : []));

    app.post('/api/user_limits', { schema: { response: { 201: LimitSchema }, body: limitRequest }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const body = request.body;
      const { limit, token } = setLimit(ctx, userId, body);
      if (token) await mailSafely(ctx, request.log, userId, limit, token);
      return reply.status(201).send(limit);
    });

    app.post('/api/user_limits/confirm', { schema: { body: confirmRequest }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { token } = request.body;
      const limit = confirmLimit(ctx, userId, token);
      return limit ?? { removed: true };
    });

    app.delete('/api/user_limits/:id', { schema: { params: limitIdParams, response: { 200: LimitSchema } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { id } = request.params;
      const { limit, token } = removeLimit(ctx, userId, id);
      if (token) await mailSafely(ctx, request.log, userId, limit, token);
      return limit;
    });
  };
}

async function mailSafely(ctx: PlatformContext, log: FastifyBaseLogger, userId: number, limit: Limit, token: string) {
  try {
    await mailConfirmation(ctx, userId, limit, token);
  } catch (err) {
    // The change is recorded either way; the player can repeat the request for a new mail.
    log.error({ err }, 'limit confirmation mail failed');
  }
}
