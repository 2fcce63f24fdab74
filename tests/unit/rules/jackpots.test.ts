import { describe, expect, it } from 'vitest';
import { activeJackpots, JACKPOT_LEADERBOARD_SIZE, jackpotDisplay, jackpotLeaderboard, leaderboardPlace, maskWinnerName } from '../../../sdk/rules/jackpots.ts';

describe('jackpots', () => {
  it('shows only active jackpots', () => {
    expect(activeJackpots([{ state: 'active' }, { state: 'paused' }, { state: 'finished' }, { state: 'active' }])).toHaveLength(2);
  });

  it.each([
    ['Alexander', 'Alexan***'],
    ['Sophie', 'Sophie***'],
    ['Bob', 'Bob***'],
    ['', '***'],
    [null, '***'],
    ['Ürgülü Mäkinen', 'Ürgülü***'],
    ['🙂🙂🙂🙂🙂🙂🙂', '🙂🙂🙂🙂🙂🙂***'],
    // Already masked by the platform (docs/api/jackpots.md): masking again changes nothing.
    ['Alexan***', 'Alexan***'],
    ['Bob***', 'Bob***'],
    ['Player***', 'Player***'],
  ])('winner %j → %s', (name, shown) => {
    expect(maskWinnerName(name)).toBe(shown);
  });

  it.each([
    [1, { medal: 1 }],
    [2, { medal: 2 }],
    [3, { medal: 3 }],
    [4, { label: '4' }],
    [5, { label: '5' }],
  ])('place %i → %j', (place, shown) => {
    expect(leaderboardPlace(place)).toEqual(shown);
  });

  it('leaderboard of 5: biggest by amount, latest by time', () => {
    expect(JACKPOT_LEADERBOARD_SIZE).toBe(5);
    const wins = Array.from({ length: 7 }, (_, i) => ({ amount_cents: (i * 37) % 7, created_at: new Date(Date.UTC(2025, 0, i + 1)).toISOString(), i }));
    expect(jackpotLeaderboard(wins, 'biggest').map((w) => w.amount_cents)).toEqual([6, 5, 4, 3, 2]);
    expect(jackpotLeaderboard(wins, 'latest').map((w) => w.i)).toEqual([6, 5, 4, 3, 2]);
  });
});

describe('display units: ETH and LTC in 0.001, BTC in 1e-6', () => {
  it.each([
    [100_000_000, 'BTC', 100_000_000, 1_000_000, 'μBTC'], // 1 BTC
    [1, 'BTC', 100_000_000, 0.01, 'μBTC'], // 1 satoshi
    [12_345, 'BTC', 100_000_000, 123.45, 'μBTC'],
    [100_000_000, 'ETH', 100_000_000, 1000, 'mETH'],
    [150_000, 'ETH', 100_000_000, 1.5, 'mETH'],
    [2_500_000_000_000_000, 'ETH', 1e18, 2.5, 'mETH'],
    [100_000, 'LTC', 100_000_000, 1, 'mLTC'],
    [123_456, 'EUR', 100, 1234.56, 'EUR'],
    [500, 'JPY', 1, 500, 'JPY'],
    [3, 'BTC', 7, 428571.4285714286, 'μBTC'], // odd subunits fall back to multiply-then-divide
  ])('%d %s (÷%d) → %d %s', (cents, currency, subunits, value, unit) => {
    const shown = jackpotDisplay(cents, currency, subunits);
    expect(shown.unit).toBe(unit);
    expect(shown.value).toBeCloseTo(value, 9);
  });
});
