import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads an SDK signal and re-renders on change, identically under React 19 and preact/compat,
 * without a signals integration in the bundle (saves @preact/signals' renderer hooks).
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const read = () => source.peek();
  // The same value on the server (a widget's server-rendered first frame reads queries too).
  return useSyncExternalStore(subscribe, read, read);
}
