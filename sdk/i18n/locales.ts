/** The 9 locales of docs/product/shell-and-routes.md#locales (spec 000 §1). The first is the fallback. */
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const byLowerCase = new Map<string, Locale>(LOCALES.map((locale) => [locale.toLowerCase(), locale]));

/**
 * Maps any BCP 47-ish tag to one of our locales: exact match first (case-insensitive),
 * then the bare language ("de-AT" → "de", "nb" → "no"), else the default.
 */
export function resolveLocale(tag: string | null | undefined): Locale {
  if (!tag) return DEFAULT_LOCALE;
  const lower = tag.replace('_', '-').toLowerCase();
  const exact = byLowerCase.get(lower);
  if (exact) return exact;
  const language = lower.split('-')[0] ?? '';
  if (language === 'nb' || language === 'nn') return 'no';
  return byLowerCase.get(language) ?? DEFAULT_LOCALE;
}

