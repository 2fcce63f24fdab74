import { useEffect } from 'react';
import type { Core } from '../../sdk/core.ts';
import type { Session } from '../../sdk/session/index.ts';
import { ensureSession } from './use-player.ts';

/** One profile request at a time per session, however many widgets on the page listen (two loads at once would race in the session). */
const inFlight = new WeakMap<Session, Promise<void>>();

/**
 * A guest's widget asks the platform for the session again when the player comes back to the page
 * (the tab shown again, or the window focused): a visitor who followed a widget's link, signed up or
 * in on the casino in another tab and returned finds the partner page signed in, with no reload
 * (docs/widgets.md "notifications"). One profile request per return while a guest; nothing once a
 * player is signed in.
 */
export function useSessionOnReturn(core: Core): void {
  useEffect(() => {
    const session = ensureSession(core);
    const check = () => {
      if (session.status.peek() !== 'guest' || document.visibilityState !== 'visible' || inFlight.has(session)) return;
      inFlight.set(session, session.load().catch(() => undefined).finally(() => inFlight.delete(session)));
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [core]);
}
