import type { FastifyRequest } from 'fastify';
import { canonicalLocale, DEFAULT_LOCALE } from '../info/locales.ts';

/**
 * The locale a CMS call asks for: `?l=`, else the `locale` cookie (docs/api.md, contract §1), else English.
 * Returns the lookup order: the locale itself, its language (`en-AU` → `en`), then English.
 */
export function localeChain(request: FastifyRequest, l: string | undefined): string[] {
  return fallbackChain(canonicalLocale(l) ?? canonicalLocale(request.cookies.locale) ?? DEFAULT_LOCALE);
}

/** The lookup order for a locale code: itself, its language (`en-AU` → `en`), then English. */
export function fallbackChain(locale: string): string[] {
  const wanted = canonicalLocale(locale) ?? DEFAULT_LOCALE;
  const language = canonicalLocale(wanted.split('-')[0]);
  return [...new Set([wanted, ...(language ? [language] : []), DEFAULT_LOCALE])];
}

/** The first entry of `byLocale` in `chain` order. */
export function pickLocale<T>(byLocale: Map<string, T>, chain: string[]): T | undefined {
  for (const locale of chain) {
    const value = byLocale.get(locale);
    if (value !== undefined) return value;
  }
  return undefined;
}
