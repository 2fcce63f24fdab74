import { memo } from 'react';
import type { GridMessages } from '../game-grid/messages.ts';
import type { Game } from './games-client.ts';
import { paths, seoTitleOf, type Navigator } from './navigation.ts';

/** Badge types of docs/product/lobby-and-games.md#game-tiles (spec 001 §3) (docs/api/games.md, contract §4.3 rule 7), in display order. */
const BADGES = [
  ['new', 'badgeNew'],
  ['top', 'badgeTop'],
  ['jackpot', 'badgeJackpot'],
  ['bonus-wagering', 'badgeBonusWagering'],
  ['mystic-jackpots', 'badgeMysticJackpots'],
] as const;

/** The game's badges: the platform's `badges`, else derived from its categories (geo suffix stripped). */
export function badgesOf(game: Pick<Game, 'badges' | 'categories'>): string[] {
  const types = new Set(game.badges?.map((badge) => badge.type) ?? (game.categories ?? []).map((category) => category.split(':')[0] ?? category));
  return BADGES.filter(([type]) => types.has(type)).map(([type]) => type);
}

/** At most two badges on a tile, so the art stays visible (the rest is in the game's categories). */
const SHOWN_BADGES = 2;

/** 'blue-comet' → 'Blue Comet' (tiles carry the provider slug only). */
export function providerLabel(slug: string): string {
  return slug.split(/[-_]/).map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word)).join(' ');
}

/** Demo exists when the game has a FUN id and is not live (docs/api/games.md, contract §4.3 rule 6). */
export function hasDemo(game: Pick<Game, 'currencies' | 'categories' | 'has_demo_mode'>): boolean {
  if (game.has_demo_mode !== undefined) return game.has_demo_mode;
  return Boolean(game.currencies?.FUN) && !(game.categories ?? []).includes('live');
}

export function previewUrl(game: Pick<Game, 'preview' | 'identifier'>, origin: string): string {
  const preview = game.preview ?? `/preview/${game.identifier}.svg`;
  return /^https?:/.test(preview) ? preview : `${origin}${preview}`;
}

export interface TileFavourite {
  active: boolean;
  pending: boolean;
  onToggle(): void;
}

export interface GameTileProps {
  game: Game;
  t: GridMessages;
  nav: Navigator;
  loggedIn: boolean;
  /** Set when the game does not support the player's currency (docs/product/lobby-and-games.md#currency-lock, spec 001 §4): a lock message instead of play. */
  lockedCurrency?: string | null;
  /** Null for guests and games without an id in the player's currency. */
  favourite?: TileFavourite | null;
  /** Origin the preview paths are relative to (the platform). */
  imageOrigin: string;
  /** Scrolling fast: keep the empty box until scrolling settles, unless this image was shown before. */
  deferImage?: boolean;
  /** One of the first screen's tiles: its picture is fetched at once and first (the page's LCP candidate, docs/host.md "Server-rendered first view"). */
  priority?: boolean;
}

/** Previews already requested on this page (cached by the browser): never deferred again. */
const shownImages = new Set<string>();

/**
 * One game (docs/product/lobby-and-games.md#favourites, spec 001 §4 Game tiles): a fixed square preview (lazy image, no layout shift), badges,
 * and on hover or keyboard focus an overlay with play, demo and favourite. Guests' play goes to
 * registration with the game as redirect (docs/product/shell-and-routes.md#guards, spec 000 §2.4).
 */
