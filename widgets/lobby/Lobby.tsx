import { lazy, Suspense, useMemo, useRef, useState, type ComponentType } from 'react';
import type { MessagesOf } from '../../sdk/i18n/i18n.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Core } from '../../sdk/core.ts';
import { resolveLocale, type Locale } from '../../sdk/i18n/locales.ts';
import { GameGrid } from '../game-grid/GameGrid.tsx';
import { messages as gridMessages } from '../game-grid/messages.ts';
import { GameSearch } from '../game-search/GameSearch.tsx';
import { Modal, ModalTitle } from '../ui/Modal.tsx';
import { favouriteIdOf, getFavourites } from '../../sdk/state/favourites.ts';
import { deviceOf, type Device, type Provider } from '../ui/games-client.ts';
import { createNavigator, paths, type NavigationProps, type Navigator } from '../ui/navigation.ts';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer, type PlayerView } from '../ui/use-player.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { BannerSkeleton } from './BannerSkeleton.tsx';
import type { HomeBanners as HomeBannersType } from './HomeBanners.tsx';
import { GameRow, RowTile, type GameRowProps } from './GameRow.tsx';
import { messages } from './messages.ts';
import { useBanners, useCatalogueMeta, useFavouriteGames, useCategoryRow, useRecentlyPlayed } from './use-lobby-data.ts';

// The carousel and its targeting rules are their own chunk, fetched at the first render while the
// banners load (the skeleton meanwhile); a chunk that fails to arrive shows no banners
// (docs/product/notifications-and-banners.md#carousel, tests/bench/budgets.ts).
type HomeBannersView = ComponentType<Parameters<typeof HomeBannersType>[0]>;
/** The carousel once its chunk is in: rendered as is, with no Suspense round (see `preloadHomeBanners`). */
let loadedHomeBanners: HomeBannersView | undefined;
const loadHomeBanners = () =>
  import('./HomeBanners.tsx').then(
    (module) => ({ default: (loadedHomeBanners = module.HomeBanners) }),
    () => ({ default: (_props: Parameters<typeof HomeBannersType>[0]) => null }),
  );
const HomeBanners = lazy(loadHomeBanners);

/**
 * Starts fetching the carousel's chunk before the lobby first renders (host-demo/app/routes/LobbyPage.tsx).
 * Over a server-rendered lobby (docs/host.md "Speed") the lazy carousel fell back to its skeleton for
 * the moment its import took, 107 px shorter than the carousel it replaced: the rows moved twice
 * (CLS 0.06 on a phone). With the chunk already in, the first render shows the carousel itself.
 */
export function preloadHomeBanners(): Promise<void> {
  return loadHomeBanners().then(() => undefined);
}

export type LobbyPage = 'home' | 'category' | 'provider' | 'favorites';

export interface LobbyProps extends CoreProps, NavigationProps {
  /** Which lobby screen: home rows, one category, one provider, or the favourites. */
  page?: LobbyPage | string;
  /** Category slug for `page="category"` (`/pokies/{slug}`, `/live/{slug}`, `/slots`, `/games/{slug}`). */
  category?: string;
  /** Provider slug for `page="provider"` (`/producers/{slug}`). */
  provider?: string;
  /** Page size of category and provider grids (from the casino's settings; default 40). */
  pageSize?: number | string;
  onError?: (detail: { name: string; message: string }) => void;
}

/**
 * Rows a server render fills (host-demo/server/first-view.ts, docs/host.md "Server-rendered first
 * view"): what a first screen shows; the rest are skeleton rows the browser loads after hydrating,
 * so the HTML carries neither their ~1,100 elements nor their games' data.
 */
const SERVER_ROWS = 2;

/** Home rows when the menu config cannot be loaded. */
const DEFAULT_HOME_CATEGORIES = ['top', 'new', 'slots', 'live'];

/**
 * The lobby (docs/product/lobby-and-games.md#lobby, spec 001 §2 Lobby and games): home with the banner carousel, recently played and one
 * row per `MAIN_PAGE_CATEGORIES` entry; category and provider pages with the virtualised grid; the
 * providers popup; favourites. Links are host paths (see widgets/ui/navigation.ts).
 */
