/**
 * Issue 11 M2: deposit, wager and loss limits are the player's across every wallet
 * (docs/api/wallet-payments-limits.md "Limits across currencies"): activity in any currency counts,
 * converted at the platform's rates (platform/info/exchange-rates.ts) into each limit amount's
 * currency. Over real HTTP: payments, the limits list and the signed seamless-wallet API.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { convertCents } from '../../platform/info/exchange-rates.ts';
import { limitCheck } from '../../platform/limits/check.ts';
import { transfer } from '../../platform/wallet/service.ts';
import type { ApiClient } from './harness.ts';
import { providerWorld, type ProviderWorld } from './provider-setup.ts';

const CARD = { number: '4242424242424242', expiry: '12/49', cvv: '123' };
let world: ProviderWorld;
let keys = 0;

beforeAll(async () => {
  world = await providerWorld();
});
afterAll(async () => world?.close());

const deposit = (client: ApiClient, amount_cents: number, currency: string) =>
  client.post('/api/player/payments/deposit', { amount_cents, currency, payment_method: 'visa_mastercard', card: CARD, idempotency_key: `currencies-${++keys}` });

describe('money limits across currencies', () => {
  it('a EUR deposit limit counts USD deposits, converted', async () => {
    const userId = world.platform.createUser();
    const { platform: client } = world.login(userId);
    expect((await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 10_000 }] })).status).toBe(201);
    expect((await deposit(client, 6_000, 'EUR')).status).toBe(201);

    const over = await deposit(client, 5_000, 'USD'); // 46.30 EUR: 106.30 EUR in all
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('limit_reached');
    expect((await deposit(client, 4_000, 'USD')).status).toBe(201); // 37.04 EUR: 97.04 EUR in all

    const [limit] = (await client.get('/api/user_limits')).body;
    expect(limit.accounts).toEqual([expect.objectContaining({ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 6_000 + convertCents(4_000, 'USD', 'EUR') })]);
    expect(limit.accounts[0].current_value_amount_cents).toBe(9_704);
  });

  it('a limit with amounts in two currencies: each applies to everything, the strictest decides', async () => {
    const userId = world.platform.createUser();
    const { platform: client } = world.login(userId);
    const accounts = [{ currency: 'EUR', amount_cents: 10_000 }, { currency: 'USD', amount_cents: 5_000 }];
    expect((await client.post('/api/user_limits', { type: 'deposit', period: 'week', accounts })).status).toBe(201);
    expect((await deposit(client, 5_000, 'EUR')).body.code).toBe('limit_reached'); // 54.00 USD > 50.00 USD
    expect((await deposit(client, 4_600, 'EUR')).status).toBe(201); // 49.68 USD
    const [limit] = (await client.get('/api/user_limits')).body;
    expect(limit.accounts.map((a: { currency: string; current_value_amount_cents: number }) => [a.currency, a.current_value_amount_cents])).toEqual([
      ['EUR', 4_600],
      ['USD', 4_968],
    ]);
  });

  it('a EUR wager limit stops bets from the USD wallet (seamless wallet)', async () => {
    const game = catalogueOf(world.platform.ctx.db).games.find((g) => g.currencies.has('USD') && g.currencies.has('EUR') && !['driftwood', 'kestrel', 'velvet-crown', 'umbra'].includes(g.provider));
    expect(game).toBeDefined();
    const userId = world.platform.createUser();
    world.fund(userId, 100_000, 'EUR');
    world.fund(userId, 100_000, 'USD');
    const login = world.login(userId);
    expect((await login.platform.post('/api/user_limits', { type: 'wager', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 5_000 }] })).status).toBe(201);

    const open = async (currency: string) => {
      const launch = await login.provider.post('/api/games/launch', { identifier: game!.identifier, mode: 'real', currency });
      expect(launch.status, JSON.stringify(launch.body)).toBe(200);
      expect((await world.client().get(launch.body.url)).status).toBe(200);
      return (amount_cents: number) => world.wallet('bet', { token: launch.body.token, game: game!.identifier, currency, round_id: randomUUID(), transaction_id: randomUUID(), amount_cents });
    };
    const betEur = await open('EUR');
    const betUsd = await open('USD');
    expect((await betEur(4_000)).status).toBe(200);
    const refused = await betUsd(2_000); // 18.52 EUR: 58.52 EUR wagered
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'limit_reached', currency: 'USD', balance_cents: 100_000 });
    expect((await betUsd(1_000)).status).toBe(200); // 9.26 EUR: 49.26 EUR wagered
    expect((await betEur(100)).body.code).toBe('limit_reached');
    const [limit] = (await login.platform.get('/api/user_limits')).body;
    expect(limit.accounts[0].current_value_amount_cents).toBe(4_000 + convertCents(1_000, 'USD', 'EUR'));
  });

  it('coin amounts add up before they are converted: 200 one-satoshi losses are not 200 roundings to zero', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 1_000_000, 'BTC');
    const { platform: client } = world.login(userId);
    expect((await client.post('/api/user_limits', { type: 'loss', period: 'day', accounts: [{ currency: 'USD', amount_cents: 100 }] })).status).toBe(201);
    expect(convertCents(1, 'BTC', 'USD')).toBe(0);
    for (let i = 0; i < 200; i++) {
      transfer(world.platform.ctx, { debit: { userId, kind: 'real' }, credit: { system: 'house:games' }, amount_cents: 1, currency: 'BTC', kind: 'bet', idempotencyKey: `dust-${userId}-${i}` });
    }
    const [limit] = (await client.get('/api/user_limits')).body;
    expect(limit.accounts[0].current_value_amount_cents).toBe(convertCents(200, 'BTC', 'USD')); // 13 cents
    expect(limit.accounts[0].current_value_amount_cents).toBe(13);
    expect(limitCheck(world.platform.ctx, userId, { kind: 'bet', currency: 'BTC', amount_cents: 1_000 })).toEqual({ ok: true }); // 65 cents more: 78
    expect(limitCheck(world.platform.ctx, userId, { kind: 'bet', currency: 'BTC', amount_cents: 2_000 })).toMatchObject({ ok: false, reason: 'limit_reached' }); // 130 more
  });
});
