import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { HttpError, unprocessable } from '../http/errors.ts';
import { picked, withSchemas, wrapped } from '../http/schemas.ts';
import { playerView } from '../players/profile.ts';
import { findUserById, findUserByEmail, updateUser } from '../players/users.ts';
import { admitPasswordAttempt, clientOf, otpBlocked, passwordAttemptSucceeded, recordAttempt, refusal } from './attempts.ts';
import { issueCaptcha } from './captcha.ts';
import { countryForRequest, devCountryFromEnv } from '../info/geo.ts';
import { assertRegionAllowed, limited, RATE_LIMITS } from './guards.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { isOtpStep, otpSignInBody, passwordSignInBody, type OtpSignInBody, type PasswordSignInBody } from './schemas.ts';
import { crossSiteAttributes, endSession, isSecureRequest, startSession } from './session.ts';
import { sha256 } from './tokens.ts';
import { consumeTotp, isTwoFactorEnabled, twoFactorOf } from './totp.ts';
import { mailUnlockLink } from './unlock.ts';
import { Captcha, SignedInPlayer } from '../../sdk/api/schemas/player.ts';

/**
 * Between the password and the TOTP step the browser holds `ck_2fa`: 256 random bits, its hash in
 * `pending_sign_ins`, valid 5 minutes and for 5 wrong codes. Only this browser can finish.
 */
export const PENDING_2FA_COOKIE = 'ck_2fa';
export const PENDING_2FA_TTL_MS = 5 * 60_000;
export const PENDING_2FA_MAX_FAILURES = 5;
const PENDING_COOKIE_PATH = '/api/users/sign_in';

const devCountry = devCountryFromEnv();
const tooManyAttempts = () => new HttpError(429, { base: ['Too many failed attempts. Try again later.'] }, 'too_many_attempts');

/** Password accepted (and TOTP if on): a fresh session (rotating any previous one) and the Player. */
export function completeSignIn(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply, userId: number, status = 201) {
  const user = findUserById(ctx, userId)!;
  const session = startSession(ctx, request, reply, userId);
  ctx.db.prepare('UPDATE sessions SET country = ? WHERE id = ?').run(countryForRequest(request, devCountry), session.id);
  updateUser(ctx, userId, { last_sign_in_at: user.current_sign_in_at, current_sign_in_at: iso(ctx.clock.now()) });
  return reply.code(status).send(playerView(ctx, userId));
}

function clearPending(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[PENDING_2FA_COOKIE];
  if (token) ctx.db.prepare('DELETE FROM pending_sign_ins WHERE token_hash = ?').run(sha256(token));
  reply.clearCookie(PENDING_2FA_COOKIE, { path: PENDING_COOKIE_PATH, ...crossSiteAttributes(request) });
}

/**
 * The password step. The attempt is admitted (counted) before the hash runs, in one transaction
 * (platform/auth/attempts.ts, docs/api/auth-and-players.md "Throttling and lock-out").
 */
