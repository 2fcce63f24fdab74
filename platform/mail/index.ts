import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { parse } from '../http/errors.ts';
import { DevMailbox } from './dev-mailbox.ts';
import { mailboxPage } from './mailbox-page.ts';
import type { Mailer } from './mailer.ts';
import { SmtpMailer } from './smtp.ts';

export { DevMailbox } from './dev-mailbox.ts';

/** SMTP when `SMTP_URL` is set, otherwise the dev mailbox (a table, browsable at /dev/mailbox). */
export function createMailer(config: PlatformContext['config'], db: PlatformContext['db'], clock: PlatformContext['clock']): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new DevMailbox(db, clock);
}

const mailboxQuery = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * GET /dev/mailbox (HTML) and /dev/mailbox.json: only exist while the dev mailbox is the
 * transport. They show every mail, reset links included, so a deployment that faces real users
 * must set SMTP_URL (which removes these routes).
 */
export function mailRoutes(ctx: PlatformContext) {
  return async (app: FastifyInstance) => {
    const mailbox = ctx.mailer;
    if (!(mailbox instanceof DevMailbox)) return;

    app.get('/dev/mailbox.json', async (request) => {
      const query = parse(mailboxQuery, request.query);
      return mailbox.list(query.to, query.limit);
    });

    app.get('/dev/mailbox', async (request, reply) => {
      const query = parse(mailboxQuery, request.query);
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('text/html; charset=utf-8').send(mailboxPage(mailbox.list(query.to, query.limit)));
    });
  };
}
