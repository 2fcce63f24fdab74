import { describe, expect, it } from 'vitest';
import { achievementTournaments, activeTournamentsCount, filterByGroups, findBySlug, leaderboardRows, lotteriesForTab, mergeTopPlayers, newTournamentsCount, normalTournaments, ownStatusIn, promoPath, promoStatus, promoTimer, questTournaments, tournamentNotice, tournamentSlug, tournamentsForTab, visibleToGroups } from '../../../sdk/rules/tournaments.ts';

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


describe('slugs and paths (docs/product/tournaments-lotteries-quests.md#pages)', () => {
  const race = { id: 3, frontend_identifier: 'weekly-race' };
  const quest = { id: 4, frontend_identifier: 'quest--s--summer' };
  it('a quest\'s slug is its third part, any other identifier is its own slug', () => {
    expect(tournamentSlug(race)).toBe('weekly-race');
    expect(tournamentSlug(quest)).toBe('summer');
    expect(tournamentSlug({ frontend_identifier: 'quest' })).toBe('quest');
    expect(tournamentSlug({ frontend_identifier: null })).toBe('');
  });
  it('finds by slug, whole identifier or numeric id', () => {
    expect(findBySlug([race, quest], 'weekly-race')).toBe(race);
    expect(findBySlug([race, quest], 'summer')).toBe(quest);
    expect(findBySlug([race, quest], 'quest--s--summer')).toBe(quest);
    expect(findBySlug([race, quest], '3')).toBe(race);
    expect(findBySlug([race, quest], '5')).toBeUndefined();
    expect(findBySlug([race, quest], '')).toBeUndefined();
  });
  it('cards lead to the tournament, the quest or the lottery page', () => {
    expect(promoPath(race)).toBe('/tournaments/weekly-race');
    expect(promoPath(quest)).toBe('/action/summer');
    expect(promoPath({ id: 9, frontend_identifier: 'xmas' }, 'lottery')).toBe('/lottery/xmas');
    expect(promoPath({ id: 9, frontend_identifier: '' })).toBe('/tournaments/9');
  });
});

describe('tabs of the list', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
  const item = (id: number, frontend_identifier: string, from: number, to: number, providers: string[] = []) => ({ id, frontend_identifier, start_at: at(from), end_at: at(to), providers });
  const items = [
    item(1, 'weekly', -10, 30),
    item(2, 'soon', 5, 50),
    item(3, 'endsfirst', -1, 2, ['copperleaf']),
    item(4, 'over', -50, -5),
    item(5, 'longover', -90, -60),
    item(6, 'quest--m--q', -1, 10),
    item(7, 'achievement-first', -1, 10),
    item(8, 'nonvisible', -1, 10),
  ];
  const ids = (list: { id: number }[]) => list.map((x) => x.id);
  it.each([
    ['all', [3, 1, 2]],
    ['producers', [3]],
    ['actions', [6]],
    ['achievements', [7]],
    ['archive', [4, 5]],
    ['lotteries', []],
  ] as const)('%s → %j', (tab, expected) => {
    expect(ids(tournamentsForTab(tab, items, now))).toEqual(expected);
  });
  it('lotteries: running or coming on their tab, drawn ones in the archive', () => {
    const lotteries = [item(11, 'xmas', -1, 5), item(12, 'new-year', 3, 9), item(13, 'old', -9, -2), item(14, 'nonvisible', -1, 5)];
    expect(ids(lotteriesForTab('lotteries', lotteries, now))).toEqual([11, 12]);
    expect(ids(lotteriesForTab('archive', lotteries, now))).toEqual([13]);
    expect(lotteriesForTab('all', lotteries, now)).toEqual([]);
  });
  it('the counter: active normal tournaments beyond the stored count', () => {
    expect(activeTournamentsCount(items, now)).toBe(2);
    expect(newTournamentsCount(2, null)).toBe(2);
    expect(newTournamentsCount(2, 1)).toBe(1);
    expect(newTournamentsCount(2, 2)).toBeNull();
    expect(newTournamentsCount(1, 3)).toBeNull();
  });
});

describe('leaderboard', () => {
  const e = (award_place: number, nickname: string, points = 0) => ({ tournament_id: 7, award_place, nickname, points });
  it('merges by place and nickname; a new holder replaces a place; a place below the last is added while under 10', () => {
    const top = [e(1, 'Ann', 90), e(2, 'Bob', 50)];
    expect(mergeTopPlayers(top, 7, [e(2, 'Bob', 60)])).toEqual([e(1, 'Ann', 90), e(2, 'Bob', 60)]);
    expect(mergeTopPlayers(top, 7, [e(1, 'Mia', 99), e(2, 'Ann', 90)])).toEqual([e(1, 'Mia', 99), e(2, 'Ann', 90)]);
    expect(mergeTopPlayers(top, 7, [e(3, 'Cy', 5)])).toEqual([...top, e(3, 'Cy', 5)]);
    expect(mergeTopPlayers(top, 7, [e(5, 'Far', 1), { ...e(1, 'Other'), tournament_id: 8 }, e(0, 'Unplaced')])).toEqual([...top, e(5, 'Far', 1)]);
    const full = Array.from({ length: 10 }, (_, i) => e(i + 1, `P${i + 1}`));
    expect(mergeTopPlayers(full, 7, [e(11, 'Eleven')])).toEqual(full);
    expect(top).toEqual([e(1, 'Ann', 90), e(2, 'Bob', 50)]);
  });
  it('finds the player\'s own status by nickname', () => {
    expect(ownStatusIn([e(1, 'Ann'), e(4, 'Mia')], 7, 'Mia')).toEqual(e(4, 'Mia'));
    expect(ownStatusIn([e(1, 'Ann')], 7, 'Mia')).toBeNull();
    expect(ownStatusIn([e(1, 'Mia')], 8, 'Mia')).toBeNull();
  });
  it('marks the player\'s row, adds it below the top when placed outside, never when unplaced', () => {
    const top = Array.from({ length: 12 }, (_, i) => e(i + 1, `P${i + 1}`));
    expect(leaderboardRows(top, e(3, 'P3')).filter((row) => row.mine).map((row) => row.entry.award_place)).toEqual([3]);
    const outside = leaderboardRows(top, e(15, 'Mia'));
    expect(outside).toHaveLength(11);
    expect(outside[10]).toEqual({ entry: e(15, 'Mia'), mine: true });
    expect(leaderboardRows(top, e(0, 'Mia'))).toHaveLength(10);
    expect(leaderboardRows(top, null).some((row) => row.mine)).toBe(false);
  });
});

describe('tournament notices', () => {
  it('reads the known events, places only when positive', () => {
    expect(tournamentNotice({ event: 'player_joined_leaderboard', id: 7, title: 'Race', award_place: 3, previous_place: null })).toEqual({ event: 'player_joined_leaderboard', id: 7, title: 'Race', place: 3, previousPlace: null });
    expect(tournamentNotice({ event: 'tournament_finished', id: 7, award_place: 0 })).toEqual({ event: 'tournament_finished', id: 7, title: '', place: null, previousPlace: null });
    expect(tournamentNotice({ event: 'something_else', id: 7 })).toBeNull();
    expect(tournamentNotice({ event: 'tournament_started', id: '7' })).toBeNull();
    expect(tournamentNotice(null)).toBeNull();
  });
});
