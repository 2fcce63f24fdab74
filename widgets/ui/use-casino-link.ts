import { useCallback, useRef } from 'react';
import { casinoUrl } from '../../sdk/embed/casino-url.ts';
import type { NavigateDetail } from './navigation.ts';
import { useAttribution, type CoreProps } from './use-core.ts';

export type CasinoLink = (path: string) => { href: string; onClick: (event: { preventDefault(): void }) => void };

/**
 * `{href, onClick}` for an `<a>` from a widget to a casino page: the href carries the widget's
 * affiliate attribution (sdk/embed/casino-url.ts, docs/integration.md "Affiliate attribution"); a
 * click goes to `onNavigate` when the page gave one, else the browser follows the href. For widgets
 * with a few fixed links; those that hand navigation to the host's router use `createNavigator`.
 * `basePath` (the host's locale prefix) goes into the href only: `onNavigate` gets the bare path.
 */
export function useCasinoLink(api: string, props: CoreProps & { onNavigate?: (detail: NavigateDetail) => void }, basePath = ''): CasinoLink {
  const attribution = useAttribution(props);
  const onNavigate = useRef(props.onNavigate);
  onNavigate.current = props.onNavigate;
  return useCallback(
    (path: string) => {
      const href = casinoUrl(api, `${basePath}${path}`, attribution);
      return {
        href,
        onClick: (event: { preventDefault(): void }) => {
          if (!onNavigate.current) return;
          event.preventDefault();
          onNavigate.current({ path, href });
        },
      };
    },
    [api, attribution, basePath],
  );
}
