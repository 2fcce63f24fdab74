import { useCallback, useEffect, useState } from 'react';

/**
 * A load for a component: shared by key (two components asking for the same key wait for one
 * request), re-run when the key changes, with a retry. Failures are kept as `error`, never thrown.
 */
const cache = new Map<string, Promise<unknown>>();

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

export function useLoad<T>(key: string | null, work: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>({ key, loading: key !== null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    let promise = cache.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = work();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined, loading: true }));
    promise.then(
      (data) => !cancelled && setState({ key, data, loading: false }),
      (error: unknown) => !cancelled && setState({ key, error, loading: false }),
    );
    return () => {
      cancelled = true;
    };
    // `work` is a new closure each render; the key says when it is a different load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => {
    if (key) cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, loading: key !== null && (!current || state.loading), reload };
}

/** Forget cached loads whose key starts with `prefix` (after login/logout, player data changes). */
export function invalidate(prefix: string): void {
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
