-- Sign-in throttling by address, device and account (docs/api/auth-and-players.md, "Sign-in").
-- auth_attempts gains the device (SHA-256 of the `dfpc` fingerprint) and an 'unlock' kind: a
-- mailed unlock link or a password reset restarts the account's failure count like a success.
-- (SQLite rebuilds the table to change its CHECK; here the table is altered in place: its indexes
-- auth_attempts_email, _ip and _created from 011 stay, as SQLite recreates them.)
ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check;
ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check CHECK (kind IN ('password', 'otp', 'unlock'));
ALTER TABLE auth_attempts ADD COLUMN device TEXT;
CREATE INDEX auth_attempts_device ON auth_attempts(device, created_at);

-- Where each player signed in successfully (address, and device: '' when none was sent), so
-- failures from elsewhere never lock them out there.
CREATE TABLE known_sign_ins (
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  device TEXT NOT NULL,
  last_success_at TEXT NOT NULL,
  PRIMARY KEY (user_id, ip, device)
);
CREATE INDEX known_sign_ins_device ON known_sign_ins(user_id, device);
CREATE INDEX known_sign_ins_last ON known_sign_ins(last_success_at);

-- Mailed tokens gain 'unlock' (lifts a sign-in lock) and 'registration_browser' (the cookie of
-- the browser that registered: only it is signed in by the confirmation link). Altered in place
-- (SQLite rebuilds the table); the index user_tokens_user from 011 stays.
ALTER TABLE user_tokens DROP CONSTRAINT user_tokens_purpose_check;
ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_purpose_check CHECK (purpose IN ('confirmation', 'reset_password', 'unlock', 'registration_browser'));
