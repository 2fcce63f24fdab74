import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { requireUser } from './session.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { LinkedAuthProviders, OfferedAuthProviders } from '../../sdk/api/schemas/info.ts';

/**
 * Social sign-in providers (docs/api/info-cms.md, contract §2.5 "extra"; docs/api/auth-and-players.md "Auth providers").
 * This mirror offers none: the platform has no OAuth client, so the offered list is empty and no
 * player has a linked provider. The shapes are fixed so a mirror that adds one changes data only.
 */
export interface OfferedAuthProvider {
  /** Stable name, e.g. `google`. */
  name: string;
  /** What the button says. */
  title: string;
  /** Where the sign-in starts (same origin). */
  url: string;
}

export interface LinkedAuthProvider {
  id: number;
  /** An offered provider's `name`. */
  provider: string;
  created_at: string;
}

/** The providers this platform offers (none: see above). */
export const OFFERED_AUTH_PROVIDERS: readonly OfferedAuthProvider[] = [];

const providerParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export function authProviderRoutes(_ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // Public: the sign-in form asks which buttons to show.
    app.get('/api/info/auth_providers', { schema: { response: { 200: OfferedAuthProviders } } }, async () => OFFERED_AUTH_PROVIDERS);
    // The signed-in player's linked providers (none can be linked here).
    app.get('/api/auth_providers', { schema: { response: { 200: LinkedAuthProviders } } }, async (request): Promise<LinkedAuthProvider[]> => {
      requireUser(request);
      return [];
    });
    app.delete('/api/auth_providers/:id', { schema: { params: providerParams }, preValidation: signedIn }, async (request) => {
      requireUser(request);
      throw notFound('No such linked provider');
    });
  };
}