export const GameTile = memo(function GameTile({ game, t, nav, loggedIn, lockedCurrency, favourite, imageOrigin, deferImage, priority }: GameTileProps) {
  const src = previewUrl(game, imageOrigin);
  const showImage = !deferImage || shownImages.has(src);
  if (showImage) shownImages.add(src);
  const name = seoTitleOf(game);
  const real = paths.game(game.provider, name, 'real');
  const playPath = loggedIn ? real : paths.registration(real);
  const demoPath = hasDemo(game) ? paths.game(game.provider, name, 'demo') : null;
  const badges = badgesOf(game).slice(0, SHOWN_BADGES);
  const vars = { title: game.title };

  return (
    <div className={`ck-tile${lockedCurrency ? ' ck-tile--locked' : ''}`} data-identifier={game.identifier}>
      <div className="ck-tile__media">
        {showImage && <img className="ck-tile__img" src={src} alt="" width={300} height={300} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" />}
        {badges.length > 0 && (
          <ul className="ck-tile__badges">
            {badges.map((type) => (
              <li key={type} className={`ck-badge ck-badge--${type}`}>
                {t[BADGES.find(([badge]) => badge === type)![1]]}
              </li>
            ))}
          </ul>
        )}
        {lockedCurrency ? (
          <p className="ck-tile__lock">
            <LockIcon />
            <strong>{t.lockedTitle}</strong>
            <span>{t.format('lockedText', { currency: lockedCurrency })}</span>
          </p>
        ) : (
          <div className="ck-tile__overlay">
            <a className="ck-tile__play" href={nav.href(playPath)} onClick={nav.click(playPath)} aria-label={t.format('playGame', vars)} data-action="play">
              <span className="ck-tile__play-icon" aria-hidden="true" />
            </a>
            {demoPath && (
              <a className="ck-tile__demo" href={nav.href(demoPath)} onClick={nav.click(demoPath)} aria-label={t.format('demoGame', vars)} data-action="demo">
                {t.demo}
              </a>
            )}
          </div>
        )}
        {favourite && !lockedCurrency && (
          <button
            type="button"
            className={`ck-tile__fav${favourite.active ? ' ck-tile__fav--on' : ''}`}
            aria-label={t.format(favourite.active ? 'favouriteRemove' : 'favouriteAdd', vars)}
            aria-disabled={favourite.pending || undefined}
            aria-busy={favourite.pending || undefined}
            data-action="favourite"
            onClick={() => {
              if (!favourite.pending) favourite.onToggle();
            }}
          >
            <span className="ck-tile__heart" aria-hidden="true">
              {favourite.active ? '♥' : '♡'}
            </span>
          </button>
        )}
      </div>
      <div className="ck-tile__caption">
        <span className="ck-tile__title">{game.title}</span>
        <span className="ck-tile__provider">{providerLabel(game.provider)}</span>
      </div>
    </div>
  );
});

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Tile styles, shared by the grid, the lobby rows and the favourites page. */
export const TILE_CSS = `
.ck-tile { position: relative; display: grid; grid-template-rows: auto 44px; min-width: 0; }
.ck-tile__media { position: relative; aspect-ratio: 1 / 1; border-radius: var(--ck-radius, 10px); overflow: hidden;
  background: linear-gradient(135deg, var(--ck-d-veil), var(--ck-d-veil)); contain: layout paint; }
.ck-tile__img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; display: block; }
.ck-tile__badges { position: absolute; top: 6px; left: 6px; margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 4px; max-width: calc(100% - 48px); }
.ck-badge { font-size: .66rem; font-weight: 700; line-height: 1; padding: 4px 6px; white-space: nowrap; border-radius: 999px; text-transform: uppercase; letter-spacing: .03em;
  background: #14532d; color: #ecfdf5; max-width: 100%; overflow: hidden; text-overflow: ellipsis; }
.ck-badge--top { background: #991b1b; color: #fff1f2; }
.ck-badge--jackpot { background: #fcd34d; color: #3b2100; }
.ck-badge--bonus-wagering { background: #1e40af; color: #eff6ff; }
.ck-badge--mystic-jackpots { background: #6b21a8; color: #faf5ff; }
.ck-tile__overlay { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px;
  background: rgb(12 6 30 / 72%); opacity: 0; transition: opacity .15s; }
.ck-tile__media:hover .ck-tile__overlay, .ck-tile__media:focus-within .ck-tile__overlay { opacity: 1; }
.ck-tile__play { display: inline-flex; align-items: center; justify-content: center; width: 52px; height: 52px; border-radius: 50%;
  background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); text-decoration: none; }
.ck-tile__play-icon { width: 0; height: 0; margin-left: 5px; border-style: solid; border-width: 10px 0 10px 16px; border-color: transparent transparent transparent currentColor; }
.ck-tile__heart { font-size: 1.35rem; line-height: 1; }
.ck-tile__demo { min-height: 32px; padding: 6px 14px; border-radius: 999px; border: 1px solid rgb(255 255 255 / 70%); color: #fff; text-decoration: none;
  font-size: .85rem; font-weight: 600; }
.ck-tile__demo:hover { background: rgb(255 255 255 / 14%); }
.ck-tile__fav { position: absolute; top: 4px; right: 4px; width: 40px; height: 40px; display: grid; place-items: center; border: 0; border-radius: 50%;
  background: rgb(12 6 30 / 60%); color: #fff; cursor: pointer; opacity: 0; transition: opacity .15s; }
.ck-tile__media:hover .ck-tile__fav, .ck-tile__fav:focus-visible, .ck-tile__fav--on { opacity: 1; }
.ck-tile__fav--on { color: #ff5c8a; }
.ck-tile__fav[aria-disabled="true"] { cursor: progress; opacity: .6; }
.ck-tile__play:focus-visible, .ck-tile__demo:focus-visible, .ck-tile__fav:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-tile__lock { position: absolute; inset: auto 0 0 0; margin: 0; padding: 8px; display: grid; justify-items: center; gap: 2px; text-align: center;
  font-size: .75rem; line-height: 1.25; background: rgb(12 6 30 / 84%); color: #fff; }
.ck-tile--locked .ck-tile__img { filter: grayscale(.8) brightness(.7); }
.ck-tile__caption { display: grid; align-content: start; padding-top: 6px; min-width: 0; }
.ck-tile__title { font-size: .85rem; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ck-tile__provider { font-size: .72rem; opacity: .72; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ck-card { position: relative; display: flex; flex-direction: column; justify-content: center; gap: 6px; aspect-ratio: 1 / 1; padding: 12px;
  border-radius: var(--ck-radius, 10px); color: #fff; text-decoration: none; overflow: hidden; }
.ck-card--random { background: linear-gradient(135deg, #7b2ff7, #f107a3); }
.ck-card--cashback { background: linear-gradient(135deg, #0f766e, #155e75); }
.ck-card strong { font-size: 1rem; }
.ck-card span { font-size: .8rem; opacity: .95; }
.ck-card:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-skeleton { background: linear-gradient(90deg, var(--ck-d-veil), var(--ck-d-veil), var(--ck-d-veil)); background-size: 200% 100%;
  animation: ck-shimmer 1.4s linear infinite; border-radius: var(--ck-radius, 10px); }
@keyframes ck-shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .ck-skeleton { animation: none; } .ck-tile__overlay, .ck-tile__fav { transition: none; } }
.ck-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
