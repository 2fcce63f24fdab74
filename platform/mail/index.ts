import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import type { Mail, Mailer } from './mailer.ts';

/** Chooses the mail adapter from config. Not built yet: keeps mails in memory. */
export function createMailer(_config: PlatformContext['config'], _db: PlatformContext['db'], _clock: PlatformContext['clock']): Mailer {
  const sent: Mail[] = [];
  return { send: async (mail) => void sent.push(mail) };
}

/** /dev/mailbox: not built yet. */
export function mailRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
