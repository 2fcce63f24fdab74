/**
 * The wallet's edges that mutation testing found unguarded (docs/testing.md "Mutation testing"):
 * the exact bounds of a transfer, which parameter makes a repeated key a 409, what is pushed after a
 * movement (once per wallet, never on a replay, never failing the movement), the accounts route in
 * both shapes, and who the demo seed funds as a VIP. Real ledger, real HTTP (docs/api/wallet-payments-limits.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immediate } from '../../platform/db/database.ts';
import { MAX_TRANSFER_CENTS, postTransfer } from '../../platform/wallet/ledger.ts';
import { OPENING_BALANCE_CENTS, seedWallets, VIP_OPENING_BALANCE_CENTS } from '../../platform/wallet/seed.ts';
import { accountsOf, balanceOf, publishBalances, transfer, type TransferSpec } from '../../platform/wallet/service.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { assertLedgerConsistent, refusal } from './wallet-ledger-checks.ts';


/** Records pushes; `failing` makes every publish throw, as a broken socket adapter would. */
const publisher = {
  failing: false,
  published: [] as { channel: string; data: any }[],
  publish(channel: string, data: unknown) {
    if (this.failing) throw new Error('realtime down');
    this.published.push({ channel, data });
  },
};

let platform: TestPlatform;
let keys = 0;
const key = (label: string) => `mw-${label}-${++keys}`;
const deposit = (userId: number, amount_cents: number, extra: Partial<TransferSpec> = {}): TransferSpec => ({
  debit: { system: 'house:payments' },
  credit: { userId, kind: 'real' },
  amount_cents,
  currency: 'EUR',
  kind: 'deposit',
  idempotencyKey: key('dep'),
  ...extra,
});

beforeAll(async () => {
  platform = await startPlatform({}, { publisher });
});
afterAll(() => platform.close());

