import { describe, expect, it } from 'vitest';
import {
  BONUS_STAGES,
  depositGiftOfferEligible,
  isPastBonus,
  isPastFreespin,
  splitByStage,
  totalWagering,
  visibleGifts,
  wageringPercent,
} from '../../../sdk/rules/index.ts';

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

describe('total wagering over bonuses in handle_bets in the player currency', () => {
  const bonus = (stage: string, currency: string, wagered: number, required: number) => ({
    stage,
    currency,
    amount_wager_cents: wagered,
    amount_wager_requirement_cents: required,
  });

  it('sums only handle_bets bonuses in the currency', () => {
    const totals = totalWagering(
      [bonus('handle_bets', 'EUR', 250, 1000), bonus('handle_bets', 'EUR', 250, 1000), bonus('issued', 'EUR', 0, 5000), bonus('handle_bets', 'USD', 900, 1000)],
      'EUR',
    );
    expect(totals).toEqual({ wageredCents: 500, requiredCents: 2000, percent: 25 });
  });

  it('is zero with nothing to wager', () => {
    expect(totalWagering([], 'EUR')).toEqual({ wageredCents: 0, requiredCents: 0, percent: 0 });
  });
});

describe('stages', () => {
  it('lists the seven bonus stages', () => {
    expect(BONUS_STAGES).toEqual(['issued', 'wait', 'handle_bets', 'lost', 'canceled', 'expired', 'wager_done']);
  });

  it.each([
    ['finished', true],
    ['canceled', true],
    ['expired', true],
    ['wager_done', true],
    ['lost', true],
    ['issued', false],
    ['wait', false],
    ['handle_bets', false],
  ])('bonus %s past → %s', (stage, past) => {
    expect(isPastBonus({ stage })).toBe(past);
  });

  it.each([
    ['finished', true],
    ['canceled', true],
    ['expired', true],
    ['issued', false],
    ['activated', false],
  ])('free spins %s past → %s', (stage, past) => {
    expect(isPastFreespin({ stage })).toBe(past);
  });

  it('splits a list', () => {
    const { current, past } = splitByStage([{ stage: 'issued' }, { stage: 'lost' }, { stage: 'wait' }], isPastBonus);
    expect(current.map((b) => b.stage)).toEqual(['issued', 'wait']);
    expect(past.map((b) => b.stage)).toEqual(['lost']);
  });

  it('hides issued items of a disabled group only', () => {
    const items = [
      { stage: 'issued', group_key: 'weekly' },
      { stage: 'handle_bets', group_key: 'weekly' },
      { stage: 'issued', group_key: 'welcome' },
      { stage: 'issued', group_key: false as const },
    ];
    expect(visibleGifts(items, ['weekly'])).toEqual(items.slice(1));
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
