import { useId, useRef } from 'react';
import type { MessagesOf } from '../../sdk/i18n/i18n.ts';
import type { Core } from '../../sdk/core.ts';
import { LOBBY_SKELETON_SIZE } from '../../sdk/rules/lobby.ts';
import type { GridMessages } from '../game-grid/messages.ts';
import { GameTile } from '../ui/GameTile.tsx';
import type { Game } from '../ui/games-client.ts';
import type { Navigator } from '../ui/navigation.ts';
import { useFavouriteToggle } from '../ui/use-favourite-toggle.ts';
import { currencyLocked, type PlayerView } from '../ui/use-player.ts';
import type { messages } from './messages.ts';

type T = MessagesOf<typeof messages>;

export interface GameRowProps {
  core: Core;
  title: string;
  /** Host path of the whole list ("show all"); none for recently played. */
  allPath?: string;
  /** Null while loading: the 5-item skeleton (docs/product/lobby-and-games.md#lobby, spec 001 §9). */
  games: Game[] | null;
  t: T;
  tileT: GridMessages;
  nav: Navigator;
  player: PlayerView;
  imageOrigin: string;
  slug?: string;
  /** The first row: its first tiles' pictures are fetched at once and first (GameTile `priority`). */
  priority?: boolean;
}

const PRIORITY_TILES = 4;

/** One home row: a heading, "show all", and up to 15 games scrolling sideways (docs/product/lobby-and-games.md#lobby, spec 001 §2, §9). */
export function GameRow({ core, title, allPath, games, t, tileT, nav, player, imageOrigin, slug, priority }: GameRowProps) {
  const ids = useId();
  const listRef = useRef<HTMLUListElement>(null);
  if (games && games.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy?.({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section className="ck-lrow" aria-labelledby={`${ids}-h`} data-row={slug}>
      <div className="ck-lrow__head">
        <h2 className="ck-lrow__title" id={`${ids}-h`}>
          {title}
        </h2>
        <div className="ck-lrow__tools">
          {allPath && (
            <a className="ck-lrow__all" href={nav.href(allPath)} onClick={nav.click(allPath)} aria-label={t.format('showAllOf', { title })}>
              {t.showAll}
            </a>
          )}
          <button type="button" className="ck-lrow__arrow" aria-label={t.format('scrollBack', { title })} aria-controls={`${ids}-list`} onClick={() => scroll(-1)}>
            ‹
          </button>
          <button type="button" className="ck-lrow__arrow" aria-label={t.format('scrollForward', { title })} aria-controls={`${ids}-list`} onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      <ul className="ck-lrow__list" id={`${ids}-list`} ref={listRef} aria-busy={games === null}>
        {games === null
          ? Array.from({ length: LOBBY_SKELETON_SIZE }, (_, index) => (
              <li key={index} className="ck-lrow__item" aria-hidden="true">
                <div className="ck-lrow__skeleton ck-skeleton" />
              </li>
            ))
          : games.map((game, index) => (
              <li key={game.identifier} className="ck-lrow__item">
                <RowTile core={core} game={game} t={tileT} nav={nav} player={player} imageOrigin={imageOrigin} priority={priority && index < PRIORITY_TILES} />
              </li>
            ))}
      </ul>
    </section>
  );
}

export function RowTile({ core, game, t, nav, player, imageOrigin, priority }: { core: Core; game: Game; t: GridMessages; nav: Navigator; player: PlayerView; imageOrigin: string; priority?: boolean }) {
  const favourite = useFavouriteToggle(core, game, player);
  const locked = currencyLocked(game, player) ? player.currency : null;
  return <GameTile game={game} t={t} nav={nav} loggedIn={player.loggedIn} lockedCurrency={locked} favourite={favourite} imageOrigin={imageOrigin} priority={priority} />;
}
