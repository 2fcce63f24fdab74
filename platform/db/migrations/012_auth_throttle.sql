-- Sign-in throttling by address, device and account (docs/api/auth-and-players.md, "Sign-in").
-- auth_attempts gains the device (SHA-256 of the `dfpc` fingerprint) and an 'unlock' kind: a
-- mailed unlock link or a password reset restarts the account's failure count like a success.
CREATE TABLE auth_attempts_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('password', 'otp', 'unlock')),
  email TEXT COLLATE NOCASE,
  ip TEXT,
  device TEXT,
  succeeded INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO auth_attempts_new (id, kind, email, ip, succeeded, created_at) SELECT id, kind, email, ip, succeeded, created_at FROM auth_attempts;
DROP TABLE auth_attempts;
ALTER TABLE auth_attempts_new RENAME TO auth_attempts;
CREATE INDEX auth_attempts_email ON auth_attempts(email, created_at);
CREATE INDEX auth_attempts_ip ON auth_attempts(ip, created_at);
CREATE INDEX auth_attempts_device ON auth_attempts(device, created_at);
CREATE INDEX auth_attempts_created ON auth_attempts(created_at);

-- Where each player signed in successfully (address, and device: '' when none was sent), so
-- failures from elsewhere never lock them out there.
CREATE TABLE known_sign_ins (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  device TEXT NOT NULL,
  last_success_at TEXT NOT NULL,
  PRIMARY KEY (user_id, ip, device)
);
CREATE INDEX known_sign_ins_device ON known_sign_ins(user_id, device);
CREATE INDEX known_sign_ins_last ON known_sign_ins(last_success_at);

-- Mailed tokens gain 'unlock' (lifts a sign-in lock) and 'registration_browser' (the cookie of
-- the browser that registered: only it is signed in by the confirmation link).
CREATE TABLE user_tokens_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirmation', 'reset_password', 'unlock', 'registration_browser')),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
INSERT INTO user_tokens_new SELECT id, user_id, purpose, token_hash, created_at, expires_at, used_at FROM user_tokens;
DROP TABLE user_tokens;
ALTER TABLE user_tokens_new RENAME TO user_tokens;
CREATE INDEX user_tokens_user ON user_tokens(user_id, purpose);
