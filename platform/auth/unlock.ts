import { brandForHost, publicUrlForHost } from '../config.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { unprocessable } from '../http/errors.ts';
import { findUserById } from '../players/users.ts';
import { unlockAccount } from './attempts.ts';
import { limited, RATE_LIMITS, sendMail } from './guards.ts';
import { unlockMail } from './mails.ts';
import { unlockQuery } from './schemas.ts';
import { consumeToken, issueToken } from './tokens.ts';
import { withSchemas } from '../http/schemas.ts';

/** One unlock mail per account per hour, however many locked attempts follow. */
const UNLOCK_MAIL_EVERY_MS = 60 * 60_000;

/** The account just refused an unknown client for too many failures: mail the owner an unlock link (once an hour). */
export async function mailUnlockLink(ctx: PlatformContext, request: FastifyRequest, userId: number): Promise<void> {
  const recent = ctx.db
    .prepare<[number, string], number>("SELECT 1 FROM user_tokens WHERE user_id = ? AND purpose = 'unlock' AND created_at > ?")
    .pluck()
    .get(userId, iso(ctx.clock.now() - UNLOCK_MAIL_EVERY_MS));
  if (recent) return;
  const user = findUserById(ctx, userId)!;
  await sendMail(ctx, request, unlockMail(user.email, publicUrlForHost(ctx.config, request.headers.host), issueToken(ctx, userId, 'unlock'), brandForHost(ctx.config, request.headers.host)));
  request.log.warn({ userId }, 'sign-in locked for unknown clients; unlock link mailed');
}

const wantsJson = (request: FastifyRequest) => /json/.test(request.headers.accept ?? '') && !/text\/html/.test(request.headers.accept ?? '');

/**
 * GET /api/users/unlock?unlock_token=… (the mailed link): the account's failure count starts
 * again. A browser that opens the link lands on the casino (303 to `/?account_unlocked=1`, or
 * `=0` for a used or unknown link); an XHR gets `200 {}` or 422.
 */
export function unlockRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.get('/api/users/unlock', { ...limited(RATE_LIMITS.mailing), schema: { querystring: unlockQuery } }, async (request, reply) => {
      const { unlock_token } = request.query;
      const userId = consumeToken(ctx, unlock_token, 'unlock');
      if (userId !== null) {
        unlockAccount(ctx, findUserById(ctx, userId)!.email);
        request.log.info({ userId }, 'sign-in unlocked by mailed link');
      }
      if (!wantsJson(request)) return reply.redirect(`/?account_unlocked=${userId === null ? 0 : 1}`, 303);
      if (userId === null) throw unprocessable({ unlock_token: ['is invalid'] }, 'token_invalid');
      return {};
    });
  };
}
