import { describe, expect, it } from 'vitest';
import { activePackFor, balanceSplit, countdownTo, decimalToCents, depositGiftOfferEligible, depositOfferTerms, freespinsLeft, giftCounter, isPastBonus, isPastFreespin, splitByStage, totalWagering, visibleGifts, wageringPercent } from '../../../sdk/rules/bonuses.ts';

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

describe('balance view: real, bonus, total', () => {
  it.each([
    [10000, 10000, 10000, 0],
    [15000, 10000, 10000, 5000],
    [5000, 0, 0, 5000],
    [5000, 7000, 5000, 0], // withdrawable never above the total
  ])('amount %i, withdrawable %i → real %i, bonus %i', (amount, cashout, real, bonus) => {
    expect(balanceSplit({ amount_cents: amount, available_to_cashout_cents: cashout })).toEqual({ realCents: real, bonusCents: bonus, totalCents: amount });
  });
});

describe('gifts counter', () => {
  const items = (activatable: number, other = 0) => [...Array.from({ length: activatable }, () => ({ activatable: true })), ...Array.from({ length: other }, () => ({ activatable: false }))];
  it.each([
    [0, 3, null],
    [1, 0, '1'],
    [9, 2, '9'],
    [10, 0, '9+'],
    [25, 0, '9+'],
  ])('%i activatable (+%i others) → %s', (activatable, other, label) => {
    expect(giftCounter(items(activatable, other))).toBe(label);
  });
});

describe('free spins left and the pack of a game', () => {
  const pack = (stage: string, games: string[], total: number, performed: number | null) => ({ stage, games, freespins_total: total, freespins_performed: performed });
  it('counts what is left, never below 0', () => {
    expect(freespinsLeft(pack('activated', [], 10, null))).toBe(10);
    expect(freespinsLeft(pack('activated', [], 10, 4))).toBe(6);
    expect(freespinsLeft(pack('activated', [], 10, 12))).toBe(0);
  });
  it('finds an activated pack with spins left for the game only', () => {
    const packs = [pack('issued', ['a/x'], 10, 0), pack('activated', ['a/y'], 10, 0), pack('activated', ['a/x'], 5, 5), pack('activated', ['a/x', 'a/z'], 20, 3)];
    expect(activePackFor(packs, 'a/x')).toBe(packs[3]);
    expect(activePackFor(packs, 'a/q')).toBeNull();
  });
});

describe('countdown in whole minutes', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it.each([
    ['2026-11-25T12:00:30Z', { days: 0, hours: 0, minutes: 1 }],
    ['2026-11-25T13:01:00Z', { days: 0, hours: 1, minutes: 1 }],
    ['2026-11-27T12:00:00Z', { days: 2, hours: 0, minutes: 0 }],
    ['2026-11-26T15:30:00Z', { days: 1, hours: 3, minutes: 30 }],
  ])('until %s', (iso, left) => {
    expect(countdownTo(iso, now)).toEqual(left);
  });
  it('is null when past, now, unknown or not a date', () => {
    expect(countdownTo('2026-11-25T12:00:00Z', now)).toBeNull();
    expect(countdownTo('2026-11-25T11:00:00Z', now)).toBeNull();
    expect(countdownTo(null, now)).toBeNull();
    expect(countdownTo('soon', now)).toBeNull();
  });
});

describe('deposit offer terms (contract §5.8)', () => {
  const offer = {
    bonuses: [
      {
        conditions: [{ field: 'amount', type: 'min', value: [{ currency: 'USD', amount_cents: 1000 }, { currency: 'EUR', amount_cents: 2000 }] }],
        attributes: [{ field: 'percent', value: 100 }, { field: 'max_amount_cents', value: [{ currency: 'EUR', amount_cents: 50000 }] }, { field: 'freespins_count', value: '50' }],
        result_bonus: [{ field: 'wager', value: 40 }],
      },
    ],
  };
  it('reads min, percent, cap, free spins and wager in the currency', () => {
    expect(depositOfferTerms(offer, 'EUR')).toEqual({ minCents: 2000, percent: 100, maxCents: 50000, freespins: 50, wager: 40 });
  });
  it('has no amount in a currency the offer does not list, and nulls for a bare offer', () => {
    expect(depositOfferTerms(offer, 'CAD')).toMatchObject({ minCents: null, maxCents: null, percent: 100 });
    expect(depositOfferTerms({ bonuses: [] }, 'EUR')).toEqual({ minCents: null, percent: null, maxCents: null, freespins: null, wager: null });
  });
});

describe('decimal strings of cancel_info → subunits', () => {
  it.each([
    ['12.50', 100, 1250],
    ['12.5', 100, 1250],
    ['0.07', 100, 7],
    ['3', 100, 300],
    ['.5', 100, 50],
    ['-1.25', 100, -125],
    ['0.00012345', 1e8, 12345],
    ['1.239', 100, 123], // more decimals than the currency has are cut, never rounded up
    ['', 100, 0],
    ['abc', 100, 0],
  ])('%j (%i subunits) → %i', (value, subunits, cents) => {
    expect(decimalToCents(value, subunits)).toBe(cents);
  });
});
