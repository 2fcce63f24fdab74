-- Single-use e-mail tokens (confirmation, password reset). Only the SHA-256 of a token is kept.
CREATE TABLE user_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirmation', 'reset_password')),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX user_tokens_user ON user_tokens(user_id, purpose);

-- Every sign-in step, for captcha thresholds and per-account / per-IP limits.
CREATE TABLE auth_attempts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('password', 'otp')),
  email TEXT COLLATE NOCASE,
  ip TEXT,
  succeeded INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX auth_attempts_email ON auth_attempts(email, created_at);
CREATE INDEX auth_attempts_ip ON auth_attempts(ip, created_at);
CREATE INDEX auth_attempts_created ON auth_attempts(created_at);

-- Sandbox captcha: a sum to solve, single use, short-lived.
CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- Password accepted, TOTP still to come: bound to the `ck_2fa` cookie (its SHA-256 here).
CREATE TABLE pending_sign_ins (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0
);

-- TOTP (RFC 6238). `pending_secret` is the one shown as QR until confirmed by a code;
-- `last_used_step` makes every code single-use.
CREATE TABLE user_two_factor (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT,
  pending_secret TEXT,
  enabled_at TEXT,
  last_used_step INTEGER
);
