import { useEffect, useRef } from 'react';
import { embedApi } from '../../../sdk/api/embed.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useServices, useT } from '../state/app-context.tsx';
import { handCodeToOpener } from './sign-in-window.ts';

/**
 * The first-party window of the embedded sign-in hand-off (./sign-in-window.ts, docs/host.md
 * "Embedded mode"): the casino's own page with its login popup; once the player is logged in (or
 * already was), it asks the platform for a one-time code, hands it to the frame that opened it and
 * closes itself.
 */
export default function SignInWindow() {
  const services = useServices();
  const t = useT();
  const loggedIn = useSignalValue(services.session.isLoggedIn);
  const handed = useRef(false);
  useEffect(() => {
    if (!loggedIn || handed.current) return;
    handed.current = true;
    embedApi(services.core.http)
      .embedCode()
      .then(({ code }) => {
        handCodeToOpener(code);
        services.toasts.show('success', t.embedSignInDone);
        setTimeout(() => window.close(), 1500);
      })
      .catch(() => {
        // Asked again at the next login (the platform's error is already on the page's error bus).
        handed.current = false;
      });
  }, [loggedIn, services, t]);
  return null;
}
