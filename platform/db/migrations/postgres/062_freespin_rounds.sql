-- Free rounds of the demo provider (docs/api/bonuses.md "Free spins", docs/api/provider.md "Free rounds").
-- A journalled round played as a free round of a pack: its bet goes to the wallet at zero stake with
-- the pack's id, and the recovery pass rolls it back (amount 0) or settles it the same way.
ALTER TABLE provider_rounds ADD COLUMN freespins_id BIGINT REFERENCES player_freespins(id);
-- Free rounds of the pack settled by their (first) win: the pack is finished when all its rounds are
-- played and settled (platform/bonuses/freespins.ts), without looking for open bets.
ALTER TABLE player_freespins ADD COLUMN freespins_settled BIGINT NOT NULL DEFAULT 0 CHECK (freespins_settled >= 0);
-- Operator gifts are idempotent by the `Idempotency-Key` header: the first answer is kept and replayed.
CREATE TABLE operator_gifts (
  idempotency_key TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,               -- the request body, so a reused key with another body is a 409
  response TEXT NOT NULL,                  -- JSON answer of the first call
  created_at TEXT NOT NULL
);
