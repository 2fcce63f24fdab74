import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { gamesApi, gamesLoadErrors } from '../../sdk/api/games.ts';
import { jackpotsApi } from '../../sdk/api/jackpots.ts';
import type { Jackpot } from '../../sdk/api/schemas/jackpots.ts';
import { messagesFor, type Messages } from '../../sdk/i18n/i18n.ts';
import { resolveLocale, type Locale } from '../../sdk/i18n/locales.ts';
import { formatJackpotAmount } from '../../sdk/money/format.ts';
import { followChannel } from '../../sdk/query/follow.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { activeJackpots } from '../../sdk/rules/jackpots.ts';
import { JACKPOTS_CHANNEL } from '../jackpot-slider/jackpot-feed.ts';
import { createNavigator, paths, seoTitleOf, type NavigationProps, type Navigator } from '../ui/navigation.ts';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { useQuery } from '../ui/use-query.ts';
import { gameSliderMessages, type GameSliderKey } from './messages.ts';
import { categoryOf, previewUrl, countOf, headingOf, jackpotOf, slimGame, topAmount, type GameSliderInitial, type SliderGame } from './slider-data.ts';

export type { GameSliderInitial };

export interface GameSliderProps extends CoreProps, NavigationProps {
  /** A category (collection) id such as `new`, `top`, `jackpot`; `top` when neither this nor `provider` is set. */
  category?: string;
  /** A provider's id: its games (within `category` when both are set). */
  provider?: string;
  /** Tiles, 1–24 (default 12). */
  count?: number | string;
  /** The heading; default the collection's (or provider's) title in the page's locale. */
  heading?: string;
  /** The first frame's data, when the loader showed one. */
  initial?: GameSliderInitial;
}

const FIVE_MINUTES = 5 * 60_000;

/**
 * The compact game slider for an affiliate page (docs/widgets.md "Game slider"): a row of a category's or a
 * provider's games, each a link to its game page in the casino (with the affiliate's attribution,
 * sdk/embed/casino-url.ts), prev/next buttons and arrow keys. Guest data only; the tiles of games that feed
 * an active jackpot show its pool, live by `public:jackpots_changes` (docs/api/jackpots.md). On a script-tag
 * page the loader first shows the server-rendered frame of the same markup (GameSliderView), kept live by
 * the framework-free live.ts; this widget takes over on the first interaction.
 */
export function GameSlider(props: GameSliderProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(gameSliderMessages, locale);
  const core = useCore(props);
  const attribution = useAttribution(props);
  const rootRef = useRef<HTMLElement>(null);
  const nav = useMemo(() => createNavigator({ basePath: props.basePath ?? core.config.api, onNavigate: props.onNavigate, attribution }, () => rootRef.current), [props.basePath, props.onNavigate, core, attribution]);
  const category = categoryOf(props.category, props.provider);
  const provider = props.provider?.trim() || undefined;
  const count = countOf(props.count);
  const api = useMemo(() => gamesApi(core.http), [core]);
  const key = ['games', 'slider', category ?? '', provider ?? '', count];
  // The frame's games and active jackpots (all of them, as the jackpot slider's frame has them) are the queries'
  // data: no request for what the page already shows, the socket keeps the pools current. Not on the server.
  useState(() => {
    const queries = getQueries(core);
    if (!props.initial || typeof document === 'undefined') return;
    if (queries.getQueryData(key) === undefined) queries.setQueryData(key, props.initial.games);
    if (queries.getQueryData(KEYS.jackpots) === undefined) queries.setQueryData(KEYS.jackpots, props.initial.jackpots);
  });
  const games = useQuery<SliderGame[]>(core, {
    key,
    fetch: () => api.filter({ ...(category ? { categories: [category] } : {}), ...(provider ? { providers: [provider] } : {}) }, 1, count).then((page) => page.data.map(slimGame)),
    staleMs: FIVE_MINUTES,
    errorName: gamesLoadErrors.filter,
  });
  const named = props.heading?.trim() || props.initial?.heading || '';
  const collections = useQuery(core, { key: ['games', 'collections', locale], fetch: () => api.collections(locale), staleMs: FIVE_MINUTES, errorName: gamesLoadErrors.collections, enabled: !named && Boolean(category) });
  const providers = useQuery(core, { key: ['games', 'providers'], fetch: () => api.providers(), staleMs: FIVE_MINUTES, errorName: gamesLoadErrors.providers, enabled: !named && !category });
  const jackpots = useQuery<Jackpot[]>(core, { key: KEYS.jackpots, fetch: () => jackpotsApi(core.http).list(), errorName: 'LOAD_JACKPOTS_ERROR' });
  useEffect(() => followChannel(core, JACKPOTS_CHANNEL), [core]);
  const list = games.data ?? props.initial?.games;
  const status = list ? 'ready' : games.error ? 'failed' : 'loading';
  return (
    <GameSliderView
      rootRef={rootRef}
      heading={named || headingOf(collections.data, providers.data, category, provider) || t.title}
      games={list ?? []}
      jackpots={activeJackpots(jackpots.data ?? props.initial?.jackpots ?? [])}
      status={status}
      t={t}
      locale={locale}
      nav={nav}
      allPath={category ? paths.category(category) : paths.provider(provider ?? '')}
      imageOrigin={core.config.api}
      onRetry={games.refetch}
    />
  );
}

