import { interpolate } from '../../sdk/i18n/interpolate.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

/**
 * Strings shared by the account widgets (cashbox and profile) and the host's forms: the one table
 * of validation messages, for the keys of sdk/rules (docs/rules.md), the platform's 422 messages we recognise, and the personal-data
 * field labels. All 9 locales carry every key (tests/unit/components/cashbox-messages.test.tsx).
 */
import { messages as en } from './locales/account/en.ts';

export type AccountKey = keyof typeof en;

/** account strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const accountMessages = defineCatalogue<AccountKey>('account', en, { de: () => import('./locales/account/de.ts'), 'fr-CA': () => import('./locales/account/fr-CA.ts'), no: () => import('./locales/account/no.ts'), it: () => import('./locales/account/it.ts'), et: () => import('./locales/account/et.ts') });

/** The rule keys of sdk/rules/validation.ts (docs/rules.md) this table has a sentence for. */
const VALIDATION_KEYS = new Set(['required', 'wrong_chars', 'too_short', 'too_long', 'invalid_length', 'invalid_format', 'not_match', 'english_letters_only', 'invalid_date', 'min_age', 'expired', 'invalid_card', 'card_restricted', 'not_enough_money', 'not_multiple', 'not_integer', 'min', 'min_value', 'max_value', 'not_checked', 'invalid_postcode', 'invalid_iban', 'invalid']);

export function isValidationKey(key: string): boolean {
  return VALIDATION_KEYS.has(key);
}

/** The platform's English 422 messages (docs/api) we can show in the player's language. */
const SERVER_MESSAGES: [RegExp, AccountKey][] = [
  [/^can't be blank$/i, 'required'],
  [/^wrong chars$/i, 'wrong_chars'],
  [/^is invalid$/i, 'invalid'],
  [/^not match$/i, 'not_match'],
  [/can't be changed once set/i, 'once_set'],
  [/^is too common$/i, 'too_common'],
  [/already been taken/i, 'taken'],
  [/^not_enough_money$|not enough money/i, 'not_enough_money'],
];

/** A rule's message key, or a platform message, in the player's language. */
export function describeError(locale: Locale, keyOrMessage: string, values: Record<string, string | number> = {}): string {
  const table = messagesFor(accountMessages, locale);
  // Plural keys (`min_age_one`, `min_age_other`, …) count the age.
  if (`${keyOrMessage}_other` in table) return table.format(keyOrMessage as AccountKey, { ...values, count: Number(values.count ?? values.age) });
  if (keyOrMessage in table) return interpolate(table[keyOrMessage as AccountKey], values);
  const age = /at least (\d+) years/i.exec(keyOrMessage);
  if (age) return table.format('min_age', { count: Number(age[1]) });
  const known = SERVER_MESSAGES.find(([pattern]) => pattern.test(keyOrMessage.trim()));
  return known ? table[known[1]] : keyOrMessage;
}