export function Lobby(props: LobbyProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(messages, locale);
  const tileT = messagesFor(gridMessages, locale);
  const core = useCore(props);
  const attribution = useAttribution(props);
  const player = usePlayer(core, core.config.currency);
  const rootRef = useRef<HTMLDivElement>(null);
  const nav = useMemo(() => createNavigator({ basePath: props.basePath ?? core.config.api, onNavigate: props.onNavigate, attribution }, () => rootRef.current), [props.basePath, props.onNavigate, core, attribution]);
  const meta = useCatalogueMeta(core, locale);
  const [providersOpen, setProvidersOpen] = useState(false);
  const page = (['home', 'category', 'provider', 'favorites'] as const).find((name) => name === props.page) ?? 'home';
  const mainCategories = meta.menu ? (meta.menu.MAIN_PAGE_CATEGORIES ?? DEFAULT_HOME_CATEGORIES) : null;
  const titleOf = (slug: string) => (slug === 'all' ? t.allGames : (meta.collections.find((collection) => collection.id === slug)?.title ?? slug));
  const current = page === 'home' ? paths.home() : page === 'category' ? paths.category(props.category ?? 'all') : page === 'favorites' ? paths.favourites() : null;

  const link = (path: string, label: string) => (
    <a className="ck-lobby__link" href={nav.href(path)} onClick={nav.click(path)} aria-current={current === path ? 'page' : undefined}>
      {label}
    </a>
  );

  return (
    <div className="ck-lobby" ref={rootRef}>
      <div className="ck-lobby__top">
        <nav className="ck-lobby__nav" aria-label={t.sections}>
          <ul>
            <li>{link(paths.home(), t.home)}</li>
            {(mainCategories ?? []).map((slug) => (
              <li key={slug}>{link(paths.category(slug), titleOf(slug))}</li>
            ))}
            <li>{link(paths.favourites(), t.favourites)}</li>
            <li>
              <button type="button" className="ck-lobby__link" aria-haspopup="dialog" onClick={() => setProvidersOpen(true)}>
                {t.providers}
              </button>
            </li>
          </ul>
        </nav>
        <GameSearch api={props.api} locale={locale} currency={props.currency} />
      </div>

      <div className="ck-lobby__page">
        {page === 'home' && <Home core={core} t={t} locale={locale} nav={nav} player={player} categories={mainCategories} titleOf={titleOf} />}
        {page === 'category' && (
          <GameGrid
            key={`c:${props.category}`}
            api={props.api}
            locale={locale}
            basePath={props.basePath}
            onNavigate={props.onNavigate}
            affiliate={props.affiliate}
            readPageParams={props.readPageParams}
            category={props.category || 'all'}
            pageSize={props.pageSize}
            heading={titleOf(props.category || 'all')}
            onError={props.onError}
          />
        )}
        {page === 'provider' && (
          <>
            <div className="ck-lobby__provider-bar">
              <button type="button" className="ck-lobby__chip" aria-haspopup="dialog" onClick={() => setProvidersOpen(true)}>
                {t.providersTitle}
              </button>
            </div>
            <GameGrid
              key={`p:${props.provider}`}
              api={props.api}
              locale={locale}
              basePath={props.basePath}
              onNavigate={props.onNavigate}
              affiliate={props.affiliate}
              readPageParams={props.readPageParams}
              provider={props.provider}
              pageSize={props.pageSize}
              heading={t.format('providerGames', { provider: meta.providers.find((p) => p.id === props.provider)?.title ?? props.provider ?? '' })}
              onError={props.onError}
            />
          </>
        )}
        {page === 'favorites' && <Favourites core={core} t={t} tileT={tileT} nav={nav} player={player} />}
      </div>

      {providersOpen && <ProvidersPopup providers={meta.providers} current={props.provider} t={t} nav={nav} onClose={() => setProvidersOpen(false)} />}
    </div>
  );
}

