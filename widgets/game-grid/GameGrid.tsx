import { memo, useCallback, useId, useMemo, useRef, type RefObject } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Core } from '../../sdk/core.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { GAMES_PAGE_SIZE, pickRandomGame, placeLobbyCards, type LobbyCard } from '../../sdk/rules/lobby.ts';
import { GameTile, hasDemo } from '../ui/GameTile.tsx';
import { deviceOf, type Game } from '../ui/games-client.ts';
import { createNavigator, paths, seoTitleOf, type NavigationProps, type Navigator } from '../ui/navigation.ts';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { useFavouriteToggle } from '../ui/use-favourite-toggle.ts';
import { currencyLocked, usePlayer, type PlayerView } from '../ui/use-player.ts';
import { messages, type GridMessages } from './messages.ts';
import { useGamePages } from './use-game-pages.ts';
import { useVirtualRows } from './virtual.ts';

export interface GameGridProps extends CoreProps, NavigationProps {
  /** A collection slug (`games_filter` categories). */
  category?: string;
  /** A provider slug; with a category, a game must match both. */
  provider?: string;
  /** Games per page: 40 by default; a category page size from the casino's settings. */
  pageSize?: number | string;
  /** Visible heading; without it the grid is labelled by `label` or a generic name. */
  heading?: string;
  /** Accessible name of the grid when there is no visible heading. */
  label?: string;
  onError?: (detail: { name: string; message: string }) => void;
}

/**
 * The game grid (docs/product/lobby-and-games.md#lobby, docs/product/lobby-and-games.md#game-tiles, spec 001 §2, §4, §9): pages of 40, the next page within 500 px of the end,
 * window-scroll virtualised (≤ 200 tiles in the DOM), the random-game card after the 10th game
 * (at the end for special/new/top/recommended), a cashback card first in live.
 */
export function GameGrid(props: GameGridProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(messages, locale);
  const core = useCore(props);
  const attribution = useAttribution(props);
  const player = usePlayer(core, core.config.currency);
  const rootRef = useRef<HTMLElement>(null);
  const nav = useMemo(() => createNavigator({ basePath: props.basePath ?? core.config.api, onNavigate: props.onNavigate, attribution }, () => rootRef.current), [props.basePath, props.onNavigate, core, attribution]);
  const pageSize = clampPageSize(props.pageSize);
  const filter = useMemo(() => ({ ...(props.category ? { categories: [props.category] } : {}), ...(props.provider ? { providers: [props.provider] } : {}) }), [props.category, props.provider]);
  const onError = props.onError;
  const pages = useGamePages(core, filter, pageSize, deviceOf(), onError ? (name, message) => onError({ name, message }) : undefined);
  const cards = useMemo(() => (pages.games.length > 0 ? placeLobbyCards(pages.games, props.category ?? '') : []), [pages.games, props.category]);
  const listRef = useRef<HTMLUListElement>(null);
  // The random card reads the list when clicked; a ref keeps cards from re-rendering on every page.
  const gamesRef = useRef(pages.games);
  gamesRef.current = pages.games;
  const { canLoadMore, loadMore } = pages;
  const onNearEnd = useCallback(() => {
    if (canLoadMore) loadMore();
  }, [canLoadMore, loadMore]);
  const { layout, rowCount, range, scrolling } = useVirtualRows(listRef, cards.length, onNearEnd);
  const ids = useId();
  const label = props.heading ?? props.label ?? t.games;
  const total = pages.total ?? pages.games.length;

  if (pages.status === 'error') {
    return (
      <section ref={rootRef} className="ck-grid ck-grid--error" aria-label={label}>
        {props.heading && <h2 className="ck-grid__heading">{props.heading}</h2>}
        <p role="alert">{t.error}</p>
        <button type="button" className="ck-button" onClick={pages.retry}>
          {t.retry}
        </button>
      </section>
    );
  }

  const first = range.start * layout.columns;
  const slice = cards.slice(first, range.end * layout.columns);
  const height = Math.max(0, rowCount * layout.rowHeight - layout.gap);

  return (
    <section ref={rootRef} className="ck-grid" aria-labelledby={props.heading ? `${ids}-h` : undefined} aria-label={props.heading ? undefined : label}>
      {props.heading && (
        <div className="ck-grid__head">
          <h2 className="ck-grid__heading" id={`${ids}-h`}>
            {props.heading}
          </h2>
          {pages.total !== null && <span className="ck-grid__count">{t.format('gamesCount', { count: total })}</span>}
        </div>
      )}
      {pages.status === 'loading' && <Skeleton columns={layout.columns} label={t.loading} />}
      <ul
        ref={listRef}
        className="ck-grid__list"
        aria-busy={pages.status === 'loading' || pages.loadingMore}
        style={{ height: `${height}px` }}
        data-rows={rowCount}
      >
        {slice.map((card, index) => {
          const position = first + index;
          const row = Math.floor(position / layout.columns);
          const column = position % layout.columns;
          return (
            <li
              key={cardKey(card)}
              className="ck-grid__cell"
              aria-setsize={cards.length}
              aria-posinset={position + 1}
              style={{ transform: `translate(${column * (layout.tileWidth + layout.gap)}px, ${row * layout.rowHeight}px)`, width: `${layout.tileWidth}px`, height: `${layout.rowHeight - layout.gap}px` }}
            >
              <Card core={core} card={card} games={gamesRef} t={t} nav={nav} player={player} imageOrigin={core.config.api} deferImage={scrolling} priority={position < PRIORITY_TILES} />
            </li>
          );
        })}
      </ul>
      <div className="ck-grid__status" aria-live="polite">
        {pages.loadingMore ? t.loadingMore : pages.status === 'ready' && !canLoadMore && !pages.stalled && pages.games.length > 0 ? t.format('end', { count: total }) : ''}
      </div>
      {pages.status === 'ready' && pages.games.length === 0 && <p className="ck-grid__empty">{t.empty}</p>}
      {pages.stalled && (
        <button type="button" className="ck-button ck-grid__more" onClick={pages.retry}>
          {t.retry}
        </button>
      )}
    </section>
  );
}

