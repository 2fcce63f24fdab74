import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';
import { postSandboxForm, sandboxToken } from './sandbox-helpers.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';

const CARD = { number: '4242424242424242', expiry: '12/49', cvv: '123' };

/** A deterministic generator, so a failure reproduces. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % max;
  };
}

describe('wallet under concurrent load', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('keeps the books balanced through 300 parallel deposits, cashouts, bets, wins and replays', async () => {
    const next = random(42);
    const users = Array.from({ length: 5 }, () => platform.createUser());
    const clients = new Map<number, ApiClient>(users.map((id) => [id, platform.clientAs(id)]));
    for (const user of users) {
      const opening = await clients.get(user)!.post('/api/player/payments/deposit', { amount_cents: 100_000, currency: 'EUR', payment_method: 'visa_mastercard', card: CARD, idempotency_key: `conc-open-${user}` });
      expect(opening.body).toMatchObject({ state: 'succeeded' });
    }

    // Bodies sent several times each: the key must move money once.
    const repeated = users.flatMap((user) =>
      Array.from({ length: 4 }, (_, i) => ({ user, action: i % 2 === 0 ? 'deposit' : 'cashout', body: { amount_cents: 1000 + next(4000), currency: 'EUR', payment_method: i % 2 === 0 ? 'visa_mastercard' : 'skrill', card: i % 2 === 0 ? CARD : undefined, idempotency_key: `conc-rep-${user}-${i}` } })),
    );
    const statuses: number[] = [];
    const transferOutcomes: string[] = [];
    const operations: (() => Promise<void>)[] = [];
    const http = (user: number, action: string, body: object) => async () => {
      const response = await clients.get(user)!.post(`/api/player/payments/${action}`, body);
      statuses.push(response.status);
    };
    const move = (user: number, kind: 'bet' | 'win', amount: number, key: string) => async () => {
      await null;
      try {
        const result = transfer(platform.ctx, {
          debit: kind === 'bet' ? { userId: user, kind: 'real' } : { system: 'house:games' },
          credit: kind === 'bet' ? { system: 'house:games' } : { userId: user, kind: 'real' },
          amount_cents: amount,
          currency: 'EUR',
          kind,
          idempotencyKey: key,
        });
        transferOutcomes.push(result.replayed ? 'replayed' : 'ok');
      } catch (error) {
        transferOutcomes.push(error instanceof HttpError ? (error.code ?? 'http') : 'crash');
      }
    };
    for (let i = 0; i < 300; i += 1) {
      const user = users[i % users.length] as number;
      const pick = next(7);
      if (pick === 0) {
        const spec = repeated[next(repeated.length)]!;
        operations.push(http(spec.user, spec.action, spec.body));
      } else if (pick === 1) operations.push(http(user, 'deposit', { amount_cents: 1000 + next(5000), currency: 'EUR', payment_method: 'visa_mastercard', card: CARD, idempotency_key: `conc-dep-${i}` }));
      else if (pick === 2) operations.push(http(user, 'cashout', { amount_cents: 2000 + next(3000), currency: 'EUR', payment_method: 'skrill', idempotency_key: `conc-out-${i}` }));
      else if (pick === 3) operations.push(http(user, 'cashout', { amount_cents: 350_000, currency: 'EUR', payment_method: 'skrill', idempotency_key: `conc-big-${i}` })); // overdraws
      else if (pick === 4) operations.push(move(user, 'bet', 100 + next(60_000), `bet-${i}`)); // the larger ones overdraw
      else if (pick === 5) operations.push(move(user, 'win', 100 + next(5000), `win-${i}`));
      else {
        const key = `twice-${i}`;
        operations.push(move(user, 'bet', 500, key), move(user, 'bet', 500, key)); // same key twice in flight
      }
    }
    await Promise.all(operations.map((operation) => operation()));

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses).size).toBeGreaterThan(1);
    expect(transferOutcomes).not.toContain('crash');
    expect(statuses).toContain(422); // the overdrawing cashouts were refused
    expect(transferOutcomes).toContain('not_enough_money');

    // Phase 2: each pending cashout is raced by two recalls and one sandbox completion.
    const pending = platform.ctx.db.prepare("SELECT id, user_id FROM payments WHERE action = 'cashout' AND state = 'pending'").all() as { id: number; user_id: number }[];
    expect(pending.length).toBeGreaterThan(10);
    const tokens = new Map(await Promise.all(pending.map(async ({ id }) => [id, (await sandboxToken(platform.url, id))!] as const)));
    const race = await Promise.all(
      pending.flatMap(({ id, user_id }) => {
        const client = clients.get(user_id)!;
        return [client.post(`/api/player/payments/${id}/recall`), client.post(`/api/player/payments/${id}/recall`), postSandboxForm(platform.url, id, { token: tokens.get(id)!, outcome: 'succeeded' })];
      }),
    );
    expect(race.filter((r) => r.status >= 500)).toEqual([]);
    expect(race.filter((r) => r.status === 200 || r.status === 303)).toHaveLength(pending.length); // exactly one winner per payment

    assertLedgerConsistent(platform);
    const db = platform.ctx.db;
    // Every movement key appears once, and every payment moved its money at most once per step.
    expect(db.prepare('SELECT COUNT(*) FROM (SELECT reference, kind FROM ledger_transfers WHERE reference LIKE \'payment:%\' GROUP BY reference, kind HAVING COUNT(*) > 1) AS duplicates').pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM (SELECT user_id, idempotency_key FROM payments GROUP BY user_id, idempotency_key HAVING COUNT(*) > 1) AS duplicates').pluck().get()).toBe(0);
    expect(db.prepare("SELECT COUNT(*) FROM payments WHERE action = 'deposit' AND state = 'succeeded'").pluck().get()).toBe(db.prepare("SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'deposit'").pluck().get());
    // Game movements: one transfer per success; the second of each same-key pair was a replay.
    expect(db.prepare("SELECT COUNT(*) FROM ledger_transfers WHERE kind IN ('bet', 'win')").pluck().get()).toBe(transferOutcomes.filter((o) => o === 'ok').length);
    expect(transferOutcomes.filter((o) => o === 'replayed').length).toBeGreaterThan(0);

    // Each wallet equals what its payments and game movements say it should be.
    for (const user of users) {
      const sum = (sql: string) => db.prepare(sql).pluck().get(user) as number;
      const deposits = sum("SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND action = 'deposit' AND state = 'succeeded'");
      const paidOut = sum("SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND action = 'cashout' AND state = 'succeeded'");
      const held = sum("SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND action = 'cashout' AND state = 'pending'");
      const bets = sum("SELECT COALESCE(SUM(t.amount_cents), 0) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id WHERE a.user_id = ? AND t.kind = 'bet'");
      const wins = sum("SELECT COALESCE(SUM(t.amount_cents), 0) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE a.user_id = ? AND t.kind = 'win'");
      const real = sum("SELECT balance_cents FROM ledger_accounts WHERE user_id = ? AND kind = 'real' AND currency = 'EUR'");
      const reserved = sum("SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts WHERE user_id = ? AND kind = 'reserved'");
      expect(real).toBe(deposits - paidOut - held - bets + wins);
      expect(reserved).toBe(held);
    }
  });
});
