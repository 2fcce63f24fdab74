/**
 * The jackpot endpoints over real HTTP: GET /api/jackpots, /api/jackpot_wins,
 * /api/stats/winners/latest, the sandbox tick, the winners feed service, and a malformed-input sweep.
 * The plugin runs on its own small fastify instance over the platform's context (the lead
 * registers it in platform/modules.ts).
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionPlugin } from '../../platform/auth/session.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { installErrorHandler } from '../../platform/http/errors.ts';
import { configureJackpotBroadcast, JACKPOTS_CHANNEL } from '../../platform/jackpots/broadcast.ts';
import { decimalString, humanizeMoney } from '../../platform/jackpots/format.ts';
import { jackpotRoutes } from '../../platform/jackpots/routes.ts';
import { seedJackpots } from '../../platform/jackpots/seed.ts';
import { KEEP_BIG_WINS, recordWin, WINS_CHANNEL } from '../../platform/jackpots/winners.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { ApiClient, startPlatform, type TestPlatform } from './harness.ts';

const JACKPOT_KEYS = ['allowed_currencies', 'currency', 'external_id', 'games', 'id', 'identifier', 'levels', 'name', 'state'];
const LEVEL_KEYS = ['amount_cents', 'available_amount_cents', 'current_award_value', 'id', 'identifier', 'index', 'name', 'periods', 'state', 'total_amount_cents', 'working_days'];
const WIN_KEYS = [
  'amount_cents', 'approved_at', 'created_at', 'currency', 'id', 'jackpot_external_code', 'jackpot_level_external_code', 'jackpot_level_name',
  'jackpot_name', 'jackpot_original_amount_cents', 'jackpot_original_currency', 'user_name',
];
const WINNER_KEYS = [
  'at', 'bet_amount_cents', 'currency', 'game_identifier', 'game_table_image_path', 'game_table_url', 'game_title', 'humanized_win', 'nickname', 'win_amount_cents',
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const sorted = (object: object) => Object.keys(object).sort();

async function jackpotApp(platform: TestPlatform, options: { sandbox?: boolean } = {}) {
  const app = Fastify();
  installErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin(platform.ctx));
  await app.register(jackpotRoutes(platform.ctx, options));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('jackpot HTTP API', () => {
  let platform: TestPlatform;
  let publisher: MemoryPublisher;
  let app: FastifyInstance;
  let client: ApiClient;

  beforeAll(async () => {
    publisher = new MemoryPublisher();
    platform = await startPlatform({}, { publisher });
    if (!platform.ctx.db.prepare('SELECT 1 FROM jackpots').get()) seedJackpots(platform.ctx);
    const started = await jackpotApp(platform);
    app = started.app;
    client = new ApiClient(started.url);
  });
  afterAll(async () => {
    await app?.close();
    await platform?.close();
  });
  beforeEach(() => {
    configureJackpotBroadcast(platform.ctx, { windowMs: 1000, timers: { schedule: () => () => {} } });
    publisher.published.length = 0;
  });

  it('GET /api/jackpots lists every jackpot in the §5.17 shape, inactive ones marked, no hidden drop value', async () => {
    const response = await client.get('/api/jackpots');
    expect(response.status).toBe(200);
    const jackpots = response.body as any[];
    expect(jackpots.map((jackpot) => jackpot.identifier)).toEqual(['rocket-jackpot', 'mystic-jackpot', 'daily-drop', 'btc-jackpot', 'summer-jackpot']);
    expect(jackpots.map((jackpot) => jackpot.state)).toEqual(['active', 'active', 'active', 'active', 'inactive']);
    for (const jackpot of jackpots) {
      expect(sorted(jackpot)).toEqual(JACKPOT_KEYS);
      expect(jackpot.allowed_currencies).toContain(jackpot.currency);
      expect(jackpot.levels.map((level: any) => level.identifier)).toEqual(['level_1', 'level_2', 'level_3']);
      for (const level of jackpot.levels) {
        expect(sorted(level)).toEqual(LEVEL_KEYS);
        expect(Number.isInteger(level.amount_cents)).toBe(true);
        expect(level.available_amount_cents).toBe(level.amount_cents);
        expect(level.total_amount_cents).toBeGreaterThanOrEqual(level.amount_cents);
        expect(level.current_award_value).toBe(decimalString(level.amount_cents, jackpot.currency));
        expect(level.periods).toEqual([]);
        expect(level.state).toBe(jackpot.state);
      }
    }
    expect(JSON.stringify(jackpots)).not.toMatch(/"[a-z_]*(drop|remainder|seed|contribution)[a-z_]*":/);
    const rocket = jackpots[0];
    expect(rocket.levels.map((level: any) => level.name)).toEqual(['Mini', 'Major', 'Mega']);
    expect(rocket.levels[0].amount_cents).toBeGreaterThan(5_000); // above the €50.00 seed, below the €80 drop floor
    expect(rocket.levels[0].amount_cents).toBeLessThan(8_000);
    // Every listed game is a catalogue game the player can play for real in the jackpot's currency.
    const catalogue = catalogueOf(platform.ctx.db);
    expect(rocket.games).toHaveLength(6);
    for (const jackpot of jackpots) {
      for (const identifier of jackpot.games as string[]) {
        const game = catalogue.byIdentifier.get(identifier);
        expect(game, `${jackpot.identifier}: ${identifier}`).toBeDefined();
        expect(game!.currencies.has(jackpot.currency)).toBe(true);
      }
    }
    const btc = jackpots[3];
    expect(btc.games.length).toBeGreaterThan(0);
    expect(btc.currency).toBe('BTC');
    expect(btc.levels[2].amount_cents).toBeGreaterThan(50_000_000); // 0.5 BTC seed in satoshi
  });

  it('GET /api/jackpot_wins lists wins newest first in the §5.17 shape, 20 by default, limit bounded', async () => {
    const response = await client.get('/api/jackpot_wins');
    expect(response.status).toBe(200);
    const wins = response.body as any[];
    expect(wins).toHaveLength(20);
    for (const win of wins) {
      expect(sorted(win)).toEqual(WIN_KEYS);
      expect(win.created_at).toMatch(ISO);
      expect(win.approved_at).toMatch(ISO);
      expect(Number.isInteger(win.amount_cents) && Number.isInteger(win.jackpot_original_amount_cents)).toBe(true);
      expect(win.user_name.length).toBeGreaterThan(0);
    }
    const times = wins.map((win) => win.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await client.get('/api/jackpot_wins?limit=5')).body).toEqual(wins.slice(0, 5));
    expect((await client.get('/api/jackpot_wins?limit=101')).status).toBe(422);
  });

  it('the seed is deterministic apart from the hidden drop values', async () => {
    const other = await startPlatform();
    try {
      if (!other.ctx.db.prepare('SELECT 1 FROM jackpots').get()) seedJackpots(other.ctx);
      const query = 'SELECT user_name, currency, amount_cents, original_amount_cents, created_at FROM jackpot_wins ORDER BY id';
      expect(other.ctx.db.prepare(query).all()).toEqual(platform.ctx.db.prepare(query).all().slice(0, 20));
      const feed = 'SELECT nickname, currency, bet_cents, win_cents, at_ms FROM big_wins ORDER BY id LIMIT 30';
      expect(other.ctx.db.prepare(feed).all()).toEqual(platform.ctx.db.prepare(feed).all());
    } finally {
      await other.close();
    }
  });

  it('GET /api/stats/winners/latest returns a bare array newest first in the §5.18 shape, limit ≤ 50', async () => {
    const response = await client.get('/api/stats/winners/latest');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body).toHaveLength(20);
    for (const item of response.body) {
      expect(sorted(item)).toEqual(WINNER_KEYS);
      expect(Number.isInteger(item.at)).toBe(true);
      expect(item.at).toBeLessThanOrEqual(platform.clock.now() / 1000);
      expect(item.humanized_win).toBe(humanizeMoney(item.win_amount_cents, item.currency));
    }
    const at = response.body.map((item: any) => item.at);
    expect(at).toEqual([...at].sort((a, b) => b - a));
    expect((await client.get('/api/stats/winners/latest?limit=50')).body.length).toBeGreaterThanOrEqual(30);
    expect((await client.get('/api/stats/winners/latest?limit=3')).body).toEqual(response.body.slice(0, 3));
    expect((await client.get('/api/stats/winners/latest?limit=51')).status).toBe(422);
  });

  it('recordWin keeps only big wins, publishes them on public:wins and puts them first in the feed', async () => {
    const [game, other] = catalogueOf(platform.ctx.db).games;
    const userId = platform.createUser({ email: 'feedwinner@example.test', nickname: null });
    expect(recordWin(platform.ctx, { userId, currency: 'EUR', gameIdentifier: game!.identifier, gameTitle: game!.title, betCents: 100, winCents: 999 })).toBeNull();
    expect(recordWin(platform.ctx, { userId, currency: 'EUR', gameIdentifier: game!.identifier, gameTitle: game!.title, betCents: 0, winCents: 0 })).toBeNull();
    expect(publisher.published.filter((message) => message.channel === WINS_CHANNEL)).toHaveLength(0);

    platform.clock.advance(60_000);
    const byMultiple = recordWin(platform.ctx, { userId, currency: 'EUR', gameIdentifier: game!.identifier, gameTitle: game!.title, betCents: 100, winCents: 1_000 });
    expect(byMultiple).toEqual({
      at: Math.floor(platform.clock.now() / 1000),
      nickname: 'Player***', // no nickname: nothing from the e-mail (issue 11 M6)
      currency: 'EUR',
      game_identifier: game!.identifier,
      game_title: game!.title,
      game_table_image_path: `/i/s3/${game!.identifier}.png`,
      game_table_url: `/play/${game!.identifier}`,
      bet_amount_cents: 100,
      win_amount_cents: 1_000,
      humanized_win: '€10.00',
    });
    platform.clock.advance(1_000);
    const byAmount = recordWin(platform.ctx, { userId: null, nickname: 'BigSpender', currency: 'EUR', gameIdentifier: other!.identifier, gameTitle: other!.title, betCents: 50_000, winCents: 123_450 });
    expect(byAmount?.humanized_win).toBe('€1,234.50');
    expect(byAmount?.nickname).toBe('BigSpe***');

    const pushes = publisher.published.filter((message) => message.channel === WINS_CHANNEL).map((message) => message.data);
    expect(pushes).toEqual([byMultiple, byAmount]);
    const feed = (await client.get('/api/stats/winners/latest?limit=2')).body;
    expect(feed).toEqual([byAmount, byMultiple]);
    expect(JSON.stringify(await client.get('/api/stats/winners/latest?limit=50'))).not.toContain('feedwinner');
  });

  it('the feed names only catalogue games: a win of a game the catalogue lacks is stored but never listed', async () => {
    platform.clock.advance(1_000);
    expect(recordWin(platform.ctx, { userId: null, nickname: 'Ghost', currency: 'EUR', gameIdentifier: 'nowhere/InventedGame', gameTitle: 'Invented', betCents: 100, winCents: 5_000 })).not.toBeNull();
    const feed = (await client.get('/api/stats/winners/latest?limit=50')).body as { game_identifier: string; game_table_url: string }[];
    expect(feed.length).toBeGreaterThanOrEqual(30);
    const catalogue = catalogueOf(platform.ctx.db);
    for (const item of feed) {
      expect(catalogue.byIdentifier.has(item.game_identifier), item.game_identifier).toBe(true);
      expect(item.game_table_url).toBe(`/play/${item.game_identifier}`);
    }
  });

  it('the feed table keeps only the newest rows', () => {
    for (let index = 0; index < KEEP_BIG_WINS + 5; index++) {
      platform.clock.advance(1);
      recordWin(platform.ctx, { userId: null, nickname: `p${index}`, currency: 'USD', gameIdentifier: 'g/x', gameTitle: 'X', betCents: 1, winCents: 50 });
    }
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM big_wins').pluck().get()).toBe(KEEP_BIG_WINS);
    expect(platform.ctx.db.prepare('SELECT nickname FROM big_wins ORDER BY at_ms DESC LIMIT 1').pluck().get()).toBe(`p${KEEP_BIG_WINS + 4}***`);
  });

  it('money strings: symbols, grouping and crypto precision', () => {
    expect(humanizeMoney(123_450, 'EUR')).toBe('€1,234.50');
    expect(humanizeMoney(5, 'USD')).toBe('$0.05');
    expect(humanizeMoney(120_000, 'BTC')).toBe('0.0012 BTC');
    expect(humanizeMoney(150_000_000, 'BTC')).toBe('1.5 BTC');
    expect(humanizeMoney(2_500_000, 'USDC')).toBe('2.5 USDC');
    expect(humanizeMoney(1_234_567, 'JPY')).toBe('¥1,234,567');
    expect(decimalString(500_000, 'EUR')).toBe('5000.00');
    expect(decimalString(12, 'BTC')).toBe('0.00000012');
  });

  describe('sandbox tick', () => {
    const rocketId = async () => ((await client.get('/api/jackpots')).body as any[]).find((jackpot) => jackpot.identifier === 'rocket-jackpot').id as number;

    it('moves the jackpot by exactly the shares of the simulated bets and publishes (throttled) the new amounts', async () => {
      const id = await rocketId();
      const before = (await client.get('/api/jackpots')).body.find((jackpot: any) => jackpot.id === id);
      const response = await client.post(`/api/sandbox/jackpots/${id}/tick`, { total_cents: 100_000, bets: 10 });
      expect(response.status).toBe(200);
      expect(response.body.awards).toEqual([]); // the seeded Mini sits below its €80 drop floor even after +€2
      // Mini 0.20 %, Major 0.15 %, Mega 0.10 % of €1,000.00 in ten €100 bets
      expect(response.body.jackpot.levels.map((level: any, index: number) => level.amount_cents - before.levels[index].amount_cents)).toEqual([200, 150, 100]);
      const pushes = publisher.published.filter((message) => message.channel === JACKPOTS_CHANNEL);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.data).toMatchObject({ id, levels: expect.any(Array) });
      // the identifier works as well as the id
      expect((await client.post('/api/sandbox/jackpots/rocket-jackpot/tick', { total_cents: 1 })).status).toBe(200);
    });

    it('drops to the signed-in player, pushing jackpot_win_award#<id>', async () => {
      const userId = platform.createUser({ nickname: 'SandboxWinner' });
      const signedIn = new ApiClient(client.baseUrl);
      for (const [name, value] of platform.clientAs(userId).cookies) signedIn.cookies.set(name, value);
      const id = await rocketId();
      const response = await signedIn.post(`/api/sandbox/jackpots/${id}/tick`, { total_cents: 5_000_000, bets: 1 }); // €50,000 → 0.2 % = €100 on Mini
      expect(response.status).toBe(200);
      const mini = response.body.awards.find((award: any) => award.level_name === 'Mini');
      expect(mini).toMatchObject({ user_id: userId, currency: 'EUR', jackpot_id: id });
      const push = publisher.published.find((message) => message.channel === `jackpot_win_award#${userId}`);
      expect(push?.data).toMatchObject({ user_name: 'Sandbo***', jackpot_level_name: 'Mini', amount_cents: mini.amount_cents });
      const latest = (await client.get('/api/jackpot_wins?limit=1')).body[0];
      expect(latest).toMatchObject({ user_name: 'Sandbo***', jackpot_name: 'Rocket Jackpot' });
    });

    it('keeps sums exact under concurrent HTTP ticks, drops included', async () => {
      type Level = { id: number; seed_cents: number; contribution_bp: number; amount_cents: number; remainder_units: number; paid_out_cents: number };
      const levels = () => platform.ctx.db.prepare("SELECT l.* FROM jackpot_levels l JOIN jackpots j ON j.id = l.jackpot_id WHERE j.identifier = 'daily-drop' ORDER BY level_index").all() as Level[];
      const dropsOf = (levelId: number) => platform.ctx.db.prepare('SELECT COUNT(*) FROM jackpot_wins WHERE level_id = ?').pluck().get(levelId) as number;
      const reserve = () =>
        platform.ctx.db.prepare("SELECT reserve_cents * 10000 + reserve_units AS units, house_seeded_cents AS seeded FROM jackpots WHERE identifier = 'daily-drop'").get() as { units: number; seeded: number };
      const before = levels();
      const reserveBefore = reserve();
      const dropsBefore = before.map((level) => dropsOf(level.id));
      const ticks = Array.from({ length: 25 }, (_, index) => ({ total_cents: 20_000 + index * 7_919, bets: 1 + (index % 9) }));
      const responses = await Promise.all(ticks.map((tick) => client.post('/api/sandbox/jackpots/daily-drop/tick', tick)));
      expect(responses.map((response) => response.status)).toEqual(ticks.map(() => 200));
      const total = ticks.reduce((sum, tick) => sum + tick.total_cents, 0);
      // Per jackpot (docs/api/jackpots.md "Mechanics"): pots' growth + paid out + reserve − seed money the house put in = Σ bet × shares.
      const after = reserve();
      let units = after.units - reserveBefore.units - (after.seeded - reserveBefore.seeded) * 10_000;
      levels().forEach((level, index) => {
        const start = before[index]!;
        units += (level.amount_cents - start.amount_cents + (level.paid_out_cents - start.paid_out_cents)) * 10_000 + level.remainder_units - start.remainder_units;
      });
      expect(units).toBe(total * before.reduce((sum, level) => sum + level.contribution_bp, 0));
      expect(dropsOf(before[0]!.id) - dropsBefore[0]!).toBeGreaterThan(0); // the Hourly level (€15–40) dropped along the way
    });

    it('refuses inactive jackpots, unknown ones, currencies the jackpot does not take, and non-loopback callers', async () => {
      expect((await client.post('/api/sandbox/jackpots/summer-jackpot/tick', { total_cents: 100 })).status).toBe(409);
      expect((await client.post('/api/sandbox/jackpots/999999/tick', { total_cents: 100 })).status).toBe(404);
      const wrongCurrency = await client.post('/api/sandbox/jackpots/btc-jackpot/tick', { total_cents: 100, currency: 'EUR' });
      expect(wrongCurrency.status).toBe(422);
      expect(wrongCurrency.body.errors.currency).toBeDefined();
      const remote = await app.inject({ method: 'POST', url: '/api/sandbox/jackpots/rocket-jackpot/tick', payload: { total_cents: 100 }, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
    });

    it('is not mounted when disabled (production)', async () => {
      const production = await jackpotApp(platform, { sandbox: false });
      try {
        const response = await new ApiClient(production.url).post('/api/sandbox/jackpots/rocket-jackpot/tick', { total_cents: 100 });
        expect(response.status).toBe(404);
        expect((await new ApiClient(production.url).get('/api/jackpots')).status).toBe(200);
      } finally {
        await production.app.close();
      }
    });
  });

  it('malformed input never yields a 5xx and changes nothing', async () => {
    const snapshot = () => JSON.stringify(platform.ctx.db.prepare('SELECT * FROM jackpot_levels ORDER BY id').all());
    const before = snapshot();
    const wins = platform.ctx.db.prepare('SELECT COUNT(*) FROM jackpot_wins').pluck().get();
    const limits = ['abc', '-1', '0', '1.5', '1e99', '99999999999999999999', '', '%00', 'null', '[]', '{}'];
    const gets = [
      ...limits.map((limit) => `/api/jackpot_wins?limit=${limit}`),
      ...limits.map((limit) => `/api/stats/winners/latest?limit=${limit}`),
      '/api/jackpot_wins?limit=1&limit=2',
      '/api/stats/winners/latest?limit[x]=1',
      '/api/jackpots?x=%zz',
    ];
    for (const path of gets) {
      const response = await client.get(path);
      expect(response.status, path).toBeLessThan(500);
      if (response.status >= 400) expect(response.body.errors, path).toBeDefined();
    }
    const bodies: unknown[] = [
      {},
      { total_cents: 0 },
      { total_cents: -100 },
      { total_cents: 1.5 },
      { total_cents: '100' },
      { total_cents: 1e300 },
      { total_cents: 1e15 },
      { total_cents: 100, bets: 0 },
      { total_cents: 100, bets: 1001 },
      { total_cents: 100, bets: 'ten' },
      { total_cents: 100, currency: 'ZZZ' },
      { total_cents: 100, currency: 7 },
      { total_cents: null },
      [],
      'not json at all',
      '{"total_cents": ',
      'null',
      '12',
    ];
    for (const body of bodies) {
      const response = await client.post('/api/sandbox/jackpots/rocket-jackpot/tick', body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const id of ['..%2F..', 'x'.repeat(300), '%00', 'rocket jackpot', '-1', '1e5', '%F0%9F%92%A3']) {
      const response = await client.post(`/api/sandbox/jackpots/${id}/tick`, { total_cents: 100 });
      expect(response.status, id).toBeGreaterThanOrEqual(400);
      expect(response.status, id).toBeLessThan(500);
    }
    const wrongType = await client.request('POST', '/api/sandbox/jackpots/rocket-jackpot/tick', 'total_cents=100', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
    expect(snapshot()).toBe(before);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM jackpot_wins').pluck().get()).toBe(wins);
  });
});