describe('transfer bounds', () => {
  it('accepts exactly MAX_TRANSFER_CENTS and refuses one subunit more', () => {
    const user = platform.createUser();
    expect(transfer(platform.ctx, deposit(user, MAX_TRANSFER_CENTS)).replayed).toBe(false);
    const over = refusal(() => transfer(platform.ctx, deposit(user, MAX_TRANSFER_CENTS + 1)));
    expect([over.status, over.code]).toEqual([422, 'invalid_amount']);
    expect(transfer(platform.ctx, deposit(user, 1)).replayed).toBe(false);
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(MAX_TRANSFER_CENTS + 1);
  });

  it('fills a balance up to Number.MAX_SAFE_INTEGER and refuses the subunit that would pass it', () => {
    const user = platform.createUser();
    // Two counter-accounts share the fill, so neither passes -2^53 itself (the ledger bounds a credit, not a system debit).
    for (let i = 0; i < 900; i += 1) transfer(platform.ctx, deposit(user, MAX_TRANSFER_CENTS, { debit: { system: i % 2 === 0 ? 'house:payments' : 'house:games' } }));
    const rest = Number.MAX_SAFE_INTEGER - 900 * MAX_TRANSFER_CENTS;
    transfer(platform.ctx, deposit(user, rest));
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(Number.MAX_SAFE_INTEGER);
    const overflow = refusal(() => transfer(platform.ctx, deposit(user, 1)));
    expect([overflow.status, overflow.code, overflow.errors]).toEqual([422, 'invalid_amount', { amount_cents: ['balance would overflow'] }]);
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(Number.MAX_SAFE_INTEGER);
    assertLedgerConsistent(platform);
  });

  it('lets a player spend the whole balance, not a subunit more', () => {
    const user = platform.createUser();
    transfer(platform.ctx, deposit(user, 250));
    const bet = (amount_cents: number) => transfer(platform.ctx, { debit: { userId: user, kind: 'real' }, credit: { system: 'house:games' }, amount_cents, currency: 'EUR', kind: 'bet', idempotencyKey: key('bet') });
    const short = refusal(() => bet(251));
    expect([short.status, short.code, short.errors]).toEqual([422, 'not_enough_money', { amount_cents: ['not enough money'] }]);
    bet(250);
    expect(balanceOf(platform.ctx, user, 'EUR')).toEqual({ currency: 'EUR', real_cents: 0, bonus_cents: 0, reserved_cents: 0, total_cents: 0 });
    expect(refusal(() => bet(1)).code).toBe('not_enough_money');
  });

  it('lets a system account go below zero (it stands for the outside world)', () => {
    const user = platform.createUser();
    transfer(platform.ctx, deposit(user, 5, { debit: { system: 'house:bonuses' }, credit: { userId: user, kind: 'bonus' }, kind: 'bonus' }));
    expect(balanceOf(platform.ctx, user, 'EUR')).toMatchObject({ real_cents: 0, bonus_cents: 5, total_cents: 5 });
    const house = platform.ctx.db.prepare("SELECT kind, balance_cents FROM ledger_accounts WHERE system_name = 'house:bonuses' AND currency = 'EUR'").get() as { kind: string; balance_cents: number };
    expect(house.kind).toBe('system');
    expect(house.balance_cents).toBeLessThan(0);
  });

  it('needs an idempotency key of 1 to 200 characters', () => {
    const user = platform.createUser();
    for (const idempotencyKey of ['', 'k'.repeat(201)]) {
      const refused = refusal(() => transfer(platform.ctx, deposit(user, 10, { idempotencyKey })));
      expect([refused.status, refused.code, refused.errors]).toEqual([422, 'invalid', { idempotency_key: ['is required (1–200 characters)'] }]);
    }
    transfer(platform.ctx, deposit(user, 10, { idempotencyKey: `${user}`.padEnd(200, 'k') }));
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(10);
  });

  it('says what is wrong with an amount, a currency, or a transfer to the same account', () => {
    const user = platform.createUser();
    const amount = refusal(() => transfer(platform.ctx, deposit(user, 0)));
    expect(amount.errors).toEqual({ amount_cents: [`must be a whole number of subunits between 1 and ${MAX_TRANSFER_CENTS}`] });
    const currency = refusal(() => transfer(platform.ctx, deposit(user, 10, { currency: 'XYZ' })));
    expect([currency.code, currency.errors]).toEqual(['invalid_currency', { currency: ['is not supported'] }]);
    const same = refusal(() => transfer(platform.ctx, deposit(user, 10, { debit: { system: 'house:payments' }, credit: { system: 'house:payments' } })));
    expect([same.status, same.code, same.errors]).toEqual([422, 'invalid', { base: ['cannot transfer to the same account'] }]);
    const self = refusal(() => transfer(platform.ctx, deposit(user, 10, { debit: { userId: user, kind: 'real' } })));
    expect([self.status, self.code]).toEqual([422, 'invalid']);
  });

  it('must run inside the caller’s write transaction', () => {
    const user = platform.createUser();
    expect(() => postTransfer(platform.ctx.db, platform.clock.now(), deposit(user, 10))).toThrow(/inside a write transaction/);
    const posted = immediate(platform.ctx.db, () => postTransfer(platform.ctx.db, platform.clock.now(), deposit(user, 10, { reference: 'pay-1' })));
    expect(posted.transfer).toMatchObject({ amount_cents: 10, currency: 'EUR', kind: 'deposit', reference: 'pay-1' });
    expect(posted.touched).toEqual([{ userId: user, currency: 'EUR' }]);
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(10);
  });
});

describe('idempotency', () => {
  it('replays only the very same movement; any other parameter under the key is a 409', () => {
    const user = platform.createUser();
    const other = platform.createUser();
    const spec = deposit(user, 500, { reference: 'ref-1' });
    const first = transfer(platform.ctx, spec);
    const variants: Partial<TransferSpec>[] = [
      { debit: { system: 'house:bonuses' } },
      { credit: { userId: other, kind: 'real' } },
      { credit: { userId: user, kind: 'bonus' } },
      { amount_cents: 499 },
      { currency: 'USD' },
      { kind: 'win' },
      { reference: 'ref-2' },
      { reference: null },
    ];
    for (const variant of variants) {
      const refused = refusal(() => transfer(platform.ctx, { ...spec, ...variant }));
      expect([refused.status, refused.code, refused.message], JSON.stringify(variant)).toEqual([409, 'idempotency_mismatch', 'This idempotency key was used for a different operation']);
    }
    const again = transfer(platform.ctx, spec);
    expect(again).toEqual({ transfer: first.transfer, replayed: true, touched: [] });

    const unreferenced = deposit(user, 7);
    transfer(platform.ctx, unreferenced);
    expect(transfer(platform.ctx, { ...unreferenced, reference: null }).replayed).toBe(true);
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(507);
    expect(balanceOf(platform.ctx, other, 'EUR').real_cents).toBe(0);
  });
});

