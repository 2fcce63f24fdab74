import { describe, expect, it } from 'vitest';
import { BANNER_SKELETON, GAMES_PAGE_SIZE, LOBBY_ROW_SIZE, LOBBY_SKELETON_SIZE, pickRandomGame, placeLobbyCards, shouldLoadMore } from '../../../sdk/rules/lobby.ts';

const games = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const layout = (cards: ReturnType<typeof placeLobbyCards<number>>) => cards.map((c) => (c.kind === 'game' ? c.game : c.kind));

describe('constants', () => {
  it('row 15, skeleton 5, page 40, banner skeleton 2/3', () => {
    expect(LOBBY_ROW_SIZE).toBe(15);
    expect(LOBBY_SKELETON_SIZE).toBe(5);
    expect(GAMES_PAGE_SIZE).toBe(40);
    expect(BANNER_SKELETON).toEqual({ mobile: 2, desktop: 3 });
  });
});

describe('random-game card placement', () => {
  it('goes after the 10th game', () => {
    expect(layout(placeLobbyCards(games(12), 'pokies'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'random', 11, 12]);
  });

  it('goes at the end when there are 10 or fewer games', () => {
    expect(layout(placeLobbyCards(games(10), 'pokies')).at(-1)).toBe('random');
    expect(layout(placeLobbyCards(games(3), 'pokies'))).toEqual([1, 2, 3, 'random']);
    expect(layout(placeLobbyCards([], 'pokies'))).toEqual(['random']);
  });

  it.each(['special', 'new', 'top', 'recommended'])('goes at the end for %s', (category) => {
    const cards = layout(placeLobbyCards(games(12), category));
    expect(cards).toHaveLength(13);
    expect(cards.at(-1)).toBe('random');
  });

  it('live starts with a cashback card', () => {
    expect(layout(placeLobbyCards(games(11), 'live'))).toEqual(['cashback', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'random', 11]);
  });
});

describe('random pick from the first 100', () => {
  it.each([
    [0, 1],
    [0.5, 51],
    [0.999999, 100],
  ])('random %d → game %i', (r, game) => {
    expect(pickRandomGame(games(500), () => r)).toBe(game);
  });

  it('uses the whole list when shorter, and null when empty', () => {
    expect(pickRandomGame(games(4), () => 0.99)).toBe(4);
    expect(pickRandomGame([], () => 0.5)).toBeNull();
  });
});

describe('infinite scroll within 500 px of the end', () => {
  it.each([
    [0, 800, 1800, false], // 1000 px left
    [499, 800, 1800, false], // 501 px left
    [500, 800, 1800, true], // exactly 500
    [900, 800, 1800, true],
    [1000, 800, 1800, true],
  ])('scrollTop %i, viewport %i, content %i → %s', (top, viewport, content, load) => {
    expect(shouldLoadMore(top, viewport, content)).toBe(load);
  });

});

