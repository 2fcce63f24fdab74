import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import type { PlatformContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { noContent, signedIn, withSchemas } from '../http/schemas.ts';
import { NotificationList } from '../../sdk/api/schemas/notifications.ts';
import { localeOfUser, viewOf } from './notify.ts';
import { listNotifications, markAllRead, markNotification } from './store.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The player routes of docs/api/notifications.md "Routes": list, mark read (one or all), dismiss. */
export function notificationRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);

    app.get('/api/player/notifications', { schema: { response: { 200: NotificationList } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const locale = localeOfUser(ctx.db, userId);
      return listNotifications(ctx, userId).map((row) => viewOf(row, locale));
    });

    app.post('/api/player/notifications/read', { schema: { response: { 204: noContent } }, preValidation: signedIn }, async (request, reply) => {
      markAllRead(ctx, requireUser(request));
      return reply.status(204).send();
    });

    app.post('/api/player/notifications/:id/read', { schema: { params: idParams, response: { 204: noContent } }, preValidation: signedIn }, async (request, reply) => {
      if (!markNotification(ctx, requireUser(request), request.params.id, 'read')) throw notFound('Notification not found');
      return reply.status(204).send();
    });

    app.delete('/api/player/notifications/:id', { schema: { params: idParams, response: { 204: noContent } }, preValidation: signedIn }, async (request, reply) => {
      if (!markNotification(ctx, requireUser(request), request.params.id, 'dismissed')) throw notFound('Notification not found');
      return reply.status(204).send();
    });
  };
}
