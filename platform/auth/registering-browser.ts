import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { issueToken, peekToken, TOKEN_LIFETIME_MS } from './tokens.ts';
import { isSecureRequest } from './session.ts';

/**
 * The browser that registered keeps a cookie (256 random bits, SHA-256 in `user_tokens` as
 * `registration_browser`, 7 days) that only the confirmation call reads. The confirmation link
 * signs in that browser alone: opened anywhere else it confirms the address and leaves the
 * browser's session as it was, so a mailed link cannot sign a victim in as its owner (login CSRF;
 * docs/api/auth-and-players.md "Mailed tokens").
 */
export const REGISTERING_BROWSER_COOKIE = 'ck_registered';
const COOKIE_PATH = '/api/users/confirmation';

export function markRegisteringBrowser(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply, userId: number): void {
  reply.setCookie(REGISTERING_BROWSER_COOKIE, issueToken(ctx, userId, 'registration_browser'), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    maxAge: TOKEN_LIFETIME_MS.registration_browser / 1000,
  });
}

export function isRegisteringBrowser(ctx: PlatformContext, request: FastifyRequest, userId: number): boolean {
  const token = request.cookies[REGISTERING_BROWSER_COOKIE];
  return token !== undefined && token.length <= 100 && peekToken(ctx, token, 'registration_browser') === userId;
}
