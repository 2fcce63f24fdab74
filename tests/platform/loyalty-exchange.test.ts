/**
 * The loyalty shop over HTTP and the real socket (docs/api/loyalty.md): rate cards of every type in
 * the wire shape and the viewer's locale and currency; points earned by real provider bets and
 * exchanged for each type, the reward landing (free spins then played on the game); the refusals
 * (not enough points, unknown group, wrong currency, bonuses off, multi-account); concurrent
 * exchanges never overspend; an idempotent retry issues nothing twice; comps_award on the socket.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MoneyRateCards, RateCards } from '../../sdk/api/schemas/loyalty.ts';
import { ExchangeResult } from '../../sdk/api/schemas/loyalty-exchange.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { SEEDED_CARDS } from '../../platform/loyalty/seed.ts';
import { EARN_PUBLISH_EVERY_MS } from '../../platform/loyalty/publish.ts';
import { openReal } from './provider-setup.ts';
import type { ApiClient } from './harness.ts';
import type { BonusWorld } from './bonuses-setup.ts';
import { newPlayer, socketWorld } from './competitions-setup.ts';
import { earnPoints } from './lotteries-setup.ts';
import { RawClient, until } from './realtime-helpers.ts';

const open: RawClient[] = [];
async function subscribed(client: ApiClient, channels: string[]): Promise<RawClient> {
  const { body } = await client.get('/api/player/settings');
  const raw = await RawClient.open(body.cent.url);
  open.push(raw);
  expect((await raw.connect(body.cent.token)).connect).toBeTruthy();
  for (const channel of channels) expect((await raw.call({ subscribe: { channel } })).error).toBeUndefined();
  return raw;
}

const exchange = (client: ApiClient, type: string, body: Record<string, unknown>, key: string = randomUUID()) =>
  client.post(`/api/comp_points/exchange/${type}`, { exchange: body }, { 'Idempotency-Key': key });

describe('loyalty shop', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(() => bw.close());
  afterEach(() => {
    for (const raw of open.splice(0)) raw.close();
  });
  const platform = () => bw.world.platform;
  const db = () => platform().ctx.db;
  const points = async (client: ApiClient) => (await client.get('/api/player/comp_points')).body as { chargeable: { points: number }; persistent: { points: number } };

  it('serves every type’s cards in the wire shape: all to a visitor, the player’s currency to a player, titles in the locale; every seeded card is claimable', async () => {
    const guest = platform().client();
    const money = z.parse(MoneyRateCards, (await guest.get('/api/comp_points/rates/money?l=de')).body);
    expect(money.map((card) => card.group)).toEqual(['shop_cash_5', 'shop_bonus_20']);
    expect(money[0]!.title).toBe('Bargeld 5');
    expect(money[0]!.rates.length).toBeGreaterThan(5);
    for (const type of ['freespins', 'lootboxes', 'special']) {
      const cards = z.parse(RateCards, (await guest.get(`/api/comp_points/rates/${type}`)).body);
      expect(cards.length, type).toBeGreaterThan(0);
    }
    const fs = z.parse(RateCards, (await guest.get('/api/comp_points/rates/freespins?l=fr-CA')).body);
    expect(fs[0]).toMatchObject({ group: 'shop_fs_starter', title: '5 tours gratuits', rate: { points: 2, freespins_count: 5 }, wager: 30 });
    const player = newPlayer(bw, 'CAD');
    const mine = z.parse(MoneyRateCards, (await player.client.get('/api/comp_points/rates/money')).body);
    expect(mine.every((card) => card.rates.length === 1 && card.rates[0]!.currency === 'CAD')).toBe(true);
    // Claimable: the free-spin games exist, every card names the supported currencies.
    const games = catalogueOf(db()).byIdentifier;
    for (const [group, card] of SEEDED_CARDS) {
      const named = card.type === 'freespins' ? card.games : card.type === 'special' ? (card.freespins?.games ?? []) : [];
      for (const game of named) expect(games.has(game), `${group}: ${game}`).toBe(true);
    }
  });

  it('points earned by real bets buy free spins that are played on the game at once; comps_award follows on the socket', async () => {
    const player = newPlayer(bw);
    const socket = await subscribed(player.client, [`comps_award#${player.id}`]);
    const table = await player.table();
    await table.round(1_000, 0);
    await table.round(1_000, 0);
    expect((await points(player.client)).chargeable.points).toBe(2);
    // Earning pushes arrive (throttled to one per window, the last change never dropped).
    await until(() => socket.pushes(`comps_award#${player.id}`).some((push) => push.pub.data.persistent.points === 2), EARN_PUBLISH_EVERY_MS + 3_000, 'earned push');

    const answer = await exchange(player.client, 'freespins', { points: 2, group: 'shop_fs_starter', currency: 'EUR' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = z.parse(ExchangeResult, answer.body);
    expect(result.exchange).toMatchObject({ exchanged: true, quantity: 1, points: 2, type: 'freespins' });
    expect(result.comp_points).toEqual({ chargeable: { points: 0 }, persistent: { points: 2 } });
    await until(() => socket.pushes(`comps_award#${player.id}`).some((push) => push.pub.data.chargeable.points === 0), 3_000, 'exchange push');

    const packs = (await player.client.get('/api/player/freespins')).body as any[];
    expect(packs[0]).toMatchObject({ id: result.exchange.freespins_id, stage: 'activated', freespins_total: 5 });
    const game = packs[0].games[0] as string;
    const token = await openReal(bw.world as any, player.id, game);
    for (let round = 1; round <= 5; round++) {
      platform().clock.advance(3_000);
      const spin = await platform().client().post('/provider/round', { token, stake_cents: 100 });
      expect(spin.status, JSON.stringify(spin.body)).toBe(200);
      expect(spin.body).toMatchObject({ free_round: true });
    }
    const pack = db().prepare('SELECT stage, freespins_performed FROM player_freespins WHERE id = ?').get(result.exchange.freespins_id);
    expect(pack).toEqual({ stage: 'finished', freespins_performed: 5 });
    // The exchange told the player (the notifications producer).
    expect(db().prepare("SELECT COUNT(*) FROM notifications WHERE user_id = ? AND kind = 'exchange_done'").pluck().get(player.id)).toBe(1);
  });

  it('cash without wager is one ledger transfer; with wager it is bonus money; a quantity multiplies it', async () => {
    const player = newPlayer(bw);
    earnPoints(platform(), player.id, 2_000);
    const before = db().prepare("SELECT balance_cents FROM ledger_accounts WHERE user_id = ? AND currency = 'EUR' AND kind = 'real'").pluck().get(player.id) as number;
    const cash = await exchange(player.client, 'money', { points: 1_000, group: 'shop_cash_5', currency: 'EUR' });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    expect(cash.body.exchange).toMatchObject({ quantity: 2, amount_cents: 1_000 });
    const after = db().prepare("SELECT balance_cents FROM ledger_accounts WHERE user_id = ? AND currency = 'EUR' AND kind = 'real'").pluck().get(player.id) as number;
    expect(after - before).toBe(1_000);
    expect(db().prepare("SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'comp_points_exchange' AND reference LIKE ?").pluck().get(`loyalty:${player.id}:%`)).toBe(1);

    const bonus = await exchange(player.client, 'money', { points: 1_000, group: 'shop_bonus_20', currency: 'EUR' });
    expect(bonus.status, JSON.stringify(bonus.body)).toBe(200);
    const row = db().prepare('SELECT amount_cents, wager_requirement_cents, source FROM player_bonuses WHERE id = ?').get(bonus.body.exchange.bonus_id);
    expect(row).toEqual({ amount_cents: 2_000, wager_requirement_cents: 10_000, source: 'comp_points' });
    expect((await points(player.client)).chargeable.points).toBe(0);
  });

  it('a lootbox and the special bundle land through their engines', async () => {
    const player = newPlayer(bw);
    earnPoints(platform(), player.id, 750);
    const box = await exchange(player.client, 'lootboxes', { points: 150, group: 'shop_lootbox', currency: 'EUR' });
    expect(box.status, JSON.stringify(box.body)).toBe(200);
    const boxes = db().prepare("SELECT stage, source FROM player_lootboxes WHERE user_id = ?").all(player.id);
    expect(boxes).toEqual([{ stage: 'issued', source: 'exchange' }]);
    const special = await exchange(player.client, 'special', { points: 600, group: 'shop_special_bundle', currency: 'EUR' });
    expect(special.status, JSON.stringify(special.body)).toBe(200);
    expect(special.body.exchange.bonus_id).toBeGreaterThan(0);
    expect(special.body.exchange.freespins_id).toBeGreaterThan(0);
    expect(db().prepare('SELECT max_win_cents FROM player_bonuses WHERE id = ?').pluck().get(special.body.exchange.bonus_id)).toBe(10_000);
  });

  it('refuses with clear 422s and spends nothing: not enough points, unknown group, another type’s group, wrong currency, not a whole card, bonuses off, multi-account', async () => {
    const player = newPlayer(bw);
    earnPoints(platform(), player.id, 3);
    const refused = async (type: string, body: Record<string, unknown>, code: string) => {
      const answer = await exchange(player.client, type, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.code ?? answer.body.error, JSON.stringify(answer.body)).toBe(code);
    };
    await refused('freespins', { points: 100, group: 'shop_fs_20' }, 'not_enough_points');
    await refused('freespins', { points: 2, group: 'nope' }, 'unknown_group');
    await refused('money', { points: 2, group: 'shop_fs_starter' }, 'unknown_group');
    await refused('freespins', { points: 2, group: 'shop_fs_starter', currency: 'USD' }, 'wrong_currency');
    await refused('freespins', { points: 3, group: 'shop_fs_starter' }, 'invalid_points');
    await player.client.patch('/api/player/update_bonus_settings', { can_issue: false });
    await refused('freespins', { points: 2, group: 'shop_fs_starter' }, 'bonuses_disabled');
    await player.client.patch('/api/player/update_bonus_settings', { can_issue: true });
    db().prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 100, ?)').run(player.id, new Date().toISOString());
    await refused('freespins', { points: 2, group: 'shop_fs_starter' }, 'multi_account');
    db().prepare('DELETE FROM user_groups WHERE user_id = ? AND group_id = 100').run(player.id);
    expect((await points(player.client)).chargeable.points).toBe(3);
    expect((await exchange(player.client, 'freespins', { points: 2, group: 'shop_fs_starter' })).status).toBe(200);
    expect((await platform().client().post('/api/comp_points/exchange/freespins', { exchange: { points: 2, group: 'shop_fs_starter' } })).status).toBe(401);
  });

  it('concurrent exchanges never overspend, and a retry with the same key issues nothing twice', async () => {
    const player = newPlayer(bw);
    earnPoints(platform(), player.id, 5);
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(player.client, 'freespins', { points: 2, group: 'shop_fs_starter' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.code === 'not_enough_points')).toBe(true);
    expect((await points(player.client)).chargeable.points).toBe(1);

    earnPoints(platform(), player.id, 1);
    const key = randomUUID();
    const first = await exchange(player.client, 'freespins', { points: 2, group: 'shop_fs_starter' }, key);
    const retry = await exchange(player.client, 'freespins', { points: 2, group: 'shop_fs_starter' }, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(first.body.exchange.exchanged).toBe(true);
    expect(retry.body.exchange.exchanged).toBe(false);
    expect((await points(player.client)).chargeable.points).toBe(0);
    expect(db().prepare('SELECT COUNT(*) FROM player_freespins WHERE user_id = ?').pluck().get(player.id)).toBe(3);
  });
});
