/**
 * Promo codes and coupons over HTTP (docs/api/bonuses.md "Player routes", platform/bonuses/codes.ts):
 * bad input, unknown codes, per-player once, usage limit, validity window, group targeting,
 * currency, bonuses turned off, deposit codes applied at the next deposit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponAnswer, PromoCodeAnswer } from '../../sdk/api/schemas/bonuses.ts';
import { defineCampaign, type CampaignDefinition } from '../../platform/bonuses/campaigns.ts';
import { advertisedCampaigns, demoCampaigns } from '../../platform/bonuses/seed.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { bonuses, deposit } from './bonuses-setup.ts';

const promo = () => demoCampaigns().find(([key]) => key === 'demo-promo')![1];

describe('promo codes and coupons', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  const define = (key: string, overrides: Partial<CampaignDefinition>) => defineCampaign(platform.ctx, key, { ...promo(), ...overrides });

  it('answers bad input with 422 {errors: {code}} and explains each refusal', async () => {
    const client = platform.clientAs(platform.createUser());
    const blank = await client.post('/api/v2/bonuses/promo-code', { code: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ code: ["can't be blank"] });
    expect((await client.post('/api/v2/bonuses/promo-code', {})).body.errors.code).toEqual(["can't be blank"]);
    const unknown = await client.post('/api/v2/bonuses/promo-code', { code: 'NOPE-123' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { code: ['This code does not exist'] }, code: 'code_unknown' });
    // A coupon is not a promo code.
    expect((await client.post('/api/v2/bonuses/promo-code', { code: 'LUCKY5' })).body.errors.code).toEqual(['This code does not exist']);
    expect((await platform.client().post('/api/v2/bonuses/promo-code', { code: 'BONUS10' })).status).toBe(401);
  });

  it('answers 429 after 10 refused codes of one player in 15 minutes, even for a right code, then lets them try again', async () => {
    const client = platform.clientAs(platform.createUser());
    for (let guess = 0; guess < 6; guess++) expect((await client.post('/api/v2/bonuses/promo-code', { code: `GUESS-${guess}` })).status).toBe(422);
    for (let guess = 0; guess < 4; guess++) expect((await client.post('/api/bonuses/coupon', { coupon_code: `GUESS-C${guess}` })).body.status).toBe('failed_to_activate');
    const blocked = await client.post('/api/v2/bonuses/promo-code', { code: 'BONUS10' });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'LUCKY5' })).status).toBe(429);
    // Another player (same address, far below its limit) is not held back.
    const other = platform.clientAs(platform.createUser());
    expect((await other.post('/api/v2/bonuses/promo-code', { code: 'BONUS10' })).status).toBe(200);
    platform.clock.advance(15 * 60_000 + 1);
    expect((await client.post('/api/v2/bonuses/promo-code', { code: 'BONUS10' })).status).toBe(200);
  });

  it('issues a promo code once per player, as an issued bonus in the player’s locale', async () => {
    const userId = platform.createUser({ language: 'it' });
    const client = platform.clientAs(userId);
    const first = await client.post('/api/v2/bonuses/promo-code', { code: 'bonus10' });
    expect(first.status).toBe(200);
    expect(PromoCodeAnswer.safeParse(first.body).success).toBe(true);
    expect(first.body).toMatchObject({ bonus_type: 'bonus', name: 'Bonus codice promo: 10 EUR per giocare' });
    const [bonus] = await bonuses(client);
    expect(bonus).toMatchObject({ id: Number(first.body.bonus_id), stage: 'issued', amount_cents: 1000, amount_wager_requirement_cents: 30_000, activatable: true, strategy: 'promo_code' });
    const again = await client.post('/api/v2/bonuses/promo-code', { code: 'BONUS10' });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { code: ['You have already used this code'] }, code: 'code_used' });
    expect(await bonuses(client)).toHaveLength(1);
  });

  it('honours the validity window, the audience groups, the currency and the player’s bonus setting', async () => {
    const now = platform.clock.now();
    define('code-later', { code: 'LATER1', window: { starts_at: new Date(now + 86_400_000).toISOString(), ends_at: null, weekdays: [] } });
    define('code-over', { code: 'OVER1', window: { starts_at: null, ends_at: new Date(now - 1).toISOString(), weekdays: [] } });
    define('code-vip', { code: 'VIPONLY', audience: { group_ids: [259] } });
    define('code-usd', { code: 'USDONLY', amount_cents: { USD: 1000 } });
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    const reason = async (code: string) => (await client.post('/api/v2/bonuses/promo-code', { code })).body.errors?.code?.[0];
    expect(await reason('LATER1')).toBe('This code is not valid yet');
    expect(await reason('OVER1')).toBe('This code has expired');
    expect(await reason('VIPONLY')).toBe('This code is not available for your account');
    expect(await reason('USDONLY')).toBe('This code is not available in your currency');
    platform.ctx.db.prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 259, ?)').run(userId, new Date(now).toISOString());
    expect((await client.post('/api/v2/bonuses/promo-code', { code: 'VIPONLY' })).status).toBe(200);

    const off = platform.createUser({ can_issue_bonuses: 0 });
    const refused = await platform.clientAs(off).post('/api/v2/bonuses/promo-code', { code: 'BONUS10' });
    expect(refused.body).toMatchObject({ code: 'bonuses_disabled' });
  });

  it('stops at the usage limit', async () => {
    define('code-two', { code: 'TWOONLY', usage_limit: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await platform.clientAs(platform.createUser()).post('/api/v2/bonuses/promo-code', { code: 'TWOONLY' }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 422]);
    expect(answers[2]!.body.errors.code).toEqual(['This code has been fully redeemed']);
  });

  it('stores a deposit code and applies it at the next qualifying deposit, then clears it', async () => {
    const [, welcome2] = advertisedCampaigns()[1]!;
    defineCampaign(platform.ctx, 'deposit-code-200', { ...welcome2, kind: 'deposit', code: 'DEP200', group_key: 'deposit-code', deposit: { number: null, min_cents: { EUR: 5000 }, percent: 200, max_cents: { EUR: 20_000 } }, freespins: null });
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    const stored = await client.post('/api/v2/bonuses/promo-code', { code: 'dep200' });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ bonus_id: 'deposit-code-200', bonus_type: 'deposit' });
    expect((await client.get('/api/player')).body.deposit_bonus_code).toBe('deposit-code-200');
    // Below its minimum: the default offer (welcome-1) applies instead and the code stays.
    await deposit(client, 2000);
    expect((await bonuses(client)).map((b) => [b.group_key, b.amount_cents])).toEqual([['welcome', 2000]]);
    expect((await client.get('/api/player')).body.deposit_bonus_code).toBe('deposit-code-200');
    await deposit(client, 6000);
    expect((await bonuses(client)).map((b) => [b.group_key, b.amount_cents, b.stage])).toEqual([['deposit-code', 12_000, 'wait'], ['welcome', 2000, 'handle_bets']]);
    expect((await client.get('/api/player')).body.deposit_bonus_code).toBeNull();
    expect((await client.post('/api/v2/bonuses/promo-code', { code: 'DEP200' })).body.code).toBe('code_used');
  });

  it('coupons answer with a status', async () => {
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    const blank = await client.post('/api/bonuses/coupon', {});
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ coupon_code: ["can't be blank"] });
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'NOPE-1' })).body).toEqual({ status: 'failed_to_activate', message: 'This code does not exist' });
    const activated = await client.post('/api/bonuses/coupon', { coupon_code: 'lucky5' });
    expect(CouponAnswer.safeParse(activated.body).success).toBe(true);
    expect(activated.body).toEqual({ status: 'successfully_activated' });
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'LUCKY5' })).body).toEqual({ status: 'already_activated', message: 'You have already used this code' });
    const [bonus] = await bonuses(client);
    // The coupon's campaign activates at issue: no other bonus is being wagered, so it is.
    expect(bonus).toMatchObject({ stage: 'handle_bets', amount_cents: 500, amount_wager_requirement_cents: 10_000, strategy: 'coupon' });
  });
});
