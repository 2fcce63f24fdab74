-- Every movement of an account counts up its version in the movement's transaction, so the versions of a
-- player's accounts order their balance as commits did, on any engine and from any node: the balance push
-- carries their sum and the shared socket stream keeps the newer state when two nodes' pushes race
-- (docs/api/realtime.md "Engines", "Newer state wins"). A transfer's id does not order commits on PostgreSQL
-- (it is handed out at the INSERT).
ALTER TABLE ledger_accounts ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
