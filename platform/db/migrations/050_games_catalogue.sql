-- Game catalogue (contract §3.1, §4.1). The whole catalogue is replaced in one transaction by a
-- reseed (platform/games/seed.ts) and served from an in-memory index (platform/games/catalogue.ts),
-- so per-game lists (categories, currencies, devices) are JSON columns rather than join tables:
-- they are only ever read whole, at index build.
CREATE TABLE game_providers (
  id TEXT PRIMARY KEY,                       -- slug, e.g. `copperleaf`
  title TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE game_collections (
  id TEXT PRIMARY KEY,                       -- slug, geo-suffixed ones too (`top:au`)
  title TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,           -- `<provider>/<seo_title>`
  provider TEXT NOT NULL REFERENCES game_providers(id),
  seo_title TEXT NOT NULL,
  title TEXT NOT NULL,
  popularity_rank INTEGER NOT NULL,          -- 1 = most played; the "global" order
  released_at TEXT NOT NULL,
  volatility_rating TEXT,
  lines INTEGER,
  ways INTEGER,
  hit_rate TEXT,                             -- decimal string, %
  payout TEXT,                               -- decimal string, RTP %
  devices TEXT NOT NULL CHECK (json_valid(devices)),       -- ["desktop","mobile"]
  categories TEXT NOT NULL CHECK (json_valid(categories)), -- collection ids
  currencies TEXT NOT NULL CHECK (json_valid(currencies)), -- {"EUR": {"id": 123, "jackpot": null}, "FUN": {...}}
  UNIQUE (provider, seo_title)
);

-- Providers hidden per country (config `providers-config`): `all` or a comma-separated list of
-- ISO 3166-1 alpha-2 codes.
CREATE TABLE game_provider_restrictions (
  provider TEXT PRIMARY KEY,
  countries TEXT NOT NULL
);
