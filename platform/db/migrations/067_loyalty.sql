-- Loyalty shop rate cards (docs/api/loyalty.md "Rate cards"): operator-defined, one row per card.
-- What a card gives is its validated `definition` (platform/loyalty/definition.ts); points spent are
-- rows of comp_point_spends (066) with purpose 'loyalty:<type>:<group>'.
CREATE TABLE loyalty_rate_cards (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('money', 'freespins', 'lootboxes', 'special')),
  group_key TEXT NOT NULL UNIQUE,            -- the wire `group`: the exchange key
  position INTEGER NOT NULL DEFAULT 0,       -- order within its type
  active INTEGER NOT NULL DEFAULT 1,
  definition TEXT NOT NULL,                  -- JSON, platform/loyalty/definition.ts
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX loyalty_rate_cards_type ON loyalty_rate_cards(type, active, position);
