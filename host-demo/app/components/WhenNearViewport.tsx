import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long the page above gets to lay out (rows arrive from the API) before proximity counts. */
const SETTLE_MS = 1500;

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport: a widget below
 * the fold (the lobby's jackpots) is fetched when the visitor scrolls towards it, not at first load.
 * Proximity only counts after the first scroll or once the content above has had time to arrive:
 * before that, an empty page would put every placeholder "near" and load it all at once.
 */
export function WhenNearViewport({ children, placeholder, margin = '400px' }: { children: ReactNode; placeholder: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The placeholder first, on the server too (host-demo/server/first-view.ts), so the browser's hydration finds it.
  const [near, setNear] = useState(false);
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') setNear(true);
  }, []);

  useEffect(() => {
    if (armed) return;
    const arm = () => setArmed(true);
    const timer = setTimeout(arm, SETTLE_MS);
    addEventListener('scroll', arm, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      removeEventListener('scroll', arm);
    };
  }, [armed]);

  useEffect(() => {
    const element = ref.current;
    if (near || !armed || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, armed, margin]);

  return near ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
