-- Lotteries (docs/api/lotteries.md): operator-defined draws, tickets earned by deposit, by wager
-- step or bought with comp points, and a commit-reveal draw anyone can verify
-- (docs/product/lottery-draw-verification.md).
CREATE TABLE lotteries (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,                 -- the wire `frontend_identifier`, /lottery/<slug>
  definition TEXT NOT NULL,                  -- LotteryDefinition (platform/lotteries/definition.ts), JSON
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  seed TEXT NOT NULL,                        -- 32 random bytes, hex: secret until drawn
  commitment TEXT NOT NULL,                  -- SHA-256 of the seed's bytes, hex: public from the start
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'drawn')),
  drawn_at TEXT,                             -- the wire `finished_at`; the seed is public from then on
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX lotteries_open ON lotteries(state, end_at);

-- One row per ticket; the draw's ticket list is the lottery's rows ordered by id.
CREATE TABLE lottery_tickets (
  id INTEGER PRIMARY KEY,
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  source TEXT NOT NULL CHECK (source IN ('deposit', 'wager', 'points', 'seed')),
  source_key TEXT NOT NULL,                  -- what earned it: deposit:<payment>, wager, points:<spend key>
  created_at TEXT NOT NULL
);
CREATE INDEX lottery_tickets_player ON lottery_tickets(lottery_id, user_id, source);
-- A deposit or a points purchase grants its tickets once (the grant's rows share its key).
CREATE TABLE lottery_grants (
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id),
  source_key TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  tickets INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (lottery_id, source_key)
);

-- The wager step's running total per player: wager tickets held = floor(wagered / step), capped;
-- `tickets` counts them so a bet reads one row, never the ticket list.
CREATE TABLE lottery_wagers (
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  wagered_cents INTEGER NOT NULL DEFAULT 0,
  tickets INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (lottery_id, user_id)
);

-- The frozen result: one row per place, written once at the draw; `paid_at` once its prize is issued.
CREATE TABLE lottery_winners (
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id),
  place INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL REFERENCES lottery_tickets(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  nickname TEXT NOT NULL,                    -- masked (docs/api/jackpots.md "Names")
  paid_at TEXT,
  bonus_id INTEGER,
  freespins_id INTEGER,
  PRIMARY KEY (lottery_id, place)
);
CREATE INDEX lottery_winners_unpaid ON lottery_winners(lottery_id) WHERE paid_at IS NULL;

-- Comp points spent (platform/players/comp-point-spend.ts): chargeable = earned − spent.
CREATE TABLE comp_point_spends (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  points INTEGER NOT NULL CHECK (points > 0),
  purpose TEXT NOT NULL,                     -- 'lottery:<id>', later 'money', 'freespins', … (issue 16)
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX comp_point_spends_user ON comp_point_spends(user_id);
