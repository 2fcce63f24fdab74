import { describe, expect, it } from 'vitest';
import { achievementTournaments, filterByGroups, normalTournaments, promoStatus, promoTimer, questTournaments, visibleToGroups } from '../../../sdk/rules/tournaments.ts';

const START = '2025-06-01T00:00:00.000Z';
const END = '2025-06-30T00:00:00.000Z';
const t = { start_at: START, end_at: END };
const startMs = Date.parse(START);
const endMs = Date.parse(END);

describe('status from time', () => {
  it.each([
    [startMs - 1, 'future'],
    [startMs, 'active'], // the start is no longer ahead
    [startMs + 1, 'active'],
    [endMs - 1, 'active'],
    [endMs, 'archive'], // the end is no longer ahead
    [endMs + 1, 'archive'],
  ])('at %i → %s', (now, status) => {
    expect(promoStatus(t, now)).toBe(status);
  });

  it('timer: countdown to start, time left, none for archive', () => {
    expect(promoTimer(t, startMs - 5000)).toEqual({ kind: 'starts_in', ms: 5000 });
    expect(promoTimer(t, endMs - 7000)).toEqual({ kind: 'ends_in', ms: 7000 });
    expect(promoTimer(t, endMs)).toBeNull();
  });
});

describe('visibility filters', () => {
  const list = [
    { id: 1, frontend_identifier: 'summer-race' },
    { id: 2, frontend_identifier: 'nonvisible' },
    { id: 3, frontend_identifier: 'quest--s--spring' },
    { id: 4, frontend_identifier: 'achievement-first-deposit' },
    { id: 5, frontend_identifier: null },
    { id: 6, frontend_identifier: 'big-quest-week' },
  ];

  it('drops nonvisible; quests and achievements leave the normal list', () => {
    expect(normalTournaments(list).map((x) => x.id)).toEqual([1, 5]);
    expect(questTournaments(list).map((x) => x.id)).toEqual([3, 6]);
    expect(achievementTournaments(list).map((x) => x.id)).toEqual([4]);
  });
});

describe('group visibility', () => {
  it.each([
    [[], [], true],
    [null, [], true],
    [[21], [], false],
    [[21], ['21'], true],
    [[21, 1308], [1308], true],
    [['255'], [255], true],
    [[21], [100, 'level_2'], false],
  ])('group_ids %j, player %j → %s', (groupIds, playerGroups, visible) => {
    expect(visibleToGroups({ group_ids: groupIds }, playerGroups)).toBe(visible);
  });

  it('filters a list', () => {
    expect(filterByGroups([{ group_ids: [] }, { group_ids: [7] }], [8])).toHaveLength(1);
  });
});

