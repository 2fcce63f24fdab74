-- Demo game provider (docs/api/provider.md). A launch creates a game session; its token is random,
-- only its SHA-256 is kept. Real sessions play through the seamless-wallet API; demo sessions keep
-- a play-money balance here and never touch the ledger.
CREATE TABLE provider_sessions (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,      -- NULL: a guest's demo session
  game_identifier TEXT NOT NULL,
  game_title TEXT NOT NULL,
  engine TEXT NOT NULL CHECK (engine IN ('slot', 'rocket')),
  mode TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
  currency TEXT NOT NULL,                                       -- FUN for demo
  parent_origin TEXT NOT NULL,                                  -- postMessage target of the game page
  demo_balance_cents INTEGER,                                   -- demo only
  bets_cents INTEGER NOT NULL DEFAULT 0,                        -- session totals: net position = wins − bets
  wins_cents INTEGER NOT NULL DEFAULT 0,
  rounds INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  open_by TEXT NOT NULL,                                        -- the launch URL must be opened before this
  opened_at TEXT,                                               -- session clock starts here (RTS 13C)
  expires_at TEXT NOT NULL,                                     -- bets refused after this; wins/rollbacks still accepted
  last_round_at_ms INTEGER                                      -- slot pacing (≥ 2.5 s per spin)
);
CREATE INDEX provider_sessions_user ON provider_sessions(user_id);

-- Every seamless-wallet call that changed or decided something, keyed by the provider's transaction
-- id (the idempotency key; the unique index is the last line of defence). `kind = 'tombstone'`
-- marks a bet id that a rollback referenced before the bet arrived: a late bet with it is refused.
CREATE TABLE provider_transactions (
  id INTEGER PRIMARY KEY,
  transaction_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'tombstone')),
  session_id INTEGER REFERENCES provider_sessions(id) ON DELETE SET NULL,
  user_id INTEGER,
  game_identifier TEXT,
  round_id TEXT,
  currency TEXT,
  amount_cents INTEGER NOT NULL DEFAULT 0,
  reference_transaction_id TEXT,
  fingerprint TEXT NOT NULL,                                    -- the parameters a repeat must match
  outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'refused', 'tombstone')),
  http_status INTEGER NOT NULL,
  response TEXT NOT NULL,                                       -- the original answer, replayed on repeats
  bet_real_cents INTEGER NOT NULL DEFAULT 0,                    -- bets: the split over the sub-wallets
  bet_bonus_cents INTEGER NOT NULL DEFAULT 0,
  settlement TEXT CHECK (settlement IN ('open', 'won', 'rolled_back')),  -- bets only
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX provider_transactions_id ON provider_transactions(transaction_id);
