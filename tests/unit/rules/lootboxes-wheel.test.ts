import { describe, expect, it } from 'vitest';
import { isActiveWheelSpin, visibleLootboxes } from '../../../sdk/rules/lootboxes-wheel.ts';

describe('active wheel spins: stage issued and group_key starting manual_wheel or wheel', () => {
  it.each([
    ['issued', 'wheel_daily', true],
    ['issued', 'wheel', true],
    ['issued', 'manual_wheel_vip', true],
    ['issued', 'rocket_lite', false],
    ['issued', 'my_wheel', false],
    ['activated', 'wheel_daily', false],
    ['expired', 'manual_wheel', false],
    ['canceled', 'wheel', false],
  ])('%s / %s → %s', (stage, group_key, active) => {
    expect(isActiveWheelSpin({ stage, group_key })).toBe(active);
  });
});

describe('visible lootboxes', () => {
  const now = Date.UTC(2025, 5, 15, 12);
  const box = (id: number, stage: string, created_at: string) => ({ id, stage, group_key: 'rocket_pro', created_at });
  const list = [
    box(1, 'issued', '2025-06-01T10:00:00.000Z'),
    box(2, 'expired', '2025-06-15T10:00:00.000Z'),
    box(3, 'activated', '2025-06-15T00:00:00.000Z'), // today, first ms
    box(4, 'activated', '2025-06-14T23:59:59.999Z'), // yesterday, last ms
    box(5, 'activated', '2025-06-15T23:59:59.999Z'),
    box(6, 'canceled', '2025-06-10T10:00:00.000Z'),
  ];

  it('hides expired, shows activated only on their creation day', () => {
    expect(visibleLootboxes(list, now).map((b) => b.id)).toEqual([1, 3, 5, 6]);
  });

  it('takes the calendar day in the given offset', () => {
    // 14 June 23:59 UTC is 15 June 01:59 at UTC+2.
    expect(visibleLootboxes([box(4, 'activated', '2025-06-14T23:59:59.999Z')], now, 120)).toHaveLength(1);
  });
});
