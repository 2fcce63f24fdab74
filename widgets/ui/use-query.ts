import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Core } from '../../sdk/core.ts';
import { hashKey, type QueryOptions } from '../../sdk/query/client.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { useOnRecovered } from './use-reachability.ts';
import { useSignalValue } from './use-signal.ts';

export interface QueryResult<T> {
  data: T | undefined;
  /** The failure of the last fetch (an ApiError with `status`, a NetworkError…), null after a success. */
  error: unknown;
  /** No data yet and a fetch is (about to be) in flight. */
  loading: boolean;
  fetching: boolean;
  /** Fetches again now (a "Try again" button); every component showing the key gets the answer. */
  refetch: () => void;
}

/**
 * Reads one query of the page's query client (sdk/query, docs/architecture.md "Server state"):
 * observes it while mounted (fetched unless fresh, joined if in flight, cancelled when the last
 * observer leaves) and re-renders on change through `useSignalValue`, the same under React 19 and
 * preact/compat. `enabled: false` reads without fetching. Failures are in `error`, never thrown;
 * one that failed for want of a network is fetched again when the platform answers again.
 */
export function useQuery<T>(core: Core, options: QueryOptions<T> & { enabled?: boolean }): QueryResult<T> {
  const queries = getQueries(core);
  const hash = hashKey(options.key);
  const enabled = options.enabled ?? true;
  // The key stands for the fetch: a new closure each render is the same query.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => queries.state<T>(options.key), [queries, hash]);
  const current = useSignalValue(state);
  // Only a server render sets it (host-demo/server/first-view.ts): effects do not run there.
  if (enabled) queries.collect?.(options as QueryOptions<unknown>);
  useEffect(() => (enabled ? queries.observe(optionsRef.current) : undefined), [queries, hash, enabled]);
  const refetch = useCallback(() => void queries.invalidate(optionsRef.current.key), [queries]);
  useOnRecovered(core, () => {
    const { error } = state.peek();
    if (enabled && error !== null && (error as { status?: number }).status === undefined) refetch();
  });
  return {
    data: current.data,
    error: current.error,
    fetching: current.fetching,
    loading: enabled && current.data === undefined && current.error === null,
    refetch,
  };
}
