import { describe, expect, it } from 'vitest';
import { defaultVipProgress, inVipGroup, nextVipStatus, VIP_GROUP_IDS, vipLadderStates, vipStatusFromGroups } from '../../../sdk/rules/vip.ts';

describe('VIP groups', () => {
  it('maps the spec group ids', () => {
    expect(VIP_GROUP_IDS).toEqual({ bronze: 257, regular: 1117, silver: 258, gold: 259, platinum: 255, diamond: 759 });
  });

  it.each([
    [[], 'regular'],
    [['1117'], 'regular'],
    [['257'], 'bronze'],
    [[258], 'silver'],
    [['259', 'level_4'], 'gold'],
    [['255'], 'platinum'],
    [['759'], 'diamond'],
    [['257', '259'], 'gold'], // the highest wins
    [['759', '257'], 'diamond'],
    [['100', '21'], 'regular'],
  ])('%j → %s', (groups, status) => {
    expect(vipStatusFromGroups(groups)).toBe(status);
  });

  it('only non-regular VIP groups count as VIP', () => {
    expect(inVipGroup(['1117'])).toBe(false);
    expect(inVipGroup(['257'])).toBe(true);
    expect(inVipGroup([])).toBe(false);
  });
});

describe('status ladder', () => {
  it.each([
    ['regular', 'bronze'],
    ['bronze', 'silver'],
    ['silver', 'gold'],
    ['gold', 'diamond'],
    ['platinum', 'diamond'],
    ['diamond', null],
  ] as const)('next after %s → %s', (current, next) => {
    expect(nextVipStatus(current)).toBe(next);
  });

  it('includes platinum when the ladder does', () => {
    expect(nextVipStatus('gold', ['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond'])).toBe('platinum');
  });

  it('earlier achieved, next the goal, later locked', () => {
    expect(vipLadderStates('silver').map((s) => `${s.status}:${s.state}`)).toEqual([
      'regular:achieved',
      'bronze:achieved',
      'silver:current',
      'gold:goal',
      'diamond:locked',
    ]);
    expect(vipLadderStates('regular').map((s) => s.state)).toEqual(['current', 'goal', 'locked', 'locked', 'locked']);
  });

  it('diamond is lifelong with no goal', () => {
    expect(vipLadderStates('diamond').map((s) => s.state)).toEqual(['achieved', 'achieved', 'achieved', 'achieved', 'current']);
  });
});

describe('comp-point thresholds per currency (cents)', () => {

  it('the default progress is regular with bronze next and zero progress', () => {
    expect(defaultVipProgress('NOK')).toMatchObject({
      currentStatus: 'regular',
      nextStatus: 'bronze',
      depositThresholdCents: 900000,
      betSumThresholdCents: 9000000,
      overallProgress: 0,
    });
  });
});

