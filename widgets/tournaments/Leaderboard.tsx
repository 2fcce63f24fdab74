import { useEffect, useId, useMemo, useRef } from 'react';
import type { Tournament } from '../../sdk/api/schemas/tournaments.ts';
import type { Core } from '../../sdk/core.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale, type Locale } from '../../sdk/i18n/locales.ts';
import { getQueries, type QueryKey } from '../../sdk/query/index.ts';
import { followChannel } from '../../sdk/query/follow.ts';
import { TOURNAMENTS_CHANNEL, tournamentListQuery, tournamentQuery } from '../../sdk/query/tournaments.ts';
import { promoPath } from '../../sdk/rules/tournaments.ts';
import { Countdown } from '../ui/countdown.tsx';
import { createNavigator, type NavigationProps, type Navigator } from '../ui/navigation.ts';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { useQuery } from '../ui/use-query.ts';
import type { T } from './format.ts';
import { featuredTournament } from './featured.ts';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import { tournamentsMessages } from './messages.ts';

/** The server-rendered first frame's data (host-demo/server/widget-frames.ts). */
export interface LeaderboardInitial {
  tournament: Tournament | null;
}

export interface LeaderboardProps extends CoreProps, NavigationProps {
  /** The tournament: its slug, whole `frontend_identifier` or numeric id; none: the running tournament ending soonest. */
  tournament?: string;
  /** Rows shown, 1–10 (default 10). */
  limit?: number | string;
  /** The first frame's data, when the loader showed one. */
  initial?: LeaderboardInitial;
}

/**
 * The affiliate leaderboard (docs/widgets.md "Tournaments"): a tournament's title, countdown and top
 * places, for any page. Guest data only (no session is loaded: the one request is the public
 * tournament), kept live by the public `public:tournaments_changes` push through the query layer
 * (docs/api/competitions.md "Realtime": the whole top 10, no request); links to the tournament's page carry the
 * widget's link base (`base-path`, default the casino's origin). On a script-tag page the loader
 * first shows the server-rendered frame of the same markup (LeaderboardView), kept fresh by the
 * framework-free live module (leaderboard-live.ts); this widget takes over on the first interaction.
 */
export function Leaderboard(props: LeaderboardProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(tournamentsMessages, locale);
  const core = useCore(props);
  const rootRef = useRef<HTMLElement>(null);
  const attribution = useAttribution(props);
  const nav = useMemo(() => createNavigator({ basePath: props.basePath ?? core.config.api, onNavigate: props.onNavigate, attribution }, () => rootRef.current), [props.basePath, props.onNavigate, core, attribution]);
  const named = (props.tournament ?? '').trim();
  // Without a tournament: the one the frame showed, else the running one ending soonest.
  const list = useQuery(core, { ...tournamentListQuery(core.http, locale), enabled: named === '' && !props.initial?.tournament });
  const ref = named || props.initial?.tournament?.frontend_identifier || (featuredTournament(list.data ?? [], Date.now())?.frontend_identifier ?? '');
  const options = tournamentQuery(core.http, ref, locale);
  const query = useQuery(core, { ...options, enabled: ref !== '' });
  useSeed(core, options.key, props.initial?.tournament ?? null, ref);
  useEffect(() => followChannel(core, TOURNAMENTS_CHANNEL), [core]);
  const item = query.data ?? (props.initial?.tournament && props.initial.tournament.frontend_identifier === ref ? props.initial.tournament : undefined);
  const status = item ? 'ready' : query.loading || list.loading ? 'loading' : query.error && (query.error as { status?: number }).status !== 404 ? 'failed' : 'missing';
  return <LeaderboardView rootRef={rootRef} item={item} status={status} t={t} locale={locale} nav={nav} limit={props.limit} onRetry={query.refetch} onStatusChange={query.refetch} />;
}

/**
 * The markup of the leaderboard, without hooks of its own beyond the countdown's, so the server
 * renders the first frame from it (host-demo/server/widget-frames.ts) exactly as the widget does.
 * The countdown is by the minute: the frame is refreshed every 15 s, not every second.
 */
export function LeaderboardView({ rootRef, item, status, t, locale, nav, limit, onRetry, onStatusChange }: { rootRef?: { current: HTMLElement | null }; item: Tournament | undefined; status: 'ready' | 'loading' | 'failed' | 'missing'; t: T; locale: Locale; nav: Navigator; limit?: number | string; onRetry?: () => void; onStatusChange?: () => void }) {
  const ids = useId();
  const rows = Math.min(10, Math.max(1, Number(limit) || 10));
  return (
    <section className="ck-lb" ref={rootRef as { current: HTMLElement | null } | undefined} aria-labelledby={item ? `${ids}title` : undefined} aria-label={item ? undefined : t.leaderboard}>
      {item ? (
        <>
          <div className="ck-lb__head">
            <h2 id={`${ids}title`} className="ck-lb__title">
              <a href={nav.href(promoPath(item))} onClick={nav.click(promoPath(item))}>{item.title}</a>
            </h2>
            <Countdown item={item} locale={locale} className="ck-lb__timer" smallest="minute" onStatusChange={onStatusChange} />
          </div>
          <LeaderboardTable tournament={item} t={t} locale={locale} limit={rows} />
          <a className="ck-lb__all" href={nav.href('/tournaments')} onClick={nav.click('/tournaments')}>{t.allTournaments}</a>
        </>
      ) : status === 'loading' ? (
        <p role="status" className="ck-lb__muted">{t.loading}</p>
      ) : status === 'failed' ? (
        <p className="ck-lb__muted">{t.failed} <button type="button" className="ck-lb__retry" onClick={onRetry}>{t.retry}</button></p>
      ) : (
        <p className="ck-lb__muted">{t.notFound}</p>
      )}
    </section>
  );
}

/** The frame's tournament becomes the query's data (no request for what the page already shows). */
function useSeed(core: Core, key: QueryKey, tournament: Tournament | null, ref: string): void {
  const hash = JSON.stringify(key);
  useEffect(() => {
    const queries = getQueries(core);
    if (tournament && tournament.frontend_identifier === ref && queries.getQueryData(JSON.parse(hash) as QueryKey) === undefined) queries.setQueryData(JSON.parse(hash) as QueryKey, tournament);
  }, [core, hash, tournament, ref]);
}
