import { useEffect, useRef, useState } from 'react';
import { gamesApi } from '../../sdk/api/games.ts';
import type { Game } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import { load } from '../../sdk/http/load.ts';
import { isSearchActive, SEARCH_DEBOUNCE_MS, SEARCH_ERROR_CODE } from '../../sdk/rules/search.ts';
import { useDebounced } from '../ui/use-debounced.ts';

const RECOMMENDED_CATEGORY = 'recommended';
const RECOMMENDED_COUNT = 12;
const RESULTS_COUNT = 30;

export interface GameSearchState {
  mode: 'recommended' | 'results';
  games: Game[];
  loading: boolean;
  /** The query the shown results belong to. */
  query: string;
}

/**
 * Game search (docs/product/lobby-and-games.md#search, spec 001 §5, §8, §9): a query searches once it is longer than 2 characters and has
 * settled for 300 ms; shorter queries show recommended games. A failed search is logged as
 * LOAD_FOUND_GAMES_ERROR and shows nothing. Late answers to superseded queries are dropped.
 */
export function useGameSearch(core: Core, query: string, enabled: boolean): GameSearchState {
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const [recommended, setRecommended] = useState<Game[] | null>(null);
  const [results, setResults] = useState<{ query: string; games: Game[] } | null>(null);
  const latest = useRef(0);
  const api = gamesApi(core.http);

  useEffect(() => {
    if (!enabled || recommended) return;
    let cancelled = false;
    void load(core.bus, SEARCH_ERROR_CODE, async () => (await api.filter({ categories: [RECOMMENDED_CATEGORY] }, 1, RECOMMENDED_COUNT)).data, []).then((games) => {
      if (!cancelled) setRecommended(games);
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, core]);

  useEffect(() => {
    if (!enabled || !isSearchActive(settled)) return;
    const request = ++latest.current;
    const title = settled.trim();
    void load(core.bus, SEARCH_ERROR_CODE, async () => (await api.filter({ title }, 1, RESULTS_COUNT)).data, []).then((games) => {
      if (request === latest.current) setResults({ query: title, games });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, settled, core]);

  if (!isSearchActive(query)) return { mode: 'recommended', games: recommended ?? [], loading: recommended === null, query: '' };
  const current = results && results.query === query.trim() ? results : null;
  return { mode: 'results', games: current?.games ?? results?.games ?? [], loading: current === null, query: query.trim() };
}