function cardKey(card: LobbyCard<Game>): string {
  return card.kind === 'game' ? card.game.identifier : card.kind;
}

interface CardProps {
  core: Core;
  card: LobbyCard<Game>;
  games: RefObject<readonly Game[]>;
  t: GridMessages;
  nav: Navigator;
  player: PlayerView;
  imageOrigin: string;
  deferImage: boolean;
  priority: boolean;
}

/** The first tiles, whose pictures are the first screen's largest (GameTile `priority`). */
const PRIORITY_TILES = 4;

/** Re-renders only when what it shows changes (cards are rebuilt on every page that arrives). */
const Card = memo(CardView, (before, after) =>
  before.core === after.core &&
  before.t === after.t &&
  before.nav === after.nav &&
  before.imageOrigin === after.imageOrigin &&
  before.deferImage === after.deferImage &&
  before.priority === after.priority &&
  before.player.loggedIn === after.player.loggedIn &&
  before.player.currency === after.player.currency &&
  before.player.fiat === after.player.fiat &&
  before.card.kind === after.card.kind &&
  (before.card.kind !== 'game' || after.card.kind !== 'game' || before.card.game === after.card.game),
);

function CardView({ core, card, games, t, nav, player, imageOrigin, deferImage, priority }: CardProps) {
  const favourite = useFavouriteToggle(core, card.kind === 'game' ? card.game : null, player);
  if (card.kind === 'game') {
    const locked = currencyLocked(card.game, player) ? player.currency : null;
    return <GameTile game={card.game} t={t} nav={nav} loggedIn={player.loggedIn} lockedCurrency={locked} favourite={favourite} imageOrigin={imageOrigin} deferImage={deferImage} priority={priority} />;
  }
  if (card.kind === 'cashback') {
    const path = '/promotions';
    return (
      <a className="ck-card ck-card--cashback" href={nav.href(path)} onClick={nav.click(path)} data-card="cashback">
        <strong>{t.cashbackTitle}</strong>
        <span>{t.cashbackText}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="ck-card ck-card--random"
      data-card="random"
      onClick={(event) => {
        const game = pickRandomGame(games.current ?? [], Math.random);
        if (game) nav.go(randomGamePath(game, player.loggedIn), event.currentTarget);
      }}
    >
      <strong>{t.randomTitle}</strong>
      <span>{t.randomText}</span>
    </button>
  );
}

/** Players play for real; guests get the demo when there is one, else registration (docs/product/shell-and-routes.md#real-play, spec 000 §2.4). */
export function randomGamePath(game: Game, loggedIn: boolean): string {
  const real = paths.game(game.provider, seoTitleOf(game), 'real');
  if (loggedIn) return real;
  return hasDemo(game) ? paths.game(game.provider, seoTitleOf(game), 'demo') : paths.registration(real);
}

function Skeleton({ columns, label }: { columns: number; label: string }) {
  return (
    <div className="ck-grid__skeleton" role="status" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {Array.from({ length: columns * 2 }, (_, index) => (
        <div key={index} className="ck-grid__skeleton-tile ck-skeleton" />
      ))}
    </div>
  );
}

function clampPageSize(value: number | string | undefined): number {
  const size = Number(value ?? GAMES_PAGE_SIZE);
  return Number.isInteger(size) && size >= 1 && size <= 100 ? size : GAMES_PAGE_SIZE;
}

