import { randomInt } from 'node:crypto';
import { collectionTitle } from './collection-titles.ts';
import { blockedProviders, DEVICE_BIT, type Catalogue, type CatalogueGame, type GameRaw } from './catalogue.ts';
import { filterGames } from './filter.ts';
import type { SelectBySeoTitlesRequest, SelectRequest } from './schemas.ts';
import { randomQuerySchema } from './schemas.ts';
import type { z } from 'zod';

/** The catalogue's other read endpoints (docs/api/games.md, contract §3.1), all answered from memory. */

type Visible = (game: CatalogueGame) => boolean;

function visibility(catalogue: Catalogue, country: string | null, withoutRestrictions: boolean, device?: 'desktop' | 'mobile'): Visible {
  const blocked = blockedProviders(catalogue, country);
  const bit = device ? DEVICE_BIT[device] : 0;
  return (game) => (withoutRestrictions || !blocked.has(game.provider)) && (!bit || (game.deviceMask & bit) !== 0);
}

const wire = (catalogue: Catalogue, country: string | null) => {
  const blocked = blockedProviders(catalogue, country);
  return (game: CatalogueGame): GameRaw => (blocked.has(game.provider) ? game.geoBlocked : game.raw);
};

/** `POST /api/games_filter/select`: the known, visible games keyed by identifier; unknown ids are left out. */
export function selectGames(catalogue: Catalogue, request: SelectRequest, country: string | null): Record<string, GameRaw> {
  const visible = visibility(catalogue, country, request.without_territorial_restrictions, request.device);
  const toWire = wire(catalogue, country);
  const result: Record<string, GameRaw> = {};
  for (const identifier of request.game_ids) {
    const game = catalogue.byIdentifier.get(identifier);
    if (game && visible(game)) result[identifier] = toWire(game);
  }
  return result;
}

/** `POST /api/games_filter/select_by_seo_titles`: every provider's game with one of the seo titles. */
export function selectBySeoTitles(catalogue: Catalogue, request: SelectBySeoTitlesRequest, country: string | null): Record<string, GameRaw> {
  const visible = visibility(catalogue, country, request.without_territorial_restrictions, request.device);
  const toWire = wire(catalogue, country);
  const result: Record<string, GameRaw> = {};
  for (const seoTitle of request.game_seo_titles) {
    for (const game of catalogue.bySeoTitle.get(seoTitle) ?? []) if (visible(game)) result[game.identifier] = toWire(game);
  }
  return result;
}

/**
 * `GET /api/games/collections`: every collection with the number of games visible in `country`,
 * titled in the first locale of `chain` that has one (platform/games/collection-titles.ts).
 */
export function listCollections(catalogue: Catalogue, country: string | null, chain: readonly string[] = ['en']): { id: string; title: string; games_count: number }[] {
  const blocked = blockedProviders(catalogue, country);
  return catalogue.collections.map((collection) => {
    const games = catalogue.byCollection.get(collection.id) ?? [];
    let count = games.length;
    if (blocked.size > 0) for (const game of games) if (blocked.has(game.provider)) count--;
    return { id: collection.id, title: collectionTitle(collection.id, collection.title, chain), games_count: count };
  });
}

/** `GET /api/games/providers`: providers not disabled in `country`. */
export function listProviders(catalogue: Catalogue, country: string | null): { id: string; title: string }[] {
  const blocked = blockedProviders(catalogue, country);
  return catalogue.providers.filter((provider) => !blocked.has(provider.id)).map(({ id, title }) => ({ id, title }));
}

/** How many of the first games `random` picks from (docs/product/lobby-and-games.md#lobby, spec 001 §9). */
export const RANDOM_POOL = 100;

/** `GET /api/games/random`: one game drawn from the first 100 of the (optionally narrowed) lobby order. */
export function randomGame(catalogue: Catalogue, query: z.infer<typeof randomQuerySchema>, country: string | null): GameRaw | null {
  const page = filterGames(
    catalogue,
    {
      device: query.device,
      page: 1,
      page_size: RANDOM_POOL,
      without_territorial_restrictions: false,
      filter: {
        ...(query.category ? { categories: { identifiers: [query.category], strategy: 'OR' as const } } : {}),
        ...(query.provider ? { providers: [query.provider] } : {}),
      },
    },
    country,
  );
  if (page.data.length === 0) return null;
  return page.data[randomInt(page.data.length)] as GameRaw;
}

/** `GET /api/games/jackpots`: `{<CUR>: {<identifier>: amount_cents}}` of the visible jackpot games. */
export function jackpotAmounts(catalogue: Catalogue, country: string | null): Record<string, Record<string, number>> {
  const blocked = blockedProviders(catalogue, country);
  const amounts: Record<string, Record<string, number>> = {};
  for (const game of catalogue.byCollection.get('jackpot') ?? []) {
    if (blocked.has(game.provider)) continue;
    for (const [currency, { jackpot }] of Object.entries(game.raw.currencies)) {
      if (jackpot !== null) (amounts[currency] ??= {})[game.identifier] = jackpot;
    }
  }
  return amounts;
}
