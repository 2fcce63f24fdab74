-- The wallet's hot path writes fewer index pages per round (docs/api/provider.md "Throughput",
-- docs/architecture.md "Decisions"): migration 058's two indexes serve one read only, the player's
-- game history (platform/games/history.ts: a player's settled bets newest first, each bet's ok wins).
-- Narrowed to the rows that read looks at, a bet writes one of them and a win the other, instead of
-- every call writing both (the same query plans: EXPLAIN QUERY PLAN in tests/platform/game-history-plan.test.ts).
-- The UNIQUE index on transaction_id (idempotent retries) is untouched.
DROP INDEX IF EXISTS provider_transactions_user_kind;
DROP INDEX IF EXISTS provider_transactions_reference;
CREATE INDEX provider_transactions_user_bets ON provider_transactions(user_id, id) WHERE kind = 'bet' AND outcome = 'ok';
CREATE INDEX provider_transactions_win_reference ON provider_transactions(reference_transaction_id) WHERE kind = 'win' AND outcome = 'ok';