describe('balance pushes', () => {
  const pushesFor = (user: number) => publisher.published.filter((p) => p.channel === `balance#${user}`);

  it('pushes each touched wallet once, after the movement, and nothing on a replay', () => {
    const user = platform.createUser();
    const spec = deposit(user, 900);
    transfer(platform.ctx, spec);
    expect(pushesFor(user).map((p) => p.data)).toEqual([expect.objectContaining({ currency: 'EUR', amount_cents: 900, available_to_cashout_cents: 900, active: true })]);
    transfer(platform.ctx, spec);
    expect(pushesFor(user)).toHaveLength(1);
    // Both sides are the player's: one push for the one wallet.
    transfer(platform.ctx, { debit: { userId: user, kind: 'real' }, credit: { userId: user, kind: 'reserved' }, amount_cents: 400, currency: 'EUR', kind: 'cashout_reserve', idempotencyKey: key('res') });
    expect(pushesFor(user)).toHaveLength(2);
    expect(pushesFor(user)[1]?.data).toMatchObject({ amount_cents: 500, available_to_cashout_cents: 500 });
    expect(balanceOf(platform.ctx, user, 'EUR')).toEqual({ currency: 'EUR', real_cents: 500, bonus_cents: 0, reserved_cents: 400, total_cents: 500 });
  });

  it('pushes each distinct wallet of a batch, skipping repeats', () => {
    const a = platform.createUser();
    const b = platform.createUser();
    const before = publisher.published.length;
    publishBalances(platform.ctx, [
      { userId: a, currency: 'EUR' },
      { userId: b, currency: 'EUR' },
      { userId: a, currency: 'EUR' },
      { userId: a, currency: 'USD' },
    ]);
    expect(publisher.published.slice(before).map((p) => [p.channel, p.data.currency])).toEqual([
      [`balance#${a}`, 'EUR'],
      [`balance#${b}`, 'EUR'],
      [`balance#${a}`, 'USD'],
    ]);
  });

  it('keeps the movement when the push fails, and keeps pushing the other wallets', () => {
    const user = platform.createUser();
    const second = platform.createUser();
    publisher.failing = true;
    try {
      expect(transfer(platform.ctx, deposit(user, 300)).replayed).toBe(false);
      expect(() => publishBalances(platform.ctx, [{ userId: user, currency: 'EUR' }])).not.toThrow();
    } finally {
      publisher.failing = false;
    }
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(300);
    let calls = 0;
    const flaky = { ...platform.ctx, publisher: { publish: (channel: string, data: unknown) => (++calls === 1 ? (() => { throw new Error('once'); })() : publisher.publish(channel, data)) } };
    publishBalances(flaky, [{ userId: user, currency: 'EUR' }, { userId: second, currency: 'EUR' }]);
    expect(calls).toBe(2);
    expect(pushesFor(second)).toHaveLength(1);
  });
});

