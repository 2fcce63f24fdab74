/**
 * Idle page title (docs/product/shell-and-routes.md#start-up, spec 000 §9): while the tab is hidden the title alternates every 2 s between
 * a come-back line and the page's own title; it is restored when the tab shows again.
 */
import { IDLE_TITLE_INTERVAL_MS } from '../../../sdk/rules/constants.ts';

export function startIdleTitle(idleText: () => string, doc: Document = document): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let original = doc.title;
  const stop = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    doc.title = original;
  };
  const onChange = () => {
    if (doc.visibilityState === 'hidden') {
      original = doc.title;
      let idle = false;
      timer = setInterval(() => {
        idle = !idle;
        doc.title = idle ? idleText() : original;
      }, IDLE_TITLE_INTERVAL_MS);
    } else stop();
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => {
    doc.removeEventListener('visibilitychange', onChange);
    stop();
  };
}
