-- The wallet's hot path writes fewer index pages per round (docs/api/provider.md "Second round",
-- docs/architecture.md "Decisions"). Every UNIQUE index stays (transaction ids: idempotent retries).
--
-- Migration 058's two indexes serve one read only, the player's game history (platform/games/history.ts:
-- a player's ok bets newest first, each bet's ok wins). Narrowed to the rows that read looks at, a bet
-- writes one of them and a win the other, instead of every call writing both (the same query plans:
-- EXPLAIN QUERY PLAN in tests/platform/game-history.test.ts).
DROP INDEX IF EXISTS provider_transactions_user_kind;
DROP INDEX IF EXISTS provider_transactions_reference;
CREATE INDEX provider_transactions_user_bets ON provider_transactions(user_id, id) WHERE kind = 'bet' AND outcome = 'ok';
CREATE INDEX provider_transactions_win_reference ON provider_transactions(reference_transaction_id) WHERE kind = 'win' AND outcome = 'ok';
--
-- Every win moves the player's game in played_games_recent (its last_activity_at is the key); the one
-- read (platform/games/favourites.ts `playedGames`, docs/api/games.md) finds the player's rows by the
-- primary key and sorts them, at most one row per catalogue game (tests/platform/games-favourites.test.ts).
DROP INDEX IF EXISTS played_games_recent;
