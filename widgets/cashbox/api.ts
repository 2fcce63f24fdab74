/**
 * The cashbox's calls, composed from sdk/api (wallet, limits, config, bonuses, player, auth).
 * Only the fraud check's answer has no schema in sdk/api: it is typed here.
 */
import * as z from 'zod/mini';
import { authApi } from '../../sdk/api/auth.ts';
import { bonusesApi } from '../../sdk/api/bonuses.ts';
import { configApi } from '../../sdk/api/config.ts';
import { profileApi } from '../../sdk/api/player.ts';
import { Payment } from '../../sdk/api/schemas.ts';
import { limitsApi, walletApi, type PaymentRequest } from '../../sdk/api/wallet.ts';
import type { HttpClient } from '../../sdk/http/client.ts';

export type PaymentActionName = 'deposit' | 'cashout';
export type CardInput = NonNullable<PaymentRequest['card']>;
/** `bonus_id` is our proposal for the promotions area (the chosen deposit gift); platforms ignore unknown fields. */
export type PaymentInput = PaymentRequest & { bonus_id?: string };

/** POST /api/users/transaction body (docs/api/wallet-payments-limits.md, contract §2.4, docs/product/cashbox-and-payments.md#card-rules, spec 000 §5): BIN, last 4, split expiry. */
export interface FraudCheckInput {
  country: string;
  first_name: string;
  last_name: string;
  email: string;
  device_fingerprint: string;
  card_bin?: string;
  card_last4?: string;
  expiry_month?: number;
  expiry_year?: number;
  amount_cents: number;
  currency: string;
  payment_system: string;
  type: 'transaction' | 'payout';
  custom_player_status?: string | null;
}

/** Our platform's answer (docs/api/wallet-payments-limits.md, fraud check). */
export const FraudAnswer = z.looseObject({ approved: z.boolean(), reason: z.optional(z.string()) });

export const cashboxApi = (http: HttpClient) => {
  const wallet = walletApi(http);
  const profile = profileApi(http);
  return {
    methods: wallet.paymentMethods,
    /** Each attempt carries its own Idempotency-Key, so a retried request can never pay twice. */
    pay: (action: PaymentActionName, input: PaymentInput, idempotencyKey: string) => (action === 'deposit' ? wallet.deposit(input, idempotencyKey) : wallet.cashout(input, idempotencyKey)),
    history: wallet.payments,
    recall: async (id: number) => {
      const answer = Payment.safeParse(await wallet.recall(id));
      return answer.success ? answer.data : null;
    },
    fraudCheck: async (input: FraudCheckInput) => FraudAnswer.parse(await authApi(http).fraudCheck({ ...input })),
    currencyConfig: configApi(http).currency,
    stats: profile.stats,
    limits: limitsApi(http).list,
    depositBonuses: bonusesApi(http).depositOffers,
    setBonusCode: profile.setBonusCode,
    clearBonusCode: profile.clearBonusCode,
  };
};
