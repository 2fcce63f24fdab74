import type { HttpClient } from '../http/client.ts';
import { NotificationList } from './schemas/notifications.ts';

/** The player's notification list (docs/api/notifications.md "Routes"): read, mark read, dismiss. */
export const notificationsApi = (http: HttpClient) => ({
  list: (signal?: AbortSignal) => http.get('/api/player/notifications', { schema: NotificationList, signal }),
  readAll: () => http.post('/api/player/notifications/read', undefined),
  dismiss: (id: number) => http.delete(`/api/player/notifications/${id}`),
});
