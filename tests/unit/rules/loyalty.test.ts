import { describe, expect, it } from 'vitest';
import { clampQuantity, exchangeNextStep, exchangeStepper, isAffordable, shortfall, shouldReloadProfile } from '../../../sdk/rules/index.ts';

describe('exchange stepper: min 1, max floor(balance / cost), shown when max > 1', () => {
  it.each([
    [0, 100, 0, false],
    [99, 100, 0, false],
    [100, 100, 1, false],
    [199, 100, 1, false],
    [200, 100, 2, true],
    [1050, 100, 10, true],
    [500, 0, 0, false], // guarded
  ])('balance %i, cost %i → max %i, visible %s', (balance, cost, max, visible) => {
    expect(exchangeStepper(balance, cost)).toEqual({ min: 1, max, visible });
  });

  it('clamps a quantity', () => {
    const stepper = exchangeStepper(1050, 100);
    expect(clampQuantity(0, stepper)).toBe(1);
    expect(clampQuantity(11, stepper)).toBe(10);
    expect(clampQuantity(4.7, stepper)).toBe(4);
    expect(clampQuantity(Number.NaN, stepper)).toBe(1);
  });
});

describe('affordability', () => {
  it.each([
    [100, 100, true, 0],
    [99, 100, false, 1],
    [0, 250, false, 250],
    [500, 100, true, 0],
  ])('balance %i, cost %i → affordable %s, missing %i', (balance, cost, affordable, missing) => {
    expect(isAffordable(balance, cost)).toBe(affordable);
    expect(shortfall(balance, cost)).toBe(missing);
  });
});

describe('exchange flow', () => {
  const base = { loggedIn: true, balance: 500, cost: 100, multiAccount: false, canIssueBonuses: true };
  it.each([
    [{ ...base, loggedIn: false }, 'registration'],
    [{ ...base, balance: 99 }, 'insufficient_points'],
    [{ ...base, multiAccount: true }, 'multi_account_warning'],
    [{ ...base, multiAccount: true, multiAccountWarningSeen: true }, 'exchange'],
    [{ ...base, multiAccount: true, multiAccountWarningSeen: true, canIssueBonuses: false }, 'enable_bonuses_confirmation'],
    [{ ...base, canIssueBonuses: false }, 'enable_bonuses_confirmation'],
    [{ ...base, canIssueBonuses: false, enableBonusesConfirmed: true }, 'exchange'],
    [base, 'exchange'],
  ])('%j → %s', (state, step) => {
    expect(exchangeNextStep(state)).toBe(step);
  });
});

describe('profile reload on level max', () => {
  it.each([
    [999, 1000, false],
    [1000, 1000, true],
    [1001, 1000, true],
    [5000, null, false],
  ])('persistent %i, max %j → %s', (points, max, reload) => {
    expect(shouldReloadProfile(points, max)).toBe(reload);
  });
});
