/**
 * The one producer of personal notifications (docs/api/notifications.md "Interface"): every engine
 * that tells a player something calls `notify` inside its own transaction. The row is stored
 * idempotently by `(userId, key)` (a retry returns the first row and publishes nothing); the push
 * `personal_notifications#<id>` `{id, title, text}` (contract §6.3, docs/api/realtime.md) is
 * returned as after-commit work, in the player's locale, so nothing is announced that could still
 * roll back.
 */
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate, type Db } from '../db/database.ts';
import { fallbackChain, pickLocale } from '../cms/locale.ts';
import { userChannel } from '../realtime/publisher.ts';

/** Text in each of the nine locales (platform/info/locales.ts); `en` is the fallback. */
export type Localised = Record<string, string>;

export interface NotificationSpec {
  /** What happened: 'bonus_issued', 'bonus_expiring', 'freespins_issued', 'tournament_result', 'lottery_result', 'level_up', 'jackpot_win', 'limit_reached', 'payment', 'vip_promotion', 'lootbox_issued', 'exchange_done', … */
  kind: string;
  title: Localised;
  text: Localised;
  /** An in-app path or address the notification opens (optional). */
  link?: string | null;
  /** Idempotency key, unique per player: derive it from the event (`bonus:<id>:issued`). */
  key: string;
}

export interface NotificationRow {
  id: number;
  user_id: number;
  kind: string;
  key: string;
  title: string;
  text: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
  dismissed_at: string | null;
}

/** The push and list item of contract §6.3 (`{id, title, text}`) plus what the list adds. */
export interface NotificationView {
  id: number;
  kind: string;
  title: string;
  text: string;
  link: string | null;
  created_at: string;
  read: boolean;
}

/** After-commit work (same shape as platform/bonuses/publish.ts `After`). */
export type After = (() => void)[];

/** The localised string for `locale`, falling back along the CMS chain (fr-CA → en), then to any. */
export function localised(texts: Localised, locale: string): string {
  return pickLocale(new Map(Object.entries(texts)), fallbackChain(locale)) ?? Object.values(texts)[0] ?? '';
}

const localeOf = (db: Db, userId: number): string =>
  (db.prepare('SELECT language FROM users WHERE id = ?').pluck().get(userId) as string | null | undefined) ?? 'en';

export function viewOf(row: NotificationRow, locale: string): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    title: localised(JSON.parse(row.title) as Localised, locale),
    text: localised(JSON.parse(row.text) as Localised, locale),
    link: row.link,
    created_at: row.created_at,
    read: row.read_at !== null,
  };
}

/** Publishes a stored notification on `personal_notifications#<userId>`; never throws (the row is committed). */
export const notificationPush = (ctx: PlatformContext, id: number) => () => {
  try {
    const row = ctx.db.prepare('SELECT * FROM notifications WHERE id = ?').get(id) as NotificationRow | undefined;
    if (!row) return;
    const view = viewOf(row, localeOf(ctx.db, row.user_id));
    ctx.publisher.publish(userChannel('personal_notifications', row.user_id), { id: view.id, title: view.title, text: view.text, kind: view.kind, link: view.link, created_at: view.created_at });
  } catch {
    // never let realtime break a committed change
  }
};

/**
 * Stores a notification for `userId` inside the caller's transaction (or its own) and returns the
 * row and the push to run after the commit. A repeated key returns the stored row and no push.
 */
export function notify(ctx: PlatformContext, userId: number, spec: NotificationSpec): { notification: NotificationRow; created: boolean; after: After } {
  return immediate(ctx.db, () => {
    const existing = ctx.db.prepare('SELECT * FROM notifications WHERE user_id = ? AND key = ?').get(userId, spec.key) as NotificationRow | undefined;
    if (existing) return { notification: existing, created: false, after: [] };
    const row = ctx.db
      .prepare(
        `INSERT INTO notifications (user_id, kind, key, title, text, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(userId, spec.kind, spec.key, JSON.stringify(spec.title), JSON.stringify(spec.text), spec.link ?? null, iso(ctx.clock.now())) as NotificationRow;
    return { notification: row, created: true, after: [notificationPush(ctx, row.id)] };
  });
}

/** `notify` in its own transaction, publishing at once after the commit (callers outside a transaction). */
export function notifyNow(ctx: PlatformContext, userId: number, spec: NotificationSpec): NotificationRow {
  if (ctx.db.inTransaction) throw new Error('notifyNow inside a transaction: use notify and run its after-commit work');
  const { notification, after } = notify(ctx, userId, spec);
  for (const task of after) task();
  return notification;
}
