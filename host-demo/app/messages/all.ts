/** All nine tables at once: for the server's page titles and the tests, never for the browser bundle. */
import type { Locale } from '../../../sdk/i18n/locales.ts';
import { messages as de } from './de.ts';
import { messages as enAU } from './en-AU.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enNZ } from './en-NZ.ts';
import { messages as en, type HostTable } from './en.ts';
import { messages as et } from './et.ts';
import { messages as frCA } from './fr-CA.ts';
import { messages as it } from './it.ts';
import { messages as no } from './no.ts';
import { pageTitleFrom } from './titles.ts';

export const ALL_MESSAGES: Record<Locale, HostTable> = { en, de, 'en-AU': enAU, 'en-CA': enCA, 'en-NZ': enNZ, 'fr-CA': frCA, no, it, et };

export function pageTitle(locale: Locale, id: string, brand: string): string {
  return pageTitleFrom(ALL_MESSAGES[locale], id, brand);
}
