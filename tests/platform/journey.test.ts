/**
 * Platform I end to end, as a player's browser and the SDK would drive it: over real HTTP, with a
 * real centrifuge-js 5 client on the socket. Register → confirm by the mailed token → sign in →
 * turn on 2FA → sign in with a code → deposit with a test card → `balance` push → set a deposit
 * limit → a deposit over it is refused → cash out → recall.
 */
import { Centrifuge } from 'centrifuge';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { lastMailTo, registration, signIn, tokenIn } from './auth-helpers.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';
import { until } from './realtime-helpers.ts';

const codeAt = (secret: string, ms: number) => authenticator.clone({ epoch: ms }).generate(secret);

describe('a player’s first session, end to end', () => {
  let platform: TestPlatform;
  let browser: ApiClient;
  let centrifuge: Centrifuge | undefined;

  beforeAll(async () => {
    platform = await startPlatform();
    browser = platform.client();
  });
  afterAll(async () => {
    centrifuge?.disconnect();
    await platform.close();
  });

  it('registers, confirms, secures the account, deposits, hits a limit, cashes out and recalls', async () => {
    const body = registration();
    const { email, password } = body.user;
    const registered = await browser.post('/api/users', body);
    expect(registered.status).toBe(201);
    const userId = registered.body.id as number;
    expect(registered.body.confirmed_at).toBeNull();

    // Confirm from the mailed link.
    const mail = await lastMailTo(browser, email);
    const confirmed = await browser.get(`/api/users/confirmation?confirmation_token=${tokenIn(mail!.text, 'confirmation_token')}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed_at).toEqual(expect.any(String));

    // Sign out and in again with the password.
    expect((await browser.delete('/api/users/sign_out')).status).toBeLessThan(300);
    expect((await browser.get('/api/player')).body.id).toBeUndefined();
    expect((await signIn(browser, email, password)).status).toBe(201);

    // Turn on two-factor authentication (with the password: re-authentication).
    const setup = await browser.get('/api/player/two_factor');
    const secret = setup.body.otp_secret as string;
    const enabled = await browser.post('/api/player/two_factor', { two_factor: { otp_secret: secret, authentication_code: codeAt(secret, platform.clock.now()), current_password: password } });
    expect(enabled.body.two_factor_enabled).toBe(true);

    // Next sign-in needs a code; a fresh one (next time step) is accepted.
    await browser.delete('/api/users/sign_out');
    const first = await signIn(browser, email, password);
    expect(first.status).toBe(422);
    expect(first.body.code).toBe('otp_required');
    platform.clock.advance(30_000);
    const second = await browser.post('/api/users/sign_in', { user: { otp_attempt: codeAt(secret, platform.clock.now()) } });
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(userId);

    // Personal details a deposit needs (docs/product/cashbox-and-payments.md#opening-the-cashbox, spec 000 §2.4: the cashbox asks for them first).
    const details = await browser.patch('/api/player', {
      context: 'edition',
      player: { first_name: 'Mia', last_name: 'Sommer', city: 'Berlin', address: 'Torstraße 1', postal_code: '10119', mobile_phone: '+49 30 1234567' },
    });
    expect(details.status).toBeLessThan(300);

    // The socket, as the SDK would open it: settings → token → subscribe to balance#<id>.
    const settings = (await browser.get('/api/player/settings')).body.cent as { user: string; token: string; url: string };
    expect(settings.user).toBe(String(userId));
    const balances: { currency: string; amount_cents: number; available_to_cashout_cents: number }[] = [];
    centrifuge = new Centrifuge(`${platform.url.replace(/^http/, 'ws')}/connection/websocket`, { token: settings.token, websocket: WebSocket });
    const subscription = centrifuge.newSubscription(`balance#${userId}`);
    subscription.on('publication', (context) => balances.push(context.data as { currency: string; amount_cents: number; available_to_cashout_cents: number }));
    const subscribed = new Promise((resolve) => subscription.once('subscribed', resolve));
    subscription.subscribe();
    centrifuge.connect();
    await subscribed;

    // Deposit €100 with the test card that succeeds; the push arrives, with the welcome package's first
    // deposit bonus (100 %, docs/api/bonuses.md): €100 of bonus money on top, not cashable.
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
    const deposit = await browser.post('/api/player/payments/deposit', { amount_cents: 10_000, currency: 'EUR', payment_method: 'visa_mastercard', card }, { 'Idempotency-Key': 'journey-deposit-1' });
    expect(deposit.status).toBe(201);
    expect(deposit.body.state).toBe('succeeded');
    await until(() => balances.some((b) => b.currency === 'EUR' && b.amount_cents === 20_000 && b.available_to_cashout_cents === 10_000), 3_000, 'balance push');
    const welcome = (await browser.get('/api/player/bonuses')).body as { stage: string; amount_cents: number; group_key: string }[];
    expect(welcome).toMatchObject([{ stage: 'handle_bets', amount_cents: 10_000, group_key: 'welcome' }]);

    // A daily deposit limit of €150 (a tightening: applies at once); €60 more would pass it.
    const limit = await browser.post('/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 15_000 }] });
    expect(limit.status).toBe(201);
    const over = await browser.post('/api/player/payments/deposit', { amount_cents: 6_000, currency: 'EUR', payment_method: 'visa_mastercard', card }, { 'Idempotency-Key': 'journey-deposit-2' });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('limit_reached');

    // Cash out €40: reserved at once, then recalled while pending; the money comes back.
    const cashout = await browser.post('/api/player/payments/cashout', { amount_cents: 4_000, currency: 'EUR', payment_method: 'visa_mastercard', card }, { 'Idempotency-Key': 'journey-cashout-1' });
    expect(cashout.status).toBe(201);
    expect(cashout.body.state).toBe('pending');
    await until(() => balances.at(-1)?.amount_cents === 16_000, 3_000, 'reserved balance push');
    const recalled = await browser.post(`/api/player/payments/${cashout.body.id}/recall`);
    expect(recalled.status).toBe(200);
    expect(recalled.body.state).toBe('recalled');
    await until(() => balances.at(-1)?.amount_cents === 20_000, 3_000, 'recalled balance push');

    const accounts = (await browser.get('/api/player/accounts')).body as { currency: string; amount_cents: number; available_to_cashout_cents: number }[];
    expect(accounts.find((a) => a.currency === 'EUR')).toMatchObject({ amount_cents: 20_000, available_to_cashout_cents: 10_000 });
    const history = (await browser.get('/api/player/payments')).body as { state: string; action: string }[];
    expect(history.map((p) => `${p.action}:${p.state}`)).toEqual(['cashout:recalled', 'deposit:succeeded']);
  });
});
