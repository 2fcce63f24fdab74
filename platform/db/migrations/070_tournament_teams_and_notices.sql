-- Tournaments, continued (docs/api/competitions.md "Starts soon", "Team tournaments", "Comp-point prizes").

-- `tournament_starts_soon` is sent once per tournament: the lifecycle sets this in the transaction that
-- stores the players' notifications (platform/competitions/lifecycle.ts), so a restart never sends it twice.
ALTER TABLE tournaments ADD COLUMN starts_soon_at TEXT;

-- Team tournaments: each ranked player's team and place in it, frozen with the places at the end
-- (platform/competitions/teams.ts); before the end both follow from the player's groups and the entries.
CREATE TABLE tournament_team_members (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  team_id INTEGER NOT NULL,                       -- the definition's `teams[].id`
  place_in_team INTEGER NOT NULL CHECK (place_in_team >= 1),
  PRIMARY KEY (tournament_id, user_id)
) WITHOUT ROWID;

-- tournament_awards rebuilt: comp-point prizes (kind `comp_points`, `points`) and team prizes
-- (`team_place` the team's final place, `place` the member's place in the team; 0 for a player's own place).
CREATE TABLE tournament_awards_new (
  id INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  team_place INTEGER NOT NULL DEFAULT 0 CHECK (team_place >= 0),
  place INTEGER NOT NULL CHECK (place >= 1),
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('money', 'bonus', 'freespins', 'campaign', 'comp_points', 'none')),
  currency TEXT,
  amount_cents INTEGER,
  bonus_id INTEGER,
  freespins_id INTEGER,
  points INTEGER,
  player_notified INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (tournament_id, team_place, place)
);
INSERT INTO tournament_awards_new (id, tournament_id, team_place, place, user_id, kind, currency, amount_cents, bonus_id, freespins_id, player_notified, created_at)
  SELECT id, tournament_id, 0, place, user_id, kind, currency, amount_cents, bonus_id, freespins_id, player_notified, created_at FROM tournament_awards;
DROP TABLE tournament_awards;
ALTER TABLE tournament_awards_new RENAME TO tournament_awards;
CREATE INDEX tournament_awards_user ON tournament_awards(user_id);
