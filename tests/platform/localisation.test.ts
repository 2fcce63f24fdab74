import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SEEDS } from '../../platform/cms/content/catalogue.ts';
import { COLLECTIONS } from '../../platform/games/seed-data.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/**
 * The platform answers catalogue, countries and CMS texts in the caller's language (`?l=`, else
 * the `locale` cookie), English only as the fallback (docs/api/games.md "Localised titles",
 * docs/api/info-cms.md).
 */
const NON_ENGLISH = ['de', 'fr-CA', 'no', 'it', 'et'] as const;
const ENGLISH_VARIANTS = ['en-AU', 'en-CA', 'en-NZ'] as const;

describe('localised catalogue, countries and CMS texts', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('titles every collection in every locale; geo collections name the country in that language', async () => {
    const english = (await platform.client().get('/api/games/collections')).body as { id: string; title: string }[];
    expect(english.map((c) => c.id).sort()).toEqual(COLLECTIONS.map((c) => c.id).sort());
    const englishTitle = new Map(english.map((c) => [c.id, c.title]));
    for (const locale of NON_ENGLISH) {
      const { status, body } = await platform.client().get(`/api/games/collections?l=${locale}`);
      expect(status).toBe(200);
      const titles = new Map((body as { id: string; title: string }[]).map((c) => [c.id, c.title]));
      // Words the same in both languages are allowed; a locale left mostly English is not.
      const same = [...titles].filter(([id, title]) => title === englishTitle.get(id)).map(([id]) => id);
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThanOrEqual(10);
      for (const id of ['new', 'popular', 'live', 'table', 'jackpot', 'all']) expect(titles.get(id), `${locale} ${id}`).not.toBe(englishTitle.get(id));
    }
    const de = new Map(((await platform.client().get('/api/games/collections?l=de')).body as { id: string; title: string }[]).map((c) => [c.id, c.title]));
    expect(de.get('new')).toBe('Neu');
    expect(de.get('top:de')).toBe('Top in Deutschland');
    expect(de.get('recommended:au')).toBe('Empfohlen in Australien');
    const et = new Map(((await platform.client().get('/api/games/collections?l=et')).body as { id: string; title: string }[]).map((c) => [c.id, c.title]));
    expect(et.get('top:de')).toBe('Populaarseimad: Saksamaa');
    for (const locale of ENGLISH_VARIANTS) {
      const body = (await platform.client().get(`/api/games/collections?l=${locale}`)).body as { id: string; title: string }[];
      expect(body.map((c) => c.title)).toEqual(english.map((c) => c.title));
    }
    // The locale cookie when there is no `l`; a malformed `l` is a 422, not a 500.
    const cookie = (await platform.client().get('/api/games/collections', { Cookie: 'locale=it' })).body as { id: string; title: string }[];
    expect(cookie.find((c) => c.id === 'new')?.title).toBe('Novità');
    expect((await platform.client().get('/api/games/collections?l=<script>')).status).toBe(422);
  });

  it('names countries with Intl.DisplayNames in the request locale, English by default', async () => {
    const name = async (query: string, code: string) =>
      ((await platform.client().get(`/api/info/countries${query}`)).body as { code: string; name: string }[]).find((c) => c.code === code)?.name;
    expect(await name('', 'DE')).toBe('Germany');
    expect(await name('?l=de', 'DE')).toBe('Deutschland');
    expect(await name('?l=et', 'DE')).toBe('Saksamaa');
    expect(await name('?l=no', 'DE')).toBe('Tyskland');
    expect(await name('?l=fr-CA', 'EE')).toBe('Estonie');
    expect(await name('?l=it', 'NO')).toBe('Norvegia');
    expect(await name('?l=en-AU', 'DE')).toBe('Germany');
    const de = (await platform.client().get('/api/info/countries?l=de')).body as { code: string; name: string; default_currency: string }[];
    const en = (await platform.client().get('/api/info/countries')).body as { code: string }[];
    expect(de.map((c) => c.code)).toEqual(en.map((c) => c.code));
    expect((await platform.client().get('/api/info/countries?l=1')).status).toBe(422);
  });

  it('answers the lobby banners in every locale (`?l=`), none left English', async () => {
    type Banners = { banners: { id: number; title: { text: string }; description: { text: string }; button: { name: string }; labels: { title: string }[] }[] };
    const english = (await platform.client().get('/api/fe/config/banners-config')).body as Banners;
    const textsOf = (body: Banners) => body.banners.flatMap((b) => [b.title.text, b.description.text, b.button.name, ...b.labels.map((label) => label.title)]);
    const englishTexts = textsOf(english);
    for (const locale of NON_ENGLISH) {
      const local = textsOf((await platform.client().get(`/api/fe/config/banners-config?l=${locale}`)).body as Banners);
      // "Jackpot" and "Crypto" are the same word in some languages; a title or button never is.
      const same = local.filter((text, index) => text === englishTexts[index]);
      expect(same.filter((text) => !['Jackpot', 'Crypto'].includes(text)), locale).toEqual([]);
    }
  });

  it('lists footer pages and snippets in every locale, none left English', async () => {
    const english = (await platform.client().get('/api/cms/pages?l=en')).body as { path: string; title: string; categories: string[] }[];
    const footer = english.filter((page) => page.categories.includes('bottom-menu'));
    expect(footer.length).toBeGreaterThanOrEqual(5);
    const englishSnippets = (await platform.client().get('/api/cms/snippets?l=en')).body as { content: string; categories: string[] }[];
    for (const locale of NON_ENGLISH) {
      const pages = (await platform.client().get(`/api/cms/pages?l=${locale}`)).body as { path: string; title: string }[];
      for (const page of footer) {
        const title = pages.find((candidate) => candidate.path === page.path)?.title;
        // "Promotions" is French as well.
        if (!(locale === 'fr-CA' && page.path === '/promotions')) expect(title, `${locale} ${page.path}`).not.toBe(page.title);
      }
      const snippets = (await platform.client().get(`/api/cms/snippets?l=${locale}`)).body as { content: string; categories: string[] }[];
      for (const category of ['copyright', 'cookie-banner', 'support']) {
        const local = snippets.find((snippet) => snippet.categories.includes(category))!.content;
        expect(local, `${locale} ${category}`).not.toBe(englishSnippets.find((snippet) => snippet.categories.includes(category))!.content);
      }
    }
  });

  it('serves every static page in every locale, its own translation rather than the English fallback', async () => {
    // rocket-mart is the shop's data page (its texts are the shop widget's, issue 16).
    const paths = PAGE_SEEDS.map((page) => page.path).filter((path) => path !== 'rocket-mart');
    expect(paths.length).toBeGreaterThanOrEqual(12);
    for (const path of paths) {
      const english = (await platform.client().get(`/api/cms/pages/${path}?l=en`)).body as { content: string };
      for (const locale of NON_ENGLISH) {
        const { status, body } = await platform.client().get(`/api/cms/pages/${path}?l=${locale}`);
        expect(status, `${locale} ${path}`).toBe(200);
        expect(body.locale, `${locale} ${path}`).toBe(locale);
        expect(body.content, `${locale} ${path}`).not.toBe(english.content);
      }
    }
  });
});
