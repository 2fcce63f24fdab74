import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './harness.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';

/** Junk for every JSON body: syntax errors, wrong shapes, wrong types, extremes. */
const JUNK_BODIES: unknown[] = [
  '{"amount_cents":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  {},
  { amount_cents: '1000', currency: 'EUR', payment_method: 'visa_mastercard' },
  { amount_cents: -1000, currency: 'EUR', payment_method: 'skrill', idempotency_key: 'sweep-negative-1' },
  { amount_cents: 0, currency: 'EUR', payment_method: 'skrill', idempotency_key: 'sweep-zero-0001' },
  { amount_cents: 1e308, currency: 'EUR', payment_method: 'skrill', idempotency_key: 'sweep-huge-0001' },
  // eslint-disable-next-line no-loss-of-precision -- a hostile body: beyond a double's precision on purpose
  { amount_cents: 9007199254740993, currency: 'EUR', payment_method: 'skrill', idempotency_key: 'sweep-huge-0002' },
  { amount_cents: 10.5, currency: 'EUR', payment_method: 'skrill', idempotency_key: 'sweep-frac-0001' },
  { amount_cents: 5000, currency: 'EUR', payment_method: 'skrill', idempotency_key: 'bad key with spaces' },
  { amount_cents: 5000, currency: 'EUR', payment_method: 'skrill', idempotency_key: 'k'.repeat(500) },
  { amount_cents: 5000, currency: 123, payment_method: {}, card: 'x' },
  { amount_cents: 5000, currency: 'EUR', payment_method: 'visa_mastercard', card: { number: 4242424242424242, expiry: 1230, cvv: 123 }, idempotency_key: 'sweep-card-0001' },
  { amount_cents: 5000, currency: 'EUR', payment_method: 'visa_mastercard', card: { number: '4242424242424242', expiry: '13/99', cvv: '12' }, idempotency_key: 'sweep-card-0002' },
  { amount_cents: 5000, currency: 'EUR', payment_method: 'visa_mastercard', idempotency_key: 'sweep-card-0003' },
  { amount_cents: 5000, currency: 'BTC', payment_method: 'bitcoin', idempotency_key: 'sweep-btc-00001' },
  { amount_cents: 5000, currency: 'EUR', payment_method: 'no_such_method', idempotency_key: 'sweep-meth-0001' },
  { currency: 'ZZZ' },
  { account: 'EUR' },
  { type: 'deposit', period: {}, accounts: 'x' },
  { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: -1 }] },
  { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1e300 }] },
  { type: 'session', minutes: 'many' },
  { type: 'coolingoff', period: 'forever' },
  { type: 'selfexclusion', period: 6, extra: [[[[[[[[[[]]]]]]]]]] },
  { limit: null },
  { limit: 'x' },
  { token: 123 },
  { token: 'short' },
  { page: -1, page_size: 1e9, filter: 'x' },
  { outcome: 'maybe' },
  { country: 'Germany', first_name: 123, email: 'not-an-email', card_bin: '12', amount: 'lots', type: 'refund' },
  { country: 'DE', first_name: 'A', last_name: 'B', email: 'a@b.test', device_fingerprint: 'f', amount: '1e400', currency: 'EUR', payment_system: 'x', type: 'transaction' },
  { deep: JSON.parse('['.repeat(200) + ']'.repeat(200)) },
  { big: 'x'.repeat(100_000) },
];

const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999999', '%00', "1'--", '1e3'];

describe('malformed input sweep over wallet, payments, limits and fraud endpoints', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('never answers 5xx and changes nothing', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    const guest = platform.client();
    const ledgerBefore = platform.ctx.db.prepare('SELECT COUNT(*) FROM ledger_transfers').pluck().get();

    const postPaths = [
      '/api/player/accounts',
      '/api/player/payments/deposit',
      '/api/player/payments/cashout',
      '/api/player/payments/with_pages',
      '/api/users/transaction',
      '/api/user_limits',
      '/api/user_limits/confirm',
      ...BAD_IDS.map((id) => `/api/player/payments/${id}/recall`),
      ...BAD_IDS.map((id) => `/sandbox/payments/${id}/complete`),
      '/api/player/payments/424242/recall',
      '/sandbox/payments/424242/complete',
    ];
    const getPaths = [
      '/api/player/accounts?compatibility=maybe',
      '/api/player/accounts?compatibility[]=true',
      '/api/player/payment_methods',
      '/api/player/payment_methods?currency=../../etc&action=steal',
      '/api/player/payment_methods?currency[]=EUR&action=deposit',
      '/api/player/payment_methods?currency=EUR&action=cashout&action=deposit',
      '/api/player/payments?page=-1',
      '/api/user_limits?x=%00',
    ];
    const responses: { what: string; status: number }[] = [];
    for (const who of [client, guest]) {
      for (const path of postPaths) {
        const answers = await Promise.all(JUNK_BODIES.map((body) => who.post(path, body)));
        answers.forEach((response, i) => responses.push({ what: `POST ${path} ${JSON.stringify(JUNK_BODIES[i]).slice(0, 60)}`, status: response.status }));
      }
      for (const path of getPaths) responses.push({ what: `GET ${path}`, status: (await who.get(path)).status });
      for (const id of [...BAD_IDS, '424242']) responses.push({ what: `DELETE ${id}`, status: (await who.delete(`/api/user_limits/${id}`)).status });
    }

    expect(responses.filter((r) => r.status >= 500)).toEqual([]);
    expect(responses.filter((r) => r.status === 422).length).toBeGreaterThan(100);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM ledger_transfers').pluck().get()).toBe(ledgerBefore);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM payments').pluck().get()).toBe(0);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM user_limits').pluck().get()).toBe(0);
    expect(platform.ctx.db.prepare('SELECT currency FROM users WHERE id = ?').pluck().get(user)).toBe('EUR');
    assertLedgerConsistent(platform);
  }, 60_000);
});
