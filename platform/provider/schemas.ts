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

/**
 * A bet stakes ≥ 1 subunit, or is a free round of a free-spin pack: `amount_cents: 0` with the pack's
 * `freespin_id` and the bet level the round was played at, `freespin_bet_cents` (docs/api/provider.md "Free rounds").
 */
export const betSchema = z
  .object({
    ...moneyCall,
    freespin_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    freespin_bet_cents: z.number().int().min(1).max(MAX_WALLET_CENTS).optional(),
  })
  .superRefine((call, issues) => {
    const free = call.freespin_id !== undefined;
    if (free !== (call.freespin_bet_cents !== undefined)) {
      issues.addIssue({ code: 'custom', path: [free ? 'freespin_bet_cents' : 'freespin_id'], message: "can't be blank for a free round" });
    }
    if (free && call.amount_cents !== 0) issues.addIssue({ code: 'custom', path: ['amount_cents'], message: 'must be 0 for a free round' });
    if (!free && call.amount_cents < 1) issues.addIssue({ code: 'custom', path: ['amount_cents'], message: 'must be greater than or equal to 1' });
  });
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
