import { useCallback } from 'react';
import { GamePage as GameWidget } from '../../../widgets/react/GamePage.tsx';
import { useServices } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps, widgetTarget } from './use-widget-props.ts';

/**
 * The game page /play/{producer}/{name}?mode=real|demo (docs/product/shell-and-routes.md#paths, spec 000 §2.2, docs/product/lobby-and-games.md#game-page, docs/product/jackpots.md#wins, spec 001 §2, §3): the game
 * page widget launches the game in the provider's frame. The router has already applied the game
 * guard; the widget applies the platform's refusals (currency, fields, limits) itself.
 */
export default function GamePage({ view }: PageProps) {
  const { nav } = useServices();
  const widget = useWidgetProps();
  const { producer = '', name = '' } = view.match!.params;
  const mode = new URLSearchParams(view.search).get('mode') === 'demo' ? 'demo' : 'real';
  // The demo/real switch changes the game in place and only reports the new URL: it replaces the
  // entry, so Back leaves the game instead of flipping the mode.
  const onNavigate = useCallback(
    ({ path }: { path: string }) => {
      const sameGame = path.split('?')[0] === `/play/${encodeURIComponent(producer)}/${encodeURIComponent(name)}`;
      nav.navigate(widgetTarget(nav, path), { replace: sameGame });
    },
    [nav, producer, name],
  );
  return (
    <div className="page page--wide">
      <GameWidget {...widget} producer={producer} name={name} mode={mode} onNavigate={onNavigate} />
    </div>
  );
}
