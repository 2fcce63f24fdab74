import type { FastifyInstance } from 'fastify';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { unprocessable } from '../http/errors.ts';
import { playerView } from '../players/profile.ts';
import { revokeAllSessions } from '../players/sessions.ts';
import { findUserById, findUserByEmail, updateUser } from '../players/users.ts';
import { brandForHost, publicUrlForHost } from '../config.ts';
import { assertRegionAllowed, limited, RATE_LIMITS, sendMail } from './guards.ts';
import { confirmationMail, resetPasswordMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { assertCurrentPassword } from './reauth.ts';
import { changePasswordBody, confirmationQuery, emailBody, resetPasswordBody, updateDetailsBody } from './schemas.ts';
import { requireUser } from './session.ts';
import { completeSignIn } from './sign-in.ts';
import { consumeToken, issueToken, peekToken } from './tokens.ts';
import { unlockAccount } from './attempts.ts';
import { isRegisteringBrowser } from './registering-browser.ts';
import { signedIn, withSchemas, wrapped } from '../http/schemas.ts';
import { SignedInPlayer } from '../../sdk/api/schemas/player.ts';
import { playerOrNothing } from '../players/schemas.ts';

const mismatch = (password: string, confirmation: string | undefined) => confirmation !== undefined && confirmation !== password;

/** E-mail confirmation, password reset and change, and the terms step of social sign-ups. */
export function recoveryRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.get('/api/users/confirmation', { ...limited(RATE_LIMITS.mailing), schema: { querystring: confirmationQuery, response: { 200: playerOrNothing } } }, async (request, reply) => {
      const { confirmation_token } = request.query;
      const userId = consumeToken(ctx, confirmation_token, 'confirmation');
      if (userId === null) throw unprocessable({ confirmation_token: ['is invalid'] }, 'token_invalid');
      const user = findUserById(ctx, userId)!;
      if (!user.confirmed_at) updateUser(ctx, userId, { confirmed_at: iso(ctx.clock.now()) });
      // Already signed in as this player (the link opened in the same browser): no privilege
      // changes, so the session stays; rotating it would 401 the page's requests in flight.
      if (request.session?.userId === userId) return reply.code(200).send(playerView(ctx, userId)!);
      // The browser that registered is signed in; any other browser only confirms the address
      // and keeps its own session or none (login CSRF, platform/auth/registering-browser.ts).
      if (isRegisteringBrowser(ctx, request, userId)) return completeSignIn(ctx, request, reply, userId, 200);
      return reply.code(200).send({});
    });

    // One answer whatever the address (unknown, confirmed or not): no account enumeration. The
    // mail is not awaited, so a slow mail server does not tell either (sendMail never throws).
    app.post('/api/users/confirmation', { ...limited(RATE_LIMITS.mailing), schema: { body: wrapped(emailBody, 'user') } }, async (request) => {
      const { user: input } = request.body;
      const user = findUserByEmail(ctx, input.email);
      if (user && !user.confirmed_at) void sendMail(ctx, request, confirmationMail(user.email, publicUrlForHost(ctx.config, request.headers.host), issueToken(ctx, user.id, 'confirmation'), brandForHost(ctx.config, request.headers.host)));
      return {};
    });

    // Always the same answer, in the same time, so it cannot tell which addresses have an account.
    app.post('/api/users/password', { ...limited(RATE_LIMITS.mailing), schema: { body: wrapped(emailBody, 'user') } }, async (request) => {
      const { user: input } = request.body;
      const user = findUserByEmail(ctx, input.email);
      if (user) void sendMail(ctx, request, resetPasswordMail(user.email, publicUrlForHost(ctx.config, request.headers.host), issueToken(ctx, user.id, 'reset_password'), brandForHost(ctx.config, request.headers.host)));
      return {};
    });

    // Changes the password only: no session is started (2FA still applies at the next sign-in)
    // and every existing session of the account ends. The token is checked before the password
    // is hashed, so a bogus token costs no hash; the account's sign-in lock is lifted.
    app.put('/api/users/password', { ...limited(RATE_LIMITS.credentials), schema: { body: wrapped(resetPasswordBody, 'user') } }, async (request) => {
      const { user: input } = request.body;
      if (mismatch(input.password, input.password_confirmation)) throw unprocessable({ password_confirmation: ['not match'] }, 'invalid');
      const invalidToken = () => unprocessable({ reset_password_token: ['is invalid'] }, 'token_invalid');
      if (peekToken(ctx, input.reset_password_token, 'reset_password') === null) throw invalidToken();
      const passwordHash = await hashPassword(input.password, ctx.config.scryptCost);
      const userId = consumeToken(ctx, input.reset_password_token, 'reset_password');
      if (userId === null) throw invalidToken();
      const user = findUserById(ctx, userId)!;
      // Following the mailed link proves the address, as a confirmation link would.
      updateUser(ctx, userId, { password_hash: passwordHash, confirmed_at: user.confirmed_at ?? iso(ctx.clock.now()) });
      revokeAllSessions(ctx, userId);
      ctx.db.prepare('DELETE FROM pending_sign_ins WHERE user_id = ?').run(userId);
      unlockAccount(ctx, user.email);
      request.log.info({ userId }, 'password reset');
      return {};
    });

    app.put('/api/users', { ...limited(RATE_LIMITS.credentials), schema: { body: wrapped(changePasswordBody, 'user') }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { user: input } = request.body;
      if (mismatch(input.password, input.password_confirmation)) throw unprocessable({ password_confirmation: ['not match'] }, 'invalid');
      await assertCurrentPassword(ctx, request, userId, input.current_password);
      updateUser(ctx, userId, { password_hash: await hashPassword(input.password, ctx.config.scryptCost) });
      revokeAllSessions(ctx, userId, request.session!.id);
      return {};
    });

    app.post('/api/auth_providers/update_details', { schema: { response: { 201: SignedInPlayer }, body: wrapped(updateDetailsBody, 'user') }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const { user: input } = request.body;
      const user = findUserById(ctx, userId)!;
      const country = user.country ?? input.country ?? null;
      if (!user.country && input.country) assertRegionAllowed(ctx, request, 'Registration restricted in your country', input.country);
      updateUser(ctx, userId, {
        terms_accepted_at: user.terms_accepted_at ?? iso(ctx.clock.now()),
        country,
        ...(input.receive_promos !== undefined ? { receive_promos: input.receive_promos ? 1 : 0 } : {}),
      });
      return reply.code(201).send(playerView(ctx, userId)!);
    });
  };
}
