import { describe, expect, it } from 'vitest';
import { LOCALES, resolveLocale } from '../../sdk/i18n/locales.ts';

const widgetMessages = import.meta.glob<{ messages: Record<string, Record<string, string>> }>('../../widgets/*/messages.ts', { eager: true });

describe('widget strings', () => {
  it('finds the widgets’ message tables', () => {
    expect(Object.keys(widgetMessages).length).toBeGreaterThan(0);
  });

  for (const [path, { messages }] of Object.entries(widgetMessages)) {
    it(`${path} has every key, non-empty, in all 9 locales`, () => {
      expect(Object.keys(messages).sort()).toEqual([...LOCALES].sort());
      const keys = Object.keys(messages.en ?? {}).sort();
      for (const locale of LOCALES) {
        expect(Object.keys(messages[locale] ?? {}).sort(), locale).toEqual(keys);
        for (const key of keys) expect(messages[locale]?.[key]?.trim(), `${locale}.${key}`).toBeTruthy();
      }
    });
  }
});

describe('resolveLocale', () => {
  it.each([
    ['en-NZ', 'en-NZ'],
    ['en-nz', 'en-NZ'],
    ['fr_CA', 'fr-CA'],
    ['de-AT', 'de'],
    ['nb-NO', 'no'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (tag, locale) => expect(resolveLocale(tag)).toBe(locale));
});
