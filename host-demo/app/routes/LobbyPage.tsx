import { lazy, Suspense } from 'react';
// The widget's own file, not the widgets/react.ts barrel: this route's lazy chunk carries only the lobby.
import { Lobby, preloadHomeBanners } from '../../../widgets/react/Lobby.tsx';
import { Section } from '../components/PageFrame.tsx';
import { WhenNearViewport } from '../components/WhenNearViewport.tsx';
import { WinnersFeed } from '../components/WinnersFeed.tsx';
import type { Provider } from '../lib/api.ts';
import { providersQuery } from '../../../sdk/query/catalogue.ts';
import { useQuery } from '../../../widgets/ui/use-query.ts';
import { Link } from 'wouter';
import { useServices, useT } from '../state/app-context.tsx';
import { useWidgetProps } from './use-widget-props.ts';

// The carousel's chunk is fetched with this page's (server/route-preloads.ts): in before the lobby's first render (widgets/lobby/Lobby.tsx).
if (typeof document !== 'undefined') void preloadHomeBanners();

const JackpotSlider = lazy(() => import('../../../widgets/react/JackpotSlider.tsx').then((module) => ({ default: module.JackpotSlider })));

/**
 * The lobby (docs/product/lobby-and-games.md#lobby, spec 001 §2): the lobby widget (category bar, search, banners, recently played, one row
 * of 15 games per main category), then the jackpots (loaded when scrolled near), latest winners and
 * providers of the host.
 */
export default function LobbyPage() {
  const { core, boot } = useServices();
  const t = useT();
  const widget = useWidgetProps();
  const providers = useQuery(core, providersQuery(core.http));

  return (
    <div className="page page--lobby">
      <h1 className="visually-hidden">{boot.mirror.brand}</h1>
      <Lobby page="home" {...widget} />
      <section className="lobby__jackpots" aria-label={t.jackpotsTitle}>
        <WhenNearViewport placeholder={<div className="jackpot-placeholder" />}>
          <Suspense fallback={<div className="jackpot-placeholder" />}>
            <JackpotSlider locale={widget.locale} currency={widget.currency} />
          </Suspense>
        </WhenNearViewport>
      </section>
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
