import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso } from '../../platform/clock.ts';
import { TELEMETRY_LIMIT } from '../../platform/telemetry/routes.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const events = (platform: TestPlatform, kind: string) =>
  platform.ctx.db.prepare<[string], { payload: string; user_id: number | null; ip: string }>('SELECT payload, user_id, ip FROM telemetry_events WHERE kind = ? ORDER BY id').all(kind);

describe('telemetry', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('stores validation metrics with the signed-in user', async () => {
    const userId = platform.createUser();
    const body = { side: 'frontEnd', component: 'registration', errors: [{ key: 'nickname', firstMessage: 'wrong chars' }] };
    const response = await platform.clientAs(userId).put('/metrics-errors-validation', body);
    expect(response.status).toBe(204);
    const [stored] = events(platform, 'validation');
    expect(JSON.parse(stored!.payload)).toEqual(body);
    expect(stored!.user_id).toBe(userId);
    expect(stored!.ip).toBe('127.0.0.1');
  });

  it('stores every kind of telemetry from guests', async () => {
    const calls: [string, string, unknown, string][] = [
      ['post', '/log_utm_set', { utmMetrics: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'autumn', utm_content: null, utm_term: 'slots', sub_id: '42' } }, 'utm_set'],
      ['post', '/log_utm_send', { utmMetrics: { utm_source: 'newsletter' } }, 'utm_send'],
      ['put', '/game-start-performance', { country: 'DE', userId: 7, gameId: 'pragmatic/SweetBonanza', gameName: 'Sweet Bonanza', provider: 'pragmatic', value: 1834, connectionType: '4g' }, 'game_start'],
      ['post', '/metrics/transaction-metric', { type: 'deposit', isSuccessTransaction: true, paymentSystem: 'visa_mastercard', amount: '50.00', currency: 'EUR' }, 'transaction'],
      ['post', '/api/pwa_events', { event: 'appinstalled', platform: 'android', display_mode: 'standalone', details: { source: 'banner' } }, 'pwa'],
      ['put', '/log', { level: 'warn', message: 'Static page failed', context: { slug: 'promotions' } }, 'log'],
      ['put', '/performance', { lcp: 1820.5, fid: 12, route: '/' }, 'performance'],
      ['put', '/network-performance', { url: '/api/games_filter', duration: 240, status: 200 }, 'network_performance'],
    ];
    for (const [method, path, body, kind] of calls) {
      const response = await (platform.client() as any)[method](path, body);
      expect(response.status, path).toBe(204);
      const stored = events(platform, kind);
      expect(JSON.parse(stored.at(-1)!.payload), path).toMatchObject(body as object);
      expect(stored.at(-1)!.user_id, path).toBeNull();
    }
  });

  it('rejects invalid telemetry with 422 and stores nothing', async () => {
    const before = platform.ctx.db.prepare('SELECT COUNT(*) FROM telemetry_events').pluck().get();
    const bad: [string, string, unknown, string][] = [
      ['put', '/metrics-errors-validation', { side: 'server', component: 'x', errors: [] }, 'side'],
      ['put', '/metrics-errors-validation', { side: 'frontEnd', component: 'x', errors: Array.from({ length: 51 }, () => ({ key: 'a', firstMessage: 'b' })) }, 'errors'],
      ['post', '/log_utm_set', { utmMetrics: { utm_source: 'x'.repeat(201) } }, 'utmMetrics.utm_source'],
      ['put', '/game-start-performance', { gameName: 'x', provider: 'y', value: -1 }, 'value'],
      ['post', '/metrics/transaction-metric', { type: 'deposit', isSuccessTransaction: true, paymentSystem: 'card', amount: 1, currency: 'XXX' }, 'currency'],
      ['post', '/metrics/transaction-metric', { type: 'deposit', isSuccessTransaction: true, paymentSystem: 'card', amount: '12,50', currency: 'EUR' }, 'amount'],
      ['post', '/metrics/transaction-metric', { type: 'deposit', isSuccessTransaction: true, paymentSystem: 'card', amount: '-1', currency: 'EUR' }, 'amount'],
      ['post', '/api/pwa_events', { event: 'rm -rf' }, 'event'],
      ['post', '/api/pwa_events', { event: 'appinstalled', details: { nested: { a: 1 } } }, 'details.nested'],
      ['put', '/log', { nested: { a: { b: { c: { d: { e: 1 } } } } } }, 'base'],
      ['put', '/performance', { text: 'x'.repeat(2001) }, 'base'],
      ['put', '/network-performance', [1, 2, 3], 'base'],
    ];
    for (const [method, path, body, field] of bad) {
      const response = await (platform.client() as any)[method](path, body);
      expect(response.status, path).toBe(422);
      expect(Object.keys(response.body.errors), path).toContain(field);
    }
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM telemetry_events').pluck().get()).toBe(before);
  });

  it('refuses bodies above 16 KiB', async () => {
    const response = await platform.client().put('/log', { blob: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });
});

