import { useCallback, useEffect, useRef, useState } from 'react';
import type { Core } from '../../sdk/core.ts';
import { useOnRecovered } from './use-reachability.ts';

export interface LoadState<T> {
  data: T;
  loading: boolean;
  /** The failure of the last load (an ApiError with `status`, a NetworkError…), null on success. */
  error: unknown;
  reload: () => void;
}

/**
 * A load (spec 000 §8) that keeps the failure so the UI can tell "empty" from "not available"
 * (e.g. a 404 from an endpoint the platform does not have). Failures are reported on the bus as
 * `error` events with `errorName`, and `data` falls back to `fallback`. Reruns when `deps` change.
 */
export function useLoad<T>(core: Core, errorName: string, work: () => Promise<T>, fallback: T, deps: readonly unknown[] = [], enabled = true): LoadState<T> {
  const [state, setState] = useState<{ data: T; loading: boolean; error: unknown }>({ data: fallback, loading: enabled, error: null });
  const [generation, setGeneration] = useState(0);
  const workRef = useRef(work);
  workRef.current = work;
  const fallbackRef = useRef(fallback);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((current) => ({ ...current, loading: true }));
    workRef.current().then(
      (data) => live && setState({ data, loading: false, error: null }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        core.bus.emit('error', { name: errorName, message, path: (error as { path?: string }).path });
        if (live) setState({ data: fallbackRef.current, loading: false, error });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [core, enabled, generation, ...deps]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  // A load that failed while the platform was unreachable runs again once it answers.
  useOnRecovered(core, () => {
    if (enabled && state.error !== null && statusOf(state.error) === undefined) reload();
  });
  return { ...state, reload };
}

/** The HTTP status of a failed load, if it was an HTTP answer. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;
