import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';
import { MAX_TRANSFER_CENTS } from '../wallet/ledger.ts';

export const methodsQuery = z.object({
  currency: z.enum(CURRENCY_CODES, { message: 'is not a supported currency' }),
  action: z.enum(['deposit', 'cashout']).default('deposit'),
});

/** Letters, digits and `_ - . :`; a UUID fits. */
export const idempotencyKey = z.string().min(8).max(128).regex(/^[\w.:-]+$/, 'may contain letters, digits, _ - . : only');

const card = z.object({
  number: z.string().max(40).regex(/^[\d\s-]+$/, 'must contain digits only'),
  expiry: z.string().max(10),
  cvv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  holder: z.string().trim().min(2).max(100).regex(/^[\p{L}\s.'-]+$/u, 'has invalid characters').optional(),
});

/** POST /api/player/payments/deposit and /cashout. The key may come from the `Idempotency-Key` header instead. */
export const paymentRequest = z.object({
  amount_cents: z.number().int().positive().max(MAX_TRANSFER_CENTS),
  currency: z.enum(CURRENCY_CODES, { message: 'is not a supported currency' }),
  payment_method: z.string().min(1).max(40),
  card: card.optional(),
  /** Crypto cashouts: where to pay out. */
  address: z.string().min(10).max(120).regex(/^[A-Za-z0-9:]+$/, 'is not a valid address').optional(),
  idempotency_key: idempotencyKey.optional(),
  /**
   * Deposits: the bonus chosen in the cashbox (docs/api/bonuses.md "Deposits"): a DepositBonus id (the
   * campaign key) or `"none"` for no bonus; absent: the player's deposit bonus code, else the default offer.
   */
  bonus_id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_.:-]+$/, 'is invalid').optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const paymentIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const completeRequest = z.object({ outcome: z.enum(['succeeded', 'declined', 'rejected']).default('succeeded') });

/** HEAD's paged history (docs/api.md, contract §9): POST /api/player/payments/with_pages. */
export const pagedHistoryRequest = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
  filter: z
    .object({
      currency: z.enum(CURRENCY_CODES).optional(),
      type: z.enum(['deposit', 'cashout']).optional(),
    })
    .optional(),
});
