/** Lobby layout rules (docs/product/lobby-and-games.md#lobby, spec 001 §2, §9; docs/product/errors-and-network.md#constants, spec 000 §9). */

export const LOBBY_ROW_SIZE = 15;
export const LOBBY_SKELETON_SIZE = 5;
export const GAMES_PAGE_SIZE = 40;
export const INFINITE_SCROLL_THRESHOLD_PX = 500;
export const RANDOM_GAME_POOL = 100;
export const RANDOM_CARD_AFTER = 10;
export const BANNER_SKELETON = { mobile: 2, desktop: 3 } as const;
/** Categories where the random-game card goes at the end instead of after the 10th game. */
export const RANDOM_CARD_AT_END: readonly string[] = ['special', 'new', 'top', 'recommended'];
export const LIVE_CATEGORY = 'live';

export type LobbyCard<G> = { kind: 'game'; game: G } | { kind: 'random' } | { kind: 'cashback' };

/**
 * Lays out a category: the random-game card after the 10th game (at the end when there are
 * fewer), at the end for special/new/top/recommended; the live category starts with a cashback card.
 */
export function placeLobbyCards<G>(games: readonly G[], category: string): LobbyCard<G>[] {
  const cards: LobbyCard<G>[] = games.map((game) => ({ kind: 'game', game }));
  const at = RANDOM_CARD_AT_END.includes(category) ? cards.length : Math.min(RANDOM_CARD_AFTER, cards.length);
  cards.splice(at, 0, { kind: 'random' });
  if (category === LIVE_CATEGORY) cards.unshift({ kind: 'cashback' });
  return cards;
}

/** A random game from the first 100; `random` returns [0, 1) (inject it for tests). */
export function pickRandomGame<G>(games: readonly G[], random: () => number): G | null {
  const pool = Math.min(games.length, RANDOM_GAME_POOL);
  if (pool === 0) return null;
  return games[Math.min(pool - 1, Math.floor(random() * pool))] ?? null;
}

/** Loads more when the end of the list is within 500 px of the viewport's bottom. */
export function shouldLoadMore(scrollTop: number, viewportHeight: number, contentHeight: number): boolean {
  return contentHeight - (scrollTop + viewportHeight) <= INFINITE_SCROLL_THRESHOLD_PX;
}
