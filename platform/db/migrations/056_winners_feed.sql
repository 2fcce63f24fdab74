-- The winners feed (contract §5.18, `public:wins`): only the latest big wins are kept.
CREATE TABLE big_wins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  nickname TEXT NOT NULL,
  currency TEXT NOT NULL,
  game_identifier TEXT NOT NULL,
  game_title TEXT NOT NULL,
  game_table_image_path TEXT NOT NULL,
  game_table_url TEXT NOT NULL,
  bet_cents INTEGER NOT NULL CHECK (bet_cents >= 0),
  win_cents INTEGER NOT NULL CHECK (win_cents > 0),
  at_ms INTEGER NOT NULL
);
CREATE INDEX big_wins_newest ON big_wins(at_ms DESC, id DESC);
