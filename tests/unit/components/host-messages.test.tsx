import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../sdk/i18n/locales.ts';
import { ALL_MESSAGES, pageTitle } from '../../../host-demo/app/messages/all.ts';
import { messages as en } from '../../../host-demo/app/messages/en.ts';
import { ROUTES } from '../../../host-demo/app/router/route-table.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

describe('host strings', () => {
  const keys = Object.keys(en).sort();
  // Plural keys differ by locale: Intl.PluralRules asks French and Italian for `_many` too.
  const plain = (table: Record<string, string>) => Object.keys(table).filter((key) => !PLURAL.test(key)).sort();
  const bases = [...new Set(keys.flatMap((key) => PLURAL.exec(key)?.[1] ?? []))].sort();

  it('has a table for each of the 9 locales', () => {
    expect(Object.keys(ALL_MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale}: every key of en, non-empty, with the same placeholders`, () => {
      const table = ALL_MESSAGES[locale] as Record<string, string>;
      expect(plain(table)).toEqual(plain(en));
      for (const key of plain(en)) {
        expect(table[key]?.trim(), `${locale}.${key}`).toBeTruthy();
        expect(placeholders(table[key] ?? ''), `${locale}.${key} placeholders`).toEqual(placeholders((en as Record<string, string>)[key] ?? ''));
      }
    });
  }

  it('has the cardinal plural forms Intl.PluralRules needs, in every locale', () => {
    expect(bases).toEqual(['cardCost', 'freeSpinsCount', 'pointsMissing']);
    for (const locale of LOCALES) {
      const table = ALL_MESSAGES[locale] as Record<string, string>;
      const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const base of bases) {
        const present = Object.keys(table).flatMap((key) => (PLURAL.exec(key)?.[1] === base ? [PLURAL.exec(key)![2]!] : [])).sort();
        expect(present, `${locale}.${base}`).toEqual(needed);
        for (const category of present) expect(table[`${base}_${category}`]?.trim(), `${locale}.${base}_${category}`).toBeTruthy();
      }
    }
  });

  it('the non-English locales are translated (not copies of English)', () => {
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const) {
      const same = keys.filter((key) => (ALL_MESSAGES[locale] as Record<string, string>)[key] === (en as Record<string, string>)[key]);
      // Brand-like words (Demo, Jackpot, Blackjack…) may stay; whole sentences may not.
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(keys.length * 0.1);
    }
  });

  it('every page and popup of the route table has a title in every locale', () => {
    const ids = new Set(ROUTES.map((route) => route.page ?? route.popup ?? ''));
    for (const id of [...ids, 'not-found']) {
      const key = `title_${id.replace(/-/g, '_')}`;
      expect(key in en, key).toBe(true);
    }
    expect(pageTitle('de', 'profile', 'Rocket Casino')).toBe('Mein Konto · Rocket Casino');
    expect(pageTitle('et', 'lobby', 'Aurora Kasiino')).toBe('Aurora Kasiino – online-kasiino slotide ja live-mängudega');
  });
});
