import { describe, expect, it } from 'vitest';
import { LOCALES, resolveLocale, type Locale } from '../../sdk/i18n/locales.ts';
import { CATALOGUES } from './locale-tables.ts';

const REGIONAL: readonly string[] = ['en-AU', 'en-CA', 'en-NZ'] satisfies Locale[];
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const placeholders = (value: string) => (value.match(/\{[\w, ]+\}/g) ?? []).filter((p) => p !== '{count}').sort();

/** English's keys with each plural key (`freespins_one`, `freespins_other`) folded into its base. */
function plainKeys(table: Record<string, string>): string[] {
  return Object.keys(table).filter((key) => !PLURAL.test(key)).sort();
}
function pluralBases(table: Record<string, string>): string[] {
  return [...new Set(Object.keys(table).flatMap((key) => PLURAL.exec(key)?.[1] ?? []))].sort();
}

describe('catalogue strings (docs/architecture.md "Internationalisation")', () => {
  it('finds the catalogues: every widget, the frame, the shared account strings and the VIP names', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(['account', 'adventures', 'bookmarks', 'cashbox', 'cookie-banner', 'countdown', 'frame', 'game-grid', 'game-page', 'game-search', 'game-slider', 'gifts', 'jackpot-slider', 'lobby', 'lottery', 'loyalty-shop', 'notifications', 'profile', 'quest', 'tournaments', 'vip', 'vip-club', 'wheel']);
  });

  for (const [ns, tables] of Object.entries(CATALOGUES)) {
    it(`${ns}: every key, non-empty, in all 9 locales, with English's placeholders`, () => {
      const en = tables.en!;
      for (const locale of LOCALES.filter((code) => !REGIONAL.includes(code))) expect(tables[locale], `${ns} has ${locale}`).toBeDefined();
      for (const locale of REGIONAL as Locale[]) {
        // Regional English holds only what differs from English (the rest falls back to en).
        for (const key of Object.keys(tables[locale] ?? {})) expect(key in en, `${locale}.${key} is a key of en`).toBe(true);
      }
      for (const locale of LOCALES) {
        const table = { ...(REGIONAL.includes(locale) ? en : {}), ...tables[locale] };
        expect(plainKeys(table), locale).toEqual(plainKeys(en));
        expect(pluralBases(table), locale).toEqual(pluralBases(en));
        for (const key of plainKeys(en)) {
          expect(table[key]?.trim(), `${locale}.${key}`).toBeTruthy();
          expect(placeholders(table[key]!), `${locale}.${key}`).toEqual(placeholders(en[key]!));
        }
      }
    });

    it(`${ns}: every plural key has exactly the categories Intl.PluralRules needs in each locale`, () => {
      for (const locale of LOCALES) {
        const table = { ...(REGIONAL.includes(locale) ? tables.en : {}), ...tables[locale] };
        const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
        for (const base of pluralBases(tables.en!)) {
          const present = Object.keys(table).flatMap((key) => (PLURAL.exec(key)?.[1] === base ? [PLURAL.exec(key)![2]!] : [])).sort();
          expect(present, `${locale}.${base}`).toEqual(needed);
          for (const category of present) expect(table[`${base}_${category}`]?.trim(), `${locale}.${base}_${category}`).toBeTruthy();
        }
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
