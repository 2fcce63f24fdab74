-- VIP club and adventures (docs/api/vip.md).
-- The player's VIP status for a calendar quarter: promoted at once within the quarter, set anew at the
-- quarter's end by the sweep (demotion); diamond is for life (`diamond_since`).
CREATE TABLE vip_states (
  user_id BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  quarter TEXT NOT NULL,
  diamond_since TEXT,
  updated_at TEXT NOT NULL
);

-- A level gift: issued through the bonus engine at most once per (player, quarter, status).
CREATE TABLE vip_gifts (
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  quarter TEXT NOT NULL,
  status TEXT NOT NULL,
  bonus_id BIGINT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, quarter, status)
);

-- The adventure calendar of a player: day 1 is `start_day` (UTC date, set on the first evaluation).
CREATE TABLE adventure_starts (
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  calendar TEXT NOT NULL,
  start_day TEXT NOT NULL,
  PRIMARY KEY (user_id, calendar)
);

-- A completed adventure day (its prize issued through the bonus engine, once).
CREATE TABLE adventure_days (
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  calendar TEXT NOT NULL,
  title TEXT NOT NULL,
  day BIGINT NOT NULL,
  completed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, calendar, title)
);
