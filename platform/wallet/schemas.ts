import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';

export const accountsQuery = z.object({
  compatibility: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

export const selectCurrencyRequest = z.preprocess(
  // The app sends {currency}; {account: {currency}} is accepted as well.
  (body) => (body && typeof body === 'object' && 'account' in body && typeof (body as { account: unknown }).account === 'object' ? (body as { account: unknown }).account : body),
  z.object({ currency: z.enum(CURRENCY_CODES, { message: 'is not a supported currency' }) }),
);
