/**
 * wouter for the host (docs/host.md "Routes"): its `<Router>` with the locale prefix as `base`,
 * the route table's `parsePattern` as parser and, as location hook, the Navigator's view. The
 * hook's navigate goes through `Navigator.navigate`, so every wouter `<Link>` and `useLocation()`
 * navigation passes the guards of sdk/rules/guards.ts; under a popup the location is the page
 * underneath (docs/host.md "Guards").
 */
import { useMemo, type ReactNode } from 'react';
import { Router, type RouterObject } from 'wouter';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { splitTarget } from './locale-path.ts';
import type { Navigator } from './navigator.ts';
import { parsePattern } from './route-table.ts';

export function HostRouter({ nav, children }: { nav: Navigator; children: ReactNode }) {
  const view = useSignalValue(nav.view);
  const { hook, searchHook } = useMemo(() => guardedLocation(nav), [nav]);
  const prefix = nav.href('/', view?.locale);
  return (
    <Router hook={hook} searchHook={searchHook} base={prefix === '/' ? '' : prefix} parser={parsePattern} hrefs={withoutBaseSlash}>
      {children}
    </Router>
  );
}

/** The location hook ([the shown page's path, navigate through the guards]) and the search hook (its query). */
function guardedLocation(nav: Navigator) {
  return {
    hook: function useGuardedLocation(router: RouterObject): [string, (to: string, options?: { replace?: boolean }) => void] {
      const view = useSignalValue(nav.view);
      const path = view ? splitTarget(view.page.href).pathname : '/';
      return [path, (to, options) => nav.navigate(withoutBaseSlash(to, router), { replace: options?.replace })];
    },
    searchHook: function useGuardedSearch(): string {
      return useSignalValue(nav.view)?.page.search ?? '';
    },
  };
}

/** `<Link to="/">` under `/de` is `/de`, not `/de/` (which the guards would redirect). */
function withoutBaseSlash(href: string, router?: Pick<RouterObject, 'base'>): string {
  const base = router?.base ?? '';
  const rest = href.slice(base.length + 1);
  return base && href.startsWith(`${base}/`) && (rest === '' || rest[0] === '?' || rest[0] === '#') ? base + rest : href;
}
