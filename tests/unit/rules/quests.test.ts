import { describe, expect, it } from 'vitest';
import { parseQuestIdentifier, QUEST_THRESHOLDS, questBookmarkStep, questLevel, questPointStates, visibleBookmarks } from '../../../sdk/rules/quests.ts';

describe('identifier parsing', () => {
  it.each([
    ['quest--xs--easy', 'xs', 'easy'],
    ['quest--s--spring', 's', 'spring'],
    ['quest--m--summer', 'm', 'summer'],
    ['quest--robot-s--bots', 'robot-s', 'bots'],
    ['quest--robot-m--bots--2025', 'robot-m', 'bots'],
    ['quest--xl--huge', 'm', 'huge'], // unknown size → default m
    ['quest', 'm', ''],
  ])('%s → size %s, slug %j', (identifier, size, slug) => {
    expect(parseQuestIdentifier(identifier)).toEqual({ size, slug });
  });
});

describe('threshold tables', () => {
  it.each([
    ['xs', 6, 15000],
    ['s', 15, null],
    ['robot-s', 15, null],
    ['m', 25, 2_000_000],
    ['robot-m', 25, 2_500_000],
  ] as const)('%s: %i levels, level 1 at 0, top %j', (size, count, top) => {
    const table = QUEST_THRESHOLDS[size];
    expect(table).toHaveLength(count);
    expect(table[0]).toBe(0);
    if (top !== null) expect(table[table.length - 1]).toBe(top);
    for (let i = 1; i < table.length; i++) expect(table[i]).toBeGreaterThan(table[i - 1] ?? Infinity);
  });

  it('covers every size', () => {
    expect(Object.keys(QUEST_THRESHOLDS).sort()).toEqual(['m', 'robot-m', 'robot-s', 's', 'xs']);
  });
});

describe('level from cumulative bets', () => {
  const xs = QUEST_THRESHOLDS.xs; // [0, 50, 250, 1000, 5000, 15000]

  it.each([
    [-10, 1, 0, 50],
    [0, 1, 0, 50],
    [49.99, 1, 0, 50],
    [50, 2, 50, 250],
    [249, 2, 50, 250],
    [250, 3, 250, 1000],
    [14999, 5, 5000, 15000],
    [15000, 6, 15000, null],
    [1e9, 6, 15000, null],
  ])('xs bets %d → level %i (current %i, next %j)', (bets, level, current, next) => {
    expect(questLevel(bets, xs)).toMatchObject({ level, current, next });
  });

  it.each([
    ['m', 2_000_000, 25],
    ['m', 1_999_999, 24],
    ['robot-m', 2_500_000, 25],
    ['robot-m', 2_499_999, 24],
    ['s', 0, 1],
  ] as const)('%s bets %i → level %i', (size, bets, level) => {
    expect(questLevel(bets, QUEST_THRESHOLDS[size]).level).toBe(level);
  });

  it('progress towards the next level in whole percent', () => {
    expect(questLevel(150, xs).percent).toBe(50);
    expect(questLevel(0, xs).percent).toBe(0);
    expect(questLevel(15000, xs).percent).toBe(100);
  });
});

describe('point states', () => {
  const xs = QUEST_THRESHOLDS.xs;
  it.each([
    [0, ['active', 'locked', 'locked', 'locked', 'locked', 'locked']],
    [250, ['completed', 'completed', 'active', 'locked', 'locked', 'locked']],
    [14999, ['completed', 'completed', 'completed', 'completed', 'active', 'locked']],
    [15000, ['completed', 'completed', 'completed', 'completed', 'completed', 'completed']],
  ])('bets %i', (bets, states) => {
    expect(questPointStates(bets, xs)).toEqual(states);
  });
});

describe('bookmark panel', () => {
  it('first click opens, second navigates, outside closes', () => {
    expect(questBookmarkStep(false, 'click')).toEqual({ open: true, navigate: false });
    expect(questBookmarkStep(true, 'click')).toEqual({ open: false, navigate: true });
    expect(questBookmarkStep(true, 'click_outside')).toEqual({ open: false, navigate: false });
  });
});

describe('bookmarks', () => {
  it.each([
    [{ quests: true }, ['quests']],
    [{ quests: true, adventures: true, spin_wheel: true }, ['spin_wheel', 'adventures']],
    [{ quests: true, loyalty_shop: true }, ['loyalty_shop', 'quests']],
    [{ quests: false }, []],
  ] as const)('%j → %j (at most 2, priority order)', (available, shown) => {
    expect(visibleBookmarks(available)).toEqual(shown);
  });
});
