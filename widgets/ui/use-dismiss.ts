import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * While `open`: a press outside `root` calls `outside`, Escape calls `escape` (told whether the key was pressed
 * inside `root`, so the caller can put the focus back). Paths are composed, so it works across shadow roots.
 * A layout effect: listening from the commit that opened the panel (preact runs plain effects a frame later).
 */
export function useDismiss(open: boolean, root: RefObject<Element | null>, handlers: { outside(): void; escape(inside: boolean): void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useLayoutEffect(() => {
    if (!open) return;
    const within = (event: Event) => root.current !== null && event.composedPath().includes(root.current);
    const outside = (event: Event) => {
      if (root.current && !within(event)) latest.current.outside();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.escape(within(event));
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, root]);
}
