import { useCallback, useEffect, useRef, useState } from 'react';
import type { GamesFilter } from '../../sdk/api/games.ts';
import type { Core } from '../../sdk/core.ts';
import type { QueryClient } from '../../sdk/query/client.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { catalogueClient, type Device, type Game } from '../ui/games-client.ts';
import { useOnRecovered } from '../ui/use-reachability.ts';

export interface GamePagesState {
  games: Game[];
  /** Total games in the list (from the first page's pagination), null until known. */
  total: number | null;
  status: 'loading' | 'ready' | 'error';
  /** A next page exists and none is loading. */
  canLoadMore: boolean;
  loadingMore: boolean;
  /** A next page failed: no more automatic loading until `retry()`. */
  stalled: boolean;
}

/**
 * A category's or provider's games, page by page (`games_filter`, docs/api/games.md, contract §3.1): the first page
 * on mount, the next one on `loadMore()` (the grid calls it within 500 px of the end). A failed
 * page is not retried here (the HTTP client did, within its 30 s budget, docs/architecture.md
 * "Server state"): the list shows what it has and `retry()` goes on. Each page is a query of the page's
 * query client (sdk/query): a list mounted again (the way back to a category) starts from the pages
 * already loaded, without asking for them again.
 */
export function useGamePages(core: Core, filter: GamesFilter, pageSize: number, device: Device, onError?: (name: string, message: string) => void) {
  const key = JSON.stringify([filter, pageSize, device]);
  const queries = getQueries(core);
  const [state, setState] = useState<GamePagesState & { nextPage: number | null; key: string }>(() => cached(queries, key));
  const inFlight = useRef(false);
  const generation = useRef(0);
  const pageQuery = (page: number) => ({
    key: [...KEYS.gamesPage, key, page],
    staleMs: PAGE_STALE_MS,
    errorName: 'LOAD_GAMES_ERROR',
    fetch: () => catalogueClient(core.http).page(filter, page, pageSize, device),
  });
  // A server render fetches the first page before its final render (host-demo/server/first-view.ts).
  queries.collect?.(pageQuery(1));

  const fetchPage = useCallback(
    async (page: number): Promise<void> => {
      const mine = generation.current;
      inFlight.current = true;
      try {
        const body = await queries.fetchQuery(pageQuery(page));
        if (mine !== generation.current) return;
        setState((previous) => ({
          ...previous,
          games: page === 1 ? body.data : previous.games.concat(body.data),
          total: body.pagination?.total_count ?? previous.total ?? null,
          nextPage: body.pagination?.next_page ?? null,
          status: 'ready',
          loadingMore: false,
          stalled: false,
        }));
      } catch (error) {
        if (mine !== generation.current) return;
        const message = error instanceof Error ? error.message : String(error);
        // The query client reported it on the bus (sdk/query/index.ts).
        onError?.('LOAD_GAMES_ERROR', message);
        setState((previous) => ({ ...previous, status: previous.games.length > 0 ? 'ready' : 'error', loadingMore: false, stalled: true }));
      } finally {
        if (mine === generation.current) inFlight.current = false;
      }
    },
    // `key` stands for filter, pageSize and device.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [core, key],
  );

  useEffect(() => {
    generation.current += 1;
    inFlight.current = false;
    const start = cached(queries, key);
    setState(start);
    if (start.status === 'loading') void fetchPage(1);
    return () => {
      generation.current += 1;
    };
  }, [fetchPage, key, queries]);

  const loadMore = useCallback(() => {
    if (inFlight.current || state.nextPage === null || state.status !== 'ready' || state.stalled) return;
    setState((previous) => ({ ...previous, loadingMore: true }));
    void fetchPage(state.nextPage);
  }, [fetchPage, state.nextPage, state.status, state.stalled]);

  const retry = useCallback(() => {
    if (inFlight.current) return;
    const page = state.games.length === 0 ? 1 : state.nextPage;
    if (page === null) return;
    setState((previous) => ({ ...previous, status: previous.games.length === 0 ? 'loading' : 'ready', loadingMore: previous.games.length > 0, stalled: false }));
    void fetchPage(page);
  }, [fetchPage, state.games.length, state.nextPage]);

  // Pages that gave up while the platform was unreachable load once it answers again.
  useOnRecovered(core, () => {
    if (state.stalled || state.status === 'error') retry();
  });

  const current = state.key === key ? state : initial(key);
  return {
    games: current.games,
    total: current.total,
    status: current.status,
    loadingMore: current.loadingMore,
    stalled: current.stalled,
    canLoadMore: current.nextPage !== null && current.status === 'ready' && !current.loadingMore && !current.stalled,
    loadMore,
    retry,
  };
}

const PAGE_STALE_MS = 5 * 60_000;

type PageBody = Awaited<ReturnType<ReturnType<typeof catalogueClient>['page']>>;

/** The list as far as its pages are still in the query client (the first page missing: nothing, loading). */
function cached(queries: QueryClient, key: string): GamePagesState & { nextPage: number | null; key: string } {
  const state = initial(key);
  let page: number | null = 1;
  const games: Game[] = [];
  while (page !== null) {
    const body: PageBody | undefined = queries.getQueryData<PageBody>([...KEYS.gamesPage, key, page]);
    if (!body) break;
    games.push(...body.data);
    state.total = body.pagination?.total_count ?? state.total;
    page = body.pagination?.next_page ?? null;
    state.nextPage = page;
    state.status = 'ready';
  }
  return { ...state, games };
}

function initial(key: string): GamePagesState & { nextPage: number | null; key: string } {
  return { games: [], total: null, status: 'loading', canLoadMore: false, loadingMore: false, stalled: false, nextPage: 1, key };
}
