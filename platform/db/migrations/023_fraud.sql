-- Pre-payment fraud checks (POST /api/users/transaction): every request and its verdict.
CREATE TABLE fraud_checks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,               -- transaction | payout
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  payment_system TEXT NOT NULL,
  card_bin TEXT,
  card_last4 TEXT,
  country TEXT,
  device_fingerprint TEXT,
  request TEXT NOT NULL,            -- the validated body as JSON
  approved INTEGER NOT NULL,
  reason TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX fraud_checks_user ON fraud_checks(user_id, id);
