-- The player's game history (GET /api/player/games, docs/api/games.md "Game history") reads a
-- player's bets newest first and each bet's wins: index both reads.
CREATE INDEX IF NOT EXISTS provider_transactions_user_kind ON provider_transactions(user_id, kind, outcome, id);
CREATE INDEX IF NOT EXISTS provider_transactions_reference ON provider_transactions(reference_transaction_id);