async function passwordStep(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply, { user: input }: PasswordSignInBody) {
  assertRegionAllowed(ctx, request, 'Login not available in your country');
  const email = input.email.toLowerCase();
  const user = findUserByEmail(ctx, email);
  const client = clientOf(request.ip, input.dfpc);

  let admission = admitPasswordAttempt(ctx, email, user?.id ?? null, client, false);
  if (admission.verdict === 'captcha') {
    if (!input.captcha) throw unprocessable({ captcha: ['required'] }, 'captcha_required');
    if (!(await ctx.captcha.verify(input.captcha, request.ip))) throw unprocessable({ captcha: ['is invalid'] }, 'captcha_invalid');
    admission = admitPasswordAttempt(ctx, email, user?.id ?? null, client, true);
  }
  if (admission.verdict === 'locked' && user) {
    // Not awaited: the answer must not take longer for an existing account than for an unknown one.
    void mailUnlockLink(ctx, request, user.id).catch((error: unknown) => request.log.error({ err: error }, 'unlock mail failed'));
  }
  if (admission.verdict !== 'admitted') throw refusal(admission);

  const valid = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDummy(input.password, ctx.config.scryptCost);
  if (!user || !valid) {
    request.log.info({ email, ip: request.ip }, 'sign-in failed');
    throw unprocessable({ base: ['Invalid email or password.'] }, 'invalid_credentials');
  }
  passwordAttemptSucceeded(ctx, admission.attemptId, user.id);

  if (isTwoFactorEnabled(twoFactorOf(ctx, user.id))) {
    const token = randomBytes(32).toString('base64url');
    const now = ctx.clock.now();
    ctx.db.prepare('DELETE FROM pending_sign_ins WHERE user_id = ? OR expires_at <= ?').run(user.id, iso(now));
    ctx.db
      .prepare('INSERT INTO pending_sign_ins (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(sha256(token), user.id, iso(now), iso(now + PENDING_2FA_TTL_MS));
    reply.setCookie(PENDING_2FA_COOKIE, token, {
      path: PENDING_COOKIE_PATH,
      httpOnly: true,
      // Strict first party; in a partner's frame partitioned like the session (docs/security.md "Session cookie").
      ...(crossSiteAttributes(request).partitioned ? crossSiteAttributes(request) : { sameSite: 'strict' as const, secure: isSecureRequest(request) }),
      maxAge: PENDING_2FA_TTL_MS / 1000,
    });
    // Sent directly (not thrown) so the cookie header goes out with the error body.
    return reply.code(422).send({ errors: { otp_attempt: ['required'] }, code: 'otp_required' });
  }
  return completeSignIn(ctx, request, reply, user.id);
}

interface PendingRow {
  user_id: number;
  failed_attempts: number;
}

async function otpStep(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply, { user: input }: OtpSignInBody) {
  const token = request.cookies[PENDING_2FA_COOKIE];
  const pending = token
    ? ctx.db
        .prepare<[string, string], PendingRow>('SELECT user_id, failed_attempts FROM pending_sign_ins WHERE token_hash = ? AND expires_at > ?')
        .get(sha256(token), iso(ctx.clock.now()))
    : undefined;
  const user = pending && findUserById(ctx, pending.user_id);
  const twoFactor = user && twoFactorOf(ctx, user.id);
  if (!pending || !user || !isTwoFactorEnabled(twoFactor)) {
    clearPending(ctx, request, reply);
    return reply.code(422).send({ errors: { otp_attempt: ['Sign-in expired: enter your e-mail and password again.'] }, code: 'otp_session_expired' });
  }
  if (otpBlocked(ctx, user.email)) throw tooManyAttempts();

  const result = consumeTotp(ctx, user.id, twoFactor.secret, input.otp_attempt);
  recordAttempt(ctx, 'otp', user.email, request.ip, result === 'ok');
  if (result === 'ok') {
    clearPending(ctx, request, reply);
    return completeSignIn(ctx, request, reply, user.id);
  }
  if (result === 'replayed') request.log.warn({ userId: user.id, ip: request.ip }, 'TOTP code replayed');
  const failures = pending.failed_attempts + 1;
  if (failures >= PENDING_2FA_MAX_FAILURES) clearPending(ctx, request, reply);
  else ctx.db.prepare('UPDATE pending_sign_ins SET failed_attempts = ? WHERE token_hash = ?').run(failures, sha256(token!));
  return reply.code(422).send({ errors: { otp_attempt: ['is invalid'] }, code: 'otp_invalid' });
}

export function signInRoutes(ctx: PlatformContext) {
  // Two steps on one route, each validated with its own schema (docs/api/auth-and-players.md "Sign-in").
  const signInBody = picked(z.union([wrapped(passwordSignInBody, 'user'), wrapped(otpSignInBody, 'user')]), (body) => (isOtpStep(body) ? otpSignInBody : passwordSignInBody));
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.post('/api/users/sign_in', { ...limited(RATE_LIMITS.signIn), schema: { response: { 201: SignedInPlayer }, body: signInBody } }, async (request, reply) =>
      isOtpStep(request.body) ? otpStep(ctx, request, reply, request.body as OtpSignInBody) : passwordStep(ctx, request, reply, request.body as PasswordSignInBody),
    );

    app.delete('/api/users/sign_out', async (request, reply) => {
      clearPending(ctx, request, reply);
      endSession(ctx, request, reply);
      return reply.code(204).send();
    });

    // The sandbox captcha's question: demo mode only (platform/auth/captcha-provider.ts). A real
    // provider's widget runs in the browser with the site key from /api/player/settings.
    if (ctx.captcha.name === 'sandbox') app.get('/api/captcha', { ...limited(RATE_LIMITS.captcha), schema: { response: { 200: Captcha } } }, async () => issueCaptcha(ctx));
  };
}
