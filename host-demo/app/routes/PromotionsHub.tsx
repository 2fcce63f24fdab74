import { lazy, Suspense } from 'react';
import { tournamentsApi } from '../../../sdk/api/tournaments.ts';
import { ApiError } from '../../../sdk/http/errors.ts';
import { groupIdsOf } from '../../../sdk/rules/groups.ts';
import { achievementTournaments, filterByGroups, normalTournaments, promoStatus, questTournaments } from '../../../sdk/rules/tournaments.ts';
import { Countdown } from '../../../widgets/ui/countdown.tsx';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { PageFrame, Section } from '../components/PageFrame.tsx';
import { WinnersFeed } from '../components/WinnersFeed.tsx';
import type { Banner } from '../lib/api.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import type { HostKey, HostMessages } from '../messages/index.ts';
import type { PageProps } from './PageOutlet.tsx';

const JackpotSlider = lazy(() => import('../../../widgets/react/JackpotSlider.tsx').then((module) => ({ default: module.JackpotSlider })));

interface Tournament {
  id: number;
  title?: string;
  name?: string;
  start_at: string;
  end_at: string;
  frontend_identifier?: string | null;
  group_ids?: number[] | null;
  currency?: string;
}

const TABS: readonly { path: string; label: HostKey }[] = [
  { path: '/tournaments/all', label: 'tabAll' },
  { path: '/tournaments/producers', label: 'tabProducers' },
  { path: '/tournaments/lotteries', label: 'tabLotteries' },
  { path: '/tournaments/actions', label: 'tabActions' },
  { path: '/tournaments/achievements', label: 'tabAchievements' },
  { path: '/tournaments/archive', label: 'tabArchive' },
];

/**
 * Tournaments, lotteries, quests, arena and the chance game (docs/product/tournaments-lotteries-quests.md#pages, docs/product/notifications-and-banners.md#banner-visibility, spec 001 §2, §4): the platform's
 * tournament list when it has one (a missing endpoint counts as "none running"), the promotion
 * banners that lead here, the jackpots and the latest winners.
 */
export default function PromotionsHub({ view }: PageProps) {
  const { api, core, session, boot } = useServices();
  const t = useT();
  const locale = useLocale();
  const user = useSignalValue(session.user);
  const route = view.match!.route;
  const tournaments = useLoad<Tournament[]>('tournaments', () =>
    tournamentsApi(core.http).list().catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return [] as Tournament[];
      throw error;
    }),
  );
  const banners = useLoad(`banners:${locale}`, () => api.banners(locale));
  const now = Date.now();
  const visible = filterByGroups(tournaments.data ?? [], groupIdsOf(user?.statuses));
  const list = pick(route.name, view.path, visible, now);
  const promos = (banners.data?.banners ?? []).filter((banner: Banner) => /^\/(tournaments|lottery|action|promotions)/.test(banner.button?.url ?? banner.url ?? ''));
  const slug = view.match!.params.slug;
  const title = titleOf(t, route.page ?? 'tournaments', slug, promos);

  return (
    <PageFrame title={title} lead={t.tournamentsLead} wide>
      {route.page === 'tournaments' && (
        <nav className="tabs" aria-label={t.title_tournaments}>
          {TABS.map((tab) => (
            <Link key={tab.path} to={tab.path} className="tab" aria-current={view.path === tab.path || (view.path === '/tournaments' && tab.path === '/tournaments/all') ? 'page' : undefined}>
              {t[tab.label]}
            </Link>
          ))}
        </nav>
      )}
      <Section title={t.runningNow} id="running">
        {tournaments.loading ? (
          <div className="skeleton__bar" aria-busy="true" />
        ) : list.length === 0 ? (
          <p className="empty">{t.tournamentsEmpty}</p>
        ) : (
          <ul className="cards">
            {list.map((item) => {
              return (
                <li key={item.id} className={`card card--${promoStatus(item, now)}`}>
                  <h3 className="card__title">{item.title ?? item.name ?? item.frontend_identifier}</h3>
                  <p className="card__meta">
                    <Countdown item={item} locale={locale} />
                  </p>
                  <Link to={`/tournaments/${item.frontend_identifier ?? item.id}`} className="card__link">
                    {t.details}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      {promos.length > 0 && (
        <Section title={t.promoOffers} id="promo-offers">
          <ul className="cards">
            {promos.map((banner) => (
              <li key={banner.id} className="card card--promo">
                {banner.labels?.[0] && <p className="card__label">{banner.labels[0].title}</p>}
                <h3 className="card__title">{banner.title?.text}</h3>
                {banner.description?.text && <p>{banner.description.text}</p>}
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

function pick(routeName: string, path: string, items: Tournament[], now: number): Tournament[] {
  if (path === '/tournaments/archive') return normalTournaments(items).filter((item) => promoStatus(item, now) === 'archive');
  if (routeName === 'Quests' || routeName === 'QuestPage' || routeName === 'Action' || path === '/tournaments/actions') return questTournaments(items);
  if (routeName === 'Achievements' || path === '/tournaments/achievements') return achievementTournaments(items);
  return normalTournaments(items).filter((item) => promoStatus(item, now) !== 'archive');
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
    case 'arena':
      return t.title_arena;
    case 'chance':
      return t.title_chance;
    case 'tournament':
      return t.title_tournament;
    default:
      return t.title_tournaments;
  }
}
