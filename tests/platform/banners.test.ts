import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '../../host-demo/app/router/route-table.ts';
import { staticRedirect } from '../../sdk/rules/guards.ts';
import { BannersConfig, type Banner } from '../../sdk/api/schemas/banners.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/**
 * The banners the platform serves (docs/api/info-cms.md "Banners", contract §5.16): every targeting
 * field the rules of sdk/rules/banners.ts read, the terms popup in each locale, tournament and lottery
 * banners leading to the promotion's page with its window as the timer, and every link resolving.
 */
describe('banners-config', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  const banners = async (locale = 'en'): Promise<Banner[]> => {
    const { status, body } = await platform.client().get(`/api/fe/config/banners-config?l=${locale}`);
    expect(status).toBe(200);
    return BannersConfig.parse(body).banners;
  };
  const byId = (list: Banner[], id: number) => list.find((banner) => banner.id === id)!;
  const timerOf = (banner: Banner) => banner.timer as { start_at: string; end_at: string };

  it('serves the targeting fields the SDK schema declares, one seeded banner for each case', async () => {
    const list = await banners();
    expect(byId(list, 107)).toMatchObject({ guestsOnly: true });
    expect(byId(list, 103)).toMatchObject({ logged: true });
    expect(byId(list, 105)).toMatchObject({ logged: true, groupIds: [131811] });
    expect(byId(list, 101)).toMatchObject({ frontend_identifier: 'welcome-package' });
    expect(byId(list, 109)).toMatchObject({ logged: true, hideGroupIds: [257, 258, 259, 255, 759], variables: { EUR: { amount: '€6,000' } } });
    expect(byId(list, 110)).toMatchObject({ groupIds: [257, 258, 259, 255, 759] });
    expect(byId(list, 104)).toMatchObject({ currencyType: 'fiat' });
    expect(byId(list, 108)).toMatchObject({ currencyType: 'crypto' });
    expect(byId(list, 112)).toMatchObject({ categories: ['promo'], order: { promo: 1 } });
    expect(byId(list, 101).secondButton).toEqual({ name: 'Terms', popup: { title: 'Welcome package', secondTitle: 'Bonus terms', desc: expect.stringContaining('Wagering 40×') } });
  });

  it('translates the second button and its popup; a text the locale lacks stays English', async () => {
    const german = await banners('de');
    expect(byId(german, 101).secondButton).toEqual({ name: 'AGB', popup: { title: 'Willkommenspaket', secondTitle: 'Bonusbedingungen', desc: expect.stringContaining('40×') } });
    expect(byId(german, 111).secondButton?.popup.desc).toContain('{amount}');
    for (const locale of ['it', 'fr-CA', 'no', 'et']) {
      const list = await banners(locale);
      for (const id of [101, 111]) expect(byId(list, id).secondButton?.name, `${locale} ${id}`).not.toBe(byId(await banners(), id).secondButton?.name);
    }
  });

  it('leads a tournament or lottery banner to the promotion’s page with the promotion’s window as its timer', async () => {
    const list = await banners();
    const sprint = (await platform.client().get('/api/tournaments/slots-sprint')).body as { frontend_identifier: string; start_at: string; end_at: string };
    expect(sprint.frontend_identifier).toBe('slots-sprint');
    expect(byId(list, 102)).toMatchObject({ url: '/tournaments/slots-sprint', button: { url: '/tournaments/slots-sprint', type: 'tournaments' } });
    expect(Date.parse(timerOf(byId(list, 102)).end_at)).toBe(Date.parse(sprint.end_at));
    expect(Date.parse(timerOf(byId(list, 102)).start_at)).toBe(Date.parse(sprint.start_at));

    const draw = (await platform.client().get('/api/lotteries/monthly-draw')).body as { end_at: string };
    expect(byId(list, 111)).toMatchObject({ url: '/lottery/monthly-draw', button: { url: '/lottery/monthly-draw', type: 'lottery' } });
    expect(Date.parse(timerOf(byId(list, 111)).end_at)).toBe(Date.parse(draw.end_at));
  });

  it('every link resolves: a host route, and the CMS page, tournament or lottery behind it exists', async () => {
    for (const locale of ['en', 'de']) {
      for (const banner of await banners(locale)) {
        for (const link of new Set([banner.url, banner.button?.url].filter((value): value is string => typeof value === 'string'))) {
          // A fixed redirect (the cashbox's steps, docs/host.md "Routes") leads to its target's route.
          const redirect = staticRedirect(link);
          const match = matchRoute(redirect && 'redirect' in redirect ? redirect.redirect : link);
          expect(match, `${banner.id} ${link}`).not.toBeNull();
          const page = match!.route.page;
          const slug = match!.params.slug;
          const check =
            page === 'cms' ? `/api/cms/pages/${slug}` : page === 'tournament' ? `/api/tournaments/${slug}` : page === 'lottery' ? `/api/lotteries/${slug}` : null;
          if (check) expect((await platform.client().get(check)).status, `${banner.id} ${link} → ${check}`).toBe(200);
        }
      }
    }
  });

  it('leaves out a banner whose tournament has ended, and brings none back for it', async () => {
    const sprint = (await platform.client().get('/api/tournaments/slots-sprint')).body as { end_at: string };
    const before = await banners();
    expect(before.map((banner) => banner.id)).toContain(102);
    platform.clock.set(new Date(Date.parse(sprint.end_at) + 1000).toISOString());
    const after = await banners();
    expect(after.map((banner) => banner.id)).not.toContain(102);
    // The other banners are untouched.
    expect(after.length).toBe(before.length - 1);
  });
});
