import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';

/** Largest bet/win accepted, in subunits: keeps every product below 2^53 and rejects absurd input. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;

const cents = (min: number) => z.number().int().min(min).max(MAX_AMOUNT_CENTS);
const userId = z.number().int().positive().nullable();
const nickname = z.string().trim().max(64).nullish();
const gameIdentifier = z.string().min(1).max(200);

/** One real-money bet, as the game provider reports it (`contribute`). */
export const contributionSchema = z.object({
  userId,
  nickname,
  gameIdentifier,
  /** The game's categories, when the caller knows them: jackpots with a category rule match on these. */
  gameCategories: z.array(z.string().max(100)).max(100).optional(),
  betCents: cents(1),
  currency: z.enum(CURRENCY_CODES),
  roundId: z.string().max(100).nullish(),
});
export type ContributionInput = z.input<typeof contributionSchema>;

/** A settled round with its win, for the winners feed (`recordWin`). */
export const winSchema = z.object({
  userId,
  nickname,
  currency: z.enum(CURRENCY_CODES),
  gameIdentifier,
  gameTitle: z.string().min(1).max(200),
  gameImagePath: z.string().max(500).optional(),
  gameUrl: z.string().max(500).optional(),
  betCents: cents(0),
  winCents: cents(0),
});
export type WinInput = z.input<typeof winSchema>;

const limit = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const jackpotWinsQuery = z.object({ limit: limit(20, 100) });
export const winnersQuery = z.object({ limit: limit(20, 50) });

export const jackpotParams = z.object({ id: z.string().regex(/^[\w-]{1,100}$/, 'is not a jackpot id or identifier') });

/** Sandbox: simulate `bets` qualifying bets adding up to `total_cents` (in `currency`, default the jackpot's). */
export const tickSchema = z.object({
  total_cents: cents(1),
  bets: z.number().int().min(1).max(1000).default(10),
  currency: z.enum(CURRENCY_CODES).optional(),
});
