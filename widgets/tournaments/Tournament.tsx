import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { gamesApi } from '../../sdk/api/games.ts';
import type { Game } from '../../sdk/api/schemas/games.ts';
import { tournamentsApi } from '../../sdk/api/tournaments.ts';
import type { Tournament as TournamentData } from '../../sdk/api/schemas/tournaments.ts';
import type { Core } from '../../sdk/core.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { followChannel } from '../../sdk/query/follow.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { TOURNAMENTS_CHANNEL } from '../../sdk/query/tournaments.ts';
import { promoStatus } from '../../sdk/rules/tournaments.ts';
import { Countdown } from '../ui/countdown.tsx';
import { createNavigator, paths, seoTitleOf, type NavigationProps, type Navigator } from '../ui/navigation.ts';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { ensureSession } from '../ui/use-player.ts';
import { useQuery } from '../ui/use-query.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { prizePool, type T } from './format.ts';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import { tournamentsMessages } from './messages.ts';
import { PrizeTable } from './PrizeTable.tsx';
import { useTournament, useTournamentStatus } from './use-tournaments.ts';

/** Only a team tournament loads its standings (a chunk of its own: the widget's size budget, docs/widgets.md). */
const TeamStandings = lazy(() => import('./TeamStandings.tsx').then((module) => ({ default: module.TeamStandings })));

export interface TournamentProps extends CoreProps, NavigationProps {
  /** The tournament: its slug (`/tournaments/<slug>`), whole `frontend_identifier` or numeric id. */
  tournament?: string;
  /** `hide`: the title stays for screen readers only (a page whose own heading is the title). */
  heading?: 'show' | 'hide';
}

/**
 * One tournament (docs/widgets.md "Tournaments", docs/product/tournaments-lotteries-quests.md#tournaments):
 * status and the shared countdown, prize pool, the rules text, the prize table (PrizeTable.tsx), the live
 * leaderboard (top 10, kept current by the `tournaments_statuses` push through the query layer) with the
 * player's own place marked even outside the top, the join button of an opt-in tournament
 * (POST …/confirm; a guest is sent to sign in), and the eligible games linking to their pages; a team
 * tournament (`group_tournament`) also shows its team standings (TeamStandings.tsx) above the players'.
 * Script tag (`<casino-tournament tournament="weekly-race">`) or React.
 */
