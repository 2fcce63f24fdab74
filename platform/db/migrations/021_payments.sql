-- Sandbox payments (deposits and cashouts). Money moves only through ledger transfers keyed
-- 'payment:<id>:<step>'; this table keeps the payment's state machine.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  action TEXT NOT NULL CHECK (action IN ('deposit', 'cashout')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'processing', 'succeeded', 'declined', 'canceled', 'rejected', 'recalled', 'reserved')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  method_id TEXT NOT NULL,
  brand TEXT NOT NULL,
  system_name TEXT NOT NULL,
  card_bin TEXT,
  card_last4 TEXT,
  cancellation_reason TEXT,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  complete_at TEXT,                 -- when the sandbox settles a pending payment by itself
  created_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE UNIQUE INDEX payments_idempotency ON payments(user_id, idempotency_key);
CREATE INDEX payments_user ON payments(user_id, id);
CREATE INDEX payments_due ON payments(complete_at) WHERE complete_at IS NOT NULL;
