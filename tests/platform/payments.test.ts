import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../platform/mail/mailer.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';
import { completeInSandbox, postSandboxForm, sandboxToken } from './sandbox-helpers.ts';

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' };
const DECLINED_CARD = { ...SUCCESS_CARD, number: '4000000000000002' };
const PENDING_CARD = { ...SUCCESS_CARD, number: '4000000000003220' };

let keyCounter = 0;
const key = () => `test-key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
const depositBody = (amount_cents: number, card = SUCCESS_CARD) => ({ amount_cents, currency: 'EUR', payment_method: 'visa_mastercard', card, idempotency_key: key() });
const cashoutBody = (amount_cents: number) => ({ amount_cents, currency: 'EUR', payment_method: 'skrill', idempotency_key: key() });

async function eurBalance(client: ApiClient) {
  const accounts = (await client.get('/api/player/accounts')).body as { currency: string; amount_cents: number; available_to_cashout_cents: number }[];
  return accounts.find((a) => a.currency === 'EUR')?.amount_cents ?? 0;
}

describe('sandbox payments', () => {
  let platform: TestPlatform;
  let publisher: MemoryPublisher;
  const sent: Mail[] = [];
  beforeAll(async () => {
    publisher = new MemoryPublisher();
    platform = await startPlatform({}, { publisher, mailer: { send: async (mail) => void sent.push(mail) } });
    // Payments alone: the bonus a deposit earns (welcome package) is tests/platform/bonuses-deposits.test.ts.
    platform.ctx.db.prepare('UPDATE bonus_campaigns SET active = 0').run();
  });
  afterAll(() => platform.close());

  it('lists deposit methods per currency, shorter for EE, with a per-user crypto address', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    const eur = await client.get('/api/player/payment_methods?currency=EUR&action=deposit');
    expect(eur.status).toBe(200);
    expect(eur.body.map((m: { id: string }) => m.id)).toEqual(['visa_mastercard', 'skrill', 'neteller', 'sofort', 'bank_transfer']);
    expect(eur.body[0]).toMatchObject({ currency: 'EUR', min_amount_cents: 1000, max_amount_cents: 500000, fee: 'free', type: 'cards' });

    const ee = await platform.clientAs(platform.createUser({ license_name: 'EE' })).get('/api/player/payment_methods?currency=EUR&action=deposit');
    expect(ee.body.map((m: { id: string }) => m.id)).toEqual(['visa_mastercard', 'bank_transfer']);

    const btc1 = await client.get('/api/player/payment_methods?currency=BTC&action=deposit');
    const btc2 = await client.get('/api/player/payment_methods?currency=BTC&action=deposit');
    const other = await platform.clientAs(platform.createUser()).get('/api/player/payment_methods?currency=BTC&action=deposit');
    expect(btc1.body[0].id).toBe('bitcoin');
    expect(btc1.body[0].min_amount_cents).toBe(10_000); // 0.0001 BTC
    expect(btc1.body[0].address).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect(btc2.body[0].address).toBe(btc1.body[0].address);
    expect(other.body[0].address).not.toBe(btc1.body[0].address);

    const cashoutBtc = await client.get('/api/player/payment_methods?currency=BTC&action=cashout');
    expect(cashoutBtc.body[0].max_amount_cents).toBe(40_000_000); // 0.4 BTC
    expect(cashoutBtc.body[0].address).toBeUndefined();

    const guest = await platform.client().get('/api/player/payment_methods?currency=ETH&action=deposit');
    expect(guest.status).toBe(200);
    expect(guest.body[0].address).toBeUndefined();
  });

  it('hides sofort from group 631', async () => {
    const user = platform.createUser();
    platform.ctx.db.prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 631, ?)').run(user, '2026-01-01T00:00:00.000Z');
    const list = await platform.clientAs(user).get('/api/player/payment_methods?currency=EUR&action=deposit');
    expect(list.body.map((m: { id: string }) => m.id)).not.toContain('sofort');
  });

  it('credits a successful card deposit and pushes balance and payment changes', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    const before = publisher.published.length;
    const response = await client.post('/api/player/payments/deposit', depositBody(5000));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ action: 'deposit', state: 'succeeded', success: true, amount_cents: 5000, currency: 'EUR', payment_system: 'visa_mastercard', recallable: false });
    expect(await eurBalance(client)).toBe(5000);

    const pushes = publisher.published.slice(before);
    const balancePush = pushes.find((p) => p.channel === `balance#${user}`);
    expect(balancePush?.data).toMatchObject({ currency: 'EUR', amount_cents: 5000, available_to_cashout_cents: 5000, active: true, deposit_available: true, hidden_at: null, selected_lottery_id: null });
    expect(pushes.find((p) => p.channel === `payments_changes#${user}`)?.data).toMatchObject({ id: response.body.id, state: 'succeeded' });

    const history = await client.get('/api/player/payments');
    expect(history.body[0]).toMatchObject({ id: response.body.id, state: 'succeeded' });
  });

  it('replays a repeated idempotency key without moving money, and refuses it for other parameters', async () => {
    const client = platform.clientAs(platform.createUser());
    const body = depositBody(2500);
    const first = await client.post('/api/player/payments/deposit', body);
    const again = await client.post('/api/player/payments/deposit', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await eurBalance(client)).toBe(2500);

    const mismatch = await client.post('/api/player/payments/deposit', { ...body, amount_cents: 9999 });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('idempotency_mismatch');

    const viaHeader = await client.post('/api/player/payments/deposit', { ...depositBody(1000), idempotency_key: undefined }, { 'Idempotency-Key': 'header-key-123456' });
    const viaHeaderAgain = await client.post('/api/player/payments/deposit', { ...depositBody(1000), idempotency_key: undefined }, { 'Idempotency-Key': 'header-key-123456' });
    expect(viaHeaderAgain.body.id).toBe(viaHeader.body.id);
    expect(await eurBalance(client)).toBe(3500);

    const missing = await client.post('/api/player/payments/deposit', { ...depositBody(1000), idempotency_key: undefined });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.idempotency_key).toBeDefined();
  });

  it('declines the declined card and rejects invalid or expired cards without recording', async () => {
    const client = platform.clientAs(platform.createUser());
    const declined = await client.post('/api/player/payments/deposit', depositBody(5000, DECLINED_CARD));
    expect(declined.status).toBe(201);
    expect(declined.body).toMatchObject({ state: 'declined', success: false, cancellation_reason: 'card_declined' });
    expect(declined.body.finished_at).not.toBeNull();
    expect(await eurBalance(client)).toBe(0);

    const luhn = await client.post('/api/player/payments/deposit', depositBody(5000, { ...SUCCESS_CARD, number: '4242424242424241' }));
    expect(luhn.status).toBe(422);
    expect(luhn.body.errors['card.number']).toBeDefined();
    const old = await client.post('/api/player/payments/deposit', depositBody(5000, { ...SUCCESS_CARD, expiry: '10/26' })); // clock is 2026-11-21
    expect(old.status).toBe(422);
    expect(old.body.errors['card.expiry']).toEqual(['has expired']);
    const thisMonth = await client.post('/api/player/payments/deposit', depositBody(5000, { ...SUCCESS_CARD, expiry: '11/26' }));
    expect(thisMonth.body.state).toBe('succeeded');
    const tooSmall = await client.post('/api/player/payments/deposit', depositBody(999));
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.errors.amount_cents).toBeDefined();
    expect((await client.get('/api/player/payments')).body).toHaveLength(2);
  });

  it('keeps the pending card pending until the sandbox page or the clock completes it', async () => {
    const client = platform.clientAs(platform.createUser());
    const first = await client.post('/api/player/payments/deposit', depositBody(4000, PENDING_CARD));
    expect(first.body).toMatchObject({ state: 'pending', success: false, finished_at: null });
    expect(await eurBalance(client)).toBe(0);
    const token = (await sandboxToken(platform.url, first.body.id))!;
    const completed = await postSandboxForm(platform.url, first.body.id, { token, outcome: 'succeeded' });
    expect(completed).toEqual({ status: 303, location: `/sandbox/payments?done=${first.body.id}` });
    expect((await client.get('/api/player/payments')).body[0]).toMatchObject({ id: first.body.id, state: 'succeeded', success: true });
    expect(await eurBalance(client)).toBe(4000);
    const twice = await postSandboxForm(platform.url, first.body.id, { token, outcome: 'succeeded' });
    expect(twice.status).toBe(422);
    expect(await eurBalance(client)).toBe(4000);

    const second = await client.post('/api/player/payments/deposit', depositBody(1500, PENDING_CARD));
    platform.clock.advance(14 * 60_000);
    expect((await client.get('/api/player/payments')).body[0]).toMatchObject({ id: second.body.id, state: 'pending' });
    platform.clock.advance(60_000);
    expect((await client.get('/api/player/payments')).body[0]).toMatchObject({ id: second.body.id, state: 'succeeded' });
    expect(await eurBalance(client)).toBe(5500);

    const third = await client.post('/api/player/payments/deposit', depositBody(1500, PENDING_CARD));
    expect((await completeInSandbox(platform.url, third.body.id, 'declined')).status).toBe(303);
    expect((await client.get('/api/player/payments')).body[0]).toMatchObject({ id: third.body.id, state: 'declined' });
    expect(await eurBalance(client)).toBe(5500);
  });

  it('reserves a cashout at once, recalls it, and restores the balance', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    await client.post('/api/player/payments/deposit', depositBody(10_000));
    const out = await client.post('/api/player/payments/cashout', cashoutBody(6000));
    expect(out.status).toBe(201);
    expect(out.body).toMatchObject({ action: 'cashout', state: 'pending', recallable: true });
    expect(await eurBalance(client)).toBe(4000);

    const intruder = platform.clientAs(platform.createUser());
    const stolen = await intruder.post(`/api/player/payments/${out.body.id}/recall`);
    expect(stolen.status).toBe(404);
    expect((await intruder.get('/api/player/payments')).body).toEqual([]);
    expect((await intruder.post(`/api/sandbox/payments/${out.body.id}/complete`, {})).status).toBe(404); // no player API for it
    expect(await eurBalance(client)).toBe(4000);

    const recalled = await client.post(`/api/player/payments/${out.body.id}/recall`);
    expect(recalled.status).toBe(200);
    expect(recalled.body).toMatchObject({ state: 'recalled', recallable: false });
    expect(await eurBalance(client)).toBe(10_000);
    expect((await client.post(`/api/player/payments/${out.body.id}/recall`)).body.code).toBe('not_recallable');
    expect(await eurBalance(client)).toBe(10_000);
  });

  it('pays a cashout out when the clock passes its processing time', async () => {
    const user = platform.createUser();
    let client = platform.clientAs(user);
    await client.post('/api/player/payments/deposit', depositBody(10_000));
    const out = await client.post('/api/player/payments/cashout', cashoutBody(3000));
    platform.clock.advance(60 * 60_000);
    client = platform.clientAs(user); // sessions idle out after 30 min
    const history = await client.get('/api/player/payments');
    expect(history.body[0]).toMatchObject({ id: out.body.id, state: 'succeeded', recallable: false });
    expect(await eurBalance(client)).toBe(7000);
  });

  it('refuses a cashout above the balance and records nothing', async () => {
    const client = platform.clientAs(platform.createUser());
    await client.post('/api/player/payments/deposit', depositBody(2500));
    const response = await client.post('/api/player/payments/cashout', cashoutBody(3000));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('not_enough_money');
    expect((await client.get('/api/player/payments')).body).toHaveLength(1);
    expect(await eurBalance(client)).toBe(2500);
  });

  it('forbids recall under a no-recall licence (GCB)', async () => {
    const client = platform.clientAs(platform.createUser({ license_name: 'GCB' }));
    await client.post('/api/player/payments/deposit', depositBody(5000));
    const out = await client.post('/api/player/payments/cashout', cashoutBody(2000));
    expect(out.body.recallable).toBe(false);
    const recall = await client.post(`/api/player/payments/${out.body.id}/recall`);
    expect(recall.status).toBe(403);
    expect(recall.body.code).toBe('recall_forbidden');
    expect(await eurBalance(client)).toBe(3000);
  });

  it('serves the paged history (HEAD variant)', async () => {
    const client = platform.clientAs(platform.createUser());
    for (let i = 0; i < 3; i += 1) await client.post('/api/player/payments/deposit', depositBody(1000 + i));
    const page = await client.post('/api/player/payments/with_pages', { page: 2, page_size: 2 });
    expect(page.body.pagination).toEqual({ page: 2, per_page: 2, total_count: 3 });
    expect(page.body.data.map((p: { amount_cents: number }) => p.amount_cents)).toEqual([1000]);
  });

  it('creates and selects a wallet in another currency', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    const created = await client.post('/api/player/accounts', { currency: 'USD' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ currency: 'USD', amount_cents: 0, active: true });
    expect(platform.ctx.db.prepare('SELECT currency FROM users WHERE id = ?').pluck().get(user)).toBe('USD');
    const accounts = await client.get('/api/player/accounts?compatibility=false');
    expect(accounts.body.find((a: { currency: string }) => a.currency === 'USD').active).toBe(true);
    const legacy = await client.get('/api/player/accounts?compatibility=true');
    expect(legacy.body[0]).toEqual({ currency: 'USD', amount_cents: 0, available_to_cashout_cents: 0, wager_status: null });
    const bad = await client.post('/api/player/accounts', { currency: 'XXX' });
    expect(bad.status).toBe(422);
    expect((await platform.client().get('/api/player/accounts')).status).toBe(401);
  });

  it('runs the fraud check with the sandbox rules', async () => {
    const client = platform.clientAs(platform.createUser());
    const base = { country: 'DE', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', device_fingerprint: 'fp-1', card_bin: '424242', card_last4: '4242', expiry_month: 12, expiry_year: 2030, amount_cents: 5000, currency: 'EUR', payment_system: 'visa_mastercard', type: 'transaction', custom_player_status: null };
    expect((await client.post('/api/users/transaction', base)).body).toEqual({ approved: true });
    expect((await client.post('/api/users/transaction', { ...base, card_bin: '666666' })).body).toEqual({ approved: false, reason: 'denied_bin' });
    expect((await client.post('/api/users/transaction', { ...base, amount_cents: 250_000 })).body).toEqual({ approved: false, reason: 'amount_requires_verification' });
    expect((await client.post('/api/users/transaction', { ...base, amount_cents: undefined, amount: '2500.00' })).body.reason).toBe('amount_requires_verification');
    expect((await client.post('/api/users/transaction', { ...base, country: 'US' })).body.reason).toBe('restricted_country');
    const verified = platform.clientAs(platform.createUser({ verified: 1 }));
    expect((await verified.post('/api/users/transaction', { ...base, amount_cents: 250_000 })).body).toEqual({ approved: true });
    const invalid = await client.post('/api/users/transaction', { ...base, card_bin: '42', type: 'refund' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['card_bin', 'type']);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM fraud_checks').pluck().get()).toBe(6);
  });
});
