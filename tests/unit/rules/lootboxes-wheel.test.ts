import { describe, expect, it } from 'vitest';
import {
  activeWheelSpins,
  BOOKMARK_SCROLL_THRESHOLD_PX,
  isActiveWheelSpin,
  replaceLootbox,
  visibleBookmarks,
  visibleLootboxes,
  WHEEL_FALLBACK_WEIGHTS,
  WHEEL_WAGERS,
  wheelBookmarkVisible,
} from '../../../sdk/rules/index.ts';

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

  it('filters a list', () => {
    expect(activeWheelSpins([{ stage: 'issued', group_key: 'wheel_1' }, { stage: 'issued', group_key: 'box' }])).toHaveLength(1);
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

  it('replaces a lootbox by id, or appends a new one', () => {
    const updated = replaceLootbox(list, box(1, 'activated', '2025-06-01T10:00:00.000Z'));
    expect(updated[0]?.stage).toBe('activated');
    expect(updated).toHaveLength(6);
    expect(replaceLootbox(list, box(9, 'issued', '2025-06-15T10:00:00.000Z'))).toHaveLength(7);
  });
});

describe('wheel bookmark', () => {
  const spin = { stage: 'issued', group_key: 'wheel_x' };
  it.each([
    [['42'], 42, [], true],
    [[], 42, [spin], true],
    [[], 42, [], false],
    [['42'], null, [], false],
    [['1'], 42, [{ stage: 'activated', group_key: 'wheel_x' }], false],
  ])('groups %j, wheel group %j → %s', (groups, wheelGroup, boxes, visible) => {
    expect(wheelBookmarkVisible(groups, wheelGroup, boxes)).toBe(visible);
  });
});

describe('bookmark priority: at most 2 of loyalty shop, spin wheel, adventures, quests', () => {
  it.each([
    [{ loyalty_shop: true, spin_wheel: true, adventures: true, quests: true }, ['loyalty_shop', 'spin_wheel']],
    [{ spin_wheel: true, adventures: true, quests: true }, ['spin_wheel', 'adventures']],
    [{ quests: true, adventures: true }, ['adventures', 'quests']],
    [{ quests: true, loyalty_shop: true }, ['loyalty_shop', 'quests']],
    [{ quests: true }, ['quests']],
    [{ loyalty_shop: false }, []],
  ])('%j → %j', (available, shown) => {
    expect(visibleBookmarks(available)).toEqual(shown);
  });

  it('scroll threshold 100 px; wheel fallback weights and wagers', () => {
    expect(BOOKMARK_SCROLL_THRESHOLD_PX).toBe(100);
    expect(WHEEL_FALLBACK_WEIGHTS).toEqual([4000, 4000, 2000, 0, 0, 0, 0, 5]);
    expect(WHEEL_WAGERS).toEqual([30, 3]);
  });
});
