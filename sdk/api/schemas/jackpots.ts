/**
 * Jackpots and jackpot wins (docs/api/jackpots.md, contract §3.7, §5.17); the winners feed is in winners.ts. Imported
 * by the jackpot slider's first chunk, so kept small on purpose: only what the slider reads is
 * required, and amounts are `z.number()` rather than `z.int()` (zod/mini's integer format costs
 * 0.44 KB brotli, twice this file's whole budget). tests/platform/contract.test.ts checks that
 * our platform's jackpot amounts are integers.
 */
import * as z from 'zod/mini';

const cents = z.number();
const optionalString = z.optional(z.string());

export const JackpotLevel = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  identifier: z.string(),
  name: z.string(),
  amount_cents: cents,
  index: z.optional(z.number()),
  state: optionalString,
  available_amount_cents: z.optional(cents),
  total_amount_cents: z.optional(cents),
  current_award_value: optionalString,
});
export const Jackpot = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  identifier: optionalString,
  external_id: optionalString,
  state: z.string(),
  currency: z.string(),
  allowed_currencies: z.optional(z.array(z.string())),
  games: z.optional(z.array(z.string())),
  levels: z.array(JackpotLevel),
});
export type Jackpot = z.infer<typeof Jackpot>;
export const Jackpots = z.array(Jackpot);

export const JackpotWin = z.looseObject({
  amount_cents: cents,
  user_name: z.string(),
  jackpot_name: optionalString,
  jackpot_level_name: optionalString,
  jackpot_original_currency: z.string(),
  jackpot_original_amount_cents: z.optional(cents),
  created_at: z.string(),
  approved_at: z.optional(z.nullable(z.string())),
});
export type JackpotWin = z.infer<typeof JackpotWin>;
export const JackpotWins = z.array(JackpotWin);
