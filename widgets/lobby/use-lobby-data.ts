import { useEffect, useState } from 'react';
import type { Core } from '../../sdk/core.ts';
import { load } from '../../sdk/http/load.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { providersQuery } from '../../sdk/query/queries.ts';
import { LOBBY_ROW_SIZE } from '../../sdk/rules/lobby.ts';
import { catalogueClient, type Banner, type Collection, type Device, type Game, type MenuCategories, type Provider } from '../ui/games-client.ts';

export interface CatalogueMeta {
  menu: MenuCategories | null;
  collections: Collection[];
  providers: Provider[];
}

/** The menu config (spec 001 §7: failures fall back to defaults), collection titles in `locale` and providers. */
export function useCatalogueMeta(core: Core, locale: string): CatalogueMeta {
  const [meta, setMeta] = useState<CatalogueMeta>({ menu: null, collections: [], providers: [] });
  useEffect(() => {
    let cancelled = false;
    const api = catalogueClient(core.http);
    void Promise.all([
      load(core.bus, 'LOAD_MENU_CATEGORIES_ERROR', () => api.menu(), {} as MenuCategories),
      load(core.bus, 'LOAD_COLLECTIONS_ERROR', () => api.collections(locale), []),
      // The page's one providers query (sdk/query): the host's lobby asks for the same.
      getQueries(core).fetchQuery(providersQuery(core.http)).catch(() => [] as Provider[]),
    ]).then(([menu, collections, providers]) => {
      if (!cancelled) setMeta({ menu, collections, providers });
    });
    return () => {
      cancelled = true;
    };
  }, [core, locale]);
  return meta;
}

/** First 15 games of each home category (null = still loading, the row shows its skeleton). */
export function useRows(core: Core, slugs: readonly string[], device: Device, reload: number): Record<string, Game[] | null> {
  const key = slugs.join(',');
  const [rows, setRows] = useState<Record<string, Game[] | null>>({});
  useEffect(() => {
    let cancelled = false;
    const api = catalogueClient(core.http);
    setRows(Object.fromEntries(slugs.map((slug) => [slug, null])));
    for (const slug of slugs) {
      void load(core.bus, 'LOAD_GAMES_ERROR', async () => (await api.page({ categories: [slug] }, 1, LOBBY_ROW_SIZE, device)).data, []).then((games) => {
        if (!cancelled) setRows((previous) => ({ ...previous, [slug]: games }));
      });
    }
    return () => {
      cancelled = true;
    };
    // `key` stands for slugs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [core, key, device, reload]);
  return rows;
}

/** Recently played (contract §2.2: identifiers, then `games_filter/select`), most recent first. */
export function useRecentlyPlayed(core: Core, loggedIn: boolean, device: Device): Game[] | null {
  const [games, setGames] = useState<Game[] | null>(null);
  useEffect(() => {
    if (!loggedIn) {
      setGames([]);
      return;
    }
    let cancelled = false;
    const api = catalogueClient(core.http);
    void load(
      core.bus,
      'LOAD_PLAYED_GAMES_ERROR',
      async () => {
        const played = (await api.playedGames()).slice(0, LOBBY_ROW_SIZE).map((entry) => entry.identifier);
        if (played.length === 0) return [];
        const found = await api.select(played, device);
        return played.flatMap((identifier) => (found[identifier] ? [found[identifier]] : []));
      },
      [],
    ).then((list) => {
      if (!cancelled) setGames(list);
    });
    return () => {
      cancelled = true;
    };
  }, [core, loggedIn, device]);
  return games;
}

/** The favourites page's games (v2), newest first (the platform lists oldest first). */
export function useFavouriteGames(core: Core, loggedIn: boolean): Game[] | null {
  const [games, setGames] = useState<Game[] | null>(null);
  useEffect(() => {
    if (!loggedIn) {
      setGames([]);
      return;
    }
    let cancelled = false;
    void load(core.bus, 'LOAD_FAVORITE_GAMES_ERROR', () => catalogueClient(core.http).favouriteGames(), []).then((list) => {
      if (!cancelled) setGames([...list].reverse());
    });
    return () => {
      cancelled = true;
    };
  }, [core, loggedIn]);
  return games;
}

/** banners-config (failures swallowed: no carousel, spec 000 §8). */
export function useBanners(core: Core, enabled: boolean, locale?: string): Banner[] | null {
  const [banners, setBanners] = useState<Banner[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void load(core.bus, 'LOAD_BANNERS_ERROR', () => catalogueClient(core.http).banners(locale), []).then((list) => {
      if (!cancelled) setBanners(list);
    });
    return () => {
      cancelled = true;
    };
  }, [core, enabled, locale]);
  return banners;
}
