-- Double-entry ledger. Every movement is one immutable transfer that debits one account and
-- credits another; an account's balance is credits minus debits, kept on the account row in the
-- same transaction as the transfer (platform/wallet/ledger.ts), so per currency all balances sum to 0.
CREATE TABLE ledger_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE RESTRICT,   -- NULL for system accounts
  system_name TEXT,                                          -- 'house:payments', 'house:games', 'house:seed', … (NULL for players)
  currency TEXT NOT NULL,
  kind TEXT NOT NULL,                                        -- players: 'real' | 'bonus' | 'reserved'; system: 'system'
  balance_cents INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  CHECK ((user_id IS NULL) <> (system_name IS NULL)),
  -- Last line of defence behind the service's own check: player money never goes below zero.
  CHECK (user_id IS NULL OR balance_cents >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts(user_id, currency, kind) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts(system_name, currency) WHERE system_name IS NOT NULL;

CREATE TABLE ledger_transfers (
  id INTEGER PRIMARY KEY,
  debit_account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  credit_account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  kind TEXT NOT NULL,               -- 'deposit', 'cashout_reserve', 'cashout', 'cashout_release', 'seed', 'bet', 'win', 'rollback', …
  reference TEXT,                   -- e.g. 'payment:12', a provider round id
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_transfers_debit ON ledger_transfers(debit_account_id, created_at);
CREATE INDEX ledger_transfers_credit ON ledger_transfers(credit_account_id, created_at);

-- Transfers are immutable: corrections are compensating transfers.
CREATE TRIGGER ledger_transfers_no_update BEFORE UPDATE ON ledger_transfers
BEGIN SELECT RAISE(ABORT, 'ledger transfers are immutable'); END;
CREATE TRIGGER ledger_transfers_no_delete BEFORE DELETE ON ledger_transfers
BEGIN SELECT RAISE(ABORT, 'ledger transfers are immutable'); END;
