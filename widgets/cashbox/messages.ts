import type { Locale } from '../../sdk/i18n/locales.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

import { messages as en } from './locales/en.ts';

type Key = keyof typeof en;

/** cashbox strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const messages = defineCatalogue<Key>('cashbox', en, { de: () => import('./locales/de.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });

/** A payment state (docs/product/cashbox-and-payments.md#payment-states, spec 000 §4) in the player's language; unknown states as sent. */
export function stateLabel(locale: Locale, state: string): string {
  const key = `state_${state}` as Key;
  return messagesFor(messages, locale)[key] ?? state;
}
