import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCms } from '../../platform/cms/seed.ts';
import { MESSAGES_DIR, messageKeys, type Messages } from '../../platform/cms/messages.ts';
import { LOCALE_CODES } from '../../platform/info/locales.ts';
import { CURRENCY_CODES } from '../../platform/money/currencies.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const CONFIG_PATHS = [
  'stag-by-referrer-name', 'survey-config', 'betting-config', 'vip-adventures', 'disabled-bonuses', 'modify-gifts-config',
  'excluded-promo-stags', 'currency-config', 'logo-config', 'menu-categories-games', 'additional-gifts', 'manage-promotion-pages',
  'banners-config', 'wheel-config', 'wheel-config-segments', 'footer-payments-config', 'providers-config', 'main-widget-config',
];

describe('CMS pages, snippets and files', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('lists pages as a tree with licence variants as children', async () => {
    const { status, body } = await platform.client().get('/api/cms/pages?l=en');
    expect(status).toBe(200);
    const paths = body.map((page: { path: string }) => page.path);
    for (const path of ['/privacy-policy', '/cookie-policy', '/terms-and-conditions', '/general-rules', '/responsible-gaming', '/promotions', '/rocket-mart']) expect(paths).toContain(path);
    const terms = body.find((page: { path: string }) => page.path === '/terms-and-conditions');
    expect(terms).toMatchObject({ title: 'Terms and Conditions', layout: 'default', categories: ['bottom-menu'] });
    expect(terms.children.map((child: { path: string }) => child.path).sort()).toEqual(['/terms-and-conditions/AU', '/terms-and-conditions/CW', '/terms-and-conditions/EE']);
    expect(body.find((page: { path: string }) => page.path === '/promotions').categories).toEqual(['top-menu', 'bottom-menu']);
    expect(body.find((page: { path: string }) => page.path === '/responsible-gaming').categories).toContain('bottom-menu-help');
  });

  it('lists titles in the requested locale with English fallback', async () => {
    const { body } = await platform.client().get('/api/cms/pages?l=de');
    expect(body.find((page: { path: string }) => page.path === '/terms-and-conditions').title).toBe('Allgemeine Geschäftsbedingungen');
    // No full German translation: its menu title (platform/cms/content/menu-titles.ts), never English in a menu.
    expect(body.find((page: { path: string }) => page.path === '/general-rules').title).toBe('Allgemeine Regeln');
    // Neither a translation nor a menu title: English.
    const norwegian = await platform.client().get('/api/cms/pages?l=no');
    expect(norwegian.body.find((page: { path: string }) => page.path === '/rocket-mart').title).toBe('Loyalty shop');
  });

  it('serves a page by slug with blocks, per locale, falling back to English', async () => {
    const en = await platform.client().get('/api/cms/pages/responsible-gaming?l=en');
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ path: '/responsible-gaming', title: 'Responsible Gaming', layout: 'default', locale: 'en' });
    expect(en.body.content).toContain('Self-exclusion');
    expect(en.body.content).toContain('21 in Estonia');
    expect(en.body.blocks).toMatchObject({ title: 'Responsible Gaming', json: '{}' });
    expect(en.body.blocks['content-main']).toBe(en.body.content);

    const de = await platform.client().get('/api/cms/pages/responsible-gaming?l=de');
    expect(de.body).toMatchObject({ title: 'Verantwortungsvolles Spielen', locale: 'de', id: en.body.id });
    const it = await platform.client().get('/api/cms/pages/terms-and-conditions?l=it');
    expect(it.body.title).toBe('Termini e condizioni');
    const norwegian = await platform.client().get('/api/cms/pages/terms-and-conditions?l=no');
    expect(norwegian.body).toMatchObject({ locale: 'no', title: expect.not.stringMatching(/^Terms and Conditions$/) });
    // A page without a Norwegian text (the shop's data page) falls back to English.
    const fallback = await platform.client().get('/api/cms/pages/rocket-mart?l=no');
    expect(fallback.body.locale).toBe('en');
    const regional = await platform.client().get('/api/cms/pages/privacy-policy?l=en-AU');
    expect(regional.body.locale).toBe('en');
    const unsupported = await platform.client().get('/api/cms/pages/privacy-policy?l=pt-BR');
    expect(unsupported.body.locale).toBe('en');
  });

  it('takes the locale from the locale cookie when ?l is absent', async () => {
    const client = platform.client();
    client.cookies.set('locale', 'de');
    const { body } = await client.get('/api/cms/pages/privacy-policy');
    expect(body.title).toBe('Datenschutzerklärung');
  });

  it('serves licence variants by nested path, and the default page for a missing variant', async () => {
    const ee = await platform.client().get('/api/cms/pages/terms-and-conditions/EE?l=en');
    expect(ee.body).toMatchObject({ path: '/terms-and-conditions/EE' });
    expect(ee.body.content).toContain('21 years old');
    const eeEstonian = await platform.client().get('/api/cms/pages/responsible-gaming/EE?l=et');
    expect(eeEstonian.body.locale).toBe('et');
    const au = await platform.client().get('/api/cms/pages/responsible-gaming/AU');
    expect(au.body.content).toContain('BetStop');
    const missingVariant = await platform.client().get('/api/cms/pages/privacy-policy/EE');
    expect(missingVariant.status).toBe(200);
    expect(missingVariant.body.path).toBe('/privacy-policy');
  });

  it('serves a page by numeric id', async () => {
    const bySlug = await platform.client().get('/api/cms/pages/cookie-policy');
    const byId = await platform.client().get(`/api/cms/pages/${bySlug.body.id}`);
    expect(byId.body.path).toBe('/cookie-policy');
  });

  it('answers 404 in the contract shape for unknown pages', async () => {
    for (const path of ['/api/cms/pages/no-such-page', '/api/cms/pages/a/b/c/d/e', '/api/cms/pages/..%2F..%2Fetc', '/api/cms/pages/999999', '/api/cms/pages/bad%20slug']) {
      const { status, body } = await platform.client().get(path);
      expect(status, path).toBe(404);
      expect(body.errors.base, path).toEqual(expect.any(Array));
    }
  });

  it('carries the loyalty shop content in rocket-mart blocks.json', async () => {
    const { body } = await platform.client().get('/api/cms/pages/rocket-mart');
    expect(body.categories).toEqual(['hidden']);
    const shop = JSON.parse(body.blocks.json);
    expect(shop.view.banner.desktop).toMatch(/^\/cms-assets\//);
    expect(shop.maxWin.EUR).toBeGreaterThan(0);
    expect(shop.spinRate.EUR).toBeGreaterThan(0);
    expect(shop.freespinsWager).toBe(30);
    expect(shop.cards.length).toBeGreaterThan(0);
    expect(Object.keys(shop.games)).toContain(shop.cards[0].games[0]);
  });

  it('lists snippets and files per locale and serves the files', async () => {
    const snippets = await platform.client().get('/api/cms/snippets?l=de');
    const copyright = snippets.body.find((s: { categories: string[] }) => s.categories.includes('copyright'));
    expect(copyright.content).toContain('verantwortungsvoll');
    expect(snippets.body.some((s: { categories: string[] }) => s.categories.includes('EE'))).toBe(true);
    const tournament = snippets.body.find((s: { categories: string[] }) => s.categories.includes('tournament'));
    expect(JSON.parse(tournament.content).frontend_identifier).toBe('weekly-race');

    const files = await platform.client().get('/api/cms/files?l=en');
    const terms = files.body.find((f: { categories: string[] }) => f.categories.includes('terms'));
    expect(terms).toMatchObject({ description: expect.any(String), url: expect.stringMatching(/^\/cms-files\/\d+\/terms-and-conditions\.txt$/) });
    const download = await platform.client().get(terms.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/plain');
    expect(download.body).toContain('Terms and Conditions');
    expect(download.body).not.toContain('<h2>');
    expect((await platform.client().get(terms.url.replace('terms-and-conditions', 'other'))).status).toBe(404);
  });

  it('draws placeholder art for referenced assets', async () => {
    const asset = await platform.client().get('/cms-assets/banners/welcome.webp');
    expect(asset.headers.get('content-type')).toContain('image/svg+xml');
    expect(asset.body).toContain('welcome');
    expect((await platform.client().get('/cms-assets/a/../../secret')).status).toBe(404);
  });

  it('re-seeding changes nothing', () => {
    const count = () => platform.ctx.db.prepare('SELECT (SELECT COUNT(*) FROM cms_pages) + (SELECT COUNT(*) FROM cms_page_translations) + (SELECT COUNT(*) FROM cms_snippets) + (SELECT COUNT(*) FROM cms_files) + (SELECT COUNT(*) FROM fe_configs)').pluck().get();
    const before = count();
    seedCms(platform.ctx);
    expect(count()).toBe(before);
  });
});

