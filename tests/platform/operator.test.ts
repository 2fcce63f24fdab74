import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerMatches } from '../../platform/bonuses/operator.ts';
import { testConfig } from '../../platform/config.ts';
import { startupProblems } from '../../platform/mode.ts';
import { pickGames } from './provider-setup.ts';
import { ApiClient, startPlatform, type TestPlatform } from './harness.ts';
import { freespinWorld, OPERATOR_TOKEN, packDefinition, type FreespinWorld } from './freespins-helpers.ts';

/**
 * The bonus operator API (platform/bonuses/operator.ts, docs/api/bonuses.md "Operator API") on the
 * real platform over HTTP: absent without CASINO_OPERATOR_TOKEN, the bearer token, campaigns and
 * their versions, gifts to players and groups with their idempotency, the player's issued items.
 */
const ROUTES = [
  ['GET', '/operator/api/campaigns'],
  ['PUT', '/operator/api/campaigns/welcome'],
  ['POST', '/operator/api/campaigns/welcome/deactivate'],
  ['POST', '/operator/api/gifts'],
  ['GET', '/operator/api/bonuses?user_id=1'],
] as const;

describe('operator API switched off (no CASINO_OPERATOR_TOKEN)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('every route answers 404 exactly as an absent route, whatever is sent', async () => {
    const client = new ApiClient(platform.url, { Authorization: 'Bearer anything-at-all' });
    for (const [method, path] of ROUTES) {
      const answer = await client.request(method, path, method === 'GET' ? undefined : { campaign: 'x' });
      const absent = await client.request(method, `${path.split('?')[0]}-absent`, method === 'GET' ? undefined : { campaign: 'x' });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ errors: { base: [`No route for ${method} ${path.split('?')[0]}`] }, code: 'not_found' });
      expect(absent.status).toBe(404);
    }
  });

  it('production refuses a weak token and accepts none or a strong one', () => {
    const production = (operatorToken?: string) => startupProblems(testConfig({ mode: 'production', operatorToken }), { env: {} });
    expect(production().some((problem) => problem.includes('CASINO_OPERATOR_TOKEN'))).toBe(false);
    expect(production('changeme').some((problem) => problem.includes('CASINO_OPERATOR_TOKEN'))).toBe(true);
    expect(production('short-but-random-8f3a').some((problem) => problem.includes('CASINO_OPERATOR_TOKEN'))).toBe(true);
    expect(production(OPERATOR_TOKEN).some((problem) => problem.includes('CASINO_OPERATOR_TOKEN'))).toBe(false);
  });
});

