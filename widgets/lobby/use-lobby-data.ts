import { useMemo } from 'react';
import type { Core } from '../../sdk/core.ts';
import { bannersQuery, providersQuery } from '../../sdk/query/catalogue.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { LOBBY_ROW_SIZE } from '../../sdk/rules/lobby.ts';
import { useQuery } from '../ui/use-query.ts';
import { catalogueClient, type Banner, type Collection, type Device, type Game, type MenuCategories, type Provider } from '../ui/games-client.ts';

const MINUTE = 60_000;

export interface CatalogueMeta {
  menu: MenuCategories | null;
  collections: Collection[];
  providers: Provider[];
}

/**
 * The menu config (docs/api/games.md, spec 001 §7: failures fall back to defaults), collection titles in `locale` and
 * providers: queries of the page (sdk/query), shared with the host's pages; given once all three settled.
 */
export function useCatalogueMeta(core: Core, locale: string): CatalogueMeta {
  const api = catalogueClient(core.http);
  const menu = useQuery<MenuCategories>(core, { key: ['config', 'menu-categories-games'], fetch: () => api.menu(), errorName: 'LOAD_MENU_CATEGORIES_ERROR', staleMs: 10 * MINUTE });
  const collections = useQuery<Collection[]>(core, { key: ['collections', locale], fetch: () => api.collections(locale), errorName: 'LOAD_COLLECTIONS_ERROR', staleMs: 10 * MINUTE });
  const providers = useQuery<Provider[]>(core, providersQuery(core.http));
  const settled = [menu, collections, providers].every((query) => query.data !== undefined || query.error !== null);
  return useMemo(
    () => (settled ? { menu: menu.data ?? ({} as MenuCategories), collections: collections.data ?? [], providers: providers.data ?? [] } : { menu: null, collections: [], providers: [] }),
    [settled, menu.data, collections.data, providers.data],
  );
}

/**
 * The first 15 games of one home category (null = still loading, the row shows its skeleton; a failure shows an
 * empty row). A query of the page (sdk/query): the host's way back to the lobby shows its rows at once.
 */
export function useCategoryRow(core: Core, slug: string, device: Device): Game[] | null {
  const query = useQuery<Game[]>(core, {
    key: [...KEYS.lobbyRow, slug, device],
    errorName: 'LOAD_GAMES_ERROR',
    staleMs: 5 * MINUTE,
    fetch: async () => (await catalogueClient(core.http).page({ categories: [slug] }, 1, LOBBY_ROW_SIZE, device)).data,
  });
  return query.data ?? (query.error !== null ? [] : null);
}

/** Recently played (docs/api/games.md, contract §2.2: identifiers, then `games_filter/select`), most recent first. */
export function useRecentlyPlayed(core: Core, loggedIn: boolean, device: Device): Game[] | null {
  const query = useQuery<Game[]>(core, {
    key: ['player', 'played_games', device],
    errorName: 'LOAD_PLAYED_GAMES_ERROR',
    enabled: loggedIn,
    fetch: async () => {
      const api = catalogueClient(core.http);
      const played = (await api.playedGames()).slice(0, LOBBY_ROW_SIZE).map((entry) => entry.identifier);
      if (played.length === 0) return [];
      const found = await api.select(played, device);
      return played.flatMap((identifier) => (found[identifier] ? [found[identifier]] : []));
    },
  });
  return loggedIn ? (query.data ?? (query.error !== null ? [] : null)) : [];
}

/** The favourites page's games (v2), newest first (the platform lists oldest first). */
export function useFavouriteGames(core: Core, loggedIn: boolean): Game[] | null {
  const query = useQuery<Game[]>(core, {
    key: ['player', 'favourite_games'],
    errorName: 'LOAD_FAVORITE_GAMES_ERROR',
    enabled: loggedIn,
    fetch: async () => [...(await catalogueClient(core.http).favouriteGames())].reverse(),
  });
  return loggedIn ? (query.data ?? (query.error !== null ? [] : null)) : [];
}

/** banners-config (failures swallowed: no carousel, docs/product/errors-and-network.md#loads-and-writes, spec 000 §8). */
export function useBanners(core: Core, enabled: boolean, locale?: string): Banner[] | null {
  const query = useQuery<Banner[]>(core, { ...bannersQuery(core.http, locale), enabled });
  return enabled ? (query.data ?? (query.error !== null ? [] : null)) : null;
}
