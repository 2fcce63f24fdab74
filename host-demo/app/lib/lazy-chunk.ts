/**
 * Lazy route and popup components whose code chunk may fail to arrive (docs/host.md "Failed code
 * chunks"): the import is retried (sdk/embed/import-retry.ts); once it has failed for good it stays
 * failed until `retryFailedChunks` (the region's retry button or another page,
 * components/RegionBoundary.tsx), then it loads again without a reload.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithRetry } from '../../../sdk/embed/import-retry.ts';
import { localesSettled } from '../../../sdk/i18n/i18n.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- components of any props
export type LazyChunk<P = any> = () => LazyExoticComponent<ComponentType<P>>;

const failedChunks = new Set<() => void>();

export function lazyChunk<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyChunk<P> {
  const make = () =>
    lazy(() =>
      importWithRetry(load).then(
        // Strings of catalogues the chunk declared (the sign-up popup's validation table) arrive
        // first, so it never renders, or stores an error text, in English on a German page.
        (module) => localesSettled().then(() => ({ default: pick(module) })),
        (error: unknown) => {
          // Kept failed (React re-renders it to reach the error boundary) until a retry is asked for.
          failedChunks.add(() => (current = make()));
          throw error;
        },
      ),
    );
  let current = make();
  return () => current;
}

/** A region's retry (or its page changed): the failed chunks load afresh on their next render. */
export function retryFailedChunks(): void {
  for (const reset of failedChunks) reset();
  failedChunks.clear();
}

/** A module's default export (its props are checked where the component is used). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const byDefault = (module: { default: ComponentType<any> }): ComponentType<any> => module.default;
