/**
 * The redirects the server answers with 301 before any script runs (docs/host.md "Routes"): the
 * very table the browser router applies (`stripTrailingSlash` and `staticRedirect` of
 * sdk/rules/guards.ts), on this mirror's locale prefixes. Popups (`/profile/password/edit`) and
 * flag-dependent pages (`/rocket-chance`, which a tester may switch on in the browser) stay with
 * the browser router.
 */
import { staticRedirect, stripTrailingSlash } from '../../../sdk/rules/guards.ts';
import { splitLocale, withLocale, type LocaleSite } from './locale-path.ts';

/** The canonical location of `pathname` (query not included), or null when it is canonical. */
export function permanentRedirect(pathname: string, site: LocaleSite): string | null {
  const trimmed = stripTrailingSlash(pathname)?.redirect ?? pathname;
  const { locale, path } = splitLocale(trimmed, site);
  const decision = staticRedirect(path, { chanceGame: true });
  const target = decision && 'redirect' in decision ? withLocale(locale, decision.redirect, site) : trimmed;
  // Never a protocol-relative location (`//host`), whatever the path looked like.
  return target === pathname || !target.startsWith('/') || target.startsWith('//') ? null : target;
}
