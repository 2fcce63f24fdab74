-- Tournaments and quests score after commit from the wallet's own ordered log (docs/api/competitions.md
-- "Scoring"): the bet's transaction writes nothing for them; the scorer (platform/competitions/outbox.ts)
-- reads `provider_transactions` by id since its cursor, one transaction per batch with the cursor, so a
-- crash neither loses nor doubles a call.
CREATE TABLE tournament_scoring_cursor (
  id BIGINT PRIMARY KEY CHECK (id = 1),            -- one row: no identity
  last_transaction_id BIGINT NOT NULL              -- provider_transactions.id of the last call scored
);
-- Every call logged before this migration was scored in its own transaction.
INSERT INTO tournament_scoring_cursor (id, last_transaction_id) VALUES (1, COALESCE((SELECT MAX(id) FROM provider_transactions), 0));

-- What the bets of one batch counted in (per bet: the tournaments, what it added, the tie-break times),
-- for their later wins and rollbacks: one row per batch, `first_id`..`last_id` the batch's log range.
-- (Bets logged before this migration keep theirs in their effects: `tournament_scores`.)
CREATE TABLE tournament_score_batches (
  first_id BIGINT PRIMARY KEY,
  last_id BIGINT NOT NULL,
  bets TEXT NOT NULL                                -- JSON {"<provider_transactions.id>": BetScores}
);
