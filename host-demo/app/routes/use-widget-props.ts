import { useCallback } from 'react';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import type { Navigator } from '../router/navigator.ts';
import { useLocale, useServices } from '../state/app-context.tsx';

/** Widget paths that the host's route table spells differently. */
const HOST_PATHS: Readonly<Record<string, string>> = {
  '/profile/promo': '/profile/promo-code',
};

/**
 * A widget's navigation request as a host href: the host's spelling of the path, the current
 * locale prefix, and for `/login` the page to come back to after signing in.
 */
export function widgetTarget(nav: Navigator, path: string): string {
  const [pathname = '', query] = path.split(/\?(.*)/s, 2);
  const bare = (HOST_PATHS[pathname] ?? pathname) + (query ? `?${query}` : '');
  if (bare === '/login') {
    const back = nav.view.peek()?.page.href;
    if (back) return nav.href(`/login?redirect=${encodeURIComponent(back)}`);
  }
  return nav.href(bare);
}

/**
 * What every widget in the host gets: the host's locale, the mirror's (or the player's) currency,
 * links under the current locale prefix, and navigation through the host's router, so a click in
 * a shadow root stays a client-side route change and passes the same guards as the host's links.
 */
export function useWidgetProps() {
  const { nav, session, boot } = useServices();
  const locale = useLocale();
  const user = useSignalValue(session.user);
  const onNavigate = useCallback(({ path }: { path: string }) => nav.navigate(widgetTarget(nav, path)), [nav]);
  return {
    locale,
    currency: user?.currency ?? boot.mirror.currency,
    basePath: nav.href('/').replace(/\/$/, ''),
    onNavigate,
  };
}
