import { describe, expect, it } from 'vitest';
import { clearButtonVisible, isSearchActive, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../../../sdk/rules/search.ts';

describe('search', () => {
  it('minimum more than 2 characters, debounce 300 ms', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it.each([
    ['', false],
    ['ab', false],
    ['abc', true],
    ['  ab  ', false], // trimmed
    [' abc ', true],
    ['книг', true],
    ['🙂🙂', false],
  ])('%j active → %s', (query, active) => {
    expect(isSearchActive(query)).toBe(active);
  });

  it.each([
    [true, 'abc', true],
    [true, 'ab', false],
    [false, 'abc', false],
    [false, '', false],
  ])('focused %s, %j → clear button %s', (focused, query, visible) => {
    expect(clearButtonVisible(focused, query)).toBe(visible);
  });
});
