import type { Locale } from './locales.ts';

/** Our locale codes → the BCP 47 tag Intl formats with (Norwegian is Bokmål). */
export function intlLocale(locale: Locale): string {
  return locale === 'no' ? 'nb-NO' : locale;
}