describe('GET and POST /api/player/accounts', () => {
  it('lists the selected currency at 0 before any movement, in both shapes', async () => {
    const user = platform.createUser({ currency: 'CAD' });
    const client = platform.clientAs(user);
    const full = await client.get('/api/player/accounts');
    expect(full.body).toEqual([{ currency: 'CAD', amount_cents: 0, available_to_cashout_cents: 0, available_to_bet_with_locked_cent: 0, hidden_at: null, deposit_available: true, selected_lottery_id: null, active: true }]);
    expect((await client.get('/api/player/accounts?compatibility=false')).body).toEqual(full.body);
    expect((await client.get('/api/player/accounts?compatibility=true')).body).toEqual([{ currency: 'CAD', amount_cents: 0, available_to_cashout_cents: 0, wager_status: null }]);
    expect(accountsOf(platform.ctx, user)).toEqual(full.body);
  });

  it('lists every wallet oldest first, bonus and reserved money in their places', async () => {
    const user = platform.createUser();
    transfer(platform.ctx, deposit(user, 1000));
    transfer(platform.ctx, deposit(user, 200, { debit: { system: 'house:bonuses' }, credit: { userId: user, kind: 'bonus' }, kind: 'bonus' }));
    transfer(platform.ctx, { debit: { userId: user, kind: 'real' }, credit: { userId: user, kind: 'reserved' }, amount_cents: 300, currency: 'EUR', kind: 'cashout_reserve', idempotencyKey: key('res') });
    transfer(platform.ctx, deposit(user, 50, { currency: 'USD' }));
    const client = platform.clientAs(user);
    const accounts = (await client.get('/api/player/accounts')).body;
    expect(accounts).toEqual([
      { currency: 'EUR', amount_cents: 900, available_to_cashout_cents: 700, available_to_bet_with_locked_cent: 900, hidden_at: null, deposit_available: true, selected_lottery_id: null, active: true },
      { currency: 'USD', amount_cents: 50, available_to_cashout_cents: 50, available_to_bet_with_locked_cent: 50, hidden_at: null, deposit_available: true, selected_lottery_id: null, active: false },
    ]);
    expect((await client.get('/api/player/accounts?compatibility=true')).body).toEqual([
      { currency: 'EUR', amount_cents: 900, available_to_cashout_cents: 700, wager_status: null },
      { currency: 'USD', amount_cents: 50, available_to_cashout_cents: 50, wager_status: null },
    ]);
  });

  it('opens and selects a wallet ({currency} or {account: {currency}}), pushes it, and answers 201', async () => {
    const user = platform.createUser();
    transfer(platform.ctx, deposit(user, 100));
    const client = platform.clientAs(user);
    const before = publisher.published.length;
    const created = await client.post('/api/player/accounts', { account: { currency: 'GBP' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ currency: 'GBP', amount_cents: 0, available_to_cashout_cents: 0, available_to_bet_with_locked_cent: 0, hidden_at: null, deposit_available: true, selected_lottery_id: null, active: true });
    expect(publisher.published.slice(before)).toEqual([{ channel: `balance#${user}`, data: created.body }]);
    expect((await client.get('/api/player/accounts')).body.map((a: { currency: string; active: boolean }) => [a.currency, a.active])).toEqual([
      ['EUR', false],
      ['GBP', true],
    ]);
    const back = await client.post('/api/player/accounts', { currency: 'EUR' });
    expect([back.status, back.body.amount_cents, back.body.active]).toEqual([201, 100, true]);
    expect((await client.get('/api/player/accounts')).body.map((a: { currency: string }) => a.currency)).toEqual(['EUR', 'GBP']);
    const refused = await client.post('/api/player/accounts', { account: { currency: 'XXX' } });
    expect([refused.status, refused.body.errors]).toEqual([422, { currency: ['is not a supported currency'] }]);
    // {account: <not an object>} is read as the body itself, which has no currency.
    expect((await client.post('/api/player/accounts', { account: 'GBP' })).status).toBe(422);
    expect((await client.post('/api/player/accounts', { account: 'GBP', currency: 'EUR' })).status).toBe(201);
    for (const raw of ['null', '"GBP"', '7']) expect((await client.post('/api/player/accounts', raw)).status, raw).toBe(422);
    expect((await client.get('/api/player/accounts?compatibility=yes')).status).toBe(422);
    expect((await platform.client().post('/api/player/accounts', { currency: 'USD' })).status).toBe(401);
  });

  it('shows deposits as unavailable while a time-out runs', async () => {
    const user = platform.createUser();
    const client = platform.clientAs(user);
    expect((await client.post('/api/user_limits', { type: 'coolingoff', period: 'day' })).status).toBe(201);
    expect((await client.get('/api/player/accounts')).body[0].deposit_available).toBe(false);
  });
});

describe('demo seed', () => {
  it('funds a demo player as a VIP by a VIP group or a "vip" e-mail, the others with the opening balance', () => {
    const db = platform.ctx.db;
    // Give the demo e-mails to fresh players (the seeded ones step aside), then seed again.
    // estonia@ is left without a player: the seed skips a missing demo player.
    for (const email of ['player@casino.localhost', 'vip@casino.localhost', 'tester@casino.localhost', 'estonia@casino.localhost']) {
      db.prepare('UPDATE users SET email = ? WHERE email = ?').run(`old-${keys++}-${email}`, email);
    }
    const grouped = platform.createUser({ email: 'player@casino.localhost' });
    db.prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, ?, ?)').run(grouped, 759, '2026-01-01T00:00:00.000Z');
    const named = platform.createUser({ email: 'vip@casino.localhost' });
    const tester = platform.createUser({ email: 'tester@casino.localhost' });
    db.prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, ?, ?)').run(tester, 21, '2026-01-01T00:00:00.000Z');
    seedWallets(platform.ctx);
    expect(balanceOf(platform.ctx, grouped, 'EUR').real_cents).toBe(VIP_OPENING_BALANCE_CENTS);
    expect(balanceOf(platform.ctx, named, 'EUR').real_cents).toBe(VIP_OPENING_BALANCE_CENTS);
    expect(balanceOf(platform.ctx, tester, 'EUR').real_cents).toBe(OPENING_BALANCE_CENTS);
    expect(
      db.prepare('SELECT t.kind, t.reference, t.currency, a.system_name FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id WHERE t.idempotency_key = ?').get(`seed:${tester}:EUR`),
    ).toEqual({ kind: 'seed', reference: 'seed', currency: 'EUR', system_name: 'house:seed' });
    assertLedgerConsistent(platform);
  });
});
