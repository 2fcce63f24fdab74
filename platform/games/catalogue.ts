import type { Db } from '../db/database.ts';
import { previewPath } from './previews.ts';
import { searchEntry, type SearchEntry } from './search.ts';

/** Badge types derived from categories (docs/api/games.md, contract §4.3.7; docs/product/lobby-and-games.md#game-tiles, spec 001 §3), with the tile theme. */
const BADGES: Record<string, string> = { new: 'green', top: 'red', jackpot: 'gold', 'bonus-wagering': 'blue', 'mystic-jackpots': 'purple' };

export type Device = 'desktop' | 'mobile';
export const DEVICE_BIT: Record<Device, number> = { desktop: 1, mobile: 2 };

/** One game on the wire (docs/api/games.md, contract §4.1), plus the fields the brief adds (badges, preview, released_at). */
export interface GameRaw {
  identifier: string;
  title: string;
  provider: string;
  seo_title: string;
  uniq_seo_title: boolean;
  categories: string[];
  collections: Record<string, 1>;
  currencies: Record<string, { id: number; jackpot: number | null }>;
  devices: Device[];
  has_demo_mode: boolean;
  lines: number | null;
  ways: number | null;
  volatility_rating: string | null;
  hit_rate: string | null;
  payout: string | null;
  badges: { type: string; theme: string }[];
  preview: string;
  released_at: string;
  unfinished_games_for: string[];
  is_geo_available: boolean;
}

export interface CatalogueGame {
  /** Position in the global (popularity) order, 0-based. */
  order: number;
  identifier: string;
  provider: string;
  title: string;
  seoTitle: string;
  releasedAt: number;
  payout: number;
  volatility: string | null;
  deviceMask: number;
  categories: ReadonlySet<string>;
  /** Currency codes the game can be launched in (FUN included). */
  currencies: ReadonlySet<string>;
  search: SearchEntry;
  /** The wire object, built once; `geoBlocked` is the same with `is_geo_available: false`. */
  raw: GameRaw;
  geoBlocked: GameRaw;
  /** `raw` / `geoBlocked` serialised, filled on first use. */
  json?: string;
  geoBlockedJson?: string;
}

/** A game's wire JSON, serialised once per catalogue load. */
export function gameJson(game: CatalogueGame, geoBlocked: boolean): string {
  if (geoBlocked) return (game.geoBlockedJson ??= JSON.stringify(game.geoBlocked));
  return (game.json ??= JSON.stringify(game.raw));
}

export type SortType = 'global' | 'popularity' | 'title' | 'release_date' | 'payout';

export interface Collection {
  id: string;
  title: string;
  position: number;
}

export interface Provider {
  id: string;
  title: string;
}

export interface Catalogue {
  version: string;
  games: CatalogueGame[];
  byIdentifier: Map<string, CatalogueGame>;
  bySeoTitle: Map<string, CatalogueGame[]>;
  /** Per-currency numeric id → the games (and currency) carrying it; built on first use (favourites only). */
  byCurrencyId(id: number): { game: CatalogueGame; currency: string }[];
  /** Collection slug → its games in the collection's own order. */
  byCollection: Map<string, CatalogueGame[]>;
  byProvider: Map<string, CatalogueGame[]>;
  /** Every game in each sort order, ascending (`games_filter` `sort.type`). */
  sorted: Record<SortType, CatalogueGame[]>;
  collections: Collection[];
  providers: Provider[];
  /** Provider → `all` or the countries it is disabled in. */
  restrictions: Map<string, 'all' | ReadonlySet<string>>;
  /** Memo of `blockedProviders` per country. */
  blockedByCountry: Map<string, ReadonlySet<string>>;
}

interface GameRow {
  identifier: string;
  provider: string;
  seo_title: string;
  title: string;
  popularity_rank: number;
  released_at: string;
  volatility_rating: string | null;
  lines: number | null;
  ways: number | null;
  hit_rate: string | null;
  payout: string | null;
  devices: string;
  categories: string;
  currencies: string;
}

const VERSION_KEY = 'games:catalogue_version';

/** Marks the stored catalogue as changed; every process re-reads it on its next request. */
export function bumpCatalogueVersion(db: Db): void {
  const current = Number(db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(VERSION_KEY) ?? 0);
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(VERSION_KEY, String(current + 1));
}

/** Collections whose natural order is by release date rather than popularity. */
const NEWEST_FIRST = new Set(['new']);
const SOONEST_FIRST = new Set(['prerelease']);

