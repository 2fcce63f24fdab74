import { describe, expect, it } from 'vitest';
import { AU_POSTCODE_RANGES, auStateFromPostcode, caProvinceFromPostcode, stateFromPostcode } from '../../../sdk/rules/postcode-state.ts';

describe('Australia: postcode → state by the spec ranges', () => {
  // Every range's first and last value, and the value just outside on both sides.
  it.each([
    [199, null],
    [200, 'ACT'],
    [299, 'ACT'],
    [300, null],
    [799, null],
    [800, 'NT'],
    [999, 'NT'],
    [1000, 'NSW'],
    [2599, 'NSW'],
    [2600, 'ACT'],
    [2618, 'ACT'],
    [2619, 'NSW'],
    [2899, 'NSW'],
    [2900, 'ACT'],
    [2920, 'ACT'],
    [2921, 'NSW'],
    [2999, 'NSW'],
    [3000, 'VIC'],
    [3999, 'VIC'],
    [4000, 'QLD'],
    [4999, 'QLD'],
    [5000, 'SA'],
    [5999, 'SA'],
    [6000, 'WA'],
    [6797, 'WA'],
    [6798, null],
    [6799, null],
    [6800, 'WA'],
    [6999, 'WA'],
    [7000, 'TAS'],
    [7999, 'TAS'],
    [8000, 'VIC'],
    [8999, 'VIC'],
    [9000, 'QLD'],
    [9999, 'QLD'],
  ])('%i → %s', (postcode, state) => {
    expect(auStateFromPostcode(postcode)).toBe(state);
    expect(auStateFromPostcode(String(postcode))).toBe(state);
  });

  it.each([
    ['0800', 'NT'],
    ['0200', 'ACT'],
    [' 2000 ', 'NSW'],
    ['20000', null],
    ['99', null],
    ['20a0', null],
    ['', null],
  ])('text %j → %s', (postcode, state) => {
    expect(auStateFromPostcode(postcode)).toBe(state);
  });

  it('has the 15 ranges of the spec and they never overlap', () => {
    expect(AU_POSTCODE_RANGES).toHaveLength(15);
    const overlapping: number[] = [];
    for (let code = 0; code <= 9999; code++) {
      if (AU_POSTCODE_RANGES.filter(([from, to]) => code >= from && code <= to).length > 1) overlapping.push(code);
    }
    expect(overlapping).toEqual([]);
  });
});

describe('Canada: first letter → province', () => {
  it.each([
    ['A1A 1A1', 'NL'],
    ['B3H 0A1', 'NS'],
    ['C1A 1A1', 'PE'],
    ['E1A 1A1', 'NB'],
    ['G1A 1A1', 'QC'],
    ['H2X 1Y4', 'QC'],
    ['J4K 1A1', 'QC'],
    ['K1A 0B1', 'ON'],
    ['L5B 1A1', 'ON'],
    ['M5V 3L9', 'ON'],
    ['N2L 3G1', 'ON'],
    ['P3A 1A1', 'ON'],
    ['R3C 4T3', 'MB'],
    ['S4P 3Y2', 'SK'],
    ['T2P 1J9', 'AB'],
    ['V6B 1A1', 'BC'],
    ['X1A 1A1', 'NT'],
    ['Y1A 1A1', 'YT'],
    ['h2x1y4', 'QC'],
    ['D1A 1A1', null],
    ['F1A 1A1', null],
    ['I1A 1A1', null],
    ['O1A 1A1', null],
    ['Q1A 1A1', null],
    ['U1A 1A1', null],
    ['W1A 1A1', null],
    ['Z1A 1A1', null],
    ['', null],
  ])('%j → %s', (postcode, province) => {
    expect(caProvinceFromPostcode(postcode)).toBe(province);
  });
});

describe('stateFromPostcode', () => {
  it('dispatches by country and knows no other country', () => {
    expect(stateFromPostcode('AU', '3000')).toBe('VIC');
    expect(stateFromPostcode('ca', 'T2P 1J9')).toBe('AB');
    expect(stateFromPostcode('DE', '10115')).toBeNull();
  });
});
