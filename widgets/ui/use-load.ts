import type { Core } from '../../sdk/core.ts';
import { useQuery } from './use-query.ts';

export interface LoadState<T> {
  data: T;
  loading: boolean;
  /** The failure of the last load (an ApiError with `status`, a NetworkError…), null on success. */
  error: unknown;
  reload: () => void;
}

/**
 * A player's account load (profile, cashbox) on the one query layer (sdk/query, docs/architecture.md
 * "Server state"): the key is `['player', errorName, ...deps]`, so two sections asking for the same
 * thing at once share one request and a logout forgets it. The failure is kept so the UI can tell "empty"
 * from "not available" (e.g. a 404 from an endpoint the platform does not have); it is reported on
 * the bus as an `error` event named `errorName`, and `data` falls back to `fallback`.
 */
export function useLoad<T>(core: Core, errorName: string, work: () => Promise<T>, fallback: T, deps: readonly (string | number | boolean | null)[] = [], enabled = true): LoadState<T> {
  // Stale at once: a section shown again fetches again (showing what it had meanwhile), as account
  // data changes behind the page (a document reviewed, a limit applied); mounts at the same time share one request.
  const query = useQuery(core, { key: ['player', errorName, ...deps], fetch: work, errorName, enabled, staleMs: 0 });
  return { data: query.data ?? fallback, loading: enabled && (query.loading || query.fetching), error: query.error, reload: query.refetch };
}

/** The HTTP status of a failed load, if it was an HTTP answer. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;
