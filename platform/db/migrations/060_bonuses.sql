-- Bonus engine (docs/api/bonuses.md). Campaigns are versioned: an issued bonus or free-spin pack keeps
-- the version it was issued from. Money lives in the ledger (the player's `bonus` sub-account); these
-- tables hold stages, requirements and progress.
CREATE TABLE bonus_campaigns (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,                 -- the operator's stable identifier ('welcome-1'); DepositBonus.id
  kind TEXT NOT NULL CHECK (kind IN ('registration', 'deposit', 'promo_code', 'coupon', 'manual', 'freespins')),
  code TEXT,                                -- promo code / coupon / deposit code, upper case; NULL when none
  version INTEGER NOT NULL DEFAULT 1,       -- the current version
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX bonus_campaigns_code ON bonus_campaigns(code) WHERE code IS NOT NULL;

CREATE TABLE bonus_campaign_versions (
  campaign_id INTEGER NOT NULL REFERENCES bonus_campaigns(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  definition TEXT NOT NULL,                 -- JSON, CampaignDefinition (platform/bonuses/campaigns.ts)
  created_at TEXT NOT NULL,
  PRIMARY KEY (campaign_id, version)
);

CREATE TABLE player_bonuses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  campaign_id INTEGER REFERENCES bonus_campaigns(id),   -- NULL: free-spin winnings of a pack without a campaign
  campaign_version INTEGER,
  idempotency_key TEXT NOT NULL UNIQUE,     -- what issued it: 'deposit:<payment>:<campaign>', 'code:<campaign>:<user>', …
  source TEXT NOT NULL,                     -- 'registration' | 'deposit' | 'promo_code' | 'coupon' | 'manual' | 'freespins' | 'tournament' | …
  currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  wager_requirement_cents INTEGER NOT NULL CHECK (wager_requirement_cents >= 0),
  wagered_cents INTEGER NOT NULL DEFAULT 0 CHECK (wagered_cents >= 0),
  max_bet_cents INTEGER,                    -- NULL: no cap while wagering
  max_win_cents INTEGER,                    -- NULL: no cap at conversion
  contribution TEXT,                        -- JSON {category: percent}; NULL: the engine's defaults
  stage TEXT NOT NULL CHECK (stage IN ('issued', 'wait', 'handle_bets', 'lost', 'canceled', 'expired', 'wager_done')),
  group_key TEXT,
  title TEXT,                               -- JSON {locale: title} when not from a campaign
  activatable_until TEXT,
  valid_until TEXT,                         -- set at activation: activation + validity days
  validity_days INTEGER NOT NULL DEFAULT 30,
  activated_at TEXT,
  started_at TEXT,                          -- entered handle_bets (its money moved in)
  finished_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX player_bonuses_user ON player_bonuses(user_id, stage);
-- The bonus sub-account holds exactly the money of the one bonus being wagered (docs/api/bonuses.md "Money").
CREATE UNIQUE INDEX player_bonuses_wagering ON player_bonuses(user_id, currency) WHERE stage = 'handle_bets';
CREATE INDEX player_bonuses_due ON player_bonuses(stage, activatable_until);

CREATE TABLE player_freespins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  campaign_id INTEGER REFERENCES bonus_campaigns(id),
  campaign_version INTEGER,
  idempotency_key TEXT NOT NULL UNIQUE,
  source TEXT NOT NULL,
  currency TEXT NOT NULL,
  games TEXT NOT NULL,                      -- JSON array of game identifiers
  bet_level_cents INTEGER NOT NULL CHECK (bet_level_cents > 0),
  freespins_total INTEGER NOT NULL CHECK (freespins_total > 0),
  freespins_performed INTEGER NOT NULL DEFAULT 0 CHECK (freespins_performed >= 0),
  winnings_cents INTEGER NOT NULL DEFAULT 0 CHECK (winnings_cents >= 0),
  wager_multiplier INTEGER NOT NULL DEFAULT 0,
  stage TEXT NOT NULL CHECK (stage IN ('issued', 'activated', 'finished', 'canceled', 'expired')),
  group_key TEXT,
  title TEXT,
  activatable_until TEXT,
  valid_until TEXT,
  validity_days INTEGER NOT NULL DEFAULT 7,
  activated_at TEXT,
  finished_at TEXT,
  result_bonus_id INTEGER REFERENCES player_bonuses(id),   -- the winnings bonus issued at the end
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (freespins_performed <= freespins_total)
);
CREATE INDEX player_freespins_user ON player_freespins(user_id, stage);

-- Who redeemed which code or was issued which campaign once (per-player-once and usage limits).
CREATE TABLE bonus_redemptions (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES bonus_campaigns(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (campaign_id, user_id)
);

-- Offers a player declined (DELETE /api/bonuses/deposit/{id}, /api/bonuses/registration/{id}).
CREATE TABLE bonus_offer_dismissals (
  campaign_id INTEGER NOT NULL REFERENCES bonus_campaigns(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (campaign_id, user_id)
);
