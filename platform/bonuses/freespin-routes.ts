import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import type { PlatformContext } from '../context.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { Freespin, Freespins } from '../../sdk/api/schemas/bonuses.ts';
import { activateFreespins, cancelFreespins, listFreespins } from './freespins.ts';

const idParams = z.object({ id: z.coerce.number({ message: 'is not a number' }).int().min(1).max(Number.MAX_SAFE_INTEGER) });

/**
 * The player's free-spin packs (docs/api/bonuses.md "Player routes", contract §3.4):
 * GET /api/player/freespins, POST /api/player/freespins/{id}/activation, DELETE /api/player/freespins/{id}.
 * Packs expire with the bonuses (lifecycle.ts `sweepExpired`, the server's sweep in routes.ts).
 */
export function freespinRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.get('/api/player/freespins', { schema: { response: { 200: Freespins } }, preValidation: signedIn }, async (request) => listFreespins(ctx, requireUser(request)));

    app.post('/api/player/freespins/:id/activation', { schema: { params: idParams, response: { 200: Freespin } }, preValidation: signedIn }, async (request) =>
      activateFreespins(ctx, requireUser(request), request.params.id),
    );

    app.delete('/api/player/freespins/:id', { schema: { params: idParams, response: { 200: Freespin } }, preValidation: signedIn }, async (request) =>
      cancelFreespins(ctx, requireUser(request), request.params.id),
    );
  };
}
