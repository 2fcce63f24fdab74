-- Lootboxes and the wheel (docs/api/lootboxes.md). A template is the operator's definition (items,
-- weights, prizes; platform/lootboxes/definition.ts); an issued lootbox keeps a snapshot of the items it
-- was issued with, so a later template change never alters a box a player already holds. Activation
-- draws one item on the server and logs the draw in `lootbox_draws` (the audit trail).
CREATE TABLE lootbox_templates (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,                 -- the operator's stable identifier ('wheel', 'wheel-21', 'rocket_lite', …)
  definition TEXT NOT NULL,                 -- JSON, LootboxTemplate (platform/lootboxes/definition.ts)
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE player_lootboxes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  template_id INTEGER NOT NULL REFERENCES lootbox_templates(id),
  idempotency_key TEXT NOT NULL UNIQUE,     -- what issued it: 'deposit:<payment>:<template>', 'exchange:<id>', …
  source TEXT NOT NULL,                     -- the wire `strategy`: 'deposit' | 'vip_status' | 'exchange' | 'wheel_daily' | 'manual' | …
  currency TEXT NOT NULL,
  group_key TEXT NOT NULL,                  -- 'wheel_…' / 'manual_wheel…' are wheel spins (docs/product/loyalty-lootboxes-wheel.md#wheel)
  title TEXT NOT NULL,                      -- JSON {locale: title}
  items TEXT NOT NULL,                      -- JSON LootboxItemDefinition[] with the weights in force at issue
  stage TEXT NOT NULL DEFAULT 'issued' CHECK (stage IN ('issued', 'activated', 'canceled', 'expired')),
  display INTEGER NOT NULL DEFAULT 1,
  prize_item_id INTEGER,                    -- the drawn item once activated
  created_at TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  activated_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX player_lootboxes_user ON player_lootboxes(user_id, stage);
CREATE INDEX player_lootboxes_due ON player_lootboxes(stage, valid_until);

-- One row per activation: the weights used, the random value drawn and the item it selected, and what
-- the bonus engine issued for it. UNIQUE(lootbox_id): a lootbox is drawn at most once.
CREATE TABLE lootbox_draws (
  id INTEGER PRIMARY KEY,
  lootbox_id INTEGER NOT NULL UNIQUE REFERENCES player_lootboxes(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  weights TEXT NOT NULL,                    -- JSON [[item_id, weight], …] in draw order
  total_weight INTEGER NOT NULL CHECK (total_weight > 0),
  random_value INTEGER NOT NULL CHECK (random_value >= 0), -- crypto.randomInt(0, total_weight)
  item_id INTEGER NOT NULL,
  bonus_id INTEGER REFERENCES player_bonuses(id),
  freespins_id INTEGER REFERENCES player_freespins(id),
  points INTEGER,                           -- comp points granted (points prizes)
  created_at TEXT NOT NULL
);

-- Comp points granted by lootbox prizes; platform/players/comp-points.ts adds them to both balances.
CREATE TABLE comp_point_grants (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  points INTEGER NOT NULL CHECK (points > 0),
  source TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX comp_point_grants_user ON comp_point_grants(user_id);
