-- Wrong promo codes and coupons (platform/bonuses/code-attempts.ts): counted per player and per
-- address so codes cannot be guessed by trying many; kept a day.
CREATE TABLE bonus_code_attempts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX bonus_code_attempts_user ON bonus_code_attempts(user_id, created_at);
CREATE INDEX bonus_code_attempts_ip ON bonus_code_attempts(ip, created_at);
