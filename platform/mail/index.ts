import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { assertLocalRequest, forbidFraming } from '../http/demo-only.ts';
import { DevMailbox } from './dev-mailbox.ts';
import { mailboxPage } from './mailbox-page.ts';
import type { Mailer } from './mailer.ts';
import { SmtpMailer } from './smtp.ts';
import { withSchemas } from '../http/schemas.ts';


/** SMTP when `SMTP_URL` is set, otherwise the dev mailbox (a table; production refuses to start without SMTP_URL, platform/mode.ts). */
export function createMailer(config: PlatformContext['config'], db: PlatformContext['db'], clock: PlatformContext['clock']): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new DevMailbox(db, clock);
}

const mailboxQuery = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * GET /dev/mailbox (HTML) and /dev/mailbox.json show every mail of this database, reset links
 * included. Decision (docs/security.md "Demo mode"): they exist only in demo mode with the dev
 * mailbox as transport, answer only this machine (loopback peer and loopback Host, so no remote
 * client and no DNS-rebound page), are never framed nor cached, and the database they read is a
 * demo one by construction (platform/mode.ts stamps it; production never writes there).
 */
export function mailRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    const mailbox = ctx.mailer;
    if (ctx.config.mode !== 'demo' || !(mailbox instanceof DevMailbox)) return;

    app.addHook('onRequest', async (request, reply) => {
      assertLocalRequest(request);
      forbidFraming(reply).header('Cache-Control', 'no-store');
    });

    app.get('/dev/mailbox.json', { schema: { querystring: mailboxQuery } }, async (request) => {
      const query = request.query;
      return mailbox.list(query.to, query.limit);
    });

    app.get('/dev/mailbox', { schema: { querystring: mailboxQuery } }, async (request, reply) => {
      const query = request.query;
      return reply.type('text/html; charset=utf-8').send(mailboxPage(mailbox.list(query.to, query.limit)));
    });
  };
}
