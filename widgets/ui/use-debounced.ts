import { useEffect, useState } from 'react';

/** `value`, settled for `delayMs` (docs/product/lobby-and-games.md#search, spec 001 §5: search waits 300 ms). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
