import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatMoney } from '../../../sdk/money/format.ts';
import { giftCounter, visibleGifts } from '../../../sdk/rules/bonuses.ts';
import { useGifts } from '../../../widgets/gifts/use-gifts.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { Icon } from './icons.tsx';
import { Notifications } from '../../../widgets/react/Notifications.tsx';
import { useWidgetProps } from '../routes/use-widget-props.ts';

// The side bookmarks (the quest's) and the widget code behind them: a chunk of their own, after this one.
const Bookmarks = lazy(() => import('./Bookmarks.tsx').then((module) => ({ default: module.Bookmarks })));

/**
 * A player's header tools (docs/product/account-and-auth.md#session, spec 000 §4 logged-in layout): session timer (EE), balance, deposit,
 * gifts, notices and the account menu. A lazy chunk of AccountArea.tsx: a guest's first render
 * does not carry it (docs/host.md "Figures").
 */
export function PlayerAccount() {
  const { boot } = useServices();
  const t = useT();
  return (
    <div className="account">
      {boot.licence.sessionTimer && <SessionClock />}
      <Balance />
      <Link to="/deposit" className="button account__deposit">
        {t.deposit}
      </Link>
      <GiftsButton />
      <NotificationsButton />
      <ProfileMenu />
      <SideBookmarks />
    </div>
  );
}

/**
 * The player's side bookmarks (layout/Bookmarks.tsx), portalled to the body: fixed to the viewport,
 * not to the header (whose backdrop filter would hold them). Not in embedded mode.
 */
function SideBookmarks() {
  const { nav, core } = useServices();
  const view = useSignalValue(nav.view);
  if (!view || core.config.embedded) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Bookmarks page={view.page.page} />
    </Suspense>,
    document.body,
  );
}

/** The active wallet's balance, formatted for the page's locale (null until the wallets load). */
function useBalanceText(): string | null {
  const { session } = useServices();
  const account = useSignalValue(session.activeAccount);
  const locale = useLocale();
  return account ? formatMoney(account.amount_cents, account.currency, locale) : null;
}

function Balance() {
  const text = useBalanceText();
  const t = useT();
  if (!text) return null;
  return (
    <Link to="/cashbox" className="account__balance" aria-label={`${t.balance}: ${text}`}>
      <Icon name="wallet" size={18} />
      <span data-testid="balance">{text}</span>
    </Link>
  );
}

/** The balance again at the top of the account menu (phones show it compact in the header). */
function MenuBalance() {
  const text = useBalanceText();
  const t = useT();
  if (!text) return null;
  return (
    <p className="menu__balance">
      <span>{t.balance}</span>
      <strong data-testid="menu-balance">{text}</strong>
    </p>
  );
}

function SessionClock() {
  const { timer } = useServices();
  const text = useSignalValue(timer.text);
  const t = useT();
  if (!text) return null;
  return (
    <span className="account__timer" role="timer" aria-label={t.sessionTime}>
      <Icon name="clock" size={16} />
      <span data-testid="session-timer">{text}</span>
    </span>
  );
}

/**
 * The gifts button with its counter: activatable bonuses and free spins, "9+" above 9
 * (sdk/rules/bonuses.ts giftCounter). The lists are the page's one query each, kept current by the
 * bonuses_changes / freespins_changes pushes (docs/architecture.md "Server state"): no polling.
 */
function useGiftCounter(): string | null {
  const { core } = useServices();
  const { bonuses, freespins, disabledGroups } = useGifts(core);
  return giftCounter([...visibleGifts(bonuses.data ?? [], disabledGroups), ...visibleGifts(freespins.data ?? [], disabledGroups)]);
}

function GiftsButton() {
  const t = useT();
  const counter = useGiftCounter();
  return (
    <Link to="/profile/gifts" className="icon-button account__gifts">
      <Icon name="gift" />
      <span className="visually-hidden">{t.gifts}</span>
      {counter && (
        <span className="badge" data-testid="gifts-counter">
          {counter}
        </span>
      )}
    </Link>
  );
}

/** The bell and notifications bar: the `<casino-notifications>` widget's React flavour, the one implementation (sdk/state/notifications.ts). */
function NotificationsButton() {
  return (
    <div className="account__notices">
      <Notifications {...useWidgetProps()} />
    </div>
  );
}

function ProfileMenu() {
  const { session, logout } = useServices();
  const user = useSignalValue(session.user);
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const giftCount = useGiftCounter();
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="menu" ref={ref}>
      <button type="button" className="icon-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Icon name="user" />
        <span className="visually-hidden">{t.accountMenu}</span>
      </button>
      {open && (
        <div id={id} className="menu__panel">
          <p className="menu__who">{user?.nickname || user?.email}</p>
          <MenuBalance />
          <ul>
            <li>
              {/* Also on phones, where the header has no room for the gifts button. */}
              <Link to="/profile/gifts" onClick={() => setOpen(false)}>
                {t.gifts}
                {giftCount && (
                  <span className="menu__count" data-testid="menu-gifts-counter">
                    {giftCount}
                  </span>
                )}
              </Link>
            </li>
            {(['/profile', '/profile/limits', '/profile/security', '/cashbox'] as const).map((path) => (
              <li key={path}>
                <Link to={path} onClick={() => setOpen(false)}>
                  {{ '/profile': t.profile, '/profile/limits': t.profileLimits, '/profile/security': t.profileSecurity, '/cashbox': t.cashboxTitle }[path]}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="menu__logout"
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
              >
                {t.logout}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