function Home({ core, t, locale, nav, player, categories, titleOf }: { core: Core; t: MessagesOf<typeof messages>; locale: Locale; nav: Navigator; player: PlayerView; categories: string[] | null; titleOf(slug: string): string }) {
  const device = deviceOf();
  const tileT = messagesFor(gridMessages, locale);
  const played = useRecentlyPlayed(core, player.loggedIn, device);
  const banners = useBanners(core, true, locale);
  const user = useSignalValue(player.session.user);
  // Decided once per mount: switching from the lazy component to the loaded one would remount the carousel.
  const [Banners] = useState<HomeBannersView>(() => loadedHomeBanners ?? HomeBanners);
  const rowProps = { core, t, tileT, nav, player, imageOrigin: core.config.api };
  return (
    <>
      <Suspense fallback={<BannerSkeleton mobile={device === 'mobile'} t={t} />}>
        <Banners banners={banners} loggedIn={player.loggedIn} user={user} currency={player.currency} mobile={device === 'mobile'} t={t} nav={nav} locale={locale} />
      </Suspense>
      {player.loggedIn && <GameRow {...rowProps} title={t.recentlyPlayed} games={played} slug="recently-played" />}
      {categories === null
        ? [0, 1].map((index) => <GameRow key={index} {...rowProps} title={t.loading} games={null} />)
        : categories.map((slug, index) =>
            index >= SERVER_ROWS && typeof document === 'undefined' ? (
              <GameRow key={slug} {...rowProps} title={titleOf(slug)} allPath={paths.category(slug)} games={null} />
            ) : (
              <CategoryRow key={slug} {...rowProps} slug={slug} device={device} title={titleOf(slug)} allPath={paths.category(slug)} priority={index === 0} />
            ),
          )}
    </>
  );
}

/** One home category's row, loading its own games (a query per category: rows appear as each answers). */
function CategoryRow(props: Omit<GameRowProps, 'games'> & { slug: string; device: Device }) {
  const { device, ...row } = props;
  return <GameRow {...row} games={useCategoryRow(props.core, props.slug, device)} />;
}

function Favourites({ core, t, tileT, nav, player }: { core: Core; t: MessagesOf<typeof messages>; tileT: MessagesOf<typeof gridMessages>; nav: Navigator; player: PlayerView }) {
  const games = useFavouriteGames(core, player.loggedIn);
  const store = getFavourites(core);
  const ids = useSignalValue(store.ids);
  const idsLoaded = useSignalValue(store.loaded);
  if (player.status === 'unknown') return <p role="status">{t.loading}</p>;
  if (!player.loggedIn) {
    return (
      <section className="ck-lobby__empty" aria-labelledby="ck-fav-h">
        <h2 id="ck-fav-h">{t.favourites}</h2>
        <p>{t.favouritesGuest}</p>
        <p className="ck-lobby__actions">
          <a className="ck-button" href={nav.href(paths.login())} onClick={nav.click(paths.login())}>
            {t.signIn}
          </a>
          <a className="ck-lobby__link" href={nav.href(paths.registration(paths.favourites()))} onClick={nav.click(paths.registration(paths.favourites()))}>
            {t.signUp}
          </a>
        </p>
      </section>
    );
  }
  // A heart toggled off here (or in another widget) takes the game off the page.
  const list = games?.filter((game) => {
    const id = favouriteIdOf(game, player.currency);
    return id === null || !idsLoaded || ids.has(id);
  });
  return (
    <section aria-labelledby="ck-fav-h">
      <h2 className="ck-lobby__heading" id="ck-fav-h">
        {t.favourites}
      </h2>
      {list === undefined ? (
        <p role="status">{t.loading}</p>
      ) : list.length === 0 ? (
        <p className="ck-lobby__empty">{t.favouritesEmpty}</p>
      ) : (
        <ul className="ck-lobby__tiles">
          {list.map((game) => (
            <li key={game.identifier}>
              <RowTile core={core} game={game} t={tileT} nav={nav} player={player} imageOrigin={core.config.api} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProvidersPopup({ providers, current, t, nav, onClose }: { providers: Provider[]; current?: string; t: MessagesOf<typeof messages>; nav: Navigator; onClose(): void }) {
  const select = (path: string) => (event: Parameters<ReturnType<Navigator['click']>>[0]) => {
    nav.click(path)(event);
    onClose();
  };
  return (
    <Modal label={t.providersTitle} onClose={onClose}>
      <div className="ck-providers">
        <div className="ck-providers__head">
          <ModalTitle>{t.providersTitle}</ModalTitle>
          <button type="button" className="ck-providers__close" onClick={onClose}>
            {t.close}
          </button>
        </div>
        <ul className="ck-providers__list">
          {providers.map((provider) => {
            const path = paths.provider(provider.id);
            return (
              <li key={provider.id}>
                <a className="ck-providers__item" href={nav.href(path)} onClick={select(path)} aria-current={provider.id === current ? 'page' : undefined}>
                  {provider.title}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </Modal>
  );
}

