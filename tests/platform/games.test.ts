import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';

/**
 * Catalogue endpoints over real HTTP. The stored rows, their JSON columns parsed here, are the
 * independent oracle (in JS: SQLite's json_each has no portable twin, docs/architecture.md "Decisions").
 */
describe('games catalogue', () => {
  let platform: TestPlatform;
  let client: ApiClient;
  const count = (sql: string, ...params: unknown[]) => platform.ctx.db.prepare(sql).pluck().get(...params) as number;
  interface StoredGame {
    provider: string;
    categories: string[];
    devices: string[];
    currencies: Record<string, unknown>;
  }
  let stored: StoredGame[] | undefined;
  /** How many stored games match (the rows read once: the catalogue is seeded before the tests and not changed). */
  const games = (match: (game: StoredGame) => boolean) => {
    stored ??= (platform.ctx.db.prepare('SELECT provider, categories, devices, currencies FROM games').all() as Record<string, string>[]).map((row) => ({
      provider: row.provider!,
      categories: JSON.parse(row.categories!) as string[],
      devices: JSON.parse(row.devices!) as string[],
      currencies: JSON.parse(row.currencies!) as Record<string, unknown>,
    }));
    return stored.filter(match).length;
  };
  const has = (list: string[], value: string) => list.includes(value);
  const inCurrency = (game: StoredGame, currency: string) => game.currencies[currency] !== undefined && game.currencies[currency] !== null;
  const filter = (body: unknown, headers?: Record<string, string>) => client.post('/api/games_filter', body, headers);

  beforeAll(async () => {
    platform = await startPlatform();
    client = platform.client();
  });
  afterAll(() => platform.close());

  it('seeds a few thousand games with the contract shape', () => {
    expect(count('SELECT count(*) FROM games')).toBe(3000);
    expect(count('SELECT count(*) FROM game_providers')).toBeGreaterThanOrEqual(24);
    const live = games((game) => has(game.categories, 'live'));
    const liveWithFun = games((game) => has(game.categories, 'live') && inCurrency(game, 'FUN'));
    expect(live).toBeGreaterThan(0);
    expect(liveWithFun).toBe(0);
    expect(count("SELECT count(*) FROM games WHERE identifier <> provider || '/' || seo_title")).toBe(0);
  });

  it('filters by category with the contract body and counts every match', async () => {
    const response = await filter({ device: 'desktop', filter: { categories: { identifiers: ['jackpot'], strategy: 'OR' } }, page: 1, page_size: 40 });
    expect(response.status).toBe(200);
    const expected = games((game) => has(game.categories, 'jackpot') && has(game.devices, 'desktop'));
    expect(response.body.pagination.total_count).toBe(expected);
    expect(response.body.data.length).toBe(Math.min(40, expected));
    for (const game of response.body.data) {
      expect(game.categories).toContain('jackpot');
      expect(game.badges.map((b: { type: string }) => b.type)).toContain('jackpot');
      expect(game.devices).toContain('desktop');
      expect(Object.keys(game)).toEqual(expect.arrayContaining(['identifier', 'title', 'provider', 'seo_title', 'currencies', 'devices', 'has_demo_mode', 'payout', 'volatility_rating', 'lines', 'ways', 'preview']));
    }
  });

  it('geo-suffixed collections are filters of their own', async () => {
    const response = await filter({ device: 'mobile', filter: { categories: { identifiers: ['top:au'], strategy: 'OR' } }, page_size: 100 });
    expect(response.body.data.length).toBeGreaterThan(0);
    for (const game of response.body.data) {
      expect(game.categories).toContain('top:au');
      expect(game.badges.map((b: { type: string }) => b.type)).toContain('top');
    }
  });

  it('AND strategy intersects categories', async () => {
    const response = await filter({ filter: { categories: { identifiers: ['slots', 'megaways'], strategy: 'AND' } }, page_size: 100 });
    const expected = games((game) => has(game.categories, 'slots') && has(game.categories, 'megaways'));
    expect(response.body.pagination.total_count).toBe(expected);
  });

  it('filters by provider', async () => {
    const response = await filter({ device: 'desktop', filter: { providers: ['copperleaf'] }, page: 1, page_size: 40 });
    expect(response.status).toBe(200);
    expect(response.body.pagination.total_count).toBe(
      games((game) => game.provider === 'copperleaf' && has(game.devices, 'desktop')),
    );
    expect(response.body.data.every((game: { provider: string }) => game.provider === 'copperleaf')).toBe(true);
  });

  it('pages through a category to the end', async () => {
    const seen = new Set<string>();
    let page: number | null = 1;
    let last: any;
    while (page !== null) {
      const response = await filter({ filter: { categories: { identifiers: ['live'], strategy: 'OR' } }, page, page_size: 30 });
      expect(response.status).toBe(200);
      last = response.body.pagination;
      expect(last.current_page).toBe(page);
      expect(last.prev_page).toBe(page === 1 ? null : page - 1);
      for (const game of response.body.data) seen.add(game.identifier);
      page = last.next_page;
    }
    const expected = games((game) => has(game.categories, 'live'));
    expect(seen.size).toBe(expected);
    expect(last.total_count).toBe(expected);
    expect(last.total_pages).toBe(Math.ceil(expected / 30));
    expect(last.current_page).toBe(last.total_pages);

    const beyond = await filter({ filter: { categories: { identifiers: ['live'], strategy: 'OR' } }, page: last.total_pages + 5, page_size: 30 });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.next_page).toBeNull();
  });

  it('defaults to 40 per page and bounds page_size to 1..100', async () => {
    expect((await filter({ device: 'desktop' })).body.data).toHaveLength(40);
    expect((await filter({ page_size: 100 })).body.data).toHaveLength(100);
    expect((await filter({ page_size: 101 })).status).toBe(422);
    expect((await filter({ page_size: 0 })).status).toBe(422);
  });

  it('searches titles case-, accent- and word-prefix-insensitively, best match first', async () => {
    const titles = platform.ctx.db.prepare('SELECT title FROM games').pluck().all() as string[];
    const twoWords = titles.find((title) => /^[A-Za-z]+ [A-Za-z]{4,}$/.test(title)) as string;
    const [first, second] = twoWords.split(' ') as [string, string];
    const query = `${first.toUpperCase()} ${second.slice(0, 3).toLowerCase()}`;
    const response = await filter({ device: 'desktop', filter: { title: query } });
    expect(response.status).toBe(200);
    const found = response.body.data.map((game: { title: string }) => game.title);
    expect(found).toContain(twoWords);
    for (const title of found) expect(title.toLowerCase()).toContain(second.slice(0, 3).toLowerCase());

    const exact = await filter({ filter: { title: twoWords.toLowerCase() } });
    expect(exact.body.data[0].title).toBe(twoWords);

    const accented = titles.find((title) => title.includes('Café')) as string;
    expect(accented).toBeDefined();
    for (const spelling of ['cafe', 'CAFÉ', 'Cafe\u0301']) {
      const hits = await filter({ filter: { title: spelling }, page_size: 100 });
      expect(hits.body.data.map((game: { title: string }) => game.title)).toContain(accented);
    }
    const zurich = await filter({ filter: { title: 'zurich' }, page_size: 100 });
    expect(zurich.body.pagination.total_count).toBe(titles.filter((title) => title.includes('Zürich')).length);

    const nothing = await filter({ filter: { title: 'qqqxxzz' } });
    expect(nothing.body.data).toEqual([]);
    expect(nothing.body.pagination).toMatchObject({ total_count: 0, next_page: null });
  });

  it('ranks exact > prefix > word prefix > substring', async () => {
    const titles = platform.ctx.db.prepare('SELECT title FROM games').pluck().all() as string[];
    const noun = 'Fortune';
    const response = await filter({ filter: { title: 'fortune' }, page_size: 100 });
    const found: string[] = response.body.data.map((game: { title: string }) => game.title);
    const tier = (title: string) => (title.toLowerCase() === 'fortune' ? 0 : title.startsWith(noun) ? 1 : title.split(' ').includes(noun) || title.split(' ').some((w) => w.startsWith(noun)) ? 2 : 3);
    const tiers = found.map(tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(found.length).toBe(Math.min(100, titles.filter((title) => title.toLowerCase().includes('fortune')).length));
  });

  it('filters by currency and by device', async () => {
    const btc = await filter({ filter: { currencies: ['BTC'] }, page_size: 100 });
    expect(btc.body.pagination.total_count).toBe(games((game) => inCurrency(game, 'BTC')));
    expect(btc.body.pagination.total_count).toBeLessThan(3000);
    for (const game of btc.body.data) expect(game.currencies.BTC.id).toEqual(expect.any(Number));

    const mobile = await filter({ device: 'mobile', page_size: 100 });
    expect(mobile.body.pagination.total_count).toBe(games((game) => has(game.devices, 'mobile')));
    expect(mobile.body.pagination.total_count).toBeLessThan(3000);
  });

  it('sorts by title, release date and payout, and puts top categories first', async () => {
    const slots = { categories: { identifiers: ['slots'], strategy: 'OR' } };
    const fold = (title: string) => title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    const byTitle = (await filter({ filter: slots, page_size: 100, sort: { type: 'title', direction: 'ASC' } })).body.data.map((g: { title: string }) => fold(g.title));
    expect(byTitle).toEqual([...byTitle].sort());
    const newest = (await filter({ filter: slots, page_size: 100, sort: { type: 'release_date', direction: 'DESC' } })).body.data.map((g: { released_at: string }) => g.released_at);
    expect(newest).toEqual([...newest].sort().reverse());
    const payout = (await filter({ filter: slots, page_size: 100, sort: { type: 'payout', direction: 'ASC' } })).body.data.map((g: { payout: string }) => Number(g.payout));
    expect(payout).toEqual([...payout].sort((a, b) => a - b));

    const jackpots = games((game) => has(game.categories, 'jackpot') && has(game.categories, 'slots'));
    const topFirst = await filter({ filter: slots, page_size: 100, sort: { type: 'global', direction: 'ASC', top_categories: ['jackpot'] } });
    const flags = topFirst.body.data.map((g: { categories: string[] }) => g.categories.includes('jackpot'));
    expect(flags.slice(0, Math.min(100, jackpots)).every(Boolean)).toBe(true);
    expect(topFirst.body.pagination.total_count).toBe(games((game) => has(game.categories, 'slots')));

    const volatile = await filter({ filter: { volatility_rating: ['very-high'] }, page_size: 100 });
    expect(volatile.body.pagination.total_count).toBe(count("SELECT count(*) FROM games WHERE volatility_rating = 'very-high'"));
  });

  it('selects games keyed by identifier, leaving unknown ones out', async () => {
    const ids = platform.ctx.db.prepare('SELECT identifier FROM games ORDER BY popularity_rank LIMIT 3').pluck().all() as string[];
    const response = await client.post('/api/games_filter/select', { game_ids: [...ids, 'nobody/nothing'], device: 'desktop' });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(response.body[id].identifier).toBe(id);
  });

  it('selects by seo titles across providers', async () => {
    const row = platform.ctx.db.prepare('SELECT seo_title, identifier FROM games LIMIT 1').get() as { seo_title: string; identifier: string };
    const response = await client.post('/api/games_filter/select_by_seo_titles', { without_territorial_restrictions: false, game_seo_titles: [row.seo_title] });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toContain(row.identifier);
    for (const game of Object.values<any>(response.body)) expect(game.seo_title).toBe(row.seo_title);
  });

  it('negotiates the version: v2 or plain JSON served, explicit v1 refused', async () => {
    const v2 = await filter({ device: 'desktop' }, { Accept: 'application/vnd.s.v2+json' });
    expect(v2.status).toBe(200);
    expect(v2.headers.get('content-type')).toContain('application/vnd.s.v2+json');
    const plain = await filter({ device: 'desktop' }, { Accept: 'application/json' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('application/json');
    expect((await filter({ device: 'desktop' }, { Accept: 'application/vnd.s.v1+json' })).status).toBe(406);
    expect((await filter({ device: 'desktop' }, { 'accept-client': 'application/vnd.s.v1+json' })).status).toBe(406);
    expect((await filter({ device: 'desktop' }, { 'accept-client': 'application/vnd.s.v2+json' })).status).toBe(200);
  });

  it('lists collections with counts and providers', async () => {
    const collections = await client.get('/api/games/collections');
    expect(collections.status).toBe(200);
    const byId = new Map(collections.body.map((c: { id: string; games_count: number }) => [c.id, c.games_count]));
    for (const slug of ['top', 'new', 'popular', 'slots', 'live', 'table', 'jackpot', 'bonus-buy', 'megaways', 'recommended', 'special', 'exclusive', 'animated', 'pragmatic-drop-wins', 'prerelease', 'top:au', 'top:ca']) {
      expect(byId.has(slug)).toBe(true);
    }
    expect(byId.get('slots')).toBe(games((game) => has(game.categories, 'slots')));
    const providers = await client.get('/api/games/providers');
    expect(providers.body.length).toBe(count('SELECT count(*) FROM game_providers'));
    expect(providers.body[0]).toEqual({ id: expect.any(String), title: expect.any(String) });
  });

  it('hides providers disabled for the caller country, and marks them when asked to show everything', async () => {
    const au = { 'X-Debug-Country': 'AU' };
    const hidden = await filter({ filter: { providers: ['driftwood'] } }, au);
    expect(hidden.body.pagination.total_count).toBe(0);
    const shown = await filter({ filter: { providers: ['driftwood'] } }, { 'X-Debug-Country': 'DE' });
    expect(shown.body.pagination.total_count).toBe(count("SELECT count(*) FROM games WHERE provider = 'driftwood'"));
    const marked = await filter({ without_territorial_restrictions: true, filter: { providers: ['driftwood'] } }, au);
    expect(marked.body.data[0].is_geo_available).toBe(false);

    const providers = (await client.get('/api/games/providers', au)).body.map((p: { id: string }) => p.id);
    expect(providers).not.toContain('driftwood');
    const allAu = (await filter({ page_size: 1 }, au)).body.pagination.total_count;
    expect(allAu).toBe(count("SELECT count(*) FROM games WHERE provider NOT IN ('driftwood', 'umbra')"));

    const id = platform.ctx.db.prepare("SELECT identifier FROM games WHERE provider = 'driftwood' LIMIT 1").pluck().get() as string;
    expect(Object.keys((await client.post('/api/games_filter/select', { game_ids: [id] }, au)).body)).toEqual([]);

    // A signed-in player's registered country counts when no debug header is sent.
    const briton = platform.clientAs(platform.createUser({ country: 'GB' }));
    expect((await briton.post('/api/games_filter', { filter: { providers: ['kestrel'] } })).body.pagination.total_count).toBe(0);
  });

  it('serves deterministic SVG previews with strong caching', async () => {
    const game = (await filter({ filter: { categories: { identifiers: ['live'], strategy: 'OR' } }, page_size: 1 })).body.data[0];
    expect(game.preview).toBe(`/preview/${game.identifier}.svg`);
    const response = await fetch(new URL(game.preview, platform.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const svg = await response.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('LIVE');
    expect(svg).not.toContain('<script');
    const again = await fetch(new URL(game.preview, platform.url), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(new URL('/preview/nobody/nothing.svg', platform.url))).status).toBe(404);
    expect((await fetch(new URL(`/preview/${game.identifier}.png`, platform.url))).status).toBe(404);
  });

  it('escapes titles inside the SVG', async () => {
    const game = catalogueOf(platform.ctx.db).games.find((g) => g.title.includes('&')) ?? catalogueOf(platform.ctx.db).games[0];
    const svg = await (await fetch(new URL(game!.raw.preview, platform.url))).text();
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('picks a random game from the first 100 of a category', async () => {
    const first100 = (await filter({ filter: { categories: { identifiers: ['slots'], strategy: 'OR' } }, page_size: 100 })).body.data.map((g: { identifier: string }) => g.identifier);
    for (let i = 0; i < 5; i++) {
      const response = await client.get('/api/games/random?category=slots');
      expect(response.status).toBe(200);
      expect(first100).toContain(response.body.identifier);
    }
    expect((await client.get('/api/games/random')).status).toBe(200);
    expect((await client.get('/api/games/random?category=no-such-thing')).status).toBe(404);
  });

  it('lists jackpot amounts per currency and game', async () => {
    const response = await client.get('/api/games/jackpots');
    expect(response.status).toBe(200);
    const eur = response.body.EUR as Record<string, number>;
    expect(Object.keys(eur).length).toBe(games((game) => has(game.categories, 'jackpot') && inCurrency(game, 'EUR')));
    for (const amount of Object.values(eur)) expect(Number.isInteger(amount) && amount > 0).toBe(true);
    expect(response.body.FUN).toBeUndefined();
  });

  it('never answers 5xx to malformed input', async () => {
    const bodies: unknown[] = [
      '{"device":', 'null', '[]', '"text"', '12', { device: 'tv' }, { device: 1 }, { page: -1 }, { page: 1e308 }, { page: 1.5 }, { page: '1e3' },
      { page_size: 'forty' }, { page_size: 1e12 }, { filter: 'x' }, { filter: { categories: 'top' } }, { filter: { categories: { identifiers: 'top' } } },
      { filter: { categories: { identifiers: [1, 2] } } }, { filter: { categories: { identifiers: ['top'], strategy: 'XOR' } } },
      { filter: { providers: 'copperleaf' } }, { filter: { providers: [null] } }, { filter: { title: 42 } }, { filter: { title: 'x'.repeat(10_000) } },
      { filter: { currencies: 'EUR' } }, { filter: { currencies: [{}] } }, { sort: { type: 'random' } }, { sort: { direction: 'UP' } }, { sort: 'global' },
      { without_territorial_restrictions: 'yes' }, { filter: { categories: { identifiers: Array.from({ length: 500 }, () => 'top') } } },
      { game_ids: 'x' }, { game_ids: [1] }, { game_ids: Array.from({ length: 10_000 }, (_, i) => `p/${i}`) }, { game_seo_titles: [''] }, { game_seo_titles: null },
    ];
    const paths = ['/api/games_filter', '/api/games_filter/select', '/api/games_filter/select_by_seo_titles'];
    const user = platform.clientAs(platform.createUser());
    for (const path of paths) {
      for (const body of bodies) {
        const response = await client.post(path, body);
        expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      }
    }
    expect((await client.post('/api/games_filter', { page: -1 })).status).toBe(422);
    expect((await client.post('/api/games_filter/select', { game_ids: 'x' })).status).toBe(422);
    expect((await client.post('/api/games_filter/select', {})).status).toBe(422);
    const gets = [
      '/api/games/random?category=' + 'x'.repeat(500), '/api/games/random?device=tv', '/api/games/random?category[]=a', '/api/games/collections?x=1',
      '/api/games/providers', '/api/games/jackpots', '/preview/%00/%ff.svg', '/preview/a/b', '/preview/../../etc/passwd.svg', '/preview/a/.svg',
    ];
    for (const path of gets) expect((await client.get(path)).status, path).toBeLessThan(500);
    for (const id of ['abc', '-1', '1.5', '99999999999999999999', '0x10', '%00', ' ']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await user.request(method, `/api/player/favorite_games/${id}`);
        expect(response.status, `${method} ${id}`).toBeLessThan(500);
        expect([404, 422]).toContain(response.status);
      }
    }
    expect((await user.get('/api/player/favorite_games', { 'accept-client': 'application/vnd.s.v99+json' })).status).toBe(406);
  });
});
