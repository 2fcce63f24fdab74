import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { bumpCatalogueVersion } from './catalogue.ts';
import { DEFAULT_SEED, generateCatalogue } from './generate.ts';
import { PROVIDER_RESTRICTIONS } from './seed-data.ts';

export const DEFAULT_GAME_COUNT = 3000;

export interface SeedGamesOptions {
  /** Number of games (default 3000). */
  games?: number;
  /** PRNG seed; the same seed always gives the same catalogue. */
  seed?: string;
}

/**
 * Replaces the whole catalogue (providers, collections, games, provider restrictions) in one
 * transaction, so it also works on an already seeded database (`npm run seed -- --games 10000`).
 * Favourites and played games keep their identifiers and survive a reseed.
 */
export function seedGames(ctx: Pick<PlatformContext, 'db'>, options: SeedGamesOptions = {}): void {
  const count = options.games ?? DEFAULT_GAME_COUNT;
  if (!Number.isInteger(count) || count < 0) throw new RangeError('games must be a whole number ≥ 0');
  const catalogue = generateCatalogue(count, options.seed ?? DEFAULT_SEED);
  const { db } = ctx;

  const insertProvider = db.prepare('INSERT INTO game_providers (id, title, position) VALUES (?, ?, ?)');
  const insertCollection = db.prepare('INSERT INTO game_collections (id, title, position) VALUES (?, ?, ?)');
  const insertRestriction = db.prepare('INSERT INTO game_provider_restrictions (provider, countries) VALUES (?, ?)');
  const insertGame = db.prepare(`INSERT INTO games (identifier, provider, seo_title, title, popularity_rank, released_at,
    volatility_rating, lines, ways, hit_rate, payout, devices, categories, currencies)
    VALUES (@identifier, @provider, @seo_title, @title, @popularity_rank, @released_at,
    @volatility_rating, @lines, @ways, @hit_rate, @payout, @devices, @categories, @currencies)`);

  immediate(db, () => {
    // One statement per call: both engines run it the same way (docs/architecture.md "Decisions", portable SQL).
    for (const table of ['games', 'game_collections', 'game_provider_restrictions', 'game_providers']) db.exec(`DELETE FROM ${table}`);
    for (const provider of catalogue.providers) insertProvider.run(provider.id, provider.title, provider.position);
    for (const collection of catalogue.collections) insertCollection.run(collection.id, collection.title, collection.position);
    for (const [provider, countries] of Object.entries(PROVIDER_RESTRICTIONS)) {
      insertRestriction.run(provider, countries === 'all' ? 'all' : countries.join(','));
    }
    for (const game of catalogue.games) {
      insertGame.run({
        ...game,
        devices: JSON.stringify(game.devices),
        categories: JSON.stringify(game.categories),
        currencies: JSON.stringify(game.currencies),
      });
    }
    bumpCatalogueVersion(db);
  });
}
