-- Client telemetry (contract §2.7): validation metrics, UTM, performance, logs. Append-only.
CREATE TABLE telemetry_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,                 -- 'validation' | 'utm_set' | 'utm_send' | 'game_start' | 'transaction' | 'log' | 'performance' | 'network_performance'
  user_id INTEGER,
  ip TEXT,
  payload TEXT NOT NULL,              -- JSON, validated and size-bounded before it is stored
  created_at TEXT NOT NULL
);
CREATE INDEX telemetry_events_kind ON telemetry_events(kind, created_at);

-- Contact form (POST /api/send_contact_message).
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER,
  email TEXT NOT NULL,
  content TEXT NOT NULL,
  ip TEXT,
  created_at TEXT NOT NULL
);

-- Live-chat restore ids (POST /restore-id/get|set), one per player and chat project.
CREATE TABLE chat_restore_ids (
  internal_id TEXT NOT NULL,
  project TEXT NOT NULL,
  restore_id TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (internal_id, project)
);
