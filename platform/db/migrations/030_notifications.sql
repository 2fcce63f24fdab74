-- Personal notifications (platform/notifications/notify.ts, docs/api/notifications.md): one row per
-- event a player is told about, idempotent by (user_id, key); title and text are kept in all nine
-- locales (JSON) and rendered in the player's locale when read or pushed. Kept 30 days
-- (NOTIFICATION_RETENTION_DAYS); read_at / dismissed_at are set by the player.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL,
  read_at TEXT,
  dismissed_at TEXT,
  UNIQUE (user_id, key)
);
CREATE INDEX notifications_user_created ON notifications(user_id, created_at);
