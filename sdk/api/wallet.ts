import type { HttpClient } from '../http/client.ts';
import { Accounts, LegacyAccounts, Limits, Payment, PaymentMethods, Payments, PaymentsPage } from './schemas/wallet.ts';
import type { ConfirmLimitBody, LimitBody, PaymentBody, PaymentsPageBody, SelectCurrencyBody } from './requests.ts';

export interface PaymentRequest {
  amount_cents: number;
  currency: string;
  /** A PaymentMethod `id`. */
  payment_method: string;
  card?: { number: string; expiry: string; cvv: string; holder?: string };
  /** Crypto cashouts. */
  address?: string;
}

export interface PaymentsPageRequest {
  page: number;
  page_size?: number;
  filter?: { currency?: string; type?: 'deposit' | 'cashout' };
}

/**
 * Wallets and payments (contract §2.2, §2.8, §5.5, §5.6). The contract's cashbox goes through a
 * browser payments library; our platform serves the same shapes over HTTP (deposit, cashout,
 * methods), so those three calls are ours (docs/api/wallet-payments-limits.md).
 */
export const walletApi = (http: HttpClient) => ({
  accounts: () => http.get('/api/player/accounts', { query: { compatibility: false }, schema: Accounts }),
  legacyAccounts: () => http.get('/api/player/accounts', { query: { compatibility: true }, schema: LegacyAccounts }),
  /** Opens/selects the wallet in `currency`; reload profile, limits and accounts after it. */
  createAccount: (currency: string) => http.post('/api/player/accounts', { currency } satisfies SelectCurrencyBody),
  payments: () => http.get('/api/player/payments', { schema: Payments }),
  paymentsPage: ({ page, page_size = 20, filter }: PaymentsPageRequest) =>
    http.post('/api/player/payments/with_pages', { page, page_size, ...(filter ? { filter } : {}) } satisfies PaymentsPageBody, { schema: PaymentsPage }),
  /** Cancels a pending cashout; reload history and balance after it. */
  recall: (id: number) => http.post(`/api/player/payments/${id}/recall`),
  paymentMethods: (currency: string, action: 'deposit' | 'cashout' = 'deposit') =>
    http.get('/api/player/payment_methods', { query: { currency, action }, schema: PaymentMethods }),
  /** `idempotencyKey` (8–128 of letters, digits, `_ - . :`; a UUID fits): a retry with the same key moves money once. */
  deposit: (request: PaymentRequest, idempotencyKey: string) =>
    http.post('/api/player/payments/deposit', request satisfies PaymentBody, { schema: Payment, headers: { 'Idempotency-Key': idempotencyKey } }),
  cashout: (request: PaymentRequest, idempotencyKey: string) =>
    http.post('/api/player/payments/cashout', request satisfies PaymentBody, { schema: Payment, headers: { 'Idempotency-Key': idempotencyKey } }),
});

/** A user limit as POST /api/user_limits takes it (platform/limits/schemas.ts; docs/api/reference.md). */
export type LimitRequest = LimitBody;

/** Responsible-gaming limits (docs/api/wallet-payments-limits.md, contract §2.6): create and update are both POST. */
export const limitsApi = (http: HttpClient) => ({
  list: () => http.get('/api/user_limits', { schema: Limits }),
  set: (limit: LimitRequest) => http.post('/api/user_limits', limit satisfies LimitBody),
  remove: (id: number) => http.delete(`/api/user_limits/${id}`),
  confirm: (token: string) => http.post('/api/user_limits/confirm', { token } satisfies ConfirmLimitBody),
});
