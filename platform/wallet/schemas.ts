import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';
import { Accounts } from '../../sdk/api/schemas/session.ts';
import { LegacyAccounts } from '../../sdk/api/schemas/wallet.ts';

export const accountsQuery = z.object({
  compatibility: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

export const selectCurrencyRequest = z.preprocess(
  // The app sends {currency}; {account: {currency}} is accepted as well.
  (body) => (body && typeof body === 'object' && 'account' in body && typeof (body as { account: unknown }).account === 'object' ? (body as { account: unknown }).account : body),
  z.object({ currency: z.enum(CURRENCY_CODES, { message: 'is not a supported currency' }) }),
);

/** GET /api/player/accounts: the accounts, or their legacy shape with `compatibility=true` (docs/api/wallet-payments-limits.md). */
export const accountsAnswer = z.union([Accounts, LegacyAccounts]);
