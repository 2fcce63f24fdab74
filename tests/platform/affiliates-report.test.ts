import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../../platform/wallet/service.ts';
import { deposit, PENDING_CARD, table } from './bonuses-setup.ts';
import { completeInSandbox } from './sandbox-helpers.ts';
import { startPlatform, type ApiClient } from './harness.ts';
import { affiliateWorld, deposited, type AffiliateWorld } from './affiliates-helpers.ts';

/**
 * Affiliate attribution end to end on the real platform over HTTP (platform/affiliates/, docs/api/affiliates.md):
 * clicks from /log_utm_set, the first-touch attribution at registration from the casino's cookies,
 * UTM from /log_utm_send, deposits with the first marked, net gaming revenue from the ledger, and
 * the operator report's figures against the expectation computed from what the test did.
 */
describe('affiliate attribution and the operator report', () => {
  let aw: AffiliateWorld;
  let alice: { client: ApiClient; userId: number };
  let bob: { client: ApiClient; userId: number };
  const click = (body: Record<string, unknown>) => aw.world.platform.client().post('/log_utm_set', { utmMetrics: {}, ...body });
  const attribution = (userId: number) => aw.world.platform.ctx.db.prepare('SELECT stag, affb_id, utm FROM affiliate_attributions WHERE user_id = ?').get(userId) as Record<string, string | null> | undefined;

  beforeAll(async () => {
    aw = await affiliateWorld();
  });
  afterAll(() => aw.close());

  it('a landing with a stag is a click; one without is telemetry only; malformed input is a 422', async () => {
    expect((await click({ stag: 'partner_a', affb_id: '555', utmMetrics: { utm_source: 'news', utm_campaign: 'winter' } })).status).toBe(204);
    expect((await click({ stag: 'partner_a' })).status).toBe(204);
    expect((await click({ stag: 'partner-b' })).status).toBe(204);
    expect((await click({ utmMetrics: { utm_source: 'plain' } })).status).toBe(204);
    const bad = await click({ stag: 'no spaces<script>' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['stag']);
    expect((await click({ stag: 'partner_a', affb_id: 'abc' })).status).toBe(422);
    expect((await click({ stag: 'x'.repeat(65) })).status).toBe(422);
    const clicks = aw.world.platform.ctx.db.prepare('SELECT stag, affb_id, utm FROM affiliate_clicks ORDER BY id').all();
    expect(clicks).toEqual([
      { stag: 'partner_a', affb_id: '555', utm: JSON.stringify({ utm_source: 'news', utm_campaign: 'winter' }) },
      { stag: 'partner_a', affb_id: null, utm: null },
      { stag: 'partner-b', affb_id: null, utm: null },
    ]);
  });

  it('registration records the stag and affb_id cookies once; a player without them is not attributed', async () => {
    alice = await aw.register({ stag: 'partner_a', affb_id: '555' });
    bob = await aw.register({ stag: 'partner-b', affb_id: '122' });
    const organic = await aw.register();
    const malformed = await aw.register({ stag: 'bad stag!', affb_id: '241' });
    expect(attribution(alice.userId)).toEqual({ stag: 'partner_a', affb_id: '555', utm: null });
    expect(attribution(bob.userId)).toEqual({ stag: 'partner-b', affb_id: '122', utm: null });
    expect(attribution(organic.userId)).toBeUndefined();
    // A malformed stag is ignored; the affb_id alone is recorded (the report lists stags only).
    expect(attribution(malformed.userId)).toEqual({ stag: null, affb_id: '241', utm: null });
  });

  it('without cookies, the sign-up’s X-Casino-Affiliate header (this visit’s landing) attributes; cookies win over it', async () => {
    const header = (value: string) => ({ 'X-Casino-Affiliate': value });
    const noCookies = await aw.register({}, header('stag=partner_h&affb_id=777'));
    expect(attribution(noCookies.userId)).toEqual({ stag: 'partner_h', affb_id: '777', utm: null });
    const both = await aw.register({ stag: 'partner_cookie' }, header('stag=partner_h'));
    expect(attribution(both.userId)).toEqual({ stag: 'partner_cookie', affb_id: null, utm: null });
    const malformed = await aw.register({}, header('stag=bad%20tag&affb_id=x1'));
    expect(attribution(malformed.userId)).toBeUndefined();
  });

  it('first touch: a later landing with another stag and new cookies never move the player; UTM is filled once', async () => {
    alice.client.cookies.set('stag', 'partner-b');
    expect((await alice.client.post('/log_utm_set', { utmMetrics: { utm_source: 'later' }, stag: 'partner-b' })).status).toBe(204);
    expect((await alice.client.post('/log_utm_send', { utmMetrics: { utm_source: 'news', utm_medium: 'email', utm_term: null } })).status).toBe(204);
    expect((await alice.client.post('/log_utm_send', { utmMetrics: { utm_source: 'other' } })).status).toBe(204);
    expect(attribution(alice.userId)).toEqual({ stag: 'partner_a', affb_id: '555', utm: JSON.stringify({ utm_source: 'news', utm_medium: 'email' }) });
    // A guest's /log_utm_send is telemetry only.
    expect((await aw.world.platform.client().post('/log_utm_send', { utmMetrics: { utm_source: 'guest' } })).status).toBe(204);
    expect((await alice.client.post('/log_utm_send', { utmMetrics: { utm_source: 5 } })).status).toBe(422);
  });

  it('every succeeded deposit of an attributed player is recorded with its stag, the first one marked', async () => {
    const first = await deposited(alice.client, 2_500);
    const second = await deposited(alice.client, 1_000);
    const bobs = await deposited(bob.client, 4_000);
    const rows = aw.world.platform.ctx.db.prepare('SELECT payment_id, user_id, stag, amount_cents, currency, first FROM affiliate_deposits ORDER BY payment_id').all();
    expect(rows).toEqual([
      { payment_id: first, user_id: alice.userId, stag: 'partner_a', amount_cents: 2_500, currency: 'EUR', first: 1 },
      { payment_id: second, user_id: alice.userId, stag: 'partner_a', amount_cents: 1_000, currency: 'EUR', first: 0 },
      { payment_id: bobs, user_id: bob.userId, stag: 'partner-b', amount_cents: 4_000, currency: 'EUR', first: 1 },
    ]);
  });

  it('the report: clicks, registrations, first deposits, deposits and NGR per stag, exactly', async () => {
    // Alice plays through the provider's signed wallet calls: bets 500 (won 200), 300 (lost), 100 (rolled back).
    const game = await table({ world: aw.world, slot: aw.slot, live: aw.slot, close: async () => undefined }, alice.userId);
    const first = await game.bet(500);
    expect(first.status).toBe(200);
    expect((await game.win(first, 200)).status).toBe(200);
    expect((await game.round(300, 0)).status).toBe(200);
    const refunded = await game.bet(100);
    expect((await game.rollback(refunded)).status).toBe(200);
    // A bonus of 1,000 of which 700 was taken back: 300 of bonus cost.
    const ctx = aw.world.platform.ctx;
    transfer(ctx, { debit: { system: 'house:bonuses' }, credit: { userId: alice.userId, kind: 'bonus' }, amount_cents: 1_000, currency: 'EUR', kind: 'bonus_credit', idempotencyKey: 'aff-test-bonus' });
    transfer(ctx, { debit: { userId: alice.userId, kind: 'bonus' }, credit: { system: 'house:bonuses' }, amount_cents: 700, currency: 'EUR', kind: 'bonus_forfeit', idempotencyKey: 'aff-test-forfeit' });

    const expectedBets = 500 + 300 + 100 - 100;
    const expectedWins = 200;
    const expectedBonusCosts = 1_000 - 700;
    const answer = await aw.report('from=2026-11-21&to=2026-11-21');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      from: '2026-11-21T00:00:00.000Z',
      to: '2026-11-22T00:00:00.000Z',
      stags: [
        {
          stag: 'partner-b',
          clicks: 2,
          registrations: 1,
          first_deposits: 1,
          deposits: 1,
          currencies: [{ currency: 'EUR', first_deposits: 1, first_deposits_cents: 4_000, deposits: 1, deposits_cents: 4_000, bets_cents: 0, wins_cents: 0, bonus_costs_cents: 0, ngr_cents: 0 }],
        },
        {
          stag: 'partner_a',
          clicks: 2,
          registrations: 1,
          first_deposits: 1,
          deposits: 2,
          currencies: [
            {
              currency: 'EUR',
              first_deposits: 1,
              first_deposits_cents: 2_500,
              deposits: 2,
              deposits_cents: 3_500,
              bets_cents: expectedBets,
              wins_cents: expectedWins,
              bonus_costs_cents: expectedBonusCosts,
              ngr_cents: expectedBets - expectedWins - expectedBonusCosts,
            },
          ],
        },
        { stag: 'partner_cookie', clicks: 0, registrations: 1, first_deposits: 0, deposits: 0, currencies: [] },
        { stag: 'partner_h', clicks: 0, registrations: 1, first_deposits: 0, deposits: 0, currencies: [] },
      ],
    });
    const one = await aw.report('from=2026-11-21T00:00:00Z&to=2026-11-22T00:00:00Z&stag=partner-b');
    expect(one.body.stags.map((row: { stag: string }) => row.stag)).toEqual(['partner-b']);
  });

  it('events count in their own period', async () => {
    aw.world.platform.clock.advance(2 * 86_400_000);
    expect((await click({ stag: 'partner_a' })).status).toBe(204);
    const later = await aw.report('from=2026-11-23&to=2026-11-23');
    expect(later.body.stags).toEqual([{ stag: 'partner_a', clicks: 1, registrations: 0, first_deposits: 0, deposits: 0, currencies: [] }]);
    const before = await aw.report('from=2026-11-21&to=2026-11-22');
    expect(before.body.stags.find((row: { stag: string }) => row.stag === 'partner_a').clicks).toBe(2);
  });

  it('bad report input is a 422 naming the field', async () => {
    for (const [query, field] of [
      ['to=2026-11-21', 'from'],
      ['from=2026-13-01&to=2026-11-21', 'from'],
      ['from=yesterday&to=2026-11-21', 'from'],
      ['from=2026-11-21&to=2026-11-20', 'to'],
      ['from=2026-11-21&to=2026-11-21&stag=a%20b', 'stag'],
    ] as const) {
      const answer = await aw.report(query);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors), query).toContain(field);
    }
  });

  it('without the operator key: 401; with the API off: 404 as an absent route', async () => {
    const guest = await aw.world.platform.client().get('/api/operator/affiliates/report?from=2026-11-21&to=2026-11-21');
    expect(guest.status).toBe(401);
    const wrong = await aw.world.platform.client().get('/api/operator/affiliates/report?from=2026-11-21&to=2026-11-21', { Authorization: 'Bearer wrong' });
    expect(wrong.status).toBe(401);
    // A signed-in player is no operator either.
    expect((await alice.client.get('/api/operator/affiliates/report?from=2026-11-21&to=2026-11-21')).status).toBe(401);
    const off = await startPlatform();
    try {
      const absent = await off.client().get('/api/operator/affiliates/report?from=2026-11-21&to=2026-11-21', { Authorization: 'Bearer anything' });
      expect(absent.status).toBe(404);
      expect(absent.body).toEqual({ errors: { base: ['No route for GET /api/operator/affiliates/report'] }, code: 'not_found' });
    } finally {
      await off.close();
    }
  });
});

