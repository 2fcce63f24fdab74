import { useQuery } from '../../../widgets/ui/use-query.ts';
import { useServices } from '../state/app-context.tsx';

/**
 * A page's load on the one query layer (sdk/query, docs/architecture.md "Server state"): `key`
 * `'a:b:c'` is the query key `['a', 'b', 'c']`, shared by every component asking for it (and by
 * widgets using the same key, e.g. `jackpots`, `tournaments`, `winners:<limit>`, which the
 * channel → query table keeps current), re-run when the key changes; `null` loads nothing.
 * As before, an answer is kept for the page's life (until invalidated, or collected 5 minutes
 * after its last reader left). Failures are kept as `error`, never thrown.
 */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

export function useLoad<T>(key: string | null, work: () => Promise<T>): Loaded<T> {
  const { core } = useServices();
  const query = useQuery(core, { key: key === null ? ['none'] : key.split(':'), fetch: work, enabled: key !== null, staleMs: Infinity });
  return { data: query.data, error: query.error === null ? undefined : query.error, loading: query.loading, reload: query.refetch };
}
