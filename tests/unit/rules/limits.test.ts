import { describe, expect, it } from 'vitest';
import { anyLimitReached, gameBlockedByLimits, isAccountReached, isLimitReached, type UserLimit } from '../../../sdk/rules/limits.ts';

const account = (amount: number, current: number, currency = 'EUR') => ({ currency, amount_cents: amount, current_value_amount_cents: current });

describe('limit reached: amount − |current value| ≤ 0', () => {
  it.each([
    [10000, 9999, false],
    [10000, 10000, true],
    [10000, 10001, true],
    [10000, -9999, false], // losses come negative: the absolute value counts
    [10000, -10000, true],
    [0, 0, true],
    [1, 0, false],
  ])('amount %i, current %i → %s', (amount, current, reached) => {
    expect(isAccountReached(account(amount, current))).toBe(reached);
  });

  it('cooling-off always counts as reached, with or without accounts', () => {
    expect(isLimitReached({ type: 'coolingoff', accounts: [] })).toBe(true);
    expect(isLimitReached({ type: 'cooling_off', accounts: [account(100, 0)] })).toBe(true);
    expect(isLimitReached({ type: 'loss', accounts: [] })).toBe(false);
  });

  it('looks at the player currency when given', () => {
    const limit: UserLimit = { type: 'loss', accounts: [account(100, 100, 'USD'), account(100, 0, 'EUR')] };
    expect(isLimitReached(limit)).toBe(true);
    expect(isLimitReached(limit, 'EUR')).toBe(false);
    expect(isLimitReached(limit, 'USD')).toBe(true);
  });

  it('any limit reached over a list', () => {
    expect(anyLimitReached([])).toBe(false);
    expect(anyLimitReached([{ type: 'wager', accounts: [account(5, 1)] }, { type: 'loss', accounts: [account(5, 5)] }])).toBe(true);
    expect(anyLimitReached([{ type: 'wager', accounts: [account(5, 1)] }])).toBe(false);
  });

  it('deposit limits do not block opening a game (contract §2.6)', () => {
    const deposit: UserLimit = { type: 'deposit', accounts: [account(100, 100)] };
    expect(anyLimitReached([deposit])).toBe(true);
    expect(gameBlockedByLimits([deposit])).toBe(false);
    expect(gameBlockedByLimits([deposit, { type: 'coolingoff', accounts: [] }])).toBe(true);
    expect(gameBlockedByLimits([deposit, { type: 'loss', accounts: [account(100, -100)] }])).toBe(true);
  });
});