export function Tournament(props: TournamentProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(tournamentsMessages, locale);
  const core = useCore(props);
  const session = useMemo(() => ensureSession(core), [core]);
  const status = useSignalValue(session.status);
  const rootRef = useRef<HTMLElement>(null);
  const attribution = useAttribution(props);
  const nav = useMemo(() => createNavigator({ basePath: props.basePath ?? core.config.api, onNavigate: props.onNavigate, attribution }, () => rootRef.current), [props.basePath, props.onNavigate, core, attribution]);
  const ref = (props.tournament ?? '').trim();
  const query = useTournament(core, ref, locale);
  const item = query.data;
  const mine = useTournamentStatus(core, item?.id, status === 'player');
  // The whole top 10 by the public push, for guests and players alike (docs/api/competitions.md "Realtime").
  useEffect(() => followChannel(core, TOURNAMENTS_CHANNEL), [core]);
  const ids = useId();

  if (query.loading) return <p role="status" className="ck-muted">{t.loading}</p>;
  if (!item) {
    const missing = query.error === null || [404, 422].includes((query.error as { status?: number } | null)?.status ?? 0);
    return (
      <section className="ck-tournament" ref={rootRef} aria-label={t.title}>
        {missing ? <p className="ck-alert ck-alert--info">{t.notFound}</p> : (
          <p className="ck-alert ck-alert--info" role="alert">
            {t.failed} <button type="button" className="ck-link-button" onClick={query.refetch}>{t.retry}</button>
          </p>
        )}
      </section>
    );
  }

  const phase = promoStatus(item, Date.now());
  const pool = prizePool(item, locale);
  const own = mine.data ?? null;
  return (
    <article className="ck-tournament" ref={rootRef} aria-labelledby={`${ids}title`}>
      <header className="ck-tournament__head">
        <span className={`ck-badge ck-tcard__status ck-tcard__status--${phase}`}>{t[`status_${phase}`]}</span>
        <h2 id={`${ids}title`} className={props.heading === 'hide' ? 'ck-visually-hidden' : 'ck-tournament__title'}>{item.title}</h2>
        <p className="ck-tournament__timer"><Countdown item={item} locale={locale} onStatusChange={query.refetch} /></p>
        {pool ? <p className="ck-tournament__pool"><span className="ck-muted">{t.prizePool}</span> <strong>{pool}</strong></p> : null}
      </header>
      <Participation core={core} item={item} t={t} status={status} joined={own?.user_confirmed === true} nav={nav} phase={phase} />
      {item.group_tournament ? (
        <section className="ck-tournament__teams" aria-labelledby={`${ids}teams`}>
          <h3 id={`${ids}teams`}>{t.teams}</h3>
          <Suspense fallback={<p role="status" className="ck-muted">{t.loading}</p>}>
            <TeamStandings tournament={item} mine={own} t={t} locale={locale} />
          </Suspense>
        </section>
      ) : null}
      <section className="ck-tournament__board" aria-labelledby={`${ids}board`}>
        <h3 id={`${ids}board`}>{t.leaderboard}</h3>
        {own && own.award_place > 0 ? <p className="ck-tournament__place">{t.format('yourPlace', { place: own.award_place })}</p> : status === 'player' && phase === 'active' && (own?.user_confirmed !== false) ? <p className="ck-muted">{t.notPlaced}</p> : null}
        <LeaderboardTable tournament={item} mine={own} t={t} locale={locale} />
      </section>
      <section className="ck-tournament__prizes">
        <PrizeTable prizes={item.prizes} currency={item.currency} locale={locale} withWinners={phase === 'archive'} />
      </section>
      {item.rules ? (
        <section className="ck-tournament__rules" aria-labelledby={`${ids}rules`}>
          <h3 id={`${ids}rules`}>{t.rules}</h3>
          {item.rules.split(/\n+/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
          <MinBets item={item} t={t} />
        </section>
      ) : null}
      <EligibleGames core={core} item={item} t={t} nav={nav} ids={ids} />
    </article>
  );
}

/** Opt-in: join (POST …/confirm) or, for a guest, sign in first; automatic: says every bet counts. */
function Participation({ core, item, t, status, joined, nav, phase }: { core: Core; item: TournamentData; t: T; status: string; joined: boolean; nav: Navigator; phase: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const join = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      await tournamentsApi(core.http).confirm(item.id);
      await getQueries(core).invalidate([...KEYS.tournamentStatus, item.id]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [core, item.id]);
  if (phase === 'archive') return null;
  if (!item.user_confirmation_required) {
    return (
      <div className="ck-tournament__join">
        <p className="ck-muted">{t.automatic}</p>
        {status === 'guest' ? <a className="ck-button ck-button--small" href={nav.href(paths.login())} onClick={nav.click(paths.login())}>{t.signInToPlay}</a> : null}
      </div>
    );
  }
  return (
    <div className="ck-tournament__join">
      {status === 'guest' ? (
        <a className="ck-button" href={nav.href(paths.login())} onClick={nav.click(paths.login())}>{t.signInToJoin}</a>
      ) : joined ? (
        <p className="ck-alert ck-alert--success" role="status">{t.joined}</p>
      ) : status === 'player' ? (
        <button type="button" className="ck-button" disabled={busy} aria-busy={busy} onClick={() => void join()}>{t.join}</button>
      ) : null}
      {failed ? <p className="ck-alert ck-alert--error" role="alert">{t.joinFailed}</p> : null}
    </div>
  );
}

function MinBets({ item, t }: { item: TournamentData; t: T }) {
  const bets = item.min_bet_cents ?? [];
  if (bets.length === 0) return null;
  return (
    <ul className="ck-tournament__minbets">
      {bets.map((bet) => <li key={bet.currency}>{t.format('minBet', { amount: bet.amount_cents, currency: bet.currency })}</li>)}
    </ul>
  );
}

/** The eligible games (their titles from the catalogue, each linking to its game page) and providers; none listed: every game counts. */
function EligibleGames({ core, item, t, nav, ids }: { core: Core; item: TournamentData; t: T; nav: Navigator; ids: string }) {
  const identifiers = item.games ?? [];
  const providers = item.providers ?? [];
  const games = useQuery<Record<string, Game>>(core, {
    key: ['games', 'select', ...identifiers],
    fetch: () => gamesApi(core.http).select([...identifiers]),
    errorName: 'LOAD_GAMES_BY_IDS_ERROR',
    staleMs: 10 * 60_000,
    enabled: identifiers.length > 0,
  });
  if (identifiers.length === 0 && providers.length === 0) return item.game_category_identity ? null : <p className="ck-muted ck-tournament__games">{t.allGames}</p>;
  return (
    <section className="ck-tournament__games" aria-labelledby={`${ids}games`}>
      {identifiers.length > 0 ? (
        <>
          <h3 id={`${ids}games`}>{t.games}</h3>
          <ul className="ck-tournament__links">
            {identifiers.map((identifier) => {
              const game = games.data?.[identifier];
              const [producer = '', slug = ''] = identifier.split('/');
              const path = game ? paths.game(game.provider, seoTitleOf(game)) : paths.game(producer, slug);
              return <li key={identifier}><a href={nav.href(path)} onClick={nav.click(path)}>{game?.title ?? slug}</a></li>;
            })}
          </ul>
        </>
      ) : null}
      {providers.length > 0 ? (
        <>
          <h3 id={identifiers.length > 0 ? undefined : `${ids}games`}>{t.providers}</h3>
          <ul className="ck-tournament__links">
            {providers.map((provider) => <li key={provider}><a href={nav.href(paths.provider(provider))} onClick={nav.click(paths.provider(provider))}>{provider}</a></li>)}
          </ul>
        </>
      ) : null}
    </section>
  );
}

