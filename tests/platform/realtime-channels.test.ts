/**
 * Every realtime channel the platform publishes (docs/api/realtime.md "Channels": channel → producer
 * → this test), each received over the real socket by a real player whose actions go through the
 * real HTTP API and the signed provider wallet: nothing is published by the test itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJackpot } from '../../platform/jackpots/define.ts';
import { DEMO_PROMO_CODE } from '../../platform/bonuses/seed.ts';
import { PUBLIC_CHANNELS, USER_CHANNEL_NAMES } from '../../platform/realtime/channels.ts';
import { signBody, walletSecret, SIGNATURE_HEADER } from '../../platform/provider/signature.ts';
import { ApiClient, startPlatform, type TestPlatform } from './harness.ts';
import { OPERATOR_KEY, packDefinition } from './freespins-helpers.ts';
import { pickGames } from './provider-setup.ts';
import { RawClient, socketUrl, tokenFor, until } from './realtime-helpers.ts';

let platform: TestPlatform;
let socket: RawClient;
let userId: number;
let player: ApiClient;
let slot: string;

const received = (name: string) => socket.pushes(name.startsWith('public:') ? name : `${name}#${userId}`).map((push) => push.pub.data);
const arrives = async (name: string, match: (data: any) => boolean = () => true) => {
  await until(() => received(name).some(match), 5_000, name);
  return received(name).find(match);
};

async function wallet(op: string, body: unknown) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${platform.url}/provider/wallet/${op}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(walletSecret(platform.ctx), raw) },
    body: raw,
  });
  return { status: response.status, body: await response.json() };
}

let token = '';
const bet = (amount_cents: number, round = randomUUID()) => wallet('bet', { token, game: slot, currency: 'EUR', round_id: round, transaction_id: `${round}:bet`, amount_cents });
const win = (round: string, amount_cents: number) =>
  wallet('win', { token, game: slot, currency: 'EUR', round_id: round, transaction_id: `${round}:win`, reference_transaction_id: `${round}:bet`, amount_cents });

beforeAll(async () => {
  platform = await startPlatform({ operatorApiKey: OPERATOR_KEY });
  slot = pickGames(platform).slot.identifier;
  userId = platform.createUser({ language: 'de', nickname: 'Channels' });
  player = platform.clientAs(userId);
  socket = await RawClient.open(socketUrl(platform));
  await socket.connect(await tokenFor(platform, userId));
  for (const name of USER_CHANNEL_NAMES) expect((await socket.call({ subscribe: { channel: `${name}#${userId}` } })).error).toBeUndefined();
  for (const name of PUBLIC_CHANNELS) expect((await socket.call({ subscribe: { channel: name } })).error).toBeUndefined();
});
afterAll(async () => {
  socket.close();
  await platform.close();
});

describe('every channel, received over the socket from the event that owns it', () => {
  it('a deposit: balance, payments_changes, payments_events and the personal notification', async () => {
    const answer = await player.post('/api/player/payments/deposit', {
      amount_cents: 50_000,
      currency: 'EUR',
      payment_method: 'visa_mastercard',
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' },
      idempotency_key: randomUUID(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = answer.body.id;
    // The first deposit also starts the welcome offer (its bonus money shows in the account).
    expect((await arrives('balance')).currency).toBe('EUR');
    expect(await arrives('payments_changes', (data) => data.id === id)).toMatchObject({ state: 'succeeded', success: true });
    expect(await arrives('payments_events', (data) => data.payment_id === id)).toEqual({ event: 'deposit_succeeded', payment_id: id, action: 'deposit', state: 'succeeded', amount_cents: 50_000, currency: 'EUR' });
    const notice = await arrives('personal_notifications', (data) => data.kind === 'payment');
    expect(notice).toMatchObject({ title: 'Einzahlung eingegangen', text: expect.stringContaining('500') });
  });

  it('a declined deposit: payments_events names it, the notification says it did not go through', async () => {
    const answer = await player.post('/api/player/payments/deposit', {
      amount_cents: 3_000,
      currency: 'EUR',
      payment_method: 'visa_mastercard',
      card: { number: '4000 0000 0000 0002', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' },
      idempotency_key: randomUUID(),
    });
    expect(answer.body.state, JSON.stringify(answer.body)).toBe('declined');
    expect(await arrives('payments_events', (data) => data.payment_id === answer.body.id)).toMatchObject({ event: 'deposit_declined', state: 'declined' });
    expect(await arrives('personal_notifications', (data) => data.kind === 'payment' && data.title !== 'Einzahlung eingegangen')).toMatchObject({ title: 'Einzahlung nicht abgeschlossen', text: expect.stringContaining('30') });
  });

  it('a promo code: bonuses_changes and a "new bonus" notification in the player locale', async () => {
    const answer = await player.post('/api/v2/bonuses/promo-code', { code: DEMO_PROMO_CODE });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    const bonus = await arrives('bonuses_changes', (data) => data.stage === 'issued');
    expect(await arrives('personal_notifications', (data) => data.kind === 'bonus_issued')).toMatchObject({ title: 'Neuer Bonus', text: expect.stringContaining(bonus.title) });
  });

  it('free spins gifted through the operator API: freespins_changes and a notification', async () => {
    const operator = new ApiClient(platform.url, { Authorization: `Bearer ${OPERATOR_KEY}` });
    const defined = await operator.put('/operator/api/campaigns/channels-pack', packDefinition({ games: [slot], count: 7 }));
    expect(defined.status, JSON.stringify(defined.body)).toBe(200);
    const gift = await operator.post('/operator/api/gifts', { campaign: 'channels-pack', user_ids: [userId] }, { 'Idempotency-Key': randomUUID() });
    expect(gift.status, JSON.stringify(gift.body)).toBe(200);
    expect(await arrives('freespins_changes', (data) => data.freespins_total === 7)).toMatchObject({ stage: 'issued' });
    expect(await arrives('personal_notifications', (data) => data.kind === 'freespins_issued' && data.text.startsWith('7 '))).toMatchObject({ title: 'Freispiele', text: '7 Freispiele: 7 free spins (de).' });
  });

  it('a group change: payment_methods_updated', async () => {
    expect((await player.post('/api/player/groups', { groups: { add: [1101], remove: [] } })).status).toBe(200);
    expect(await arrives('payment_methods_updated')).toEqual({ reason: 'groups_changed' });
  });

  it('real-money play: a jackpot drop (jackpot_win_award, public:jackpots_changes, a notification) and a big win (public:wins)', async () => {
    createJackpot(platform.ctx, { name: 'Channel Pot', identifier: `channel-pot-${randomUUID()}`, currency: 'EUR', games: [slot], levels: [{ name: 'Mini', seedCents: 1_000, contributionBp: 10_000, dropRange: [1_500, 1_500] }] });
    const launch = await player.post('/api/games/launch', { identifier: slot, mode: 'real' });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    expect((await new ApiClient(platform.url).get(launch.body.url)).status).toBe(200);
    token = launch.body.token;
    const first = await bet(500); // the welcome bonus in play caps bets at 5 EUR
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await arrives('jackpot_win_award')).toMatchObject({ jackpot_name: 'Channel Pot', jackpot_level_name: 'Mini', currency: 'EUR' });
    expect(await arrives('public:jackpots_changes', (data) => data.name === 'Channel Pot')).toMatchObject({ currency: 'EUR' });
    expect(await arrives('personal_notifications', (data) => data.kind === 'jackpot_win')).toMatchObject({ title: 'Jackpot!', text: expect.stringContaining('Channel Pot') });

    const round = randomUUID();
    expect((await bet(100, round)).status).toBe(200);
    expect((await win(round, 5_000)).status).toBe(200);
    expect(await arrives('public:wins', (data) => data.nickname?.startsWith('Chan') && data.win_amount_cents === 5_000)).toMatchObject({ bet_amount_cents: 100, currency: 'EUR' });
  });

  it('a bet refused by the wager limit: game_limits and one notification (not one per refusal)', async () => {
    const limit = await player.post('/api/user_limits', { type: 'wager', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 2_000 }] });
    expect(limit.status, JSON.stringify(limit.body)).toBe(201);
    expect((await bet(5_000)).body.code).toBe('limit_reached');
    expect(await arrives('game_limits')).toEqual({ reason: 'limit_reached', limit_id: limit.body.id });
    expect(await arrives('personal_notifications', (data) => data.kind === 'limit_reached')).toMatchObject({ title: 'Limit erreicht' });
    expect((await bet(5_000)).body.code).toBe('limit_reached');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received('game_limits')).toHaveLength(1);
    expect(received('personal_notifications').filter((data) => data.kind === 'limit_reached')).toHaveLength(1);
  });

  it('a deposit refused by the deposit limit: rolled back, and still one notification and game_limits for that limit', async () => {
    const limit = await player.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 10_000 }] });
    expect(limit.status, JSON.stringify(limit.body)).toBe(201);
    const refused = await player.post('/api/player/payments/deposit', {
      amount_cents: 2_000,
      currency: 'EUR',
      payment_method: 'visa_mastercard',
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' },
      idempotency_key: randomUUID(),
    });
    expect(refused.status).toBe(422);
    expect(await arrives('game_limits', (data) => data.limit_id === limit.body.id)).toEqual({ reason: 'limit_reached', limit_id: limit.body.id });
    await until(() => received('personal_notifications').filter((data) => data.kind === 'limit_reached').length === 2, 5_000, 'second limit notification');
  });

  it('the list keeps what was pushed', async () => {
    const list = await player.get('/api/player/notifications');
    expect(list.body.map((item: any) => item.id).sort()).toEqual(received('personal_notifications').map((data) => data.id).sort());
  });
});

describe('a bonus about to expire', () => {
  it('is announced once, a day before its activation window closes, when the player reads the bonuses', async () => {
    const fresh = platform.createUser({ language: 'it' });
    const client = platform.clientAs(fresh);
    const watcher = await RawClient.open(socketUrl(platform));
    await watcher.connect(await tokenFor(platform, fresh));
    await watcher.call({ subscribe: { channel: `personal_notifications#${fresh}` } });
    expect((await client.post('/api/v2/bonuses/promo-code', { code: DEMO_PROMO_CODE })).status).toBeLessThan(300);
    const expiring = () => watcher.pushes(`personal_notifications#${fresh}`).filter((push) => push.pub.data.kind === 'bonus_expiring');
    await client.get('/api/player/bonuses');
    expect(expiring()).toHaveLength(0);
    platform.clock.advance(6.5 * 24 * 3_600_000); // the demo promo bonus may be activated for 7 days
    await platform.clientAs(fresh).get('/api/player/bonuses');
    await until(() => expiring().length === 1, 5_000, 'expiring notice');
    expect(expiring()[0].pub.data).toMatchObject({ title: 'Bonus in scadenza', link: '/profile/gifts' });
    await platform.clientAs(fresh).get('/api/player/bonuses');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(expiring()).toHaveLength(1);
    watcher.close();
  });
});
