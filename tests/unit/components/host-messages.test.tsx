import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../sdk/i18n/locales.ts';
import { ALL_MESSAGES, pageTitle } from '../../../host-demo/app/messages/all.ts';
import { messages as en } from '../../../host-demo/app/messages/en.ts';
import { ROUTES } from '../../../host-demo/app/router/route-table.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('host strings', () => {
  const keys = Object.keys(en).sort();

  it('has a table for each of the 9 locales', () => {
    expect(Object.keys(ALL_MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale}: every key of en, non-empty, with the same placeholders`, () => {
      const table = ALL_MESSAGES[locale] as Record<string, string>;
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const key of keys) {
        expect(table[key]?.trim(), `${locale}.${key}`).toBeTruthy();
        expect(placeholders(table[key] ?? ''), `${locale}.${key} placeholders`).toEqual(placeholders((en as Record<string, string>)[key] ?? ''));
      }
    });
  }

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
