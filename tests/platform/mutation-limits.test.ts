/**
 * Responsible-gaming limits at their edges, where mutation testing found them unguarded
 * (docs/testing.md "Mutation testing"): the pure rules of platform/limits/rules.ts, and over real
 * HTTP the exact moments a change applies or lapses, what a limit reports while a change waits,
 * the spellings the API accepts, and what the confirmation mail says (docs/api/wallet-payments-limits.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exclusionOf, limitCheck, limitsReached } from '../../platform/limits/check.ts';
import { countedByCurrency, inCurrency } from '../../platform/limits/counting.ts';
import { signedInMinutes, signedInMs } from '../../platform/limits/play-time.ts';
import { isReached, periodWindow, splitChange } from '../../platform/limits/rules.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CARD = { number: '4242424242424242', expiry: '12/49', cvv: '123' };

describe('pure limit rules', () => {
  it('windows repeat from the creation, and a clock before it still gets the first window', () => {
    const created = 1_000_000;
    expect(periodWindow(created, 'day', created)).toEqual({ start: created, end: created + DAY });
    expect(periodWindow(created, 'day', created + DAY - 1)).toEqual({ start: created, end: created + DAY });
    expect(periodWindow(created, 'day', created + DAY)).toEqual({ start: created + DAY, end: created + 2 * DAY });
    expect(periodWindow(created, 'week', created + 15 * DAY)).toEqual({ start: created + 14 * DAY, end: created + 21 * DAY });
    expect(periodWindow(created, 'month', created + 31 * DAY)).toEqual({ start: created + 30 * DAY, end: created + 60 * DAY });
    expect(periodWindow(created, 'day', created - 3 * DAY)).toEqual({ start: created, end: created + DAY });
  });

  it('splits a change into what tightens now and what loosens later', () => {
    expect(splitChange({ EUR: 100 }, { EUR: 50 })).toEqual({ now: { EUR: 50 }, pending: null });
    expect(splitChange({ EUR: 100 }, { EUR: 100 })).toEqual({ now: { EUR: 100 }, pending: null });
    expect(splitChange({ EUR: 100 }, { EUR: 150 })).toEqual({ now: { EUR: 100 }, pending: { EUR: 150 } });
    expect(splitChange({ EUR: 100 }, { EUR: 100, USD: 70 })).toEqual({ now: { EUR: 100, USD: 70 }, pending: null });
    expect(splitChange({ EUR: 100, USD: 70 }, { EUR: 40 })).toEqual({ now: { EUR: 40, USD: 70 }, pending: { EUR: 40 } });
    expect(splitChange({}, { GBP: 5 })).toEqual({ now: { GBP: 5 }, pending: null });
  });

  it('an account is reached when the amount minus the absolute current value is 0 or less', () => {
    expect(isReached(100, 99)).toBe(false);
    expect(isReached(100, 100)).toBe(true);
    expect(isReached(100, 101)).toBe(true);
    expect(isReached(100, -100)).toBe(true);
    expect(isReached(100, -99)).toBe(false);
    expect(isReached(0, 0)).toBe(true);
  });
});

describe('limits over HTTP', () => {
  let platform: TestPlatform;
  const sent: Mail[] = [];
  let failMail = false;
  beforeAll(async () => {
    platform = await startPlatform({}, {
      mailer: {
        send: async (mail) => {
          if (failMail) throw new Error('smtp down');
          sent.push(mail);
        },
      },
    });
  });
  afterAll(() => platform.close());

  let keys = 0;
  const deposit = (client: ApiClient, amount_cents: number, currency = 'EUR') =>
    client.post('/api/player/payments/deposit', { amount_cents, currency, payment_method: 'visa_mastercard', card: CARD, idempotency_key: `ml-deposit-${++keys}` });
  const tokenFrom = (mail: Mail | undefined) => /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const at = (ms: number) => new Date(ms).toISOString();
  const money = (userId: number, kind: 'bet' | 'win' | 'rollback', amount_cents: number, currency = 'EUR') =>
    transfer(platform.ctx, {
      debit: kind === 'bet' ? { userId, kind: 'real' } : { system: 'house:games' },
      credit: kind === 'bet' ? { system: 'house:games' } : { userId, kind: 'real' },
      amount_cents,
      currency,
      kind,
      idempotencyKey: `ml-${kind}-${++keys}`,
    });
  const fund = (userId: number, amount_cents: number, currency = 'EUR') =>
    transfer(platform.ctx, { debit: { system: 'house:payments' }, credit: { userId, kind: 'real' }, amount_cents, currency, kind: 'seed', idempotencyKey: `ml-fund-${++keys}` });

  it('reports a waiting raise in full, and the raise applies exactly 24 h after the request once confirmed', async () => {
    const user = platform.createUser({ email: `ml-raise-${Date.now()}@example.test` });
    let client = platform.clientAs(user);
    const created = await client.post('/api/user_limits', { type: 'loss', period: 'weekly', accounts: [{ currency: 'EUR', amount_cents: 1000 }] });
    expect(created.body).toMatchObject({ period: 'week', status: 'active', strategy: null, parent_type: null, disable_at: null, confirm_until: null, active_until: null, minutes: null, current_value_minutes: null, pending: null });
    const requestedAt = platform.clock.now();
    const raised = await client.post('/api/user_limits', { limit: { type: 'loss', period: '7d', accounts: [{ currency: 'EUR', amount_cents: 3000 }, { currency: 'USD', amount_cents: 500 }] } });
    expect(raised.status).toBe(201);
    expect(raised.body).toMatchObject({
      id: created.body.id,
      status: 'pending',
      disable_at: null,
      confirm_until: at(requestedAt + 7 * DAY),
      accounts: [
        { currency: 'EUR', amount_cents: 1000 },
        { currency: 'USD', amount_cents: 500 },
      ],
      pending: { action: 'update', accounts: [{ currency: 'EUR', amount_cents: 3000 }, { currency: 'USD', amount_cents: 500 }], minutes: null, confirmed: false, applies_at: at(requestedAt + DAY) },
    });
    const mail = sent.at(-1);
    expect(mail?.subject).toBe('Confirm your limit change');
    expect(mail?.text).toContain('You asked to raise your loss limit.');
    expect(mail?.text).toContain('takes effect 24 hours after the request');
    expect(mail?.text).toContain(`${platform.ctx.config.publicUrl}/profile/limits/confirm?token=`);

    const confirmed = await client.post('/api/user_limits/confirm', { token: tokenFrom(mail) });
    expect(confirmed.body).toMatchObject({ status: 'pending', confirm_until: null, pending: { confirmed: true } });
    platform.clock.advance(DAY - 1);
    client = platform.clientAs(user);
    expect((await client.get('/api/user_limits')).body[0].accounts[0].amount_cents).toBe(1000);
    platform.clock.advance(1);
    expect((await client.get('/api/user_limits')).body[0]).toMatchObject({ status: 'active', pending: null, confirm_until: null, accounts: [{ amount_cents: 3000 }, { amount_cents: 500 }] });
  });

  it('drops an unconfirmed raise exactly at its confirmation deadline; its token is then refused', async () => {
    const user = platform.createUser();
    let client = platform.clientAs(user);
    await client.post('/api/user_limits', { type: 'wager', period: 'monthly', accounts: [{ currency: 'EUR', amount_cents: 1000 }] });
    await client.post('/api/user_limits', { type: 'wager', period: '30d', accounts: [{ currency: 'EUR', amount_cents: 2000 }] });
    const token = tokenFrom(sent.at(-1));
    platform.clock.advance(7 * DAY - 1);
    client = platform.clientAs(user);
    expect((await client.get('/api/user_limits')).body[0].status).toBe('pending');
    platform.clock.advance(1);
    expect((await client.get('/api/user_limits')).body[0]).toMatchObject({ status: 'active', pending: null, period: 'month', accounts: [{ amount_cents: 1000 }] });
    const late = await client.post('/api/user_limits/confirm', { token });
    expect([late.status, late.body.code]).toEqual([422, 'invalid_token']);
  });

  it('a tightening cancels a waiting raise; an equal session limit applies at once', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    await client.post('/api/user_limits', { type: 'deposit', period: 'daily', accounts: [{ currency: 'EUR', amount_cents: 1000 }] });
    await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 5000 }] });
    const token = tokenFrom(sent.at(-1));
    const lowered = await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 800 }] });
    expect(lowered.body).toMatchObject({ status: 'active', pending: null, confirm_until: null, accounts: [{ amount_cents: 800 }] });
    expect((await client.post('/api/user_limits/confirm', { token })).status).toBe(422);

    const mails = sent.length;
    await client.post('/api/user_limits', { type: 'session', minutes: 60 });
    await client.post('/api/user_limits', { type: 'session', minutes: 90 });
    expect(sent).toHaveLength(mails + 1);
    const same = await client.post('/api/user_limits', { type: 'session', period: 'session', minutes: 60 });
    expect(same.body).toMatchObject({ minutes: 60, status: 'active', pending: null, accounts: [] });
    expect(sent).toHaveLength(mails + 1);
    const raised = await client.post('/api/user_limits', { type: 'session', minutes: 61 });
    expect(raised.body).toMatchObject({ minutes: 60, status: 'pending', pending: { action: 'update', accounts: null, minutes: 61 } });
    await client.post('/api/user_limits/confirm', { token: tokenFrom(sent.at(-1)) });
    platform.clock.advance(DAY);
    const later = platform.clientAs(user);
    const session = (await later.get('/api/user_limits')).body.find((l: { type: string }) => l.type === 'session');
    expect(session).toMatchObject({ minutes: 61, status: 'active', period: 'session' });
  });

  it('a removal is mailed once, says so, reports its end, and answers {removed: true} once applied', async () => {
    const user = platform.createUser({ email: `ml-remove-${Date.now()}@example.test` });
    const client = platform.clientAs(user);
    const limit = await client.post('/api/user_limits', { type: 'deposit', period: 'week', accounts: [{ currency: 'EUR', amount_cents: 1000 }] });
    const mails = sent.length;
    const requestedAt = platform.clock.now();
    const removal = await client.delete(`/api/user_limits/${limit.body.id}`);
    expect(removal.body).toMatchObject({ status: 'pending', disable_at: at(requestedAt + DAY), pending: { action: 'remove', accounts: null, minutes: null, applies_at: at(requestedAt + DAY) } });
    expect(sent).toHaveLength(mails + 1);
    expect(sent.at(-1)?.text).toContain('You asked to remove your deposit limit.');
    platform.clock.advance(HOUR);
    const again = await platform.clientAs(user).delete(`/api/user_limits/${limit.body.id}`);
    expect(again.body.pending.applies_at).toBe(at(requestedAt + DAY));
    expect(sent).toHaveLength(mails + 1);
    platform.clock.advance(DAY);
    const late = platform.clientAs(user);
    expect((await late.post('/api/user_limits/confirm', { token: tokenFrom(sent.at(-1)) })).body).toEqual({ removed: true });
    expect((await late.get('/api/user_limits')).body).toEqual([]);
    expect((await late.delete(`/api/user_limits/${limit.body.id}`)).status).toBe(404);
  });

  it('records the change even when the mail cannot be sent', async () => {
    const client = platform.clientAs(platform.createUser());
    await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 100 }] });
    failMail = true;
    try {
      const raised = await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 900 }] });
      expect([raised.status, raised.body.status]).toEqual([201, 'pending']);
      const removal = await client.delete(`/api/user_limits/${raised.body.id}`);
      expect([removal.status, removal.body.pending.action]).toEqual([200, 'remove']);
    } finally {
      failMail = false;
    }
  });

  it('extends a time-out or self-exclusion only to a later end, and reports the end as disable_at', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    const start = platform.clock.now();
    const day = await client.post('/api/user_limits', { type: 'coolingoff', period: 'day' });
    expect(day.body).toMatchObject({ period: 'day', active_until: at(start + DAY), disable_at: at(start + DAY), accounts: [], pending: null });
    const weeks = await client.post('/api/user_limits', { type: 'coolingoff', period: 'six_weeks' });
    expect(weeks.body).toMatchObject({ id: day.body.id, period: 'six_weeks', active_until: at(start + 42 * DAY) });
    const week = await client.post('/api/user_limits', { type: 'coolingoff', period: 'week' });
    expect(week.body).toMatchObject({ period: 'six_weeks', active_until: at(start + 42 * DAY) });
    expect((await client.get('/api/user_limits')).body).toHaveLength(1);

    const excluded = await client.post('/api/user_limits', { type: 'selfexclusion', period: 'six_months' });
    expect(excluded.body.active_until).toBe(at(start + 183 * DAY));
    // Both run: the self-exclusion is the one reported.
    expect(exclusionOf(platform.ctx, user)).toEqual({ reason: 'self_excluded', limit_id: excluded.body.id });
    expect(limitsReached(platform.ctx, user).map((l) => l.type)).toEqual(['coolingoff', 'selfexclusion']);
    const forever = await client.post('/api/user_limits', { type: 'selfexclusion', period: 'indefinite' });
    expect(forever.body).toMatchObject({ id: excluded.body.id, period: 'indefinite', active_until: null, disable_at: null });
    const year = await client.post('/api/user_limits', { type: 'selfexclusion', period: 'year' });
    expect(year.body).toMatchObject({ period: 'indefinite', active_until: null });

    platform.clock.advance(42 * DAY - 1);
    expect(exclusionOf(platform.ctx, user)?.reason).toBe('self_excluded');
    expect(liveTypes(user)).toEqual(['coolingoff', 'selfexclusion']);
    platform.clock.advance(1);
    expect(liveTypes(user)).toEqual(['selfexclusion']);
  });

  const liveTypes = (user: number) => limitsReached(platform.ctx, user).map((l) => l.type);

  it('a cooling-off alone is reported as such; it ends exactly at its end', () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    return (async () => {
      const cooling = await client.post('/api/user_limits', { type: 'coolingoff', period: 'week' });
      expect(exclusionOf(platform.ctx, user)).toEqual({ reason: 'cooling_off', limit_id: cooling.body.id });
      expect(limitCheck(platform.ctx, user, { kind: 'deposit', currency: 'EUR', amount_cents: 1 })).toEqual({ ok: false, reason: 'cooling_off', limit_id: cooling.body.id });
      platform.clock.advance(7 * DAY - 1);
      expect(exclusionOf(platform.ctx, user)).not.toBeNull();
      platform.clock.advance(1);
      expect(exclusionOf(platform.ctx, user)).toBeNull();
      expect(limitCheck(platform.ctx, user, { kind: 'deposit', currency: 'EUR', amount_cents: 1 })).toEqual({ ok: true });
    })();
  });

  it('counts a deposit limit to the subunit, and only pending, processing and succeeded deposits', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    const limit = await client.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 5000 }] });
    const first = await deposit(client, 3000);
    expect([first.status, first.body]).toEqual([201, expect.anything()]);
    expect(limitCheck(platform.ctx, user, { kind: 'deposit', currency: 'EUR', amount_cents: 2000 })).toEqual({ ok: true });
    expect(limitCheck(platform.ctx, user, { kind: 'deposit', currency: 'EUR', amount_cents: 2001 })).toEqual({ ok: false, reason: 'limit_reached', limit_id: limit.body.id });
    // A bet is not a deposit.
    expect(limitCheck(platform.ctx, user, { kind: 'bet', currency: 'EUR', amount_cents: 2001 })).toEqual({ ok: true });
    const db = platform.ctx.db;
    const since = Date.parse(limit.body.created_at);
    expect(countedByCurrency(db, user, 'deposit', since)).toEqual({ EUR: 3000 });
    const insert = db.prepare("INSERT INTO payments (user_id, action, state, amount_cents, currency, method_id, brand, system_name, idempotency_key, request_hash, created_at) VALUES (?, 'deposit', ?, ?, 'EUR', 'visa_mastercard', 'visa', 'sandbox', ?, 'x', ?)");
    for (const [state, amount] of [['pending', 1], ['processing', 10], ['declined', 100], ['canceled', 1000], ['rejected', 10_000]] as const) insert.run(user, state, amount, `ml-state-${++keys}`, at(platform.clock.now()));
    insert.run(user, 'succeeded', 100_000, `ml-state-${++keys}`, at(since - 1));
    expect(countedByCurrency(db, user, 'deposit', since)).toEqual({ EUR: 3011 });
    expect(countedByCurrency(db, user, 'deposit', platform.clock.now() + 1)).toEqual({});
    expect((await client.get('/api/user_limits')).body[0].accounts[0].current_value_amount_cents).toBe(3011);
  });

  it('counts wagers and losses from bets, wins and rollbacks, per currency', () => {
    const user = platform.createUser();
    fund(user, 100_000);
    fund(user, 100_000, 'USD');
    const since = platform.clock.now();
    money(user, 'bet', 1000);
    money(user, 'win', 300);
    money(user, 'bet', 200);
    money(user, 'rollback', 200);
    money(user, 'bet', 500, 'USD');
    money(user, 'win', 900, 'USD');
    const db = platform.ctx.db;
    expect(countedByCurrency(db, user, 'wager', since)).toEqual({ EUR: 1000, USD: 500 });
    expect(countedByCurrency(db, user, 'loss', since)).toEqual({ EUR: 700, USD: -400 });
    expect(inCurrency({ EUR: -5 }, 'EUR')).toBe(0);
    expect(inCurrency({ EUR: 700 }, 'EUR')).toBe(700);
    expect(inCurrency({ EUR: 700, USD: -400 }, 'EUR')).toBeLessThan(700);
    expect(inCurrency({ EUR: 700, USD: -400 }, 'EUR')).toBeGreaterThan(300);
  });

  it('a wager limit is reached at its amount exactly', async () => {
    const user = platform.createUser();
    fund(user, 100_000);
    const client = platform.clientAs(user);
    await client.post('/api/user_limits', { type: 'wager', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1000 }] });
    money(user, 'bet', 999);
    expect(limitsReached(platform.ctx, user)).toEqual([]);
    money(user, 'bet', 1);
    expect(limitsReached(platform.ctx, user).map((l) => l.type)).toEqual(['wager']);
  });

  it('measures signed-in time: clipped to the window, minutes rounded down, idle logins end at their last activity', () => {
    const user = platform.createUser();
    const db = platform.ctx.db;
    const t0 = platform.clock.now();
    const idle = platform.ctx.config.sessionIdleMs;
    const session = (created: number, lastSeen: number, expires: number, revoked: number | null = null) =>
      db.prepare("INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?)").run(user, `ml-${++keys}`, at(created), at(lastSeen), at(expires), revoked === null ? null : at(revoked));
    session(t0, t0 + 10 * MINUTE, t0 + DAY, t0 + 10 * MINUTE + 30_000); // signed out after 10.5 min
    expect(signedInMs(platform.ctx, user, t0, t0 + HOUR)).toBe(10 * MINUTE + 30_000);
    expect(signedInMinutes(platform.ctx, user, t0, t0 + HOUR)).toBe(10);
    expect(signedInMs(platform.ctx, user, t0 + 5 * MINUTE, t0 + HOUR)).toBe(5 * MINUTE + 30_000);
    // An abandoned login: counts until its last activity once the idle time has passed.
    session(t0 + 2 * HOUR, t0 + 2 * HOUR + 20 * MINUTE, t0 + DAY);
    expect(signedInMs(platform.ctx, user, t0 + HOUR, t0 + 2 * HOUR + 20 * MINUTE + idle)).toBe(20 * MINUTE);
    expect(signedInMs(platform.ctx, user, t0 + HOUR, t0 + 2 * HOUR + 20 * MINUTE + idle - 1)).toBe(20 * MINUTE + idle - 1);
    // A login that expired counts until its expiry; one inside another counts once.
    session(t0 + 3 * HOUR, t0 + 3 * HOUR + 1000, t0 + 3 * HOUR + 2000);
    session(t0 + 4 * HOUR, t0 + 4 * HOUR + 40 * MINUTE, t0 + DAY, t0 + 4 * HOUR + 40 * MINUTE);
    session(t0 + 4 * HOUR + 10 * MINUTE, t0 + 4 * HOUR + 20 * MINUTE, t0 + DAY, t0 + 4 * HOUR + 20 * MINUTE);
    expect(signedInMs(platform.ctx, user, t0 + 3 * HOUR, t0 + 5 * HOUR)).toBe(2000 + 40 * MINUTE);
    expect(signedInMs(platform.ctx, user, t0 + 6 * HOUR, t0 + 7 * HOUR)).toBe(0);
  });

  it('counts overlapping logins once in whatever order they are stored, and an idle login before the window not at all', () => {
    const user = platform.createUser();
    const t0 = platform.clock.now();
    const session = (created: number, lastSeen: number, revoked: number | null) =>
      platform.ctx.db
        .prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(user, `ml-order-${++keys}`, at(created), at(lastSeen), at(t0 + DAY), revoked === null ? null : at(revoked));
    session(t0 + 10 * MINUTE, t0 + 20 * MINUTE, t0 + 20 * MINUTE); // stored first, started later
    session(t0, t0 + 15 * MINUTE, t0 + 15 * MINUTE);
    expect(signedInMs(platform.ctx, user, t0, t0 + HOUR)).toBe(20 * MINUTE);
    const idler = platform.createUser();
    platform.ctx.db
      .prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, NULL)')
      .run(idler, `ml-idle-${++keys}`, at(t0), at(t0 + MINUTE), at(t0 + DAY));
    expect(signedInMs(platform.ctx, idler, t0 + 2 * HOUR, t0 + 3 * HOUR)).toBe(0);
  });

  it('accepts every spelling of a money period and refuses out-of-range input', async () => {
    const client = platform.clientAs(platform.createUser());
    const periods = { day: 'day', '24h': 'day', daily: 'day', week: 'week', '7d': 'week', weekly: 'week', month: 'month', monthly: 'month', '30d': 'month' } as const;
    for (const [spelling, stored] of Object.entries(periods)) {
      const created = await client.post('/api/user_limits', { type: 'loss', period: spelling, accounts: [{ currency: 'EUR', amount_cents: 100 }] });
      expect([spelling, created.status, created.body.period]).toEqual([spelling, 201, stored]);
    }
    expect((await client.get('/api/user_limits')).body).toHaveLength(3);
    const refused = async (body: unknown) => (await client.post('/api/user_limits', body)).status;
    expect(await refused({ type: 'session', minutes: 4 })).toBe(422);
    expect(await refused({ type: 'session', minutes: 24 * 60 + 1 })).toBe(422);
    expect(await refused({ type: 'session', minutes: 5 })).toBe(201);
    expect(await refused({ type: 'session', minutes: 24 * 60 })).toBe(201);
    expect(await refused({ type: 'deposit', period: 'day', accounts: [] })).toBe(422);
    expect(await refused({ type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: -1 }] })).toBe(422);
    expect(await refused({ type: 'deposit', period: 'd'.repeat(21), accounts: [{ currency: 'EUR', amount_cents: 1 }] })).toBe(422);
    expect(await refused({ type: 'coolingoff', period: 'year' })).toBe(422);
    expect(await refused({ limit: 'deposit' })).toBe(422);
    expect((await client.post('/api/user_limits/confirm', { token: 'short' })).status).toBe(422);
    expect((await client.delete('/api/user_limits/0')).status).toBe(422);
    expect((await client.delete('/api/user_limits/abc')).status).toBe(422);
    expect((await platform.client().post('/api/user_limits/confirm', { token: 'x'.repeat(32) })).status).toBe(401);
    expect((await platform.client().delete('/api/user_limits/1')).status).toBe(401);
  });
});
