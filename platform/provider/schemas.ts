import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';
import { MAX_TARGET_HUNDREDTHS, MIN_TARGET_HUNDREDTHS } from './engines/rocket.ts';

/** Largest single bet or win on the wallet API, in subunits (keeps every sum far below 2^53). */
export const MAX_WALLET_CENTS = 1_000_000_000_000;

const identifier = z.string().min(3).max(200).regex(/^[\w.-]+\/[\w.-]+$/, 'is not a game identifier');
const token = z.string().min(20).max(100).regex(/^[\w-]+$/, 'is not a token');
const transactionId = z.string().min(1).max(100).regex(/^[\w.:-]+$/, 'may only contain letters, digits and . _ : -');
const currency = z.enum(CURRENCY_CODES);

/** POST /api/games/launch */
export const launchSchema = z.object({
  identifier,
  mode: z.enum(['real', 'demo']),
  currency: currency.optional(),
});
export type LaunchRequest = z.infer<typeof launchSchema>;

/** Seamless-wallet API bodies (server to server, HMAC-signed). */
export const balanceSchema = z.object({
  token,
  game: identifier.optional(),
  currency: currency.optional(),
});

const moneyCall = {
  token,
  transaction_id: transactionId,
  round_id: transactionId,
  amount_cents: z.number().int().min(0).max(MAX_WALLET_CENTS),
  currency,
  game: identifier,
};

export const betSchema = z.object({ ...moneyCall, amount_cents: z.number().int().min(1).max(MAX_WALLET_CENTS) });
export const winSchema = z.object({ ...moneyCall, reference_transaction_id: transactionId });
export const rollbackSchema = z.object({ ...moneyCall, reference_transaction_id: transactionId });

export type BetCall = z.infer<typeof betSchema>;
export type WinCall = z.infer<typeof winSchema>;
export type RollbackCall = z.infer<typeof rollbackSchema>;
export type BalanceCall = z.infer<typeof balanceSchema>;

/** POST /provider/round, from the game page. `target_hundredths` only for the rocket game. */
export const roundSchema = z.object({
  token,
  stake_cents: z.number().int().min(1).max(MAX_WALLET_CENTS),
  target_hundredths: z.number().int().min(MIN_TARGET_HUNDREDTHS).max(MAX_TARGET_HUNDREDTHS).optional(),
});
export type RoundRequest = z.infer<typeof roundSchema>;

/** POST /provider/state, from the game page. */
export const stateSchema = z.object({ token });

export const playParams = z.object({ token });
