-- Tournaments, continued (docs/api/competitions.md "Starts soon", "Team tournaments", "Comp-point prizes").

-- `tournament_starts_soon` is sent once per tournament: the lifecycle sets this in the transaction that
-- stores the players' notifications (platform/competitions/lifecycle.ts), so a restart never sends it twice.
ALTER TABLE tournaments ADD COLUMN starts_soon_at TEXT;

-- Team tournaments: each ranked player's team and place in it, frozen with the places at the end
-- (platform/competitions/teams.ts); before the end both follow from the player's groups and the entries.
CREATE TABLE tournament_team_members (
  tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  team_id BIGINT NOT NULL,                       -- the definition's `teams[].id`
  place_in_team BIGINT NOT NULL CHECK (place_in_team >= 1),
  PRIMARY KEY (tournament_id, user_id)
);

-- tournament_awards rebuilt: comp-point prizes (kind `comp_points`, `points`) and team prizes
-- (`team_place` the team's final place, `place` the member's place in the team; 0 for a player's own place).
-- Altered in place (SQLite rebuilds the table); the index tournament_awards_user from 064 stays.
ALTER TABLE tournament_awards ADD COLUMN team_place BIGINT NOT NULL DEFAULT 0 CHECK (team_place >= 0);
ALTER TABLE tournament_awards ADD COLUMN points BIGINT;
ALTER TABLE tournament_awards DROP CONSTRAINT tournament_awards_kind_check;
ALTER TABLE tournament_awards ADD CONSTRAINT tournament_awards_kind_check CHECK (kind IN ('money', 'bonus', 'freespins', 'campaign', 'comp_points', 'none'));
ALTER TABLE tournament_awards DROP CONSTRAINT tournament_awards_tournament_id_place_key;
ALTER TABLE tournament_awards ADD CONSTRAINT tournament_awards_tournament_id_team_place_place_key UNIQUE (tournament_id, team_place, place);
