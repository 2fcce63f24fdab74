-- Core tables every area relies on. Money is always integer subunits (`*_cents`).
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  nickname TEXT,
  first_name TEXT,
  last_name TEXT,
  date_of_birth TEXT,            -- YYYY-MM-DD
  gender TEXT,
  country TEXT,                  -- ISO 3166-1 alpha-2
  city TEXT,
  address TEXT,
  postal_code TEXT,
  state TEXT,
  mobile_phone TEXT,
  currency TEXT NOT NULL DEFAULT 'EUR',
  language TEXT NOT NULL DEFAULT 'en',
  license_name TEXT NOT NULL DEFAULT 'CW',
  receive_promos INTEGER NOT NULL DEFAULT 0,
  receive_sms_promos INTEGER NOT NULL DEFAULT 0,
  receive_promos_via_phone_calls INTEGER NOT NULL DEFAULT 0,
  agreed_to_partner_promotions INTEGER NOT NULL DEFAULT 0,
  deposit_bonus_code TEXT,
  can_issue_bonuses INTEGER NOT NULL DEFAULT 1,
  autoregistered INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0,
  terms_accepted_at TEXT,
  confirmed_at TEXT,
  created_at TEXT NOT NULL,
  current_sign_in_at TEXT,
  last_sign_in_at TEXT
);

-- Player groups (spec 000 §6): tester 21, multi-account 100, VIP 255/257/258/259/759…
CREATE TABLE user_groups (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (user_id, group_id)
);

-- Server-side sessions; the cookie holds a random token, the table only its SHA-256.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  ip TEXT,
  country TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,      -- absolute expiry
  revoked_at TEXT
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Generated secrets and other process-wide values that must survive restarts.
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Idempotency of external operations: a repeat returns the first result; other parameters → error.
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);
