import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Core } from '../../sdk/core.ts';

/** Whether the platform answers (sdk/http/reachability.ts), re-rendering on change. */
export function useReachable(core: Core): boolean {
  const reachability = core.http.reachability;
  const subscribe = useCallback((onChange: () => void) => reachability.subscribe(() => onChange()), [reachability]);
  return useSyncExternalStore(subscribe, () => reachability.reachable, () => true);
}

/**
 * Calls `reload` when the platform answers again after being unreachable: loads that gave up
 * meanwhile start over (docs/integration.md "When the platform is unreachable").
 */
export function useOnRecovered(core: Core, reload: () => void): void {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => core.http.reachability.subscribe((reachable) => reachable && reloadRef.current()), [core]);
}
