import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { otpBlocked, recordAttempt } from '../auth/attempts.ts';
import { limited, RATE_LIMITS } from '../auth/guards.ts';
import { assertCurrentPassword } from '../auth/reauth.ts';
import { endSession, requireUser } from '../auth/session.ts';
import { brandForHost } from '../config.ts';
import { consumeTotp, isTwoFactorEnabled, newTotpSecret, totpStep, totpUri, twoFactorOf } from '../auth/totp.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { disableTwoFactorBody, enableTwoFactorBody, sessionIdParams } from './schemas.ts';
import { activeSessions, revokeOwnSession } from './sessions.ts';
import { findUserById } from './users.ts';
import { signedIn, withSchemas, wrapped } from '../http/schemas.ts';
import { PlayerSessions, TwoFactor } from '../../sdk/api/schemas/player.ts';

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const tooManyAttempts = () => new HttpError(429, { base: ['Too many wrong codes. Try again later.'] }, 'too_many_attempts');

/** The player's sessions and two-factor authentication (docs/api/auth-and-players.md, contract §2.4, "not in spec list" rows). */
export function securityRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.get('/api/player/sessions', { schema: { response: { 200: PlayerSessions } } }, async (request) => activeSessions(ctx, requireUser(request), request.session?.id));

    // Only the caller's own sessions: someone else's id answers 404, exactly like a missing one.
    app.delete('/api/player/sessions/:id', { schema: { params: sessionIdParams }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const { id } = request.params;
      if (!revokeOwnSession(ctx, userId, id)) throw notFound('Session not found');
      if (id === request.session?.id) endSession(ctx, request, reply);
      return reply.code(204).send();
    });

    /** Starts enrolment: a new secret (kept as pending until a code proves the app has it). */
    app.get('/api/player/two_factor', { schema: { response: { 200: TwoFactor } } }, async (request) => {
      const userId = requireUser(request);
      const row = twoFactorOf(ctx, userId);
      if (isTwoFactorEnabled(row)) return { two_factor_enabled: true, otp_secret: null, data: null };
      const secret = newTotpSecret();
      ctx.db
        .prepare('INSERT INTO user_two_factor (user_id, pending_secret) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET pending_secret = excluded.pending_secret')
        .run(userId, secret);
      return { two_factor_enabled: false, otp_secret: secret, data: totpUri(findUserById(ctx, userId)!.email, secret, brandForHost(ctx.config, request.headers.host).name) };
    });

    app.post('/api/player/two_factor', { ...limited(RATE_LIMITS.credentials), schema: { response: { 200: TwoFactor }, body: wrapped(enableTwoFactorBody, 'two_factor') }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { two_factor: input } = request.body;
      const user = findUserById(ctx, userId)!;
      const row = twoFactorOf(ctx, userId);
      if (isTwoFactorEnabled(row)) throw unprocessable({ base: ['Two-factor authentication is already enabled'] }, 'two_factor_enabled');
      if (!row?.pending_secret || !sameSecret(row.pending_secret, input.otp_secret)) {
        throw unprocessable({ otp_secret: ['does not match the secret issued; request a new one'] }, 'otp_secret_mismatch');
      }
      await assertCurrentPassword(ctx, request, userId, input.current_password);
      if (otpBlocked(ctx, user.email)) throw tooManyAttempts();
      const step = totpStep(row.pending_secret, input.authentication_code, ctx.clock.now());
      recordAttempt(ctx, 'otp', user.email, request.ip, step !== null);
      if (step === null) throw unprocessable({ authentication_code: ['is invalid'] }, 'otp_invalid');
      // The enrolment code counts as used, so it cannot also finish a sign-in.
      ctx.db
        .prepare('UPDATE user_two_factor SET secret = pending_secret, pending_secret = NULL, enabled_at = ?, last_used_step = ? WHERE user_id = ?')
        .run(iso(ctx.clock.now()), step, userId);
      request.log.info({ userId }, 'two-factor enabled');
      return { two_factor_enabled: true, otp_secret: null, data: null };
    });

    app.delete('/api/player/two_factor', { ...limited(RATE_LIMITS.credentials), schema: { response: { 200: TwoFactor }, body: wrapped(disableTwoFactorBody, 'two_factor') }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { two_factor: input } = request.body;
      const user = findUserById(ctx, userId)!;
      const row = twoFactorOf(ctx, userId);
      if (!isTwoFactorEnabled(row)) throw unprocessable({ base: ['Two-factor authentication is not enabled'] }, 'two_factor_disabled');
      await assertCurrentPassword(ctx, request, userId, input.current_password);
      if (otpBlocked(ctx, user.email)) throw tooManyAttempts();
      const result = consumeTotp(ctx, userId, row.secret, input.authentication_code);
      recordAttempt(ctx, 'otp', user.email, request.ip, result === 'ok');
      if (result !== 'ok') throw unprocessable({ authentication_code: ['is invalid'] }, 'otp_invalid');
      ctx.db.prepare('DELETE FROM user_two_factor WHERE user_id = ?').run(userId);
      request.log.info({ userId }, 'two-factor disabled');
      return { two_factor_enabled: false, otp_secret: null, data: null };
    });
  };
}
