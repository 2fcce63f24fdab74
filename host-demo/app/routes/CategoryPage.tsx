import type { ReactNode } from 'react';
import { Lobby } from '../../../widgets/react/Lobby.tsx';
import { categoryTitle, collectionOfRoute } from '../components/categories.ts';
import { providersQuery } from '../../../sdk/query/catalogue.ts';
import { useQuery } from '../../../widgets/ui/use-query.ts';
import { useLoad } from '../lib/use-load.ts';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps } from './use-widget-props.ts';

/**
 * Category pages (/pokies, /live, /games, /slots, /table), provider pages (/producers/{slug}/{page})
 * and /favorite-games: the lobby widget's screens (its virtualised game grid, the provider picker,
 * the favourites; its category bar is the pages' category navigation), under the host's h1.
 */
export default function CategoryPage({ view }: PageProps) {
  const { api, core } = useServices();
  const t = useT();
  const widget = useWidgetProps();
  const match = view.match!;
  const locale = useLocale();
  const collections = useLoad(`collections:${locale}`, () => api.collections(locale));
  const providers = useQuery(core, providersQuery(core.http));

  if (match.route.page === 'favorites') {
    return (
      <GamesFrame title={t.title_favorites}>
        <Lobby page="favorites" {...widget} />
      </GamesFrame>
    );
  }
  if (match.route.page === 'producer') {
    const slug = match.params.slug ?? '';
    const name = providers.data?.find((p) => p.id === slug)?.title ?? slug;
    return (
      <GamesFrame title={name}>
        <Lobby key={slug} page="provider" provider={slug} {...widget} />
      </GamesFrame>
    );
  }
  const slug = collectionOfRoute(match.route.name, match.params);
  const title = categoryTitle(t, slug, collections.data?.find((c) => c.id === slug)?.title);
  return (
    <GamesFrame title={title}>
      <Lobby key={slug} page="category" category={slug} {...widget} />
    </GamesFrame>
  );
}

/** The page's h1 for the outline and the title; the widget shows the visible heading with the count. */
function GamesFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page page--wide">
      <h1 className="visually-hidden">{title}</h1>
      {children}
    </div>
  );
}
