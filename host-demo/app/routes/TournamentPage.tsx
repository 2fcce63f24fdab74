import { Suspense } from 'react';
import { tournamentQuery } from '../../../sdk/query/tournaments.ts';
import { useQuery } from '../../../widgets/ui/use-query.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps } from './use-widget-props.ts';

const Tournament = lazyChunk(() => import('../../../widgets/react/Tournament.tsx'), (module) => module.Tournament);

/**
 * One tournament, `/tournaments/{slug}` (the slug of its identifier) or the older `/tournaments/{id}`
 * (docs/product/tournaments-lotteries-quests.md#pages): the tournament widget (rules, prizes, live
 * leaderboard, join). The page's heading is the tournament's title once known (the same query the
 * widget reads: one request).
 */
export default function TournamentPage({ view }: PageProps) {
  const { core } = useServices();
  const t = useT();
  const locale = useLocale();
  const widget = useWidgetProps();
  const slug = view.match!.params.slug ?? '';
  const item = useQuery(core, tournamentQuery(core.http, slug, locale));
  const Widget = Tournament();
  return (
    <PageFrame title={item.data?.title ?? t.title_tournament} wide actions={<Link to="/tournaments" className="button button--ghost button--small">{t.title_tournaments}</Link>}>
      <Suspense fallback={<div className="skeleton__bar" aria-busy="true" />}>
        <Widget {...widget} tournament={slug} heading="hide" />
      </Suspense>
    </PageFrame>
  );
}
