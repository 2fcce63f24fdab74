-- Affiliate attribution (docs/api/affiliates.md, docs/product/embedding-and-mirrors.md#cookies-and-tracking):
-- landings with a stag (clicks), each player's first-touch attribution, their succeeded deposits,
-- and the postback outbox (delivered after commit, retried with backoff, one row per event).

-- One row per landing that carried a stag (POST /log_utm_set with `stag`).
CREATE TABLE affiliate_clicks (
  id INTEGER PRIMARY KEY,
  stag TEXT NOT NULL,
  affb_id TEXT,
  utm TEXT,                           -- JSON of the landing's UTM parameters, NULL when none
  created_at TEXT NOT NULL
);
CREATE INDEX affiliate_clicks_stag_time ON affiliate_clicks(stag, created_at);

-- First touch: written once at registration, never overwritten (only `utm` may be filled once, by /log_utm_send).
CREATE TABLE affiliate_attributions (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  stag TEXT,                          -- NULL when the player came with no stag (affb_id only)
  affb_id TEXT,
  utm TEXT,
  registered_at TEXT NOT NULL
);
CREATE INDEX affiliate_attributions_stag_time ON affiliate_attributions(stag, registered_at);

-- Every succeeded deposit of an attributed player, with the stag it counts for; `first` marks the player's first.
CREATE TABLE affiliate_deposits (
  payment_id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  stag TEXT,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  first INTEGER NOT NULL CHECK (first IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX affiliate_deposits_one_first ON affiliate_deposits(user_id) WHERE first = 1;
CREATE INDEX affiliate_deposits_stag_time ON affiliate_deposits(stag, created_at);

-- The postback outbox: one delivery per (event, player); `id` is the delivery id the receiver dedupes by.
CREATE TABLE affiliate_postbacks (
  id TEXT PRIMARY KEY,
  event TEXT NOT NULL,                -- 'registration' | 'first_deposit'
  user_id INTEGER NOT NULL,
  body TEXT NOT NULL,                 -- the JSON sent, byte for byte (it is what the signature covers)
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  delivered_at TEXT,
  gave_up_at TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (event, user_id)
);
CREATE INDEX affiliate_postbacks_due ON affiliate_postbacks(next_attempt_at) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
