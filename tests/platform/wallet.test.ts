import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { DEMO_PLAYER_EMAILS } from '../../platform/players/seed.ts';
import { seedWallets } from '../../platform/wallet/seed.ts';
import { accountsOf, balanceOf, transfer } from '../../platform/wallet/service.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { assertLedgerConsistent, refusal } from './wallet-ledger-checks.ts';


describe('ledger', () => {
  let platform: TestPlatform;
  let publisher: MemoryPublisher;
  beforeAll(async () => {
    publisher = new MemoryPublisher();
    platform = await startPlatform({}, { publisher });
  });
  afterAll(() => platform.close());

  it('moves money between accounts, keeps both sides, and pushes the Account', () => {
    const user = platform.createUser();
    const result = transfer(platform.ctx, { debit: { system: 'house:payments' }, credit: { userId: user, kind: 'real' }, amount_cents: 700, currency: 'EUR', kind: 'deposit', idempotencyKey: `t-${user}-1` });
    expect(result.replayed).toBe(false);
    expect(balanceOf(platform.ctx, user, 'EUR')).toEqual({ currency: 'EUR', real_cents: 700, bonus_cents: 0, reserved_cents: 0, total_cents: 700 });
    transfer(platform.ctx, { debit: { system: 'house:bonuses' }, credit: { userId: user, kind: 'bonus' }, amount_cents: 300, currency: 'EUR', kind: 'bonus', idempotencyKey: `t-${user}-2` });
    expect(accountsOf(platform.ctx, user)).toEqual([{ currency: 'EUR', amount_cents: 1000, available_to_cashout_cents: 700, available_to_bet_with_locked_cent: 1000, hidden_at: null, deposit_available: true, selected_lottery_id: null, active: true }]);
    expect(publisher.published.at(-1)).toEqual({ channel: `balance#${user}`, data: expect.objectContaining({ amount_cents: 1000 }) });
    assertLedgerConsistent(platform);
  });

  it('replays a repeated key without moving money; another operation under the same key is a 409', () => {
    const user = platform.createUser();
    const spec = { debit: { system: 'house:payments' as const }, credit: { userId: user, kind: 'real' as const }, amount_cents: 500, currency: 'EUR', kind: 'deposit', idempotencyKey: `replay-${user}` };
    const first = transfer(platform.ctx, spec);
    const again = transfer(platform.ctx, spec);
    expect(again).toMatchObject({ replayed: true, transfer: { id: first.transfer.id } });
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(500);
    const mismatch = refusal(() => transfer(platform.ctx, { ...spec, amount_cents: 501 }));
    expect([mismatch.status, mismatch.code]).toEqual([409, 'idempotency_mismatch']);
  });

  it('refuses overdrafts, bad amounts, unknown currencies and self-transfers, changing nothing', () => {
    const user = platform.createUser();
    transfer(platform.ctx, { debit: { system: 'house:payments' }, credit: { userId: user, kind: 'real' }, amount_cents: 100, currency: 'EUR', kind: 'deposit', idempotencyKey: `fund-${user}` });
    const bet = (amount_cents: number, extra: object = {}) => () =>
      transfer(platform.ctx, { debit: { userId: user, kind: 'real' }, credit: { system: 'house:games' }, amount_cents, currency: 'EUR', kind: 'bet', idempotencyKey: `bet-${user}-${amount_cents}-${Math.random()}`, ...extra });
    expect(refusal(bet(101)).code).toBe('not_enough_money');
    for (const amount of [0, -5, 1.5, Number.NaN, 1e16]) expect(refusal(bet(amount)).code).toBe('invalid_amount');
    expect(refusal(bet(10, { currency: 'XYZ' })).code).toBe('invalid_currency');
    expect(refusal(bet(10, { credit: { userId: user, kind: 'real' } })).status).toBe(422);
    expect(balanceOf(platform.ctx, user, 'EUR').real_cents).toBe(100);
    assertLedgerConsistent(platform);
  });

  it('keeps transfers immutable', () => {
    expect(() => platform.ctx.db.prepare('UPDATE ledger_transfers SET amount_cents = 1').run()).toThrow(/immutable/);
    expect(() => platform.ctx.db.prepare('DELETE FROM ledger_transfers').run()).toThrow(/immutable/);
  });

  it('seeds the demo players once: 1000.00 EUR, 10 000.00 for the VIP', () => {
    const idOf = (email: string) => platform.ctx.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
    const player = idOf('player@casino.localhost');
    const vip = idOf('vip@casino.localhost');
    expect(balanceOf(platform.ctx, player, 'EUR').real_cents).toBe(100_000);
    expect(balanceOf(platform.ctx, vip, 'EUR').real_cents).toBe(1_000_000);
    seedWallets(platform.ctx); // a second run moves nothing (idempotency keys seed:<user>:EUR)
    expect(balanceOf(platform.ctx, player, 'EUR').real_cents).toBe(100_000);
    expect(platform.ctx.db.prepare("SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'seed'").pluck().get()).toBe(DEMO_PLAYER_EMAILS.length);
    assertLedgerConsistent(platform);
  });
});
