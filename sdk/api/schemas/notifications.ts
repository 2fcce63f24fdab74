/** The player's notification list (docs/api/notifications.md "Routes"): what `personal_notifications` pushed, kept on the server. */
import * as z from 'zod/mini';
import { int, iso } from './common.ts';

export const NotificationItem = z.looseObject({
  id: int,
  kind: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.nullable(z.string()),
  created_at: iso,
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationList = z.array(NotificationItem);
