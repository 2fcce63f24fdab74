import { blockedProviders, DEVICE_BIT, gameJson, type Catalogue, type CatalogueGame, type GameRaw } from './catalogue.ts';
import type { GamesFilterRequest } from './schemas.ts';
import { NO_MATCH, rankTitle, searchQuery } from './search.ts';

/** The `games_filter` answer (docs/api/games.md, contract §3.1). */
export interface GamesPage {
  data: GameRaw[];
  pagination: Pagination;
}

export interface Pagination {
  current_page: number;
  next_page: number | null;
  prev_page: number | null;
  total_pages: number;
  total_count: number;
}

/** A filtered page before it is put on the wire. */
export interface FilterResult {
  games: CatalogueGame[];
  blocked: ReadonlySet<string>;
  pagination: Pagination;
}

interface CollectionFilter {
  identifiers: string[];
  strategy: 'OR' | 'AND';
}

/** The narrowest ready-made list the request's games must come from (an optimisation only: every filter is re-checked per game). */
function narrowest(catalogue: Catalogue, filter: GamesFilterRequest['filter']): CatalogueGame[] {
  const collection = filter.categories ?? filter.collections;
  if (collection) {
    const lists = [...new Set(collection.identifiers)].map((slug) => catalogue.byCollection.get(slug) ?? []);
    if (lists.length === 0) return [];
    if (lists.length === 1) return lists[0] as CatalogueGame[];
    // OR over several collections: scan everything in global order; AND: the smallest one.
    if (collection.strategy === 'OR') return catalogue.games;
    return lists.reduce((smallest, list) => (list.length < smallest.length ? list : smallest));
  }
  if (filter.providers && new Set(filter.providers).size === 1) return catalogue.byProvider.get(filter.providers[0] as string) ?? [];
  return catalogue.games;
}

const inCollections = (game: CatalogueGame, filter: CollectionFilter) =>
  filter.strategy === 'AND' ? filter.identifiers.every((slug) => game.categories.has(slug)) : filter.identifiers.some((slug) => game.categories.has(slug));

/**
 * `POST /api/games_filter` over the in-memory catalogue, in one pass:
 * - the source list is the requested sort order (pre-sorted at load) or else the narrowest index
 *   (a collection in its own order, a provider, everything by popularity);
 * - every filter is a cheap check on the game;
 * - title rank and `top_categories` split matches into buckets that are concatenated in order,
 *   so no per-request sort is ever needed.
 */
export function filterRequest(catalogue: Catalogue, request: GamesFilterRequest, country: string | null): FilterResult {
  const { filter, sort } = request;
  const blocked = blockedProviders(catalogue, country);
  const hideBlocked = !request.without_territorial_restrictions && blocked.size > 0;

  const sorted = sort ? catalogue.sorted[sort.type] : null;
  const source = sorted ?? narrowest(catalogue, filter);
  const descending = sort?.direction === 'DESC';

  const categories = filter.categories ? { identifiers: [...new Set(filter.categories.identifiers)], strategy: filter.categories.strategy } : null;
  const collections = filter.collections ? { identifiers: [...new Set(filter.collections.identifiers)], strategy: filter.collections.strategy } : null;
  const providers = filter.providers ? new Set(filter.providers) : null;
  const deviceBit = request.device ? DEVICE_BIT[request.device] : 0;
  const currencies = filter.currencies?.length ? filter.currencies : null;
  const volatility = filter.volatility_rating?.length ? new Set<string | null>(filter.volatility_rating) : null;
  const query = filter.title === undefined ? null : searchQuery(filter.title);
  const top = sort?.top_categories?.length ? sort.top_categories : null;

  // Bucket = title rank (0..3) * 2 + (0 when in a top category, else 1).
  const buckets: CatalogueGame[][] = [[], [], [], [], [], [], [], []];
  const length = source.length;
  for (let i = 0; i < length; i++) {
    const game = source[descending ? length - 1 - i : i] as CatalogueGame;
    if (hideBlocked && blocked.has(game.provider)) continue;
    if (deviceBit && !(game.deviceMask & deviceBit)) continue;
    if (providers && !providers.has(game.provider)) continue;
    if (categories && !inCollections(game, categories)) continue;
    if (collections && !inCollections(game, collections)) continue;
    if (currencies && !currencies.some((code) => game.currencies.has(code))) continue;
    if (volatility && !volatility.has(game.volatility)) continue;
    let bucket = 0;
    if (query) {
      const rank = rankTitle(game.search, query);
      if (rank === NO_MATCH) continue;
      bucket = rank * 2;
    }
    if (top && !top.some((slug) => game.categories.has(slug))) bucket += 1;
    (buckets[bucket] as CatalogueGame[]).push(game);
  }

  const totalCount = buckets.reduce((sum, bucket) => sum + bucket.length, 0);
  const totalPages = Math.ceil(totalCount / request.page_size);
  let skip = (request.page - 1) * request.page_size;
  const games: CatalogueGame[] = [];
  for (const bucket of buckets) {
    if (games.length === request.page_size) break;
    if (skip >= bucket.length) {
      skip -= bucket.length;
      continue;
    }
    games.push(...bucket.slice(skip, skip + request.page_size - games.length));
    skip = 0;
  }
  return {
    games,
    blocked,
    pagination: {
      current_page: request.page,
      next_page: request.page < totalPages ? request.page + 1 : null,
      prev_page: request.page > 1 ? request.page - 1 : null,
      total_pages: totalPages,
      total_count: totalCount,
    },
  };
}

/** The result as objects (tests, other services). */
export function filterGames(catalogue: Catalogue, request: GamesFilterRequest, country: string | null): GamesPage {
  const result = filterRequest(catalogue, request, country);
  return { data: result.games.map((game) => (result.blocked.has(game.provider) ? game.geoBlocked : game.raw)), pagination: result.pagination };
}

/** The result as the JSON body, stitched from each game's cached JSON (the hot path). */
export function filterResultJson(result: FilterResult): string {
  const data = result.games.map((game) => gameJson(game, result.blocked.has(game.provider))).join(',');
  return `{"data":[${data}],"pagination":${JSON.stringify(result.pagination)}}`;
}
