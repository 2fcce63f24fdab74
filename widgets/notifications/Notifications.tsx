import { useId, useMemo, useRef } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { getNotifications } from '../../sdk/state/notifications.ts';
import { useCasinoLink } from '../ui/use-casino-link.ts';
import { useDismiss } from '../ui/use-dismiss.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer } from '../ui/use-player.ts';
import { useSessionOnReturn } from '../ui/use-session-on-return.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { notificationsMessages } from './messages.ts';

export interface NotificationsProps extends CoreProps {
  /** Prefix of the casino's links (the host's locale prefix); default none. */
  basePath?: string;
  /** A notification's link was pressed (`{ path, href }`, e.g. `/profile/gifts`); without a handler the link opens the casino. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

/**
 * The notifications bar (docs/widgets.md "notifications", docs/product/notifications-and-banners.md#notifications):
 * a bell with the count of unread notifications (1…8, then 9+), the bar listing them — title, text, a
 * link to its casino page (with the widget's affiliate attribution), dismiss — and "Clear all"; closing
 * it (the bell again, Escape, a press outside) marks them read. The state is the SDK's
 * (sdk/state/notifications.ts): the platform's list, live from `personal_notifications`, kept 2 hours.
 * Guests see nothing: notifications are personal, and a bell that can never ring is noise in a
 * partner's header (the casino's sign-in is the partner's own call to action).
 */
export function Notifications(props: NotificationsProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(notificationsMessages, locale);
  const core = useCore(props);
  const player = usePlayer(core, props.currency ?? 'EUR');
  useSessionOnReturn(core);
  const store = useMemo(() => getNotifications(core), [core]);
  const items = useSignalValue(store.items);
  const counter = useSignalValue(store.counter);
  const unread = useSignalValue(store.unread);
  const open = useSignalValue(store.open);
  const link = useCasinoLink(core.config.api, props, props.basePath);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  // Keyboard focus never falls off the page: back to the bell when the bar closes by Escape, to the
  // next notification's dismiss button (else the bell) when one is dismissed.
  const focusAfterDismiss = () =>
    requestAnimationFrame(() => (root.current?.querySelector<HTMLElement>('.ck-notifications__dismiss') ?? bell.current)?.focus());

  useDismiss(open, root, {
    outside: () => store.close(),
    escape: (inside) => {
      store.close();
      if (inside) bell.current?.focus();
    },
  });

  if (!player.loggedIn) return null;
  return (
    <div ref={root} className="ck-notifications">
      <button ref={bell} type="button" className="ck-notifications__bell" aria-expanded={open} aria-controls={id} onClick={() => store.toggle()}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6zm-2.5 15a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span className="ck-visually-hidden">{t.bell}</span>
        {counter && (
          <>
            <span className="ck-notifications__badge" aria-hidden="true" data-testid="notices-counter">
              {counter}
            </span>
            <span className="ck-visually-hidden">{t.format('unread', { count: unread })}</span>
          </>
        )}
      </button>
      {open && (
        <section id={id} className="ck-notifications__bar" role="region" aria-label={t.title}>
          <header className="ck-notifications__head">
            <h2>{t.title}</h2>
            {items.length > 0 && (
              <button type="button" className="ck-link-button" onClick={() => void store.clear()}>
                {t.clear}
              </button>
            )}
          </header>
          {items.length === 0 ? (
            <p className="ck-notifications__empty">{t.empty}</p>
          ) : (
            <ul className="ck-notifications__list">
              {items.map((item) => (
                <li key={item.id} className={item.read ? 'ck-notifications__item' : 'ck-notifications__item ck-notifications__item--new'}>
                  <div className="ck-notifications__body">
                    <strong>{item.title}</strong>
                    <p>{item.text}</p>
                    {item.path && (
                      <a
                        {...link(item.path)}
                        onClick={(event) => {
                          link(item.path!).onClick(event);
                          store.close();
                        }}
                      >
                        {t.open}
                      </a>
                    )}
                  </div>
                  <button
                    type="button"
                    className="ck-notifications__dismiss"
                    aria-label={t.format('dismiss', { title: item.title })}
                    onClick={() => {
                      void store.dismiss(item.id);
                      focusAfterDismiss();
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