describe('telemetry rate limit', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('answers 429 in the contract shape once an IP exceeds the budget', async () => {
    const client = platform.client();
    for (let i = 0; i < TELEMETRY_LIMIT.max; i++) {
      const ok = await client.put('/performance', { i });
      expect(ok.status).toBe(204);
    }
    const limited = await client.put('/performance', { i: 'over' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(limited.body.errors.base[0]).toMatch(/Too many requests/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(events(platform, 'performance')).toHaveLength(TELEMETRY_LIMIT.max);
  });

  it('limits the contact form separately and tightly', async () => {
    const client = platform.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/send_contact_message', { contact: { email: 'player@example.test', content: `Question ${i}` } })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('contact form, chat restore id and VIP progress', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('stores a contact message and answers 422 with field errors', async () => {
    const ok = await platform.client().post('/api/send_contact_message', { contact: { email: 'guest@example.test', content: '  My withdrawal is pending.  ' } });
    expect(ok.status).toBe(204);
    const row = platform.ctx.db.prepare<[], { email: string; content: string }>('SELECT email, content FROM contact_messages').get();
    expect(row).toEqual({ email: 'guest@example.test', content: 'My withdrawal is pending.' });
    const bad = await platform.client().post('/api/send_contact_message', { contact: { email: 'not-an-email', content: '   ' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['is invalid']);
    expect(bad.body.errors.content).toEqual(["can't be blank"]);
  });

  it('keeps a chat restore id per player, readable and writable only by that player', async () => {
    const userId = platform.createUser();
    const player = platform.clientAs(userId);
    const empty = await player.post('/restore-id/get', { data: { internalId: String(userId), project: 'casino-kit' }, requestId: 'a1', type: 'Api.V1.RestoreId.Get' });
    expect(empty.body).toEqual({ data: { restoreId: null } });
    const set = await player.post('/restore-id/set', { data: { restoreId: 'rst-123', internalId: String(userId), project: 'casino-kit' }, requestId: 'a2', type: 'Api.V1.RestoreId.Set' });
    expect(set.status).toBe(204);
    const got = await player.post('/restore-id/get', { data: { internalId: String(userId), project: 'casino-kit' }, requestId: 'a3', type: 'Api.V1.RestoreId.Get' });
    expect(got.body).toEqual({ data: { restoreId: 'rst-123' } });

    const stranger = await platform.client().post('/restore-id/get', { data: { internalId: String(userId) } });
    expect(stranger.status).toBe(200);
    expect(stranger.body.data.restoreId).toBeNull();
    const hijack = await platform.clientAs(platform.createUser()).post('/restore-id/set', { data: { restoreId: 'evil', internalId: String(userId) } });
    expect(hijack.status).toBe(403);
    const missing = await player.post('/restore-id/set', { data: { internalId: String(userId) } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.restoreId).toBeDefined();
  });

  it('gives guests the default regular VIP state with the fallback thresholds', async () => {
    const { status, body } = await platform.client().get('/jam/vip_status_progress');
    expect(status).toBe(200);
    expect(body).toEqual({
      userId: 0, currency: 'EUR', currentStatus: 'regular', activeStatus: 'regular', nextStatus: 'bronze',
      depositAmountCents: 0, depositThresholdCents: 900000, betSumCents: 0, betSumThresholdCents: 9000000, overallProgress: 0,
    });
  });

  it('derives the VIP status from the player groups, with per-currency thresholds', async () => {
    const addGroup = (userId: number, group: number) => platform.ctx.db.prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, ?, ?)').run(userId, group, iso(platform.clock.now()));
    const progressOf = async (userId: number) => (await platform.clientAs(userId).get('/jam/vip_status_progress')).body;

    const regular = platform.createUser();
    expect(await progressOf(regular)).toMatchObject({ userId: regular, currentStatus: 'regular', nextStatus: 'bronze', depositThresholdCents: 600000, betSumThresholdCents: 6000000 });
    const regularAud = platform.createUser({ currency: 'AUD' });
    expect(await progressOf(regularAud)).toMatchObject({ currency: 'AUD', depositThresholdCents: 900000, betSumThresholdCents: 9000000 });
    const regularBtc = platform.createUser({ currency: 'BTC' });
    const btc = await progressOf(regularBtc);
    expect(btc.depositThresholdCents).toBeGreaterThan(0);
    expect(btc.depositThresholdCents).toBeLessThan(100_000_000);

    const silver = platform.createUser();
    for (const group of [21, 257, 258]) addGroup(silver, group);
    expect(await progressOf(silver)).toMatchObject({ userId: silver, currency: 'EUR', currentStatus: 'silver', activeStatus: 'silver', nextStatus: 'gold', depositThresholdCents: 3000000 });

    const platinum = platform.createUser();
    addGroup(platinum, 255);
    expect(await progressOf(platinum)).toMatchObject({ currentStatus: 'platinum', nextStatus: 'diamond' });

    const diamond = platform.createUser({ currency: 'USD' });
    addGroup(diamond, 759);
    addGroup(diamond, 259);
    expect(await progressOf(diamond)).toMatchObject({ currency: 'USD', currentStatus: 'diamond', nextStatus: null, overallProgress: 100 });
  });

  it('counts succeeded deposits of the current quarter towards the next status', async () => {
    const userId = platform.createUser();
    const now = iso(platform.clock.now());
    const insert = platform.ctx.db.prepare(
      "INSERT INTO payments (user_id, action, state, amount_cents, currency, method_id, brand, system_name, idempotency_key, request_hash, created_at, finished_at) VALUES (?, 'deposit', ?, ?, 'EUR', 'card', 'visa', 'sandbox', ?, 'h', ?, ?)",
    );
    insert.run(userId, 'succeeded', 300000, 'k1', now, now);
    insert.run(userId, 'declined', 300000, 'k2', now, now);
    insert.run(userId, 'succeeded', 300000, 'k3', '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z');
    const { body } = await platform.clientAs(userId).get('/jam/vip_status_progress');
    expect(body.depositAmountCents).toBe(300000);
    expect(body.overallProgress).toBe(25);
  });
});