function buildGame(row: GameRow, order: number, uniqSeoTitle: boolean): CatalogueGame {
  const categories: string[] = JSON.parse(row.categories);
  const devices: Device[] = JSON.parse(row.devices);
  const currencies: GameRaw['currencies'] = JSON.parse(row.currencies);
  const badgeTypes = new Set(categories.map((category) => category.split(':')[0] ?? category).filter((category) => category in BADGES));
  const raw: GameRaw = {
    identifier: row.identifier,
    title: row.title,
    provider: row.provider,
    seo_title: row.seo_title,
    uniq_seo_title: uniqSeoTitle,
    categories,
    collections: Object.fromEntries(categories.map((category) => [category, 1 as const])),
    currencies,
    devices,
    has_demo_mode: 'FUN' in currencies && !categories.includes('live'),
    lines: row.lines,
    ways: row.ways,
    volatility_rating: row.volatility_rating,
    hit_rate: row.hit_rate,
    payout: row.payout,
    badges: Object.keys(BADGES)
      .filter((type) => badgeTypes.has(type))
      .map((type) => ({ type, theme: BADGES[type] as string })),
    preview: previewPath(row.identifier),
    released_at: row.released_at,
    unfinished_games_for: [],
    is_geo_available: true,
  };
  return {
    order,
    identifier: row.identifier,
    provider: row.provider,
    title: row.title,
    seoTitle: row.seo_title,
    releasedAt: Date.parse(row.released_at),
    payout: row.payout === null ? 0 : Number(row.payout),
    volatility: row.volatility_rating,
    deviceMask: devices.reduce((mask, device) => mask | (DEVICE_BIT[device] ?? 0), 0),
    categories: new Set(categories),
    currencies: new Set(Object.keys(currencies)),
    search: searchEntry(row.title),
    raw: Object.freeze(raw) as GameRaw,
    geoBlocked: Object.freeze({ ...raw, is_geo_available: false }) as GameRaw,
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildCurrencyIndex(games: CatalogueGame[]): Map<number, { game: CatalogueGame; currency: string }[]> {
  const index = new Map<number, { game: CatalogueGame; currency: string }[]>();
  for (const game of games) for (const [currency, { id }] of Object.entries(game.raw.currencies)) push(index, id, { game, currency });
  return index;
}

/** Reads the stored catalogue and builds every index the handlers need. */
export function loadCatalogue(db: Db, version: string): Catalogue {
  const rows = db.prepare<[], GameRow>('SELECT * FROM games ORDER BY popularity_rank, id').all();
  const seoTitleCounts = new Map<string, number>();
  for (const row of rows) seoTitleCounts.set(row.seo_title, (seoTitleCounts.get(row.seo_title) ?? 0) + 1);
  const games = rows.map((row, order) => buildGame(row, order, seoTitleCounts.get(row.seo_title) === 1));

  let currencyIndex: Map<number, { game: CatalogueGame; currency: string }[]> | undefined;
  const catalogue: Catalogue = {
    version,
    games,
    byIdentifier: new Map(games.map((game) => [game.identifier, game])),
    bySeoTitle: new Map(),
    byCurrencyId: (id) => {
      currencyIndex ??= buildCurrencyIndex(games);
      return currencyIndex.get(id) ?? [];
    },
    byCollection: new Map(),
    byProvider: new Map(),
    sorted: {
      global: games,
      popularity: games,
      title: [...games].sort((a, b) => (a.search.folded < b.search.folded ? -1 : a.search.folded > b.search.folded ? 1 : a.order - b.order)),
      release_date: [...games].sort((a, b) => a.releasedAt - b.releasedAt || a.order - b.order),
      payout: [...games].sort((a, b) => a.payout - b.payout || a.order - b.order),
    },
    collections: db.prepare<[], Collection>('SELECT id, title, position FROM game_collections ORDER BY position, id').all(),
    providers: db.prepare<[], Provider>('SELECT id, title FROM game_providers ORDER BY position, id').all(),
    restrictions: new Map(),
    blockedByCountry: new Map(),
  };
  for (const game of games) {
    push(catalogue.bySeoTitle, game.seoTitle, game);
    push(catalogue.byProvider, game.provider, game);
    for (const category of game.categories) push(catalogue.byCollection, category, game);
  }
  for (const [slug, list] of catalogue.byCollection) {
    if (NEWEST_FIRST.has(slug)) list.sort((a, b) => b.releasedAt - a.releasedAt || a.order - b.order);
    else if (SOONEST_FIRST.has(slug)) list.sort((a, b) => a.releasedAt - b.releasedAt || a.order - b.order);
  }
  const restrictionRows = db.prepare<[], { provider: string; countries: string }>('SELECT provider, countries FROM game_provider_restrictions').all();
  for (const { provider, countries } of restrictionRows) {
    catalogue.restrictions.set(provider, countries === 'all' ? 'all' : new Set(countries.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean)));
  }
  return catalogue;
}

const caches = new WeakMap<Db, { versionQuery: () => string; catalogue?: Catalogue }>();

/**
 * The in-memory catalogue of `db`, rebuilt when the stored version moved (a reseed, possibly by
 * another process such as `npm run seed`). The version check is one indexed read per call.
 */
export function catalogueOf(db: Db): Catalogue {
  let cache = caches.get(db);
  if (!cache) {
    const statement = db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck();
    cache = { versionQuery: () => statement.get(VERSION_KEY) ?? '0' };
    caches.set(db, cache);
  }
  const version = cache.versionQuery();
  if (cache.catalogue?.version !== version) cache.catalogue = loadCatalogue(db, version);
  return cache.catalogue;
}

/** Providers hidden for `country` (none when the country is unknown). */
export function blockedProviders(catalogue: Catalogue, country: string | null): ReadonlySet<string> {
  const key = country ?? '';
  let blocked = catalogue.blockedByCountry.get(key);
  if (!blocked) {
    const set = new Set<string>();
    for (const [provider, countries] of catalogue.restrictions) {
      if (countries === 'all' || (country !== null && countries.has(country))) set.add(provider);
    }
    blocked = set;
    catalogue.blockedByCountry.set(key, blocked);
  }
  return blocked;
}
