import { describe, expect, it } from 'vitest';
import { isAffordable, shortfall } from '../../../sdk/rules/loyalty.ts';

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

