import { stakeLadder, type EngineName } from './games.ts';

/**
 * The largest bet the wallet accepts per engine and currency, in subunits (issue 11 M10,
 * docs/api/provider.md "Bet caps"). By default it is the top of the game's stake ladder
 * (100.00 for cent currencies, 10,000 JPY, 0.01 of a coin); an operator lowers or raises it for
 * one engine and currency in `MAX_BET_OVERRIDES`. A bet above it is refused with 422
 * `bet_above_max` before anything moves, so no single bet can flood a jackpot pool.
 */
export const MAX_BET_OVERRIDES: Partial<Record<EngineName, Partial<Record<string, number>>>> = {};

export function maxBetCents(engine: EngineName, currency: string): number {
  return MAX_BET_OVERRIDES[engine]?.[currency] ?? Math.max(...stakeLadder(currency));
}

/** The stakes the game page offers and `/provider/round` accepts: the ladder up to the cap. */
export function offeredStakes(engine: EngineName, currency: string): number[] {
  const cap = maxBetCents(engine, currency);
  return stakeLadder(currency).filter((stake) => stake <= cap);
}
