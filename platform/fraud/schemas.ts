import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';
import { MAX_TRANSFER_CENTS } from '../wallet/ledger.ts';

const name = z.string().trim().min(1).max(100).regex(/^[\p{L}\s.'-]+$/u, 'has invalid characters');

/**
 * POST /api/users/transaction (the app's Covery-style fraud check). The amount may come as integer
 * `amount_cents` or as a decimal `amount` in major units; at least one is required.
 */
export const fraudCheckRequest = z
  .object({
    country: z.string().regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code').transform((c) => c.toUpperCase()),
    first_name: name,
    last_name: name,
    email: z.email().max(254),
    device_fingerprint: z.string().min(1).max(512),
    card_bin: z.string().regex(/^\d{6}$/, 'must be 6 digits').optional(),
    card_last4: z.string().regex(/^\d{4}$/, 'must be 4 digits').optional(),
    expiry_month: z.number().int().min(1).max(12).optional(),
    expiry_year: z.number().int().min(2000).max(2100).optional(),
    amount_cents: z.number().int().positive().max(MAX_TRANSFER_CENTS).optional(),
    amount: z.union([z.number(), z.string().regex(/^\d{1,13}(\.\d{1,8})?$/, 'must be a decimal amount')]).optional(),
    currency: z.enum(CURRENCY_CODES, { message: 'is not a supported currency' }),
    payment_system: z.string().min(1).max(60),
    type: z.enum(['transaction', 'payout']),
    custom_player_status: z.string().max(60).nullish(),
  })
  .refine((body) => body.amount_cents !== undefined || body.amount !== undefined, { message: 'amount_cents or amount is required', path: ['amount_cents'] })
  .refine((body) => (body.card_bin === undefined) === (body.card_last4 === undefined), { message: 'card_bin and card_last4 go together', path: ['card_last4'] });
export type FraudCheckRequest = z.infer<typeof fraudCheckRequest>;
