/**
 * The lottery operator API and CLI (docs/api/lotteries.md "Operator API", platform/lotteries/operator.ts,
 * scripts/operator.ts): behind the operator key, create (validated definition, unique slug), list and
 * show without the seed before the draw, draw now (seed revealed, winners paid once), and the same
 * from `npm run operator -- lotteries …`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, iso } from '../../platform/clock.ts';
import { seededDefinition } from '../../platform/lotteries/seed.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { deposit } from './bonuses-setup.ts';
import { OPERATOR_KEY } from './freespins-helpers.ts';
import { ApiClient, startPlatform, type TestPlatform } from './harness.ts';

const run = promisify(execFile);
const TITLE = { en: 'Op draw', de: 'Op-Verlosung', 'en-AU': 'Op draw', 'en-CA': 'Op draw', 'en-NZ': 'Op draw', 'fr-CA': 'Tirage op', no: 'Op-trekning', it: 'Estrazione op', et: 'Op loos' };

describe('lottery operator API', () => {
  let platform: TestPlatform;
  let operator: ApiClient;
  beforeAll(async () => {
    platform = await startPlatform({ operatorApiKey: OPERATOR_KEY }, { publisher: new MemoryPublisher() });
    operator = new ApiClient(platform.url, { Authorization: `Bearer ${OPERATOR_KEY}` });
  });
  afterAll(() => platform.close());

  it('creates, lists and shows a lottery without its seed, then draws it now and pays once', async () => {
    const now = platform.clock.now();
    const definition = seededDefinition(TITLE, now - 1000, now + 5 * DAY_MS);
    expect((await platform.client().post('/operator/api/lotteries', { slug: 'op-draw', definition })).status).toBe(401);
    const created = await operator.post('/operator/api/lotteries', { slug: 'op-draw', definition });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ slug: 'op-draw', state: 'open', seed: null, tickets: 0 });
    expect((await operator.post('/operator/api/lotteries', { slug: 'op-draw', definition })).status).toBe(409);
    const bad = await operator.post('/operator/api/lotteries', { slug: 'op-bad', definition: { ...definition, ends_at: iso(now - DAY_MS) } });
    expect(bad.status).toBe(422);
    const untitled = await operator.post('/operator/api/lotteries', { slug: 'op-bad', definition: { ...definition, title: { en: 'Only English' } } });
    expect(untitled.status).toBe(422);

    const userId = platform.createUser({ nickname: 'Operetta' });
    expect((await deposit(platform.clientAs(userId), 6_000)).status).toBe(201);
    const listed = (await operator.get('/operator/api/lotteries')).body.find((l: any) => l.slug === 'op-draw');
    expect(listed).toMatchObject({ tickets: 3, seed: null });

    const drawn = await operator.post('/operator/api/lotteries/op-draw/draw');
    expect(drawn.status).toBe(200);
    expect(drawn.body.state).toBe('drawn');
    expect(drawn.body.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.body.winners.map((w: any) => [w.place, w.user_id, w.nickname, w.paid_at !== null])).toEqual([
      [1, userId, 'Operet***', true],
      [2, userId, 'Operet***', true],
      [3, userId, 'Operet***', true],
    ]);
    expect((await operator.post('/operator/api/lotteries/op-draw/draw')).body.winners).toEqual(drawn.body.winners);
    expect(platform.ctx.db.prepare("SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'lottery_prize' AND reference = ?").pluck().get(`lottery:${created.body.id}:place:1`)).toBe(1);
  });

  it('npm run operator -- lotteries list | show, and a usage error', async () => {
    const cli = (args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], { env: { ...process.env, CASINO_URL: platform.url, OPERATOR_API_KEY: OPERATOR_KEY } });
    const list = JSON.parse((await cli(['lotteries', 'list'])).stdout) as { slug: string }[];
    expect(list.map((l) => l.slug)).toEqual(expect.arrayContaining(['monthly-draw', 'winter-draw']));
    const shown = JSON.parse((await cli(['lotteries', 'show', 'winter-draw'])).stdout);
    expect(shown).toMatchObject({ slug: 'winter-draw', state: 'open', seed: null });
    await expect(cli(['lotteries', 'show'])).rejects.toMatchObject({ code: 2 });
  });
});
