import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { groupIdsOf } from '../../sdk/rules/groups.ts';
import { filterByGroups, lotteriesForTab, promoPath, TOURNAMENT_TABS, tournamentsForTab, type TournamentTab } from '../../sdk/rules/tournaments.ts';
import { createNavigator, type NavigationProps } from '../ui/navigation.ts';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { ensureSession } from '../ui/use-player.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { tournamentsMessages } from './messages.ts';
import { TournamentCard } from './TournamentCard.tsx';
import { notServed, useLotteryList, useTournamentArchive, useTournamentList } from './use-tournaments.ts';

export interface TournamentsProps extends CoreProps, NavigationProps {
  /** The tab shown: all, producers, lotteries, actions, achievements or archive (default all). */
  tab?: string;
  /** A tab was chosen; without it the widget switches tabs itself (the host routes to `/tournaments/<tab>` instead). */
  onTabChange?: (detail: { tab: TournamentTab }) => void;
  /** Hide the widget's own heading (a page that has one). */
  heading?: 'show' | 'hide';
}

const asTab = (value: string | undefined): TournamentTab => (TOURNAMENT_TABS as readonly string[]).includes(value ?? '') ? (value as TournamentTab) : 'all';

/**
 * The tournaments list (docs/widgets.md "Tournaments", docs/product/tournaments-lotteries-quests.md#pages,
 * #status, #identifiers): tabs all / providers / lotteries / quests / achievements / archive (ARIA tabs,
 * arrow keys move between them), cards with the title linking to its page, the prize pool and the shared
 * countdown. Nonvisible items never show, quests and achievements only on their tabs, items for player
 * groups only to their members (sdk/rules/tournaments.ts). Script tag (`<casino-tournaments>`) or React
 * (`import { Tournaments } from 'casino-kit/react'`).
 */
export function Tournaments(props: TournamentsProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(tournamentsMessages, locale);
  const core = useCore(props);
  const session = useMemo(() => ensureSession(core), [core]);
  const user = useSignalValue(session.user);
  const rootRef = useRef<HTMLElement>(null);
  const attribution = useAttribution(props);
  const nav = useMemo(() => createNavigator({ basePath: props.basePath ?? core.config.api, onNavigate: props.onNavigate, attribution }, () => rootRef.current), [props.basePath, props.onNavigate, core, attribution]);
  const [ownTab, setOwnTab] = useState<TournamentTab>(asTab(props.tab));
  const tab = props.onTabChange ? asTab(props.tab) : ownTab;
  const ids = useId();

  const list = useTournamentList(core, locale, tab !== 'lotteries');
  const archive = useTournamentArchive(core, locale, tab === 'archive');
  const lotteries = useLotteryList(core, tab === 'lotteries' || tab === 'archive');
  // A card whose clock crossed its start or end: the lists are read again (it may change tabs).
  const refresh = useCallback(() => {
    list.refetch();
    if (tab === 'archive') archive.refetch();
  }, [list, archive, tab]);

  const choose = (next: TournamentTab) => {
    if (props.onTabChange) props.onTabChange({ tab: next });
    else setOwnTab(next);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TOURNAMENT_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? TOURNAMENT_TABS.length - 1 : null;
    if (!step && jump === null) return;
    event.preventDefault();
    const next = TOURNAMENT_TABS[jump ?? (index + step + TOURNAMENT_TABS.length) % TOURNAMENT_TABS.length]!;
    choose(next);
    (event.currentTarget.parentElement?.querySelector(`[data-tab="${next}"]`) as HTMLElement | null)?.focus();
  };

  const now = Date.now();
  const groups = groupIdsOf(user?.statuses);
  const tournaments = filterByGroups([...(list.data ?? []), ...(tab === 'archive' ? archive.data ?? [] : [])], groups);
  const shown = [...new Map(tournamentsForTab(tab, tournaments, now).map((item) => [item.id, item])).values()];
  const lotteryCards = lotteriesForTab(tab, filterByGroups(lotteries.data ?? [], groups), now);
  const loading = tab === 'lotteries' ? lotteries.loading : list.loading || (tab === 'archive' && archive.loading);
  const error = tab === 'lotteries' ? lotteries.error : list.error ?? (tab === 'archive' ? archive.error : null);
  const failed = error !== null && error !== undefined && !notServed(error);
  const level = props.heading === 'hide' ? 2 : 3;

  return (
    <section className="ck-tournaments" aria-labelledby={props.heading === 'hide' ? undefined : `${ids}title`} aria-label={props.heading === 'hide' ? t.title : undefined} ref={rootRef}>
      {props.heading === 'hide' ? null : <h2 id={`${ids}title`} className="ck-tournaments__title">{t.title}</h2>}
      <div className="ck-tabs ck-tournaments__tabs" role="tablist" aria-label={t.tabsLabel}>
        {TOURNAMENT_TABS.map((name) => (
          <button key={name} type="button" role="tab" className="ck-tab" id={`${ids}tab-${name}`} data-tab={name} aria-selected={tab === name} aria-controls={`${ids}panel`} tabIndex={tab === name ? 0 : -1} onClick={() => choose(name)} onKeyDown={onTabKey}>
            {t[`tab_${name}`]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}panel`} aria-labelledby={`${ids}tab-${tab}`} className="ck-tournaments__panel">
        {loading ? (
          <p role="status" className="ck-muted">{t.loading}</p>
        ) : failed ? (
          <p className="ck-alert ck-alert--info" role="alert">
            {t.failed}{' '}
            <button type="button" className="ck-link-button" onClick={() => (tab === 'lotteries' ? lotteries.refetch() : refresh())}>{t.retry}</button>
          </p>
        ) : shown.length + lotteryCards.length === 0 ? (
          <p className="ck-muted ck-tournaments__empty">{t[`empty_${tab}`]}</p>
        ) : (
          <ul className="ck-tcards">
            {shown.map((item) => <TournamentCard key={`t${item.id}`} item={item} kind="tournament" path={promoPath(item)} nav={nav} t={t} locale={locale} now={now} level={level} onStatusChange={refresh} />)}
            {lotteryCards.map((item) => <TournamentCard key={`l${item.id}`} item={item} kind="lottery" path={promoPath(item, 'lottery')} nav={nav} t={t} locale={locale} now={now} level={level} onStatusChange={() => lotteries.refetch()} />)}
          </ul>
        )}
      </div>
    </section>
  );
}
