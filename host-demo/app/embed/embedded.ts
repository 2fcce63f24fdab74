/**
 * Embedded mode (docs/host.md "Embedded mode"): the host runs in a partner's iframe when it is
 * framed and opened with `?embedded=1`. The flag lives in the frame's URL, never in web storage:
 * a browser that blocks third-party storage (chromium's default, Safari, Brave, incognito) throws
 * on `sessionStorage` in a cross-site frame, so a flag kept there was lost and the bridge never
 * started. The router's history keeps `embedded=1` on every address it writes, so a reload or a
 * new tab of a frame's page stays embedded; the router itself never sees the flag.
 */
import type { HistoryLike } from '../router/navigator.ts';

export const EMBEDDED_PARAM = 'embedded';

const flagOf = (search: string) => new URLSearchParams(search).get(EMBEDDED_PARAM);

/** Embedded: asked for by the URL and actually framed (a top-level page with the flag is not). */
export function isEmbedded(search: string, framed: boolean): boolean {
  const flag = flagOf(search);
  return (flag === '1' || flag === 'true') && framed;
}

/** `href` (a path with query and hash) with `embedded=1` in its query, or without it. */
export function withEmbeddedFlag(href: string, on: boolean): string {
  const url = new URL(href, 'https://casino.invalid');
  url.searchParams.delete(EMBEDDED_PARAM);
  if (on) url.searchParams.set(EMBEDDED_PARAM, '1');
  return url.pathname + url.search + url.hash;
}

/** The browser history of an embedded frame: writes carry the flag, reads hide it from the router. */
export function embeddedHistory(inner: HistoryLike): HistoryLike {
  return {
    current: () => withEmbeddedFlag(inner.current(), false),
    push: (href) => inner.push(withEmbeddedFlag(href, true)),
    replace: (href) => inner.replace(withEmbeddedFlag(href, true)),
  };
}

/** The first-party login window of the embedded hand-off (./sign-in-window.ts): `?embed_sign_in=1`. */
export const SIGN_IN_WINDOW_PARAM = 'embed_sign_in';

/** That window: the flag and an opener (the casino's frame), not a page of its own. */
export function isSignInWindow(search: string): boolean {
  return new URLSearchParams(search).get(SIGN_IN_WINDOW_PARAM) === '1' && window.opener !== null && window.opener !== window;
}
