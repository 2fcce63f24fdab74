import { useCallback, useMemo, useRef } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { ToastOutlet, useToasts } from '../ui/Toast.tsx';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { ensureSession } from '../ui/use-player.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { GiftsList } from './GiftsList.tsx';
import { giftsMessages } from './messages.ts';
import { casinoUrl } from '../../sdk/embed/casino-url.ts';

export interface GiftsProps extends CoreProps {
  /** `light`, `dark` or `auto` (default), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** A guest pressed "Sign in" (`{ path: '/login', href }`); without a handler the link opens the casino's `/login`. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

/**
 * The gifts widget (docs/widgets.md "gifts"): the signed-in player's current bonuses and free spins
 * with activate and delete (widgets/gifts/GiftsList.tsx); a guest is asked to sign in. Script tag
 * (`<casino-gifts>`) or React (`import { Gifts } from 'casino-kit/react'`).
 */
export function Gifts(props: GiftsProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(giftsMessages, locale);
  const core = useCore(props);
  const attribution = useAttribution(props);
  const session = useMemo(() => ensureSession(core), [core]);
  const status = useSignalValue(session.status);
  const { store, push } = useToasts();
  const onNavigate = useRef(props.onNavigate);
  onNavigate.current = props.onNavigate;
  const login = casinoUrl(core.config.api, '/login', attribution);
  const signIn = useCallback((event: { preventDefault(): void }) => {
    if (!onNavigate.current) return;
    event.preventDefault();
    onNavigate.current({ path: '/login', href: login });
  }, [login]);

  return (
    <section className="ck-giftsw" aria-labelledby="ck-giftsw-title">
      <h2 id="ck-giftsw-title" className="ck-giftsw__title">{t.title}</h2>
      {status === 'unknown' ? (
        <p role="status" className="ck-muted">{t.loading}</p>
      ) : status === 'guest' ? (
        <div className="ck-row ck-giftsw__guest">
          <p>{t.signIn}</p>
          <a className="ck-button ck-button--small" href={login} onClick={signIn}>{t.signInButton}</a>
        </div>
      ) : (
        <GiftsList core={core} locale={locale} onToast={push} level={3} withPast={false} />
      )}
      <ToastOutlet store={store} dismissLabel={t.dismiss} />
    </section>
  );
}