describe('a deposit that succeeds later', () => {
  let aw: AffiliateWorld;
  beforeAll(async () => {
    aw = await affiliateWorld();
  });
  afterAll(() => aw.close());

  it('counts when it settles: a declined one never does, the first succeeded one is the first', async () => {
    const { client, userId } = await aw.register({ stag: 'partner_late' });
    const declined = await deposit(client, 1_500, { card: PENDING_CARD });
    expect(declined.body.success).toBe(false);
    expect((await completeInSandbox(aw.world.platform.url, declined.body.id, 'declined')).status).toBe(303);
    const pending = await deposit(client, 2_000, { card: PENDING_CARD });
    const rows = () => aw.world.platform.ctx.db.prepare('SELECT payment_id, amount_cents, first FROM affiliate_deposits WHERE user_id = ?').all(userId);
    expect(rows()).toEqual([]);
    expect((await completeInSandbox(aw.world.platform.url, pending.body.id, 'succeeded')).status).toBe(303);
    expect(rows()).toEqual([{ payment_id: pending.body.id, amount_cents: 2_000, first: 1 }]);
    const later = await deposited(client, 1_700);
    expect(rows()).toEqual([
      { payment_id: pending.body.id, amount_cents: 2_000, first: 1 },
      { payment_id: later, amount_cents: 1_700, first: 0 },
    ]);
  });
});
