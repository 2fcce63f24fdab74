-- Favourites and recently played games (contract §2.2). Both keep the game's identifier, which
-- survives a catalogue reseed; the per-currency numeric ids are resolved through the catalogue.
CREATE TABLE favourite_games (
  id INTEGER PRIMARY KEY,                    -- insertion order = the order favourites are listed in
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  identifier TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, identifier)
);

CREATE TABLE played_games (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  identifier TEXT NOT NULL,
  last_activity_at TEXT NOT NULL,
  PRIMARY KEY (user_id, identifier)
);
CREATE INDEX played_games_recent ON played_games(user_id, last_activity_at DESC);
