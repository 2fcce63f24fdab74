import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEEP_MS } from '../../../sdk/rules/constants.ts';
import { counterLabel, keepRecent } from '../../../sdk/rules/notifications.ts';

describe('counter label', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [7, '7'],
    [8, '8'],
    [9, '9+'],
    [10, '9+'],
    [250, '9+'],
  ])('%i → %j', (count, label) => {
    expect(counterLabel(count)).toBe(label);
  });
});

describe('kept for 2 hours', () => {
  it('is 7,200,000 ms', () => {
    expect(NOTIFICATIONS_KEEP_MS).toBe(7_200_000);
  });

  it('keeps items younger than 2 h', () => {
    const now = 10_000_000_000;
    const items = [
      { id: 'fresh', at: now },
      { id: 'almost', at: now - 7_199_999 },
      { id: 'exact', at: now - 7_200_000 },
      { id: 'old', at: now - 7_200_001 },
    ];
    expect(keepRecent(items, now, (n) => n.at).map((n) => n.id)).toEqual(['fresh', 'almost']);
  });
});
