/**
 * Deposit bonuses over HTTP (docs/api/bonuses.md "Deposits", platform/bonuses/deposits.ts): the
 * welcome package by deposit number, minimum and caps, the Friday reload, the request's `bonus_id`
 * (an offer, `"none"`), `can_issue_bonuses`, declined offers, a later-settled deposit, replays, and
 * the offers listed for players and guests. The seeded campaigns are the CMS's advertised offers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositBonuses, Freespin } from '../../sdk/api/schemas/bonuses.ts';
import { defineCampaign } from '../../platform/bonuses/campaigns.ts';
import { advertisedCampaigns, perCurrency, WELCOME_FREESPINS_GAME } from '../../platform/bonuses/seed.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { bonuses, deposit, key, PENDING_CARD } from './bonuses-setup.ts';
import { completeInSandbox } from './sandbox-helpers.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';

const SATURDAY = '2026-11-21T12:00:00.000Z';
const FRIDAY = '2026-11-27T12:00:00.000Z';

describe('deposit bonuses', () => {
  let platform: TestPlatform;
  let publisher: MemoryPublisher;
  beforeAll(async () => {
    publisher = new MemoryPublisher();
    platform = await startPlatform({}, { publisher });
  });
  afterAll(() => platform.close());

  const freespinsOf = (userId: number) =>
    platform.ctx.db.prepare('SELECT freespins_total, games, bet_level_cents, stage, idempotency_key FROM player_freespins WHERE user_id = ? ORDER BY id').all(userId) as { freespins_total: number; games: string; bet_level_cents: number; stage: string }[];

  it('seeds the advertised welcome package: caps summing to EUR 1,500, 150 free spins on a real slot, every currency', () => {
    const welcome = advertisedCampaigns().filter(([key]) => key.startsWith('welcome-'));
    expect(welcome.reduce((sum, [, d]) => sum + (d.deposit?.max_cents.EUR ?? 0), 0)).toBe(150_000);
    expect(welcome.reduce((sum, [, d]) => sum + (d.freespins?.count ?? 0), 0)).toBe(150);
    expect(welcome.map(([, d]) => [d.deposit?.percent, d.deposit?.min_cents.EUR, d.wager_multiplier])).toEqual([[100, 2000, 40], [75, 2000, 40], [50, 2000, 40], [50, 2000, 40]]);
    expect(catalogueOf(platform.ctx.db).byIdentifier.get(WELCOME_FREESPINS_GAME)?.categories.has('slots')).toBe(true);
    expect(Object.keys(perCurrency(20)).sort()).toEqual(['ADA', 'AUD', 'BCH', 'BNB', 'BRL', 'BTC', 'CAD', 'DOG', 'ETH', 'EUR', 'GBP', 'INR', 'JPY', 'KZT', 'LTC', 'NOK', 'NZD', 'PLN', 'TRX', 'USD', 'USDC', 'USDT']);
    expect(perCurrency(20)).toMatchObject({ EUR: 2000, JPY: 3200, BTC: 33_000 });
  });

  it('gives the welcome package by deposit number (caps, free spins), nothing on a fifth deposit on a Saturday', async () => {
    platform.clock.set(SATURDAY);
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    for (const amount of [100_000, 100_000, 10_000, 100_000, 100_000]) expect((await deposit(client, amount)).status).toBe(201);
    const list = (await bonuses(client)).reverse();
    expect(list.map((b) => [b.group_key, b.amount_cents, b.amount_wager_requirement_cents])).toEqual([
      ['welcome', 50_000, 2_000_000],
      ['welcome', 40_000, 1_600_000],
      ['welcome', 5000, 200_000],
      ['welcome', 30_000, 1_200_000],
    ]);
    expect(list.map((b) => b.stage)).toEqual(['handle_bets', 'wait', 'wait', 'wait']);
    expect(freespinsOf(userId).map((f) => [f.freespins_total, JSON.parse(f.games)[0], f.bet_level_cents, f.stage])).toEqual([
      [50, WELCOME_FREESPINS_GAME, 20, 'issued'],
      [50, WELCOME_FREESPINS_GAME, 20, 'issued'],
      [25, WELCOME_FREESPINS_GAME, 20, 'issued'],
      [25, WELCOME_FREESPINS_GAME, 20, 'issued'],
    ]);
    const packs = publisher.published.filter((push) => push.channel === `freespins_changes#${userId}`);
    expect(packs).toHaveLength(4);
    expect(packs.every((push) => Freespin.safeParse(push.data).success)).toBe(true);
    assertLedgerConsistent(platform);
  });

  it('counts a deposit below the minimum as a deposit: it earns nothing and the next one is the second', async () => {
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    await deposit(client, 1500);
    expect(await bonuses(client)).toEqual([]);
    await deposit(client, 2000);
    expect((await bonuses(client)).map((b) => b.amount_cents)).toEqual([1500]); // 75 % of EUR 20
  });

  it('reloads on Fridays: 50 % up to EUR 200 with 50 free spins from EUR 30; not below it', async () => {
    platform.clock.set(FRIDAY);
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    for (let i = 0; i < 4; i++) await deposit(client, 2000);
    await deposit(client, 2500);
    expect(await bonuses(client)).toHaveLength(4);
    await deposit(client, 100_000);
    const [reload] = await bonuses(client);
    expect(reload).toMatchObject({ group_key: 'weekly_reload', amount_cents: 20_000, amount_wager_requirement_cents: 800_000 });
    expect(freespinsOf(userId).at(-1)).toMatchObject({ freespins_total: 50 });
    platform.clock.set(SATURDAY);
  });

  it('follows the request’s bonus_id: an offer by its id, "none", or an offer that does not qualify', async () => {
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    expect((await deposit(client, 5000, { bonus_id: 'none' })).status).toBe(201);
    expect(await bonuses(client)).toEqual([]);
    expect(platform.ctx.db.prepare('SELECT bonus_id FROM payments WHERE user_id = ?').pluck().get(userId)).toBe('none');
    // The second deposit: welcome-2 qualifies, the Friday reload does not on a Saturday.
    await deposit(client, 5000, { bonus_id: 'weekly-reload' });
    expect(await bonuses(client)).toEqual([]);
    await deposit(client, 5000, { bonus_id: 'welcome-3' });
    expect((await bonuses(client)).map((b) => b.amount_cents)).toEqual([2500]);
    const invalid = await deposit(client, 5000, { bonus_id: 'no spaces allowed' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.bonus_id).toEqual(['is invalid']);
  });

  it('gives no default offer when the player turned bonuses off or declined it', async () => {
    const off = platform.createUser({ can_issue_bonuses: 0 });
    await deposit(platform.clientAs(off), 5000);
    expect(await bonuses(platform.clientAs(off))).toEqual([]);

    const declining = platform.createUser();
    const client = platform.clientAs(declining);
    expect((await client.get('/api/bonuses/deposit')).body.map((offer: { id: string }) => offer.id)).toEqual(['welcome-1']);
    expect((await client.delete('/api/bonuses/deposit/welcome-1')).status).toBe(204);
    expect((await client.delete('/api/bonuses/deposit/nope')).status).toBe(404);
    expect((await client.get('/api/bonuses/deposit')).body).toEqual([]);
    await deposit(client, 5000);
    expect(await bonuses(client)).toEqual([]);
  });

  it('applies the bonus when a pending deposit settles later, once; a replayed request issues nothing more', async () => {
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    const body = { amount_cents: 4000, currency: 'EUR', payment_method: 'visa_mastercard', card: PENDING_CARD, idempotency_key: key() };
    const pending = await client.post('/api/player/payments/deposit', body);
    expect(pending.body.state).toBe('pending');
    expect(await bonuses(client)).toEqual([]);
    expect((await completeInSandbox(platform.url, pending.body.id)).status).toBe(303);
    expect((await bonuses(client)).map((b) => [b.amount_cents, b.stage])).toEqual([[4000, 'handle_bets']]);
    expect((await client.post('/api/player/payments/deposit', body)).status).toBe(200);
    const instant = { ...body, card: undefined, payment_method: 'skrill', idempotency_key: key() };
    expect((await client.post('/api/player/payments/deposit', instant)).status).toBe(201);
    expect((await client.post('/api/player/payments/deposit', instant)).status).toBe(200);
    expect((await bonuses(client)).map((b) => b.amount_cents)).toEqual([3000, 4000]);
    assertLedgerConsistent(platform);
  });

  it('lists offers: a guest sees first-deposit offers in every currency, a player the next one in theirs', async () => {
    const guest = await platform.client().get('/api/bonuses/deposit?l=fr-CA');
    expect(guest.status).toBe(200);
    expect(guest.body.map((offer: { id: string }) => offer.id)).toEqual(['welcome-1']);
    expect(DepositBonuses.safeParse(guest.body).success).toBe(true);
    const [offer] = guest.body;
    expect(offer.title).toBe('Forfait de bienvenue, 1er dépôt : bonus de 100 % + 50 tours gratuits');
    expect(offer.bonuses[0].conditions[0]).toMatchObject({ field: 'amount', type: 'min' });
    expect(offer.bonuses[0].conditions[0].value).toContainEqual({ currency: 'EUR', amount_cents: 2000 });
    expect(offer.bonuses[0].attributes).toContainEqual({ field: 'percent', value: 100 });
    expect(offer.bonuses[0].attributes).toContainEqual({ field: 'freespins_count', value: 50 });
    expect(offer.bonuses[0].result_bonus).toContainEqual({ field: 'wager', value: 40 });

    const userId = platform.createUser({ currency: 'USD' });
    const client = platform.clientAs(userId);
    platform.ctx.db.prepare("INSERT INTO payments (user_id, action, state, amount_cents, currency, method_id, brand, system_name, idempotency_key, request_hash, created_at) VALUES (?, 'deposit', 'succeeded', 5000, 'USD', 'skrill', 'skrill', 'Skrill', ?, 'x', ?)").run(userId, key(), SATURDAY);
    const next = await client.get('/api/bonuses/deposit');
    expect(next.body.map((o: { id: string }) => o.id)).toEqual(['welcome-2']);
    expect(next.body[0].bonuses[0].conditions[0].value).toEqual([{ currency: 'USD', amount_cents: perCurrency(20).USD }]);
    expect((await client.get('/api/bonuses/available_bonuses')).body).toEqual({ available_bonuses: true });
  });

  it('lists registration offers of registration campaigns, for guests too', async () => {
    expect((await platform.client().get('/api/bonuses/registration')).body).toEqual([]);
    const [, welcome1] = advertisedCampaigns()[0]!;
    defineCampaign(platform.ctx, 'sign-up-gift', { ...welcome1, kind: 'registration', deposit: null, amount_cents: { EUR: 500 }, freespins: null, group_key: 'registration' });
    const listed = await platform.client().get('/api/bonuses/registration');
    expect(listed.body.map((o: { id: string }) => o.id)).toEqual(['sign-up-gift']);
    expect(listed.body[0].bonuses[0].attributes).toContainEqual({ field: 'bonus_amount', value: [{ currency: 'EUR', amount_cents: 500 }] });
    const client = platform.clientAs(platform.createUser());
    expect((await client.delete('/api/bonuses/registration/sign-up-gift')).status).toBe(204);
    expect((await client.get('/api/bonuses/registration')).body).toEqual([]);
  });

  it('offers the welcome pack extra to group 131811 when chosen, as free spins only', async () => {
    const userId = platform.createUser();
    platform.ctx.db.prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 131811, ?)').run(userId, SATURDAY);
    const client = platform.clientAs(userId);
    expect((await client.get('/api/bonuses/deposit')).body.map((o: { id: string }) => o.id)).toEqual(['welcome-1', 'welcome_pack_extra']);
    await deposit(client, 2000, { bonus_id: 'welcome_pack_extra' });
    expect(await bonuses(client)).toEqual([]);
    expect(freespinsOf(userId).map((f) => f.freespins_total)).toEqual([50]);
  });
});
