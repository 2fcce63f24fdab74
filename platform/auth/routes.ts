import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { embedSignInRoutes } from './embed-sign-in.ts';
import { recoveryRoutes } from './recovery.ts';
import { registrationRoutes } from './registration.ts';
import { signInRoutes } from './sign-in.ts';
import { unlockRoutes } from './unlock.ts';

/** Users and authentication (docs/api/auth-and-players.md, contract §2.4); decisions in docs/api/auth-and-players.md. */
export function authRoutes(ctx: PlatformContext) {
  return async (app: FastifyInstance) => {
    await app.register(signInRoutes(ctx));
    await app.register(registrationRoutes(ctx));
    await app.register(recoveryRoutes(ctx));
    await app.register(unlockRoutes(ctx));
    await app.register(embedSignInRoutes(ctx));
  };
}
