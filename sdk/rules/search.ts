/** Game search (docs/product/lobby-and-games.md#search, spec 001 §5, §9). */

/** The query must be longer than this many characters (trimmed). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_ERROR_CODE = 'LOAD_FOUND_GAMES_ERROR';

/** A query searches only when its trimmed length is above 2; otherwise recommended games show. */
export function isSearchActive(query: string): boolean {
  return [...query.trim()].length > SEARCH_MIN_LENGTH;
}

/** The clear button shows while the field is focused and the query meets the search minimum. */
export function clearButtonVisible(focused: boolean, query: string): boolean {
  return focused && isSearchActive(query);
}
