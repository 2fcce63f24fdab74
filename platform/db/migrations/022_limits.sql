-- Responsible-gaming limits (contract §2.6). One row per (user, type, period); money amounts per
-- currency in user_limit_accounts. A loosening change waits in pending_* until 24 h have passed
-- AND the mailed token was confirmed.
CREATE TABLE user_limits (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,               -- deposit | loss | wager | session | coolingoff | selfexclusion
  period TEXT NOT NULL,             -- day | week | month (money), session: per_session, coolingoff/selfexclusion: their duration
  minutes INTEGER,                  -- session limits
  active_until TEXT,                -- coolingoff/selfexclusion end (NULL = indefinite self-exclusion)
  created_at TEXT NOT NULL,
  removed_at TEXT,
  pending_change TEXT,              -- JSON {action: 'update', accounts, minutes} | {action: 'remove'}
  pending_since TEXT,
  confirm_token_hash TEXT,
  confirmed_at TEXT
);
CREATE UNIQUE INDEX user_limits_live ON user_limits(user_id, type, period) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX user_limits_token ON user_limits(confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;

CREATE TABLE user_limit_accounts (
  limit_id INTEGER NOT NULL REFERENCES user_limits(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  PRIMARY KEY (limit_id, currency)
);