describe('front-end config', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('answers every config path with JSON', async () => {
    for (const path of CONFIG_PATHS) {
      const { status, body, headers } = await platform.client().get(`/api/fe/config/${path}`);
      expect(status, path).toBe(200);
      expect(headers.get('content-type'), path).toContain('application/json');
      expect(body, path).not.toBeNull();
      expect(typeof body, path).toBe('object');
    }
  });

  it('answers 404 for unknown or malformed config names, and for GET managers', async () => {
    for (const name of ['nope', 'managers', 'Bad_Name', 'x'.repeat(80), '%00']) {
      const { status, body } = await platform.client().get(`/api/fe/config/${name}`);
      expect(status, name).toBe(404);
      expect(body.errors.base).toBeDefined();
    }
  });

  it('has the shapes the app reads', async () => {
    const get = async (name: string) => (await platform.client().get(`/api/fe/config/${name}`)).body;
    const currency = await get('currency-config');
    expect(Object.keys(currency).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(currency.EUR.defaultAmount).toBe(50);
    expect(currency.EUR.steps.at(-1).max).toBe('Infinity');
    const wheel = await get('wheel-config');
    expect(wheel.map((item: { weight: number }) => item.weight)).toEqual([4000, 4000, 2000, 0, 0, 0, 0, 5]);
    expect(wheel[0].bonuses[0].result_bonus).toContainEqual({ field: 'wager', value: 30 });
    expect(wheel[2].bonuses[0].result_bonus).toContainEqual({ field: 'wager', value: 3 });
    expect(Object.keys(await get('wheel-config-segments')).sort()).toEqual(['1308', '1309', '21']);
    expect((await get('menu-categories-games')).MAIN_PAGE_CATEGORIES).toEqual(['top', 'new', 'popular', 'slots', 'live', 'table', 'jackpot']);
    expect((await get('logo-config')).logoUrl).toEqual({ mobile: expect.any(String), full: expect.any(String) });
    expect((await get('disabled-bonuses')).group_keys).toEqual(expect.any(Array));
    expect(await get('survey-config')).toEqual({ survey_id: expect.any(String), survey_collector_id: expect.any(String), is_enable_widget: true });
    const adventures = await get('vip-adventures');
    for (const days of Object.values(adventures.prizes) as { title: string }[][]) {
      for (const day of days) expect(day.title).toMatch(/^[\w-]+__\d+\/\d+__\d+$/);
    }
  });

  it('localises banners through the locale cookie and drops the translation table', async () => {
    const english = await platform.client().get('/api/fe/config/banners-config');
    expect(english.body.translations).toBeUndefined();
    expect(english.body.banners.length).toBeGreaterThanOrEqual(5);
    const welcome = english.body.banners.find((b: { id: number }) => b.id === 101);
    expect(welcome).toMatchObject({ categories: ['slider-index-top'], title: { text: 'Welcome package up to €1,500' }, button: { name: 'Get bonus' }, gradient: { colorLeft: expect.any(String) } });
    expect(english.body.banners.find((b: { groupIds?: number[] }) => b.groupIds?.includes(131811))).toBeDefined();

    const client = platform.client();
    client.cookies.set('locale', 'de');
    const german = await client.get('/api/fe/config/banners-config');
    const welcomeDe = german.body.banners.find((b: { id: number }) => b.id === 101);
    expect(welcomeDe.title.text).toBe('Willkommenspaket bis zu 1.500 €');
    expect(welcomeDe.button).toMatchObject({ name: 'Bonus holen', url: welcome.button.url });
    expect(welcomeDe.labels[0].title).toBe('Willkommen');
  });

  it('picks the manager of the first matching VIP group', async () => {
    const gold = await platform.client().post('/api/fe/config/managers', { userGroups: [21, '259', 759] });
    expect(gold.status).toBe(200);
    expect(gold.body).toMatchObject({ groupId: 259, managerName: expect.any(String), email: expect.stringContaining('@') });
    expect(gold.body.whatsAppLink).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(gold.body.telegramLink).toMatch(/^https:\/\/t\.me\//);
    const diamond = await platform.client().post('/api/fe/config/managers', { userGroups: ['759'] });
    expect(diamond.body.groupId).toBe(759);
    const none = await platform.client().post('/api/fe/config/managers', { userGroups: [21, 100] });
    expect(none.status).toBe(204);
    const bad = await platform.client().post('/api/fe/config/managers', { userGroups: 'gold' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.userGroups).toBeDefined();
  });
});

describe('translations', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  const readLocale = (locale: string) => JSON.parse(readFileSync(join(MESSAGES_DIR, `${locale}.json`), 'utf8')) as Messages;

  it('every locale file has exactly the key set of en, with non-empty strings', () => {
    const english = messageKeys(readLocale('en'));
    expect(english.length).toBeGreaterThan(100);
    for (const locale of LOCALE_CODES) {
      const messages = readLocale(locale);
      expect(messageKeys(messages), locale).toEqual(english);
      const values = english.map((key) => key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], messages));
      expect(values.every((value) => typeof value === 'string' && value.trim() !== ''), locale).toBe(true);
    }
  });

  it('non-English locales are really translated', () => {
    const english = readLocale('en') as any;
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et']) {
      const messages = readLocale(locale) as any;
      expect(messages.header.login, locale).not.toBe(english.header.login);
      expect(messages.errors.GAME_NOT_SUPPORT_CURRENCY_TITLE, locale).not.toBe(english.errors.GAME_NOT_SUPPORT_CURRENCY_TITLE);
    }
    expect((readLocale('en-AU') as any).menu.slots).toBe('Pokies');
  });

  it('serves all nine locales with a cache lifetime of one t bucket', async () => {
    for (const locale of LOCALE_CODES) {
      const { status, body, headers } = await platform.client().get(`/messages/${locale}.json?t=5912345`);
      expect(status, locale).toBe(200);
      expect(headers.get('cache-control'), locale).toBe('public, max-age=300');
      expect(body.errors.registrationRestricted, locale).toEqual(expect.any(String));
    }
    const en = await platform.client().get('/messages/en.json?t=1');
    expect(en.body.errors.GAME_NOT_SUPPORT_CURRENCY_TITLE).toBe('This game does not support your currency');
    expect(en.body.validation.wrongChars).toBe('wrong chars');
    expect(en.body.validation.notMatch).toBe('not match');
    expect(en.body.validation.notEnoughMoney).toBe('not enough money');
    expect(en.body.errors.loginRestricted).toBe('Login not available in your country');
  });

  it('answers 404 for unknown locales and 422 for a junk t', async () => {
    for (const path of ['/messages/pt.json', '/messages/xx-YY.json', '/messages/en.txt', '/messages/..%2Fen.json']) {
      expect((await platform.client().get(path)).status, path).toBe(404);
    }
    const junk = await platform.client().get('/messages/en.json?t=abc');
    expect(junk.status).toBe(422);
    expect(junk.body.errors.t).toBeDefined();
  });
});
