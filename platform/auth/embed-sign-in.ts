import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { forbidden, unprocessable } from '../http/errors.ts';
import { withSchemas } from '../http/schemas.ts';
import { EmbedSignInCode } from '../../sdk/api/schemas/embed.ts';
import { SignedInPlayer } from '../../sdk/api/schemas/player.ts';
import { assertRegionAllowed, limited, RATE_LIMITS } from './guards.ts';
import { isEmbeddedRequest, loginStands, requireUser } from './session.ts';
import { completeSignIn } from './sign-in.ts';
import { embedSessionBody } from './schemas.ts';
import { sha256 } from './tokens.ts';

/**
 * The embedded sign-in hand-off (docs/host.md "Embedded mode", threat model in docs/security.md
 * "Embedded sessions"). Where the casino's frame on a partner page cannot keep its own cookie, the
 * player signs in in a first-party popup on the casino's origin; that window asks for a code here
 * and posts it to its opener (the frame, same origin only); the frame exchanges it for its own
 * partitioned session. The code: 256 random bits, only its SHA-256 stored, bound to the player and
 * to the popup's login (a revoked login voids it), valid 60 s, used once.
 */
export const EMBED_CODE_TTL_MS = 60_000;

const invalidCode = () => unprocessable({ code: ['is invalid or expired'] }, 'embed_code_invalid');

/** The casino's own origin as the request reached it (the CSRF hook's "same origin", platform/http/security.ts). */
const isOwnOrigin = (request: FastifyRequest, origin: string | undefined) => origin === `${request.protocol}://${request.headers.host}`;

interface CodeRow {
  user_id: number;
  session_id: number;
}

export function embedSignInRoutes(ctx: PlatformContext) {
  const insert = ctx.db.prepare('INSERT INTO embed_sign_in_codes (code_hash, user_id, session_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const sweep = ctx.db.prepare('DELETE FROM embed_sign_in_codes WHERE expires_at <= ?');
  // One statement marks the code used and answers its owner: two exchanges of one code cannot both win.
  const consume = ctx.db.prepare<[string, string, string], CodeRow>(
    'UPDATE embed_sign_in_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id, session_id',
  );

  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);

    app.post(
      '/api/users/embed_code',
      { ...limited(RATE_LIMITS.signIn), schema: { description: 'A one-time code (60 s) for the casino frame on a partner page; first-party, signed-in windows only.', response: { 201: EmbedSignInCode } } },
      async (request, reply) => {
        const userId = requireUser(request);
        // Stricter than the CSRF hook (which admits allow-listed origins): the casino's own pages
        // only, and never a frame (a frame has its own session to use).
        if (!isOwnOrigin(request, request.headers.origin)) throw forbidden('Only the casino’s own pages may ask for a sign-in code', 'embed_code_origin');
        if (isEmbeddedRequest(request)) throw forbidden('A sign-in code is issued to a first-party window only', 'embed_code_embedded');
        const code = randomBytes(32).toString('base64url');
        const now = ctx.clock.now();
        sweep.run(iso(now));
        insert.run(sha256(code), userId, request.session!.id, iso(now), iso(now + EMBED_CODE_TTL_MS));
        return reply.code(201).send({ code, expires_in: EMBED_CODE_TTL_MS / 1000 });
      },
    );

    app.post(
      '/api/users/embed_session',
      { ...limited(RATE_LIMITS.signIn), schema: { description: 'Exchanges a code from /api/users/embed_code, once, for this browser context’s own session.', body: embedSessionBody, response: { 201: SignedInPlayer } } },
      async (request, reply) => {
        assertRegionAllowed(ctx, request, 'Login not available in your country');
        const row = consume.get(iso(ctx.clock.now()), sha256(request.body.code), iso(ctx.clock.now()));
        if (!row) {
          request.log.info({ ip: request.ip }, 'embed code refused');
          throw invalidCode();
        }
        // The login that asked for the code must still stand (signed out or revoked since: no session).
        if (!loginStands(ctx, row.session_id)) throw invalidCode();
        return completeSignIn(ctx, request, reply, row.user_id);
      },
    );
  };
}
