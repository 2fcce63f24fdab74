import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitCheck, limitsReached } from '../../platform/limits/check.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { toAccount } from '../../platform/wallet/accounts.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';

const HOUR = 3_600_000;
const CARD = { number: '4242424242424242', expiry: '12/49', cvv: '123' };
let keyCounter = 0;
const deposit = (client: ApiClient, amount_cents: number) =>
  client.post('/api/player/payments/deposit', { amount_cents, currency: 'EUR', payment_method: 'visa_mastercard', card: CARD, idempotency_key: `limits-${++keyCounter}-${Date.now()}` });
const cashout = (client: ApiClient, amount_cents: number) =>
  client.post('/api/player/payments/cashout', { amount_cents, currency: 'EUR', payment_method: 'skrill', idempotency_key: `limits-out-${++keyCounter}` });

describe('user limits', () => {
  let platform: TestPlatform;
  const sent: Mail[] = [];
  beforeAll(async () => {
    platform = await startPlatform({}, { mailer: { send: async (mail) => void sent.push(mail) } });
  });
  afterAll(() => platform.close());

  const tokenFrom = (mail: Mail | undefined) => /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

  it('refuses deposits over a deposit limit; an increase waits for 24 h AND the mailed token', async () => {
    const user = platform.createUser({ email: 'limits-flow@example.test' });
    let client = platform.clientAs(user);
    expect((await deposit(client, 5000)).body.state).toBe('succeeded');
    platform.clock.advance(60_000); // deposits before the limit existed do not count

    const created = await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 10_000 }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'deposit', period: 'day', status: 'active', accounts: [{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 0 }] });
    expect(created.body.accounts[0].active_until).toBe(new Date(platform.clock.now() + 24 * HOUR).toISOString());

    expect((await deposit(client, 6000)).status).toBe(201);
    const over = await deposit(client, 4001);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('limit_reached');
    const listed = await client.get('/api/user_limits');
    expect(listed.body[0].accounts[0].current_value_amount_cents).toBe(6000);

    const mailsBefore = sent.length;
    const raised = await client.post('/api/user_limits', { type: 'deposit', period: '24h', accounts: [{ currency: 'EUR', amount_cents: 50_000 }] });
    expect(raised.body).toMatchObject({ id: created.body.id, status: 'pending', accounts: [{ amount_cents: 10_000 }], pending: { action: 'update', confirmed: false } });
    expect(raised.body.confirm_until).not.toBeNull();
    expect(sent).toHaveLength(mailsBefore + 1);
    expect(sent.at(-1)?.to).toBe('limits-flow@example.test');
    expect(sent.at(-1)?.text).toContain('/profile/limits/confirm?token=');
    const token = tokenFrom(sent.at(-1));
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM user_limits WHERE confirm_token_hash = ?').pluck().get(token)).toBe(0); // only the hash is stored

    // 24 h pass without confirmation: still the old limit (and a fresh window).
    platform.clock.advance(24 * HOUR + 1);
    client = platform.clientAs(user); // sessions idle out after 30 min of platform time
    expect((await deposit(client, 15_000)).body.code).toBe('limit_reached');
    expect((await client.get('/api/user_limits')).body[0].status).toBe('pending');

    const wrong = await client.post('/api/user_limits/confirm', { token: 'x'.repeat(32) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('invalid_token');
    const stranger = await platform.clientAs(platform.createUser()).post('/api/user_limits/confirm', { token });
    expect(stranger.status).toBe(422);

    const confirmed = await client.post('/api/user_limits/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'active', accounts: [{ amount_cents: 50_000 }], pending: null });
    expect((await deposit(client, 15_000)).body.state).toBe('succeeded');
  });

  it('confirmed early, an increase still waits for its 24 h', async () => {
    const user = platform.createUser();
    let client = platform.clientAs(user);
    await client.post('/api/user_limits', { type: 'deposit', period: 'week', accounts: [{ currency: 'EUR', amount_cents: 2000 }] });
    await client.post('/api/user_limits', { type: 'deposit', period: 'week', accounts: [{ currency: 'EUR', amount_cents: 9000 }] });
    const confirmed = await client.post('/api/user_limits/confirm', { token: tokenFrom(sent.at(-1)) });
    expect(confirmed.body).toMatchObject({ status: 'pending', pending: { confirmed: true }, accounts: [{ amount_cents: 2000 }] });
    platform.clock.advance(23 * HOUR);
    client = platform.clientAs(user);
    expect((await deposit(client, 5000)).body.code).toBe('limit_reached');
    platform.clock.advance(HOUR);
    client = platform.clientAs(user);
    expect((await deposit(client, 5000)).body.state).toBe('succeeded');
    expect((await client.get('/api/user_limits')).body[0]).toMatchObject({ status: 'active', accounts: [{ amount_cents: 9000, current_value_amount_cents: 5000 }] });
  });

  it('applies a decrease at once, and the strictest of overlapping limits wins', async () => {
    const client = platform.clientAs(platform.createUser());
    await client.post('/api/user_limits', { type: 'deposit', period: 'month', accounts: [{ currency: 'EUR', amount_cents: 100_000 }] });
    const lowered = await client.post('/api/user_limits', { type: 'deposit', period: 'month', accounts: [{ currency: 'EUR', amount_cents: 3000 }] });
    expect(lowered.body).toMatchObject({ status: 'active', accounts: [{ amount_cents: 3000 }] });
    await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 50_000 }] });
    expect((await deposit(client, 3001)).body.code).toBe('limit_reached');
    expect((await deposit(client, 3000)).status).toBe(201);
    expect((await client.get('/api/user_limits')).body).toHaveLength(2);
  });

  it('removal is pending until confirmed; time-outs cannot be removed', async () => {
    const user = platform.createUser();
    let client = platform.clientAs(user);
    const limit = await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1000 }] });
    const removal = await client.delete(`/api/user_limits/${limit.body.id}`);
    expect(removal.body).toMatchObject({ status: 'pending', pending: { action: 'remove' } });
    expect(removal.body.disable_at).toBe(new Date(platform.clock.now() + 24 * HOUR).toISOString());
    await client.post('/api/user_limits/confirm', { token: tokenFrom(sent.at(-1)) });
    expect((await client.get('/api/user_limits')).body).toHaveLength(1);
    platform.clock.advance(24 * HOUR);
    client = platform.clientAs(user);
    expect((await client.get('/api/user_limits')).body).toEqual([]);

    const other = platform.clientAs(platform.createUser());
    const theirs = await other.post('/api/user_limits', { type: 'loss', period: 'week', accounts: [{ currency: 'EUR', amount_cents: 1000 }] });
    expect((await client.delete(`/api/user_limits/${theirs.body.id}`)).status).toBe(404);
  });

  it('cooling-off blocks deposits at once but allows cashouts, and ends on time', async () => {
    const user = platform.createUser();
    let client = platform.clientAs(user);
    await deposit(client, 10_000);
    const cooling = await client.post('/api/user_limits', { type: 'coolingoff', period: 'day' });
    expect(cooling.body).toMatchObject({ type: 'coolingoff', status: 'active' });
    const blocked = await deposit(client, 1000);
    expect(blocked.status).toBe(422);
    expect(blocked.body.code).toBe('cooling_off');
    expect((await client.get('/api/player/accounts')).body[0].deposit_available).toBe(false);
    expect(limitCheck(platform.ctx, user, { kind: 'bet', currency: 'EUR', amount_cents: 100 })).toMatchObject({ ok: false, reason: 'cooling_off' });
    expect(limitsReached(platform.ctx, user).map((l) => l.type)).toEqual(['coolingoff']);

    const out = await cashout(client, 4000);
    expect(out.status).toBe(201);
    const removal = await client.delete(`/api/user_limits/${cooling.body.id}`);
    expect(removal.status).toBe(422);
    expect(removal.body.code).toBe('limit_locked');
    const shorter = await client.post('/api/user_limits', { type: 'coolingoff', period: 'day' });
    expect(shorter.body.active_until).toBe(cooling.body.active_until);

    // The balance push's one-statement Account (docs/api/provider.md "Throughput") reads the end without settling first.
    platform.clock.advance(Date.parse(cooling.body.active_until) - platform.clock.now() - 1);
    expect(toAccount(platform.ctx, user, 'EUR').deposit_available).toBe(false);
    platform.clock.advance(1);
    expect(toAccount(platform.ctx, user, 'EUR').deposit_available).toBe(true);
    client = platform.clientAs(user);
    expect((await deposit(client, 1000)).status).toBe(201);
  });

  it('self-exclusion blocks deposits and bets, indefinitely if asked', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    const excluded = await client.post('/api/user_limits', { type: 'selfexclusion', period: 'indefinite' });
    expect(excluded.status).toBe(201);
    expect(excluded.body).toMatchObject({ type: 'selfexclusion', active_until: null });
    expect((await deposit(client, 1000)).body.code).toBe('self_excluded');
    expect(limitCheck(platform.ctx, user, { kind: 'bet', currency: 'EUR', amount_cents: 1 })).toEqual({ ok: false, reason: 'self_excluded', limit_id: excluded.body.id });
    platform.clock.advance(10 * 365 * 24 * HOUR);
    const later = platform.clientAs(user);
    expect((await deposit(later, 1000)).body.code).toBe('self_excluded');
    expect((await later.post('/api/user_limits', { type: 'selfexclusion', period: 'three_days' })).status).toBe(422);
  });

  it('counts wager and loss limits from the ledger for the game provider', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    await deposit(client, 20_000);
    await client.post('/api/user_limits', { type: 'wager', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 5000 }] });
    await client.post('/api/user_limits', { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 2000 }] });
    const bet = (amount: number, id: string) => transfer(platform.ctx, { debit: { userId: user, kind: 'real' }, credit: { system: 'house:games' }, amount_cents: amount, currency: 'EUR', kind: 'bet', idempotencyKey: `bet-${user}-${id}` });
    const win = (amount: number, id: string) => transfer(platform.ctx, { debit: { system: 'house:games' }, credit: { userId: user, kind: 'real' }, amount_cents: amount, currency: 'EUR', kind: 'win', idempotencyKey: `win-${user}-${id}` });
    bet(1500, 'a');
    win(1000, 'a');
    expect(limitCheck(platform.ctx, user, { kind: 'bet', currency: 'EUR', amount_cents: 1500 })).toEqual({ ok: true });
    expect(limitCheck(platform.ctx, user, { kind: 'bet', currency: 'EUR', amount_cents: 1501 })).toMatchObject({ ok: false, reason: 'limit_reached' });
    bet(1500, 'b');
    const limits = (await client.get('/api/user_limits')).body as { type: string; accounts: { current_value_amount_cents: number }[] }[];
    expect(limits.find((l) => l.type === 'wager')?.accounts[0]?.current_value_amount_cents).toBe(3000);
    expect(limits.find((l) => l.type === 'loss')?.accounts[0]?.current_value_amount_cents).toBe(2000);
    expect(limitsReached(platform.ctx, user).map((l) => l.type)).toEqual(['loss']);
    expect(limitCheck(platform.ctx, user, { kind: 'deposit', currency: 'EUR', amount_cents: 1000 })).toEqual({ ok: true });
  });

  it('lowers a session limit at once and raises it only after confirmation', async () => {
    const client = platform.clientAs(platform.createUser());
    const first = await client.post('/api/user_limits', { type: 'session', minutes: 120 });
    expect(first.body).toMatchObject({ type: 'session', minutes: 120, status: 'active', current_value_minutes: 0 });
    expect((await client.post('/api/user_limits', { type: 'session', minutes: 60 })).body.minutes).toBe(60);
    const raised = await client.post('/api/user_limits', { type: 'session', minutes: 240 });
    expect(raised.body).toMatchObject({ minutes: 60, status: 'pending', pending: { minutes: 240 } });
  });

  it('answers guests with an empty list and validates input', async () => {
    expect((await platform.client().get('/api/user_limits')).body).toEqual([]);
    expect((await platform.client().post('/api/user_limits', { type: 'deposit' })).status).toBe(401);
    const client = platform.clientAs(platform.createUser());
    const duplicate = await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1 }, { currency: 'EUR', amount_cents: 2 }] });
    expect(duplicate.status).toBe(422);
    expect((await client.post('/api/user_limits', { type: 'deposit', period: 'year', accounts: [{ currency: 'EUR', amount_cents: 1 }] })).body.errors.period).toBeDefined();
    expect((await client.get('/api/user_limits')).body).toEqual([]);
  });
});
