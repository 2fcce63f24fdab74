import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../sdk/i18n/locales.ts';
import { accountMessages, describeError } from '../../../widgets/ui/account-messages.ts';
import { messages as cashbox } from '../../../widgets/cashbox/messages.ts';
import { messages as profile } from '../../../widgets/profile/messages.ts';

/** The shared account strings are not a widget's messages.ts, so the repo-wide check misses them. */
describe('account widget strings', () => {
  for (const [name, table] of Object.entries({ accountMessages, cashbox, profile }) as [string, Record<string, Record<string, string>>][]) {
    it(`${name}: every key, non-empty, in all 9 locales, with the same placeholders`, () => {
      const keys = Object.keys(table.en ?? {}).sort();
      for (const locale of LOCALES) {
        expect(Object.keys(table[locale] ?? {}).sort(), locale).toEqual(keys);
        for (const key of keys) {
          const text = table[locale]![key]!;
          expect(text.trim(), `${locale}.${key}`).toBeTruthy();
          const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
          expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(table.en![key]!));
        }
      }
    });
  }

  it('translates rule keys and the platform’s 422 messages', () => {
    expect(describeError('de', 'not_enough_money')).toBe('Nicht genügend Guthaben.');
    expect(describeError('fr-CA', "can't be blank")).toBe('Ce champ est obligatoire.');
    expect(describeError('et', 'You must be at least 21 years old')).toBe('Pead olema vähemalt 21-aastane.');
    expect(describeError('en', 'something the platform said')).toBe('something the platform said');
  });
});
