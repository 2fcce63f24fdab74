import { lazy, Suspense, useState } from 'react';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { RegionBoundary } from '../components/RegionBoundary.tsx';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { Link, useLocation } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { AccountArea } from './AccountArea.tsx';
import { Icon } from './icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { visibleLinks } from './nav-links.ts';

// The search widget (and its 9 languages) loads on the first click, not with the page.
const GameSearch = lazyChunk(() => import('../../../widgets/react/GameSearch.tsx'), (module) => module.GameSearch);
// The tournaments counter (its list query and rules, the tournament notices) loads after the first
// render; a badge whose chunk failed is simply not shown (no retry region for it).
const TournamentsCounter = lazy(() => import('./TournamentsCounter.tsx').catch(() => ({ default: () => null })));

/** Header (docs/product/shell-and-routes.md#header, docs/product/account-and-auth.md#groups, spec 000 §4, §6): brand, sections, search, language, support, and the account area. */
export function Header() {
  const { boot, chatOpen, session } = useServices();
  const player = useSignalValue(session.isLoggedIn);
  const t = useT();
  const locale = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // wouter's location: the page's path without the locale prefix (under a popup, the page underneath).
  const [current] = useLocation();
  const { mirror } = boot;
  const GameSearchChunk = GameSearch();

  return (
    <header className={`header${player ? ' header--player' : ''}`}>
      <div className="header__inner">
        <button type="button" className="header__burger icon-button" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen(!menuOpen)}>
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{menuOpen ? t.closeMenu : t.navMenu}</span>
        </button>
        <Link to="/" className="header__brand">
          <Logo {...mirror.logo} />
        </Link>
        <nav id="main-nav" className={`header__nav${menuOpen ? ' header__nav--open' : ''}`} aria-label={t.navMain}>
          <ul>
            {visibleLinks(boot.licence.hiddenLinks).map((link) => (
              <li key={link.path}>
                <Link to={link.path} aria-current={link.active.test(current) ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                  {t[link.label]}
                  {link.path === '/tournaments' && (
                    <Suspense fallback={null}>
                      <TournamentsCounter />
                    </Suspense>
                  )}
                </Link>
              </li>
            ))}
            <li className="header__nav-support">
              <Link to="/support" aria-current={current === '/support' ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                {t.navSupport}
              </Link>
            </li>
          </ul>
          {menuOpen && (
            <div className="header__drawer-extra">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setMenuOpen(false);
                  setSearchOpen(true);
                }}
              >
                <Icon name="search" size={18} />
                {t.search}
              </button>
              <LanguageSwitch />
            </div>
          )}
        </nav>
        <div className="header__tools">
          <button type="button" className="icon-button header__search" onClick={() => setSearchOpen(true)} aria-haspopup="dialog">
            <Icon name="search" />
            <span className="visually-hidden">{t.search}</span>
          </button>
          <button type="button" className="icon-button header__chat" onClick={() => (chatOpen.value = true)} aria-haspopup="dialog">
            <Icon name="chat" />
            <span className="visually-hidden">{t.chatTitle}</span>
          </button>
          <LanguageSwitch />
          <AccountArea />
        </div>
      </div>
      {searchOpen && (
        <RegionBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <GameSearchChunk open locale={locale} currency={mirror.currency} onClose={() => setSearchOpen(false)} onSelect={() => setSearchOpen(false)} />
          </Suspense>
        </RegionBoundary>
      )}
    </header>
  );
}
