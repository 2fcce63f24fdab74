/**
 * The host's own strings: the `host` catalogue of the one i18n (sdk/i18n/i18n.ts,
 * docs/architecture.md "Internationalisation"), one chunk per locale loaded on demand so a visitor
 * downloads one language (about 5 KB brotli) and not nine; English is a chunk too, and the
 * fallback when a locale's chunk fails to load. Every locale has every key of `en` (the type requires it;
 * tests/unit/components/host-messages.test.tsx also checks values and plural forms).
 */
import { defineCatalogue, hasMessages, loadLocale, messagesFor, type Messages } from '../../../sdk/i18n/i18n.ts';
import type { Locale } from '../../../sdk/i18n/locales.ts';
import { loadOverrides } from '../../../sdk/i18n/overrides.ts';
import { getCore } from '../../../sdk/core.ts';
import type { messages as en } from './en.ts';

export type HostKey = keyof typeof en;
/** The host's strings in one locale, with i18next's `format` for plurals (`format('cardCost', { count })`). */
export type HostMessages = Messages<HostKey> & { readonly [key: `${string}_many`]: string };

const hostMessages = defineCatalogue<HostKey>('host', () => import('./en.ts'), {
  de: () => import('./de.ts'),
  'en-AU': () => import('./en-AU.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'en-NZ': () => import('./en-NZ.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
  no: () => import('./no.ts'),
  it: () => import('./it.ts'),
  et: () => import('./et.ts'),
});

/**
 * Loads `locale` (and English) for the host and every widget catalogue already on the page. A
 * locale that fails to load is logged only (docs/product/errors-and-network.md#loads-and-writes, spec 000 §8) and shows in English; without English
 * the host cannot start.
 */
export async function loadMessages(locale: Locale): Promise<HostMessages> {
  // The operator's overlay arrives after the first render (onMessagesChange → hostMessagesIn).
  void loadOverrides(getCore().http, locale, Date.now());
  await loadLocale(locale);
  if (!hasMessages('host', locale)) {
    console.warn('[host] messages for', locale, 'failed to load');
    await loadLocale('en');
    if (!hasMessages('host', 'en')) throw new Error('[host] the English strings failed to load');
  }
  return messagesFor(hostMessages, locale) as HostMessages;
}

/** The host's strings in `locale` as they are now (after the operator's overlay changed them). */
export function hostMessagesIn(locale: Locale): HostMessages {
  return messagesFor(hostMessages, locale) as HostMessages;
}
