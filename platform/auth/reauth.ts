import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { unprocessable } from '../http/errors.ts';
import { findUserById } from '../players/users.ts';
import { admitPasswordAttempt, clientOf, passwordAttemptSucceeded, refusal } from './attempts.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Re-authentication before a sensitive change (ASVS 4.0.3 3.7.1): changing the password and
 * turning 2FA on or off need the current password, not just the session cookie
 * (docs/api/auth-and-players.md "Throttling and lock-out"). The check is admitted like a sign-in
 * (captcha waived, the backoff and lock kept), so a stolen cookie is no faster way to guess the
 * password. A wrong one is a field error on `current_password`.
 */
export async function assertCurrentPassword(ctx: PlatformContext, request: FastifyRequest, userId: number, password: string): Promise<void> {
  const user = findUserById(ctx, userId)!;
  const admission = admitPasswordAttempt(ctx, user.email.toLowerCase(), userId, clientOf(request.ip, undefined), true);
  if (admission.verdict !== 'admitted') throw refusal(admission);
  if (!(await verifyPassword(password, user.password_hash))) throw unprocessable({ current_password: ['is invalid'] }, 'invalid_credentials');
  passwordAttemptSucceeded(ctx, admission.attemptId, userId);
}
