/**
 * Locale prefixes per mirror. The SDK's parseLocalePrefix / localizePath treat English as the
 * unprefixed locale; a mirror whose default is another locale (Estonian on ee.localhost,
 * Australian English on au.localhost) serves that default unprefixed and English under `/en`.
 * A prefix the mirror does not offer is not a locale here: the path is then not found.
 */
import { parseLocalePrefix } from '../../../sdk/rules/guards.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../sdk/i18n/locales.ts';

export interface LocaleSite {
  defaultLocale: Locale;
  locales: readonly Locale[];
}

export interface LocalePath {
  locale: Locale;
  /** The path without its locale prefix (always starting with '/'). */
  path: string;
  prefixed: boolean;
}

export function splitLocale(pathname: string, site: LocaleSite): LocalePath {
  const english = /^\/en(?=\/|$)/i.exec(pathname);
  if (english && site.defaultLocale !== DEFAULT_LOCALE && site.locales.includes(DEFAULT_LOCALE)) {
    return { locale: DEFAULT_LOCALE, path: pathname.slice(3) || '/', prefixed: true };
  }
  const parsed = parseLocalePrefix(pathname);
  if (parsed.prefixed && site.locales.includes(parsed.locale)) return parsed;
  return { locale: site.defaultLocale, path: pathname, prefixed: false };
}

/** The path in `locale` on this mirror: the mirror's default locale has no prefix. */
export function withLocale(locale: Locale, path: string, site: LocaleSite): string {
  if (locale === site.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** `path?query#hash` split into its parts. */
export function splitTarget(target: string): { pathname: string; search: string; hash: string } {
  const url = new URL(target, 'http://base.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