describe('operator API', () => {
  let world: FreespinWorld;
  let slot: string;
  beforeAll(async () => {
    world = await freespinWorld();
    slot = pickGames(world.platform).slot.identifier;
  });
  afterAll(() => world.close());

  it('refuses a missing, malformed or wrong token with the same 401, before reading the body', async () => {
    const answers = [];
    for (const authorization of [
      undefined,
      `Basic ${OPERATOR_TOKEN}`,
      'Bearer ',
      'Bearer x',
      `Bearer ${OPERATOR_TOKEN.slice(0, -1)}`,
      `Bearer ${OPERATOR_TOKEN}x`,
      `Bearer ${'0'.repeat(OPERATOR_TOKEN.length)}`,
      `bearer ${OPERATOR_TOKEN}`,
    ]) {
      const client = new ApiClient(world.platform.url, authorization === undefined ? {} : { Authorization: authorization });
      for (const [method, path] of ROUTES) {
        const answer = await client.request(method, path, method === 'GET' ? undefined : { nonsense: true });
        expect(answer.status, `${authorization} ${method} ${path}`).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="operator"');
        answers.push(answer.body);
      }
    }
    // The body is not even parsed for a caller without the token: junk JSON is the same 401, not a 400.
    const junk = await new ApiClient(world.platform.url, { Authorization: 'Bearer wrong' }).request('POST', '/operator/api/gifts', '{not json');
    expect(junk.status).toBe(401);
    answers.push(junk.body);
    expect((await world.operator.request('POST', '/operator/api/gifts', '{not json')).status).toBe(400);
    expect(new Set(answers.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(answers[0]).toEqual({ errors: { base: ['A valid operator token is required'] }, code: 'unauthorized' });
    // Compared as SHA-256 digests with timingSafeEqual: equal-length inputs whatever was sent.
    expect(bearerMatches(`Bearer ${OPERATOR_TOKEN}`, OPERATOR_TOKEN)).toBe(true);
    expect(bearerMatches('Bearer ', '')).toBe(false);
    expect(bearerMatches(undefined, OPERATOR_TOKEN)).toBe(false);
  });

  it('defines campaigns in versions, lists and deactivates them', async () => {
    const defined = await world.operator.put('/operator/api/campaigns/op-versions', packDefinition({ games: [slot], count: 5 }));
    expect(defined.status).toBe(200);
    expect(defined.body).toMatchObject({ key: 'op-versions', version: 1 });
    const changed = await world.operator.put('/operator/api/campaigns/op-versions', packDefinition({ games: [slot], count: 7 }));
    expect(changed.body).toMatchObject({ key: 'op-versions', id: defined.body.id, version: 2 });
    const listed = (await world.operator.get('/operator/api/campaigns')).body as any[];
    expect(listed.find((campaign) => campaign.key === 'op-versions')).toMatchObject({ kind: 'freespins', version: 2, active: true, definition: { freespins: { count: 7 } } });

    const coded = { ...packDefinition({ games: [slot], count: 5 }), kind: 'promo_code', code: 'OPCODE1' };
    expect((await world.operator.put('/operator/api/campaigns/op-code-a', coded)).status).toBe(200);
    const taken = await world.operator.put('/operator/api/campaigns/op-code-b', coded);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('code_taken');

    const bad = await world.operator.put('/operator/api/campaigns/op-bad', { kind: 'nonsense' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('invalid');

    const user = world.platform.createUser();
    expect((await world.operator.post('/operator/api/campaigns/op-versions/deactivate')).body).toEqual({ key: 'op-versions', active: false });
    const refused = await world.operator.post('/operator/api/gifts', { campaign: 'op-versions', user_ids: [user] }, { 'Idempotency-Key': `k-${randomUUID()}` });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('campaign_inactive');
    expect((await world.operator.post('/operator/api/campaigns/op-none/deactivate')).status).toBe(404);
    expect((await world.operator.post('/operator/api/gifts', { campaign: 'op-none', user_ids: [user] }, { 'Idempotency-Key': `k-${randomUUID()}` })).status).toBe(404);
  });

  it('gifts a campaign to a group once per Idempotency-Key, and lists what a player was issued', async () => {
    await world.defineCampaign('op-group', packDefinition({ games: [slot], count: 4 }));
    const members = [world.platform.createUser(), world.platform.createUser()];
    const outsider = world.platform.createUser();
    const GROUP = 9_001;
    for (const member of members) world.platform.ctx.db.prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, ?, ?)').run(member, GROUP, '2026-11-21T12:00:00.000Z');
    const packs = () => world.platform.ctx.db.prepare('SELECT COUNT(*) FROM player_freespins WHERE user_id IN (?, ?, ?)').pluck().get(...members, outsider);

    const key = `gift-${randomUUID()}`;
    const gift = await world.operator.post('/operator/api/gifts', { campaign: 'op-group', group_id: GROUP }, { 'Idempotency-Key': key });
    expect(gift.status).toBe(200);
    expect(gift.body).toMatchObject({ campaign: 'op-group', issued: 2 });
    expect(gift.body.results.map((result: any) => result.user_id)).toEqual(members);
    expect(gift.body.results.every((result: any) => Number.isInteger(result.freespins_id))).toBe(true);
    expect(packs()).toBe(2);

    expect(await world.operator.post('/operator/api/gifts', { campaign: 'op-group', group_id: GROUP }, { 'Idempotency-Key': key })).toMatchObject({ status: 200, body: gift.body });
    expect(packs()).toBe(2);
    const reused = await world.operator.post('/operator/api/gifts', { campaign: 'op-group', user_ids: [outsider] }, { 'Idempotency-Key': key });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect((await world.operator.post('/operator/api/gifts', { campaign: 'op-group', group_id: GROUP })).status).toBe(422);
    expect((await world.operator.post('/operator/api/gifts', { campaign: 'op-group', group_id: GROUP, user_ids: [outsider] }, { 'Idempotency-Key': `k-${randomUUID()}` })).status).toBe(422);
    const unknown = await world.operator.post('/operator/api/gifts', { campaign: 'op-group', user_ids: [outsider, 987_654_321] }, { 'Idempotency-Key': `k-${randomUUID()}` });
    expect(unknown.body).toMatchObject({ issued: 1, results: [{ user_id: outsider, freespins_id: expect.any(Number) }, { user_id: 987_654_321, skipped: 'unknown_user' }] });
    expect(packs()).toBe(3);

    const listed = await world.operator.get(`/operator/api/bonuses?user_id=${members[0]}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ user_id: members[0], bonuses: [], freespins: [{ id: gift.body.results[0].freespins_id, stage: 'issued', games: [slot], freespins_total: 4 }] });
    expect((await world.operator.get('/operator/api/bonuses?user_id=abc')).status).toBe(422);
  });

  it('is in the OpenAPI document under its own tag', async () => {
    const document = (await world.platform.client().get('/api/openapi.json')).body;
    expect(document.paths['/operator/api/gifts'].post.tags).toEqual(['operator']);
    expect(document.paths['/operator/api/campaigns/{key}'].put.tags).toEqual(['operator']);
    expect(document.paths['/api/player/freespins'].get.tags).toBeUndefined();
  });
});

describe('operator API rate limit', () => {
  let world: FreespinWorld;
  beforeAll(async () => {
    world = await freespinWorld();
  });
  afterAll(() => world.close());

  it('limits every address to 120 calls a minute, wrong tokens included', async () => {
    const guesser = new ApiClient(world.platform.url, { Authorization: 'Bearer guess' });
    const statuses = [];
    for (let call = 0; call < 125; call++) statuses.push((await guesser.get('/operator/api/campaigns')).status);
    expect(statuses.slice(0, 120).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(120).every((status) => status === 429)).toBe(true);
  });
});
