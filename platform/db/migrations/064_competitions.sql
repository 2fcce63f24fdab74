-- Tournaments (quests and achievements are tournaments): docs/api/competitions.md.
-- One row per operator-defined tournament; `definition` is the current version's JSON
-- (platform/competitions/definition.ts, zod-validated on every write and read), every version is kept in
-- tournament_versions. The columns next to it are the definition's fields the engine filters on.
CREATE TABLE tournaments (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,                       -- the operator's key
  frontend_identifier TEXT NOT NULL,
  strategy TEXT NOT NULL CHECK (strategy IN ('bet', 'win', 'spin', 'rate', 'points')),
  currency TEXT NOT NULL,                         -- the tournament's (prize and score) currency
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  definition TEXT NOT NULL,
  started_at TEXT,                                -- set when the lifecycle saw the window open (tournament_started sent)
  finished_at TEXT,                               -- set when the places froze and every prize was issued
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (end_at > start_at)
);
CREATE INDEX tournaments_window ON tournaments(end_at, start_at);
CREATE INDEX tournaments_unfinished ON tournaments(end_at) WHERE finished_at IS NULL;

CREATE TABLE tournament_versions (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  version INTEGER NOT NULL,
  definition TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, version)
);

-- One row per (tournament, player). Money in the tournament's currency (integer subunits).
-- score: the ranking metric as an INTEGER (bet → bet_cents, win → win_cents, spin → games_taken,
-- rate → best_rate (win/bet × 10,000), points → points); reached_at_ms: the clock time the score was
-- reached (tie-break: score DESC, reached_at_ms ASC, user_id ASC). A bet's score is one statement
-- (platform/competitions/scoring.ts), which also keeps the previous reached_at_ms for its rollback.
CREATE TABLE tournament_entries (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  confirmed INTEGER NOT NULL DEFAULT 0 CHECK (confirmed IN (0, 1)),
  bet_cents INTEGER NOT NULL DEFAULT 0 CHECK (bet_cents >= 0),
  win_cents INTEGER NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  games_taken INTEGER NOT NULL DEFAULT 0 CHECK (games_taken >= 0),
  best_rate INTEGER NOT NULL DEFAULT 0 CHECK (best_rate >= 0),
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  score INTEGER NOT NULL DEFAULT 0 CHECK (score >= 0),
  reached_at_ms INTEGER NOT NULL,
  previous_reached_at_ms INTEGER,                 -- reached_at_ms before the last bet's change: the bet's rollback restores it
  final_place INTEGER,
  currency TEXT,                                  -- the currency the player last played in (prizes pay in it when listed)
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, user_id)
) WITHOUT ROWID;
-- The leaderboard and a player's place: one range of this index.
CREATE INDEX tournament_entries_rank ON tournament_entries(tournament_id, score DESC, reached_at_ms, user_id);
CREATE INDEX tournament_entries_user ON tournament_entries(user_id);

-- Prizes, exactly once: one row per (tournament, place), written in the same transaction as the
-- prize's bonus / free spins / ledger transfer (docs/api/competitions.md "Finalisation").
CREATE TABLE tournament_awards (
  id INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  place INTEGER NOT NULL CHECK (place >= 1),
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('money', 'bonus', 'freespins', 'campaign', 'none')),
  currency TEXT,
  amount_cents INTEGER,
  bonus_id INTEGER,
  freespins_id INTEGER,
  player_notified INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (tournament_id, place)
);
CREATE INDEX tournament_awards_user ON tournament_awards(user_id);
