import { categoryPath, categoryTitle, collectionOfRoute } from '../components/categories.ts';
import { GameGrid } from '../components/GameGrid.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { useLoad } from '../lib/use-load.ts';
import { Link } from '../router/Link.tsx';
import { useServices, useT } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';

const SECTION_TABS: Readonly<Record<string, readonly string[]>> = {
  slots: ['slots', 'top', 'new', 'popular', 'jackpot', 'bonus-buy'],
  live: ['live', 'roulette', 'blackjack', 'top'],
};

/** Category pages (/pokies, /live, /games, /slots, /table) and provider pages (/producers/{slug}/{page}). */
export default function CategoryPage({ view }: PageProps) {
  const { api } = useServices();
  const t = useT();
  const match = view.match!;
  const producer = match.route.page === 'producer';
  const collections = useLoad('collections', () => api.collections());
  const providers = useLoad('providers', () => api.providers());

  if (producer) {
    const slug = match.params.slug ?? '';
    const page = Math.max(1, Number(match.params.page) || 1);
    const name = providers.data?.find((p) => p.id === slug)?.title ?? slug;
    return (
      <PageFrame title={name} lead={t.providerLead} wide>
        <GameGrid filter={{ providers: [slug] }} label={name} firstPage={page} />
      </PageFrame>
    );
  }
  const slug = collectionOfRoute(match.route.name, match.params);
  const collection = collections.data?.find((c) => c.id === slug);
  const title = categoryTitle(t, slug, collection?.title);
  const section = view.path.startsWith('/live') ? 'live' : view.path.startsWith('/pokies') || view.path === '/slots' ? 'slots' : null;
  return (
    <PageFrame title={title} wide>
      {section && (
        <nav className="tabs" aria-label={t.categoriesLabel}>
          {SECTION_TABS[section]!.map((tab) => {
            const path = tab === section ? categoryPath(tab) : `/${section === 'slots' ? 'pokies' : 'live'}/${tab}`;
            return (
              <Link key={tab} to={path} className="tab" aria-current={view.path === path ? 'page' : undefined}>
                {categoryTitle(t, tab, collections.data?.find((c) => c.id === tab)?.title)}
              </Link>
            );
          })}
        </nav>
      )}
      <GameGrid filter={{ categories: [slug] }} label={title} />
    </PageFrame>
  );
}
