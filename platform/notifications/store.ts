/**
 * The player's stored notifications (docs/api/notifications.md "Routes", "Retention"): listed newest
 * first, marked read, dismissed; older than `RETENTION_DAYS` they are deleted when the list is read.
 */
import { DAY_MS, iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { NotificationRow } from './notify.ts';

/** How long the server keeps a notification (the client shows it for 2 h: docs/product/notifications-and-banners.md). */
export const RETENTION_DAYS = 30;
/** At most this many are listed (newest first). */
export const LIST_LIMIT = 100;

export function listNotifications(ctx: PlatformContext, userId: number): NotificationRow[] {
  const now = ctx.clock.now();
  ctx.db.prepare('DELETE FROM notifications WHERE user_id = ? AND created_at < ?').run(userId, iso(now - RETENTION_DAYS * DAY_MS));
  return ctx.db
    .prepare('SELECT * FROM notifications WHERE user_id = ? AND dismissed_at IS NULL ORDER BY id DESC LIMIT ?')
    .all(userId, LIST_LIMIT) as NotificationRow[];
}

/** Sets `read_at` (or `dismissed_at`) once; false when the player has no such notification. */
export function markNotification(ctx: PlatformContext, userId: number, id: number, what: 'read' | 'dismissed'): boolean {
  const column = what === 'read' ? 'read_at' : 'dismissed_at';
  const found = ctx.db.prepare('SELECT id FROM notifications WHERE id = ? AND user_id = ? AND dismissed_at IS NULL').get(id, userId);
  if (!found) return false;
  ctx.db.prepare(`UPDATE notifications SET ${column} = COALESCE(${column}, ?) WHERE id = ?`).run(iso(ctx.clock.now()), id);
  return true;
}

/** Marks every listed notification read. */
export function markAllRead(ctx: PlatformContext, userId: number): void {
  ctx.db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND dismissed_at IS NULL').run(iso(ctx.clock.now()), userId);
}
