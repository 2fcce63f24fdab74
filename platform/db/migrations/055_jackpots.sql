-- Progressive mystery jackpots (contract §3.7, §5.17). Money is integer subunits of the jackpot's currency.
CREATE TABLE jackpots (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  identifier TEXT NOT NULL UNIQUE,
  external_id TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL CHECK (state IN ('active', 'inactive')),
  currency TEXT NOT NULL,
  allowed_currencies TEXT NOT NULL,          -- JSON array of currency codes whose bets qualify
  games TEXT NOT NULL DEFAULT '[]',          -- JSON array of game identifiers that qualify
  game_category TEXT,                        -- category rule: any game in this category also qualifies
  min_bet_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_bet_cents >= 0), -- in the jackpot currency
  created_at TEXT NOT NULL
);

-- Three levels per jackpot (level_1..level_3). `drop_at_cents` is the hidden must-drop-by value,
-- drawn in [drop_min_cents, drop_max_cents] at every seed/reset; it never leaves the server.
-- `remainder_units` keeps the sub-cent part of contributions in 1/10 000 of a subunit, so no
-- contribution is lost to rounding.
CREATE TABLE jackpot_levels (
  id INTEGER PRIMARY KEY,
  jackpot_id INTEGER NOT NULL REFERENCES jackpots(id) ON DELETE CASCADE,
  level_index INTEGER NOT NULL CHECK (level_index BETWEEN 1 AND 3),
  name TEXT NOT NULL,
  external_code TEXT NOT NULL,
  seed_cents INTEGER NOT NULL CHECK (seed_cents >= 0),
  contribution_bp INTEGER NOT NULL CHECK (contribution_bp BETWEEN 0 AND 10000),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  remainder_units INTEGER NOT NULL DEFAULT 0 CHECK (remainder_units >= 0 AND remainder_units < 10000),
  drop_min_cents INTEGER NOT NULL,
  drop_max_cents INTEGER NOT NULL,
  drop_at_cents INTEGER NOT NULL,
  paid_out_cents INTEGER NOT NULL DEFAULT 0,
  UNIQUE (jackpot_id, level_index),
  CHECK (seed_cents < drop_min_cents AND drop_min_cents <= drop_max_cents),
  CHECK (drop_at_cents BETWEEN drop_min_cents AND drop_max_cents)
);

-- Every drop. Historic (seeded) wins have no user row; `user_name` keeps the name shown then.
CREATE TABLE jackpot_wins (
  id INTEGER PRIMARY KEY,
  jackpot_id INTEGER NOT NULL REFERENCES jackpots(id) ON DELETE CASCADE,
  level_id INTEGER NOT NULL REFERENCES jackpot_levels(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  user_name TEXT NOT NULL,
  round_id TEXT,
  game_identifier TEXT,
  currency TEXT NOT NULL,                    -- the winner's (bet) currency of amount_cents
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  original_currency TEXT NOT NULL,           -- the jackpot currency
  original_amount_cents INTEGER NOT NULL CHECK (original_amount_cents >= 0),
  created_at TEXT NOT NULL,
  approved_at TEXT
);
CREATE INDEX jackpot_wins_newest ON jackpot_wins(created_at DESC, id DESC);
