import { intlLocale } from '../../sdk/i18n/intl-locale.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

import { messages as en } from './locales/en.ts';

export type MessageKey = keyof typeof en;

/** profile strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const messages = defineCatalogue<MessageKey>('profile', en, { de: () => import('./locales/de.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });

/** A date (and time) in the player's language. */
export function formatDate(iso: string, locale: Locale, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}
