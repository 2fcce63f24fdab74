import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { catalogueOf, type Catalogue, type CatalogueGame } from '../games/catalogue.ts';

/**
 * Which catalogue games a jackpot lists (docs/api/jackpots.md "Seed"): the most popular games of
 * a category that can be played for real in a currency on desktop and mobile, from a provider
 * disabled in no country, skipping `skip`. Chosen from the catalogue as it is, so every listed
 * game exists and the demo provider plays it wherever the casino is open.
 */
export interface GamePick {
  category: string;
  currency: string;
  count: number;
  skip?: number;
}

const playable = (catalogue: Catalogue, game: CatalogueGame, pick: GamePick) =>
  game.categories.has(pick.category) &&
  game.currencies.has(pick.currency) &&
  game.raw.has_demo_mode &&
  game.raw.devices.length === 2 &&
  !catalogue.restrictions.has(game.provider);

/** Identifiers of the picked games, most popular first (fewer when the catalogue has fewer). */
export function pickCatalogueGames(db: Db, pick: GamePick): string[] {
  const skip = pick.skip ?? 0;
  const catalogue = catalogueOf(db);
  return catalogue.games
    .filter((game) => playable(catalogue, game, pick))
    .slice(skip, skip + pick.count)
    .map((game) => game.identifier);
}

/**
 * Re-attaches jackpots to the catalogue (after `npm run seed -- --games N` replaced it): each
 * jackpot named in `picks` lists freshly picked games. Returns how many jackpots changed.
 */
export function attachJackpots(ctx: Pick<PlatformContext, 'db'>, picks: Readonly<Record<string, GamePick>>): number {
  const update = ctx.db.prepare<[string, string]>('UPDATE jackpots SET games = ? WHERE identifier = ?');
  let changed = 0;
  for (const [identifier, pick] of Object.entries(picks)) changed += update.run(JSON.stringify(pickCatalogueGames(ctx.db, pick)), identifier).changes;
  return changed;
}
