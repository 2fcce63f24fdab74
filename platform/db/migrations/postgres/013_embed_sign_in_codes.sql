-- Embedded sign-in hand-off (platform/auth/embed-sign-in.ts, docs/security.md "Embedded sessions"):
-- a one-time code issued to a signed-in first-party window, exchanged once, within 60 s, by the
-- casino's frame on a partner page for a partitioned session. Only the code's SHA-256 is kept.
CREATE TABLE embed_sign_in_codes (
  code_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id BIGINT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX embed_sign_in_codes_expiry ON embed_sign_in_codes(expires_at);
