import { lazy, Suspense } from 'react';
import { messagesFor } from '../../../sdk/i18n/i18n.ts';
import { tournamentsMessages } from '../../../widgets/tournaments/messages.ts';
import { interpolate } from '../../../sdk/i18n/interpolate.ts';
import { bannerVariables, bannerVisible } from '../../../sdk/rules/banners.ts';
import { groupIdsOf } from '../../../sdk/rules/groups.ts';
import { filterByGroups, promoPath, promoStatus, tournamentsForTab } from '../../../sdk/rules/tournaments.ts';
import { bannersQuery } from '../../../sdk/query/catalogue.ts';
import { tournamentListQuery } from '../../../sdk/query/tournaments.ts';
import { Countdown } from '../../../widgets/ui/countdown.tsx';
import { useQuery } from '../../../widgets/ui/use-query.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { PageFrame, Section } from '../components/PageFrame.tsx';
import { WinnersFeed } from '../components/WinnersFeed.tsx';
import type { Banner } from '../lib/api.ts';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import type { HostMessages } from '../messages/index.ts';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps } from './use-widget-props.ts';

const JackpotSlider = lazy(() => import('../../../widgets/react/JackpotSlider.tsx').then((module) => ({ default: module.JackpotSlider })));
const Leaderboard = lazyChunk(() => import('../../../widgets/react/Leaderboard.tsx'), (module) => module.Leaderboard);

/** How many live leaderboards the arena shows (the rest are a click away in the list). */
const BOARDS = 3;

/**
 * The promotions hub: arena, promo and leaderboard pages, and (until their own pages) lotteries,
 * quests and the chance game (docs/product/tournaments-lotteries-quests.md#pages,
 * docs/product/notifications-and-banners.md#banner-visibility, spec 001 §2, §4): the live
 * tournaments and quests from the platform's list (the page's one query, sdk/query/tournaments.ts;
 * a missing endpoint counts as "none running") with the shared countdown, the live leaderboards of
 * the running ones, the promotion banners that lead here, the jackpots and the latest winners.
 */
export default function PromotionsHub({ view }: PageProps) {
  const { core, session, boot } = useServices();
  const t = useT();
  const locale = useLocale();
  const widget = useWidgetProps();
  const user = useSignalValue(session.user);
  const route = view.match!.route;
  const tournaments = useQuery(core, tournamentListQuery(core.http, locale));
  // The lobby's and the promo banner's query: one request for the three (sdk/query/catalogue.ts).
  const banners = useQuery(core, bannersQuery(core.http, locale));
  const now = Date.now();
  const visible = filterByGroups(tournaments.data ?? [], groupIdsOf(user?.statuses));
  const live = [...tournamentsForTab('all', visible, now), ...tournamentsForTab('actions', visible, now)];
  const boards = live.filter((item) => promoStatus(item, now) === 'active' && item.top_players.length > 0 && !item.frontend_identifier.includes('quest')).slice(0, BOARDS);
  // The same targeting as the carousel (sdk/rules/banners.ts); then the banners that lead to a promotion.
  const audience = { loggedIn: user?.id !== undefined, groups: groupIdsOf(user?.statuses), currency: user?.currency ?? boot.mirror.currency, now };
  const promos = (banners.data ?? []).filter(
    (banner: Banner) => bannerVisible(banner, audience) && /^\/(tournaments|lottery|action|promotions)/.test(banner.button?.url ?? banner.url ?? ''),
  );
  const slug = view.match!.params.slug;
  const title = titleOf(t, route.page ?? 'arena', slug, promos);
  const Board = Leaderboard();

  return (
    <PageFrame title={title} lead={t.tournamentsLead} wide actions={<Link to="/tournaments" className="button button--ghost button--small">{t.title_tournaments}</Link>}>
      <Section title={t.runningNow} id="running">
        {tournaments.loading ? (
          <div className="skeleton__bar" aria-busy="true" />
        ) : live.length === 0 ? (
          <p className="empty">{t.tournamentsEmpty}</p>
        ) : (
          <ul className="cards">
            {live.map((item) => (
              <li key={item.id} className={`card card--${promoStatus(item, now)}`}>
                <h3 className="card__title">
                  <Link to={promoPath(item)}>{item.title}</Link>
                </h3>
                <p className="card__meta">
                  <Countdown item={item} locale={locale} onStatusChange={tournaments.refetch} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {boards.length > 0 && (
        <Section title={messagesFor(tournamentsMessages, locale).liveLeaderboards} id="leaderboards">
          <div className="cards">
            {boards.map((item) => (
              <Suspense key={item.id} fallback={<div className="skeleton__bar" aria-busy="true" />}>
                <Board {...widget} tournament={item.frontend_identifier} limit={5} />
              </Suspense>
            ))}
          </div>
        </Section>
      )}
      {promos.length > 0 && (
        <Section title={t.promoOffers} id="promo-offers">
          <ul className="cards">
            {promos.map((banner) => (
              <li key={banner.id} className="card card--promo">
                {banner.labels?.[0] && <p className="card__label">{banner.labels[0].title}</p>}
                <h3 className="card__title">{interpolate(banner.title?.text ?? '', bannerVariables(banner, audience.currency))}</h3>
                {banner.description?.text && <p>{interpolate(banner.description.text, bannerVariables(banner, audience.currency))}</p>}
                {banner.button?.url && (
                  <Link to={banner.button.url.replace(/^\/cashbox\//, '/')} className="button button--small">
                    {banner.button.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <section className="lobby__jackpots" aria-label={t.jackpotsTitle}>
        <Suspense fallback={<div className="jackpot-placeholder" />}>
          <JackpotSlider locale={locale} currency={user?.currency ?? boot.mirror.currency} />
        </Suspense>
      </section>
      <WinnersFeed />
    </PageFrame>
  );
}

function titleOf(t: HostMessages, page: string, slug: string | undefined, promos: Banner[]): string {
  if (slug) {
    const banner = promos.find((item) => (item as Banner & { frontend_identifier?: string }).frontend_identifier === slug || item.button?.url?.endsWith(`/${slug}`));
    if (banner?.title) return banner.title.text;
  }
  switch (page) {
    case 'lottery':
      return t.title_lottery;
    case 'quest':
      return t.title_quest;
    case 'chance':
      return t.title_chance;
    default:
      return t.title_arena;
  }
}
