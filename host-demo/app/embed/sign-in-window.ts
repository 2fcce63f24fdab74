/**
 * The embedded sign-in hand-off (docs/host.md "Embedded mode", threat model in docs/security.md
 * "Embedded sessions"), both ends. Where the casino's frame on a partner page cannot keep its own
 * (partitioned) cookie, the player logs in in a first-party window on the casino's origin; that
 * window posts a one-time code to its opener, the frame, and the frame exchanges it for its own
 * session. The code travels only between two windows of the casino's own origin: the window posts
 * with the casino's origin as target (a partner's page that opened it gets nothing), the frame
 * takes it only from the window it opened and from its own origin.
 */
import { embedApi } from '../../../sdk/api/embed.ts';
import type { Core } from '../../../sdk/core.ts';
import type { Session } from '../../../sdk/session/session.ts';
import { SIGN_IN_WINDOW_PARAM } from './embedded.ts';

const MESSAGE_TYPE = 'casino-kit:embed-code';
const CODE = /^[A-Za-z0-9_-]{43}$/;

/** The frame's side: opens the window (in the click, so no pop-up blocker stops it); null if blocked. */
export function openSignInWindow(homeHref: string, core: Core, session: Session, onDone: (result: 'signed-in' | 'failed') => void): Window | null {
  // Storage Access (docs/host.md "Embedded mode"): asked in the same click, before the window takes
  // the gesture. Where partitioned cookies are not supported but the player has visited the casino
  // first party (Safari), the grant lets the frame keep the session the code buys; elsewhere it is
  // refused or already granted, and nothing depends on it.
  void document.requestStorageAccess?.().catch(() => undefined);
  const url = new URL(homeHref, location.origin);
  url.search = `?${SIGN_IN_WINDOW_PARAM}=1`;
  url.hash = 'sign-in';
  const child = window.open(url.href, 'casino-kit-sign-in', 'popup,width=480,height=720');
  if (!child) return null;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== child || event.origin !== location.origin) return;
    const data = event.data as { type?: unknown; code?: unknown } | null;
    if (data?.type !== MESSAGE_TYPE || typeof data.code !== 'string' || !CODE.test(data.code)) return;
    stop();
    void signInWithCode(core, session, data.code).then(onDone);
  };
  const closed = setInterval(() => child.closed && stop(), 1000);
  const stop = () => {
    clearInterval(closed);
    removeEventListener('message', onMessage);
  };
  addEventListener('message', onMessage);
  return child;
}

/** Posts the code to the opener, delivered only if the opener is on the casino's own origin. */
export function handCodeToOpener(code: string): void {
  (window.opener as Window | null)?.postMessage({ type: MESSAGE_TYPE, code }, location.origin);
}

/** Exchanges the code for the frame's own session, loads it like a login and tells the page (and the partner). */
async function signInWithCode(core: Core, session: Session, code: string): Promise<'signed-in' | 'failed'> {
  try {
    const player = await embedApi(core.http).embedSession(code);
    await session.load();
    if (!session.isLoggedIn.peek()) return 'failed';
    core.bus.emit('login', { userId: player.id });
    return 'signed-in';
  } catch {
    return 'failed';
  }
}