interface ViewProps {
  rootRef?: { current: HTMLElement | null };
  heading: string;
  games: SliderGame[];
  jackpots: Jackpot[];
  status: 'ready' | 'loading' | 'failed';
  t: Messages<GameSliderKey>;
  locale: Locale;
  nav: Navigator;
  allPath: string;
  /** Origin the preview paths are relative to (the platform). */
  imageOrigin: string;
  onRetry?: () => void;
}

/** Scrolls the row by most of its width (what the prev/next buttons do). */
function scrollRow(row: HTMLElement | null | undefined, direction: 1 | -1): void {
  row?.scrollBy({ left: direction * Math.max(row.clientWidth * 0.8, 120), behavior: 'smooth' });
}

/**
 * The markup, without hooks beyond `useId`, so the server renders the first frame from it
 * (host-demo/server/widget-frames.ts) exactly as the widget does. Links carry `data-path` so the live module
 * can add the page's attribution to the frame's links (live.ts); amounts carry `data-jackpot-id`.
 */
export function GameSliderView({ rootRef, heading, games, jackpots, status, t, locale, nav, allPath, imageOrigin, onRetry }: ViewProps) {
  const ids = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const onKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a.ck-gs__tile')];
    const at = links.indexOf((event.target as Element).closest('a') as HTMLAnchorElement);
    const next = event.key === 'ArrowRight' ? at + 1 : event.key === 'ArrowLeft' ? at - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : null;
    if (next === null || at < 0) return;
    event.preventDefault();
    links[Math.max(0, Math.min(links.length - 1, next))]?.focus();
  };
  return (
    <section className="ck-gs" ref={rootRef as { current: HTMLElement | null } | undefined} aria-labelledby={`${ids}h`}>
      <div className="ck-gs__head">
        <h2 id={`${ids}h`} className="ck-gs__title">
          {heading}
        </h2>
        <a className="ck-gs__all" href={nav.href(allPath)} data-path={allPath} onClick={nav.click(allPath)}>
          {t.all}
        </a>
        {games.length > 1 && (
          <span className="ck-gs__nav">
            <button type="button" className="ck-gs__arrow" data-action="previous" aria-label={t.previous} onClick={() => scrollRow(rowRef.current, -1)}>
              ‹
            </button>
            <button type="button" className="ck-gs__arrow" data-action="next" aria-label={t.next} onClick={() => scrollRow(rowRef.current, 1)}>
              ›
            </button>
          </span>
        )}
      </div>
      {games.length > 0 ? (
        <ul className="ck-gs__row" ref={rowRef} aria-labelledby={`${ids}h`} onKeyDown={onKey}>
          {games.map((game) => (
            <SliderTile key={game.identifier} game={game} jackpot={jackpotOf(jackpots, game.identifier)} t={t} locale={locale} nav={nav} imageOrigin={imageOrigin} />
          ))}
        </ul>
      ) : status === 'loading' ? (
        <p role="status" className="ck-gs__muted">
          {t.loading}
        </p>
      ) : status === 'failed' ? (
        <p className="ck-gs__muted">
          {t.failed}{' '}
          <button type="button" className="ck-gs__retry" onClick={onRetry}>
            {t.retry}
          </button>
        </p>
      ) : (
        <p className="ck-gs__muted">{t.empty}</p>
      )}
    </section>
  );
}

function SliderTile({ game, jackpot, t, locale, nav, imageOrigin }: { game: SliderGame; jackpot: Jackpot | undefined; t: Messages<GameSliderKey>; locale: Locale; nav: Navigator; imageOrigin: string }) {
  const path = paths.game(game.provider, seoTitleOf(game));
  return (
    <li className="ck-gs__item" data-identifier={game.identifier}>
      <a className="ck-gs__tile" href={nav.href(path)} data-path={path} onClick={nav.click(path)}>
        <img className="ck-gs__img" src={previewUrl(game, imageOrigin)} alt="" width={150} height={150} loading="lazy" decoding="async" />
        <span className="ck-gs__name">{game.title}</span>
        {jackpot && (
          <span className="ck-gs__jackpot" data-jackpot-id={String(jackpot.id)}>
            {t.jackpot} <strong data-amount="">{formatJackpotAmount(topAmount(jackpot), jackpot.currency, locale)}</strong>
          </span>
        )}
      </a>
    </li>
  );
}
