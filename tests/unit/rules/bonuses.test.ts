import { describe, expect, it } from 'vitest';
import { depositGiftOfferEligible, wageringPercent } from '../../../sdk/rules/bonuses.ts';

describe('wagering percentage = floor(wagered / total · 100)', () => {
  it.each([
    [0, 1000, 0],
    [1, 1000, 0],
    [9, 1000, 0],
    [10, 1000, 1],
    [333, 1000, 33],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1500, 1000, 100], // clamped
    [500, 0, 0], // total 0 guarded
    [-5, 1000, 0],
    [2, 3, 66],
  ])('%i of %i → %i%%', (wagered, total, percent) => {
    expect(wageringPercent(wagered, total)).toBe(percent);
  });
});

describe('deposit-gift offer', () => {
  it.each([
    [true, null, [], true],
    [true, '', ['21'], true],
    [false, null, [], false],
    [true, 'WELCOME', [], false],
    [true, null, ['100'], false],
    [true, null, [100], false],
    [true, null, ['1001', 'level_3'], true],
  ])('can_issue %s, code %j, groups %j → %s', (canIssue, code, groups, eligible) => {
    expect(depositGiftOfferEligible({ can_issue_bonuses: canIssue, deposit_bonus_code: code, groups })).toBe(eligible);
  });
});
