import { lazy, Suspense } from 'react';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { categoryPath, categoryTitle } from '../components/categories.ts';
import { GameRow } from '../components/GameRow.tsx';
import { Section } from '../components/PageFrame.tsx';
import { WinnersFeed } from '../components/WinnersFeed.tsx';
import type { Collection, Provider } from '../lib/api.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from '../router/Link.tsx';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { HeroCarousel } from './lobby/HeroCarousel.tsx';

const JackpotSlider = lazy(() => import('../../../widgets/react/JackpotSlider.tsx').then((module) => ({ default: module.JackpotSlider })));

const FALLBACK_CATEGORIES = ['top', 'new', 'popular', 'slots', 'live', 'table', 'jackpot'];

/** The lobby (spec 001 §2): banners, jackpots, one row of 15 games per main category, winners, providers. */
export default function LobbyPage() {
  const { api, boot, session } = useServices();
  const t = useT();
  const locale = useLocale();
  const user = useSignalValue(session.user);
  const menu = useLoad('config:menu-categories-games', () => api.config<{ MAIN_PAGE_CATEGORIES?: string[] }>('menu-categories-games'));
  const collections = useLoad('collections', () => api.collections());
  const providers = useLoad('providers', () => api.providers());
  const categories = menu.data?.MAIN_PAGE_CATEGORIES ?? (menu.error ? FALLBACK_CATEGORIES : []);
  const titles = new Map((collections.data ?? []).map((c: Collection) => [c.id, c.title]));

  return (
    <div className="page page--lobby">
      <h1 className="visually-hidden">{boot.mirror.brand}</h1>
      <HeroCarousel />
      <section className="lobby__jackpots" aria-label={t.jackpotsTitle}>
        <Suspense fallback={<div className="jackpot-placeholder" />}>
          <JackpotSlider locale={locale} currency={user?.currency ?? boot.mirror.currency} />
        </Suspense>
      </section>
      {categories.map((slug, index) => (
        <LobbyRow key={slug} slug={slug} title={categoryTitle(t, slug, titles.get(slug))} eager={index === 0} />
      ))}
      <WinnersFeed />
      {providers.data && providers.data.length > 0 && (
        <Section title={t.providersTitle} id="providers-title">
          <ul className="chips">
            {providers.data.slice(0, 24).map((provider: Provider) => (
              <li key={provider.id}>
                <Link to={`/producers/${provider.id}`} className="chip">
                  {provider.title}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

function LobbyRow({ slug, title, eager }: { slug: string; title: string; eager: boolean }) {
  const { api } = useServices();
  const games = useLoad(`row:${slug}`, () => api.gamesFilter({ categories: [slug] }, 1, 15));
  if (games.error || (!games.loading && games.data?.data.length === 0)) return null;
  return <GameRow id={`row-${slug}`} title={title} games={games.data?.data} loading={games.loading} more={categoryPath(slug)} eager={eager} />;
}
