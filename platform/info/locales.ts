/** The nine locales of docs/product/shell-and-routes.md#locales (spec 000 §1); `en` is the default and the fallback for missing CMS content. */
export interface Locale {
  code: string;
  name: string;
  name_in_locale: string;
  default: boolean;
}

export const DEFAULT_LOCALE = 'en';

export const LOCALES: readonly Locale[] = [
  { code: 'en', name: 'English', name_in_locale: 'English', default: true },
  { code: 'de', name: 'German', name_in_locale: 'Deutsch', default: false },
  { code: 'en-AU', name: 'English (Australia)', name_in_locale: 'English (Australia)', default: false },
  { code: 'en-CA', name: 'English (Canada)', name_in_locale: 'English (Canada)', default: false },
  { code: 'en-NZ', name: 'English (New Zealand)', name_in_locale: 'English (New Zealand)', default: false },
  { code: 'fr-CA', name: 'French (Canada)', name_in_locale: 'Français (Canada)', default: false },
  { code: 'no', name: 'Norwegian', name_in_locale: 'Norsk', default: false },
  { code: 'it', name: 'Italian', name_in_locale: 'Italiano', default: false },
  { code: 'et', name: 'Estonian', name_in_locale: 'Eesti', default: false },
];

export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [string, ...string[]];

const byLowerCode = new Map(LOCALES.map((locale) => [locale.code.toLowerCase(), locale.code]));

/** The canonical spelling of a supported locale (`en-au` → `en-AU`), or undefined. */
export const canonicalLocale = (code: string | undefined): string | undefined => (code ? byLowerCode.get(code.toLowerCase()) : undefined);
