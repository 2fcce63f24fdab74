import type { CatalogueGame } from '../games/catalogue.ts';
import { currency as currencyInfo } from '../money/currencies.ts';

/**
 * Which engine plays a catalogue game, and the stakes it offers. The catalogue's studios are
 * invented; this one demo provider stands in for all of them: slots (and anything with lines or
 * ways) run the reel slot, every other game (table, live, instant, crash) the rocket cash-out.
 */
export type EngineName = 'slot' | 'rocket';

export const DEMO_CURRENCY = 'FUN';
/** Play money a demo session starts with: 1,000.00 FUN. */
export const DEMO_START_CENTS = 100_000;

export function engineFor(game: CatalogueGame): EngineName {
  if (game.categories.has('slots')) return 'slot';
  if (game.categories.has('live') || game.categories.has('table')) return 'rocket';
  return game.raw.lines !== null || game.raw.ways !== null ? 'slot' : 'rocket';
}

const LADDER = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/**
 * Stakes in subunits: 0.10 … 100.00 for cent currencies (and FUN), 10 … 10,000 for JPY, 0.00001 …
 * 0.01 of a coin for crypto. Every step is a multiple of the slot's 10 lines.
 */
export function stakeLadder(code: string): number[] {
  const subunits = code === DEMO_CURRENCY ? 100 : (currencyInfo(code)?.subunits_to_unit ?? 100);
  const base = subunits <= 100 ? 10 : Math.max(10, subunits / 100_000);
  return LADDER.map((step) => step * base);
}

export const subunitsOf = (code: string) => (code === DEMO_CURRENCY ? 100 : (currencyInfo(code)?.subunits_to_unit ?? 100));
