-- Twin of SQLite's 076: an account's version, counted up by every movement in its transaction (the balance
-- push's order across nodes, docs/api/realtime.md "Engines", "Newer state wins").
ALTER TABLE ledger_accounts ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
