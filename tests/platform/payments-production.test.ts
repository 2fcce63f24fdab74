/**
 * Sandbox payments never run in production (issue 11 follow-up; docs/operations.md "Payments",
 * docs/security.md "Controls"). A production platform without a real payment provider lists no
 * methods, answers every deposit, cashout and recall with 503 `payments_unavailable` and moves no
 * money, even when handed the sandbox adapter; its start warns. Real server, real HTTP.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../platform/config.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { paymentsStartupWarning } from '../../platform/payments/provider.ts';
import { sandboxPaymentProvider } from '../../platform/payments/sandbox-provider.ts';
import { methodsFor } from '../../platform/payments/methods.ts';
import { productionSettings, strongSecret } from './demo-helpers.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';
import { fundEur, leftoverSandboxDeposit } from './sandbox-helpers.ts';

const SUCCESS_CARD = { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' };
const PENDING_CARD = { ...SUCCESS_CARD, number: '4000000000003220' };
const UNAVAILABLE = { errors: { base: ['Payments are not available'] }, code: 'payments_unavailable' };
let keys = 0;
const key = () => `production-payments-${++keys}`;

async function eurWallet(client: ApiClient) {
  const accounts = (await client.get('/api/player/accounts')).body as { currency: string; amount_cents: number }[];
  return accounts.find((account) => account.currency === 'EUR')?.amount_cents ?? 0;
}

const countRows = (platform: TestPlatform, sql: string, ...params: unknown[]) => platform.ctx.db.prepare(sql).pluck().get(...params) as number;

describe('production without a real payment provider', () => {
  let platform: TestPlatform;
  let handedSandbox: TestPlatform;
  beforeAll(async () => {
    const { config, mailer } = productionSettings();
    platform = await startPlatform(config, { mailer });
    // An operator wiring the sandbox adapter into production by hand: refused all the same.
    handedSandbox = await startPlatform(productionSettings().config, { mailer, paymentProvider: sandboxPaymentProvider });
  });
  afterAll(async () => {
    await platform.close();
    await handedSandbox.close();
  });

  it('lists no payment methods, to guests and players, for any currency and action', async () => {
    const player = platform.clientAs(platform.createUser());
    for (const [client, who] of [[platform.client(), 'guest'], [player, 'player']] as const) {
      for (const query of ['currency=EUR&action=deposit', 'currency=EUR&action=cashout', 'currency=BTC&action=deposit', 'currency=USDT&action=cashout']) {
        const answer = await client.get(`/api/player/payment_methods?${query}`);
        expect(answer.status, `${who} ${query}`).toBe(200);
        expect(answer.body, `${who} ${query}`).toEqual([]);
      }
    }
    expect((await handedSandbox.clientAs(handedSandbox.createUser()).get('/api/player/payment_methods?currency=EUR')).body).toEqual([]);
    // Bad input is still a 422, not an empty list.
    expect((await player.get('/api/player/payment_methods?currency=XXX')).status).toBe(422);
  });

  for (const [name, target] of [['no provider', () => platform], ['the sandbox handed in', () => handedSandbox]] as const) {
    it(`refuses test-card deposits, crypto deposits, cashouts and recalls with 503 and moves no money (${name})`, async () => {
      const server = target();
      const userId = server.createUser();
      const player = server.clientAs(userId);
      fundEur(server.ctx.db, server.clock.now(), userId, 50_000);
      const transfersBefore = countRows(server, 'SELECT COUNT(*) FROM ledger_transfers');

      const attempts = [
        await player.post('/api/player/payments/deposit', { amount_cents: 2_000, currency: 'EUR', payment_method: 'visa_mastercard', card: SUCCESS_CARD, idempotency_key: key() }),
        await player.post('/api/player/payments/deposit', { amount_cents: 2_000, currency: 'EUR', payment_method: 'visa_mastercard', card: PENDING_CARD }, { 'Idempotency-Key': key() }),
        await player.post('/api/player/payments/deposit', { amount_cents: 100_000, currency: 'BTC', payment_method: 'bitcoin', idempotency_key: key() }),
        await player.post('/api/player/payments/deposit', { amount_cents: 2_000, currency: 'EUR', payment_method: 'skrill', idempotency_key: key() }),
        await player.post('/api/player/payments/cashout', { amount_cents: 3_000, currency: 'EUR', payment_method: 'skrill', idempotency_key: key() }),
      ];
      for (const answer of attempts) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(answer.body).toEqual(UNAVAILABLE);
      }
      expect(await eurWallet(player)).toBe(50_000);
      expect(countRows(server, 'SELECT COUNT(*) FROM payments WHERE user_id = ?', userId)).toBe(0);
      expect(countRows(server, 'SELECT COUNT(*) FROM ledger_transfers')).toBe(transfersBefore);
      expect((await player.get('/api/player/payments')).body).toEqual([]);

      // Bad input is still a 422 (validated before the provider is asked), an anonymous call a 401.
      expect((await player.post('/api/player/payments/deposit', { amount_cents: -5, currency: 'EUR', payment_method: 'visa_mastercard' })).status).toBe(422);
      expect((await server.client().post('/api/player/payments/deposit', { amount_cents: 2_000, currency: 'EUR', payment_method: 'skrill', idempotency_key: key() })).status).toBe(401);
    });
  }

  it('never settles a sandbox deposit left open in the database, and lets nobody recall', async () => {
    const userId = platform.createUser();
    const player = platform.clientAs(userId);
    const id = leftoverSandboxDeposit(platform.ctx.db, userId, 2_000, platform.clock.now() - 60_000); // the sandbox's clock: due a minute ago
    expect((await player.get('/api/player/payments')).body[0]).toMatchObject({ id, state: 'pending', recallable: false });
    expect(await eurWallet(player)).toBe(0);
    const recall = await player.post(`/api/player/payments/${id}/recall`, {});
    expect(recall.status).toBe(503);
    expect(recall.body).toEqual(UNAVAILABLE);
  });

  it('warns at start, and not in demo mode', () => {
    expect(paymentsStartupWarning(platform.ctx.config, platform.ctx.payments)).toMatch(/Payments are not available.*sandbox payment provider is demo-only/);
    expect(paymentsStartupWarning(testConfig({ mode: 'demo' }), sandboxPaymentProvider)).toBeNull();
  });

  // Both executables start through platform/launch.ts: `npm start`'s server and a platform-only node.
  it.each([
    ['host-demo/server/main.ts', /is running at/],
    ['platform/main.ts', /listening on/],
  ])('prints the warning when %s starts in production', async (entry, ready) => {
    const secret = strongSecret();
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(CASINO_MODE|NODE_ENV|CENTRIFUGO_|PROVIDER_WALLET_SECRET|SMTP_URL|CAPTCHA_|TRUST_PROXY|PUBLIC_URL|ALLOWED_HOSTS)/.test(name)));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...clean, PLATFORM_DB: ':memory:', HOST: '127.0.0.1', PORT: '0', CENTRIFUGO_SECRET: secret, PROVIDER_WALLET_SECRET: strongSecret(), SMTP_URL: 'smtp://127.0.0.1:9', CAPTCHA_SECRET: strongSecret(), CAPTCHA_SITE_KEY: 'site-key' },
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start within 45 s:\n${output}`)), 45_000);
        const read = (chunk: Buffer) => {
          output += chunk;
          if (ready.test(output)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`exited ${code}:\n${output}`))));
      });
    } finally {
      child.kill('SIGKILL');
    }
    expect(output).toMatch(/Warning: Payments are not available/);
    expect(output).toMatch(/production mode/);
  }, 60_000);
});

describe('production with a real payment provider', () => {
  // What an operator's adapter looks like (platform/payments/provider.ts): here one that lists the
  // card method and leaves every deposit pending on its side, as a 3-D Secure check would.
  const provider: PaymentProvider = {
    id: 'acquirer',
    sandbox: false,
    methods: (viewer, currency, action) => methodsFor(viewer, currency, action).filter((method) => method.id === 'visa_mastercard').map((method) => ({ ...method, provider: { id: 'acquirer', name: 'Acquirer' } })),
    deposit: () => ({ state: 'pending' }),
    cashout: () => ({ state: 'processing' }),
    recallable: () => false,
  };
  let platform: TestPlatform;
  beforeAll(async () => {
    const { config, mailer } = productionSettings();
    platform = await startPlatform(config, { mailer, paymentProvider: provider });
  });
  afterAll(() => platform.close());

  it('lists its methods and records its decisions; test cards mean nothing to it', async () => {
    const userId = platform.createUser();
    const player = platform.clientAs(userId);
    const methods = (await player.get('/api/player/payment_methods?currency=EUR')).body;
    expect(methods.map((method: { id: string; provider: { id: string } }) => [method.id, method.provider.id])).toEqual([['visa_mastercard', 'acquirer']]);
    const answer = await player.post('/api/player/payments/deposit', { amount_cents: 2_000, currency: 'EUR', payment_method: 'visa_mastercard', card: SUCCESS_CARD, idempotency_key: key() });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ state: 'pending', success: false });
    expect(await eurWallet(player)).toBe(0);
    expect(paymentsStartupWarning(platform.ctx.config, platform.ctx.payments)).toBeNull();
  });
});
