import { Suspense, useCallback, useEffect } from 'react';
import { groupIdsOf } from '../../../sdk/rules/groups.ts';
import { activeTournamentsCount, filterByGroups, TOURNAMENT_TABS, type TournamentTab } from '../../../sdk/rules/tournaments.ts';
import { tournamentListQuery } from '../../../sdk/query/tournaments.ts';
import { useQuery } from '../../../widgets/ui/use-query.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { markTournamentsSeen } from '../state/tournament-counter.ts';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps, widgetTarget } from './use-widget-props.ts';

const Tournaments = lazyChunk(() => import('../../../widgets/react/Tournaments.tsx'), (module) => module.Tournaments);

/** `/tournaments/producers` → producers; `/tournaments` → all. */
const tabOf = (path: string): TournamentTab => {
  const last = path.split('/')[2] ?? 'all';
  return (TOURNAMENT_TABS as readonly string[]).includes(last) ? (last as TournamentTab) : 'all';
};

/**
 * `/tournaments` and its tabs `/tournaments/{all|producers|lotteries|actions|achievements|archive}`
 * (docs/product/tournaments-lotteries-quests.md#pages, docs/host.md "Routes"): the tournaments widget
 * (widgets/tournaments) with the tab from the route; choosing a tab is a route change. A visit stores
 * the count of active tournaments for the menu counter (#counter).
 */
export default function TournamentsPage({ view }: PageProps) {
  const { nav, core, session } = useServices();
  const t = useT();
  const locale = useLocale();
  const widget = useWidgetProps();
  const user = useSignalValue(session.user);
  const tab = tabOf(view.path);
  const list = useQuery(core, tournamentListQuery(core.http, locale));
  const active = list.data ? activeTournamentsCount(filterByGroups(list.data, groupIdsOf(user?.statuses)), Date.now()) : null;
  useEffect(() => {
    if (active !== null) markTournamentsSeen(active);
  }, [active]);
  const onTabChange = useCallback(({ tab: next }: { tab: TournamentTab }) => nav.navigate(widgetTarget(nav, next === 'all' ? '/tournaments' : `/tournaments/${next}`)), [nav]);
  const Widget = Tournaments();
  return (
    <PageFrame title={t.title_tournaments} lead={t.tournamentsLead} wide>
      <Suspense fallback={<div className="skeleton__bar" aria-busy="true" />}>
        <Widget {...widget} tab={tab} heading="hide" onTabChange={onTabChange} />
      </Suspense>
    </PageFrame>
  );
}
