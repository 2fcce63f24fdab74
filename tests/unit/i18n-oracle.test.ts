/**
 * i18next as the oracle of our formatter (sdk/i18n/i18n.ts, docs/architecture.md
 * "Internationalisation"): the catalogues are i18next JSON (v4 plurals, `{name}` placeholders,
 * `{amount, money}`), read at run time by ~1 KB of our own because the i18next runtime measured
 * 14.6 KB brotli in every bundle. Every key of every catalogue (widgets and host), in every locale,
 * with counts that hit each plural category, must come out exactly as i18next renders it.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addBundledMessages, defineCatalogue, messagesFor } from '../../sdk/i18n/i18n.ts';
import { LOCALES, resolveLocale, type Locale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { CATALOGUES } from './locale-tables.ts';

type Table = Record<string, string>;
const hostFiles = import.meta.glob<{ messages: Table }>('../../host-demo/app/messages/{en,de,en-AU,en-CA,en-NZ,fr-CA,no,it,et}.ts', { eager: true });
const host: Partial<Record<Locale, Table>> = {};
for (const [path, { messages }] of Object.entries(hostFiles)) host[/\/([\w-]+)\.ts$/.exec(path)![1] as Locale] = messages;

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000, 1.5];
const PLURAL = /_(zero|one|two|few|many|other)$/;

async function oracle(ns: string, tables: Partial<Record<Locale, Table>>) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: Object.fromEntries(Object.entries(tables).map(([locale, table]) => [locale, { [ns]: table }])),
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    showSupportNotice: false,
  } as Parameters<typeof instance.init>[0]);
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined, options: Record<string, unknown>) => formatMoney(Number(value), String(options.currency ?? ''), resolveLocale(lng)));
  return instance;
}

const all: [string, Partial<Record<Locale, Table>>][] = [...Object.entries(CATALOGUES), ['host', host]];

describe('our formatter renders exactly what i18next renders', () => {
  it('covers every catalogue, the host included', () => {
    expect(all.map(([ns]) => ns)).toContain('host');
    expect(all.length).toBeGreaterThanOrEqual(11);
  });

  for (const [ns, tables] of all) {
    it(`${ns}: every key in every locale, every plural category`, async () => {
      const id = `oracle-${ns}`;
      const catalogue = defineCatalogue<string>(id, tables.en!, {});
      for (const locale of LOCALES) if (locale !== 'en' && tables[locale]) addBundledMessages(id, locale, tables[locale]!);
      const i18n = await oracle(id, tables);
      let compared = 0;
      for (const locale of LOCALES) {
        const ours = messagesFor(catalogue, locale);
        const theirs = i18n.getFixedT(locale, id);
        const keys = new Set(Object.keys(tables.en!).map((key) => key.replace(PLURAL, '')));
        for (const key of keys) {
          const text = tables.en![key] ?? tables.en![`${key}_other`] ?? '';
          const names = [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!);
          const base: Record<string, unknown> = { currency: 'EUR' };
          for (const name of names) base[name] = name === 'amount' ? 1_234_567 : name === 'count' ? 7 : `«${name}»`;
          const counts = PLURAL.test(Object.keys(tables.en!).find((k) => k.startsWith(`${key}_`)) ?? '') || names.includes('count') ? COUNTS : [undefined];
          for (const count of counts) {
            const values = count === undefined ? base : { ...base, count };
            expect(ours.format(key, values), `${locale}.${key} ${JSON.stringify(values)}`).toBe(String(theirs(key, values as never)));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(LOCALES.length);
    });
  }
});
