-- KYC documents (docs/api/auth-and-players.md "Verification documents"). The file itself lies on
-- disk under the documents directory (`storage_key` is its random name there); the row keeps what
-- was checked at upload. A player is `verified` once an identity and an address document are approved.
CREATE TABLE player_documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document_type TEXT NOT NULL CHECK (document_type IN ('identity', 'address', 'payment_method', 'source_of_funds')),
  file_name TEXT NOT NULL,                   -- the player's file name, cleaned; shown back only
  content_type TEXT NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),  -- from the magic bytes
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  sha256 TEXT NOT NULL,
  storage_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  comment TEXT,                              -- the reviewer's note to the player
  created_at TEXT NOT NULL,
  reviewed_at TEXT
);
CREATE INDEX player_documents_user ON player_documents(user_id, id);
CREATE INDEX player_documents_status ON player_documents(status, id);
