-- Issue 11 M7/M8/M10 (docs/api/provider.md "Round journal and recovery", docs/api/jackpots.md "Mechanics").

-- The demo provider's round journal: the outcome is stored before the bet is sent, so a round cut
-- between bet and win (process killed, wallet unreachable) is settled with that outcome or rolled
-- back by the recovery pass, with the round's own transaction ids (`<round>:bet|win|rollback`).
-- `token` is the game session token the provider holds while the round is open (NULL once closed).
CREATE TABLE provider_rounds (
  id INTEGER PRIMARY KEY,
  round_id TEXT NOT NULL UNIQUE,
  session_id INTEGER NOT NULL,
  token TEXT,
  game_identifier TEXT NOT NULL,
  currency TEXT NOT NULL,
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
  outcome TEXT NOT NULL,                                   -- the engine outcome (JSON)
  state TEXT NOT NULL CHECK (state IN ('open', 'settled', 'rolled_back', 'refused')),
  created_at_ms INTEGER NOT NULL,
  closed_at TEXT
);
CREATE INDEX provider_rounds_open ON provider_rounds(created_at_ms) WHERE state = 'open';

-- What a bet did besides moving its stake (jackpot shares, drops), so a rollback can reverse it.
ALTER TABLE provider_transactions ADD COLUMN effects TEXT;

-- Pools never exceed their must-drop value: what a share brings past it flows to the next level,
-- past the top level into the jackpot's reserve, which funds the seeds of levels as they reset.
ALTER TABLE jackpot_levels ADD COLUMN drops INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jackpots ADD COLUMN reserve_cents INTEGER NOT NULL DEFAULT 0 CHECK (reserve_cents >= 0);
ALTER TABLE jackpots ADD COLUMN reserve_units INTEGER NOT NULL DEFAULT 0 CHECK (reserve_units >= 0 AND reserve_units < 10000);
ALTER TABLE jackpots ADD COLUMN house_seeded_cents INTEGER NOT NULL DEFAULT 0;
