import { useEffect, useId, useMemo, useRef } from 'react';
import type { Core } from '../../sdk/core.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { getQueries, type QueryKey } from '../../sdk/query/index.ts';
import { tournamentQuery } from '../../sdk/query/tournaments.ts';
import { promoPath } from '../../sdk/rules/tournaments.ts';
import { Countdown } from '../ui/countdown.tsx';
import { createNavigator, type NavigationProps } from '../ui/navigation.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { useQuery } from '../ui/use-query.ts';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import { tournamentsMessages } from './messages.ts';

export interface LeaderboardProps extends CoreProps, NavigationProps {
  /** The tournament: its slug, whole `frontend_identifier` or numeric id. */
  tournament?: string;
  /** Rows shown, 1–10 (default 10). */
  limit?: number | string;
}

/** How often a guest's leaderboard is read again while on screen (a guest has no socket: docs/widgets.md "Tournaments"). */
export const LEADERBOARD_POLL_MS = 15_000;

/**
 * The affiliate leaderboard (docs/widgets.md "Tournaments"): a tournament's title, countdown and top
 * places, for any page. Guest data only (no session is loaded: the one request is the public
 * tournament), read again every 15 s while the page is visible through the query layer (one request
 * however many leaderboards show the same tournament); links to the tournament's page carry the
 * widget's link base (`base-path`, default the casino's origin).
 */
export function Leaderboard(props: LeaderboardProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(tournamentsMessages, locale);
  const core = useCore(props);
  const rootRef = useRef<HTMLElement>(null);
  const nav = useMemo(() => createNavigator({ basePath: props.basePath ?? core.config.api, onNavigate: props.onNavigate }, () => rootRef.current), [props.basePath, props.onNavigate, core]);
  const ref = (props.tournament ?? '').trim();
  const options = tournamentQuery(core.http, ref, locale);
  const query = useQuery(core, { ...options, enabled: ref !== '' });
  usePoll(core, options.key, ref !== '');
  const limit = Math.min(10, Math.max(1, Number(props.limit) || 10));
  const ids = useId();
  const item = query.data;

  return (
    <section className="ck-lb" ref={rootRef} aria-labelledby={item ? `${ids}title` : undefined} aria-label={item ? undefined : t.leaderboard}>
      {item ? (
        <>
          <div className="ck-lb__head">
            <h2 id={`${ids}title`} className="ck-lb__title">
              <a href={nav.href(promoPath(item))} onClick={nav.click(promoPath(item))}>{item.title}</a>
            </h2>
            <Countdown item={item} locale={locale} className="ck-lb__timer" onStatusChange={query.refetch} />
          </div>
          <LeaderboardTable tournament={item} t={t} locale={locale} limit={limit} />
          <a className="ck-lb__all" href={nav.href('/tournaments')} onClick={nav.click('/tournaments')}>{t.allTournaments}</a>
        </>
      ) : query.loading ? (
        <p role="status" className="ck-lb__muted">{t.loading}</p>
      ) : (
        <p className="ck-lb__muted">
          {query.error && (query.error as { status?: number }).status !== 404 ? (
            <>{t.failed} <button type="button" className="ck-lb__retry" onClick={query.refetch}>{t.retry}</button></>
          ) : t.notFound}
        </p>
      )}
    </section>
  );
}

/** Reads `key` again every LEADERBOARD_POLL_MS while the document is visible. */
function usePoll(core: Core, key: QueryKey, enabled: boolean): void {
  const hash = JSON.stringify(key);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void getQueries(core).invalidate(JSON.parse(hash) as QueryKey);
    }, LEADERBOARD_POLL_MS);
    return () => clearInterval(timer);
  }, [core, hash, enabled]);
}
