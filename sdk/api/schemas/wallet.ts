/** Accounts, payments, payment methods and user limits (docs/api/wallet-payments-limits.md, contract §2.2, §2.6, §2.8, §5.5, §5.6). */
import * as z from 'zod/mini';
import { cents, int, iso, isoOrNull, strings } from './common.ts';

export { Account, Accounts } from './session.ts';

/** GET /api/player/accounts?compatibility=true: the legacy shape. */
export const LegacyAccount = z.looseObject({
  currency: z.string(),
  amount_cents: cents,
  available_to_cashout_cents: cents,
  wager_status: z.optional(z.unknown()),
});
export type LegacyAccount = z.infer<typeof LegacyAccount>;
export const LegacyAccounts = z.array(LegacyAccount);

export const PaymentAction = z.enum(['deposit', 'cashout']);
export const PaymentState = z.enum(['canceled', 'declined', 'rejected', 'recalled', 'succeeded', 'pending', 'processing', 'reserved']);

/** docs/api/wallet-payments-limits.md (contract §5.6): a payments-history item, our deposit/cashout/recall answer. */
export const Payment = z.looseObject({
  id: int,
  amount_cents: cents,
  currency: z.string(),
  action: PaymentAction,
  payment_system: z.string(),
  system_name: z.string(),
  brand: z.string(),
  state: PaymentState,
  success: z.boolean(),
  recallable: z.boolean(),
  created_at: iso,
  finished_at: isoOrNull,
  cancellation_reason: z.optional(z.nullable(z.string())),
});
export type Payment = z.infer<typeof Payment>;
export const Payments = z.array(Payment);

/** POST /api/player/payments/with_pages (HEAD's paged history, docs/api.md, contract §9). */
export const PaymentsPage = z.looseObject({
  data: Payments,
  pagination: z.looseObject({ page: int, per_page: int, total_count: int }),
});
export type PaymentsPage = z.infer<typeof PaymentsPage>;

/** The `payments_changes` push (docs/api/realtime.md, contract §6.3): a Payment-like subset. */
export const PaymentChange = z.looseObject({
  id: int,
  amount_cents: cents,
  currency: z.string(),
  action: PaymentAction,
  payment_system: z.string(),
  recallable: z.boolean(),
  finished_at: isoOrNull,
  created_at: iso,
  success: z.boolean(),
  state: z.optional(PaymentState),
});
export type PaymentChange = z.infer<typeof PaymentChange>;

/**
 * GET /api/player/payment_methods: our HTTP form of the payments library's Method (contract §2.8,
 * docs/api/wallet-payments-limits.md). `address` is the crypto deposit address (signed in only).
 */
export const PaymentMethod = z.looseObject({
  id: z.string(),
  brand: z.string(),
  title: z.string(),
  type: z.enum(['bank_transfer', 'cards', 'crypto', 'direct', 'voucher']),
  provider: z.looseObject({ id: z.optional(z.string()), name: z.optional(z.string()) }),
  currency: z.string(),
  action: PaymentAction,
  min_amount_cents: cents,
  max_amount_cents: cents,
  processingTime: z.optional(z.string()),
  fee: z.optional(z.string()),
  recallable: z.optional(z.boolean()),
  fields: strings,
  savedProfiles: z.array(z.looseObject({ id: z.union([int, z.string()]), title: z.string(), isRemoveAvailable: z.optional(z.boolean()) })),
  isForSavedProfilesOnly: z.boolean(),
  isProfileRequiredForCashout: z.boolean(),
  termsOfService: z.looseObject({ restrictions: z.looseObject({ amountCurrencyCode: z.string() }) }),
  address: z.optional(z.string()),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethods = z.array(PaymentMethod);

/** docs/api/wallet-payments-limits.md (contract §2.6) Limit; `minutes`, `active_until`, `pending` are our additions (session limits, loosening). */
export const Limit = z.looseObject({
  id: int,
  type: z.string(),
  period: z.string(),
  status: z.string(),
  strategy: z.nullable(z.string()),
  parent_type: z.nullable(z.string()),
  created_at: isoOrNull,
  disable_at: isoOrNull,
  confirm_until: isoOrNull,
  accounts: z.array(
    z.looseObject({
      currency: z.string(),
      amount_cents: cents,
      current_value_amount_cents: cents,
      active_until: isoOrNull,
    }),
  ),
  active_until: z.optional(isoOrNull),
  minutes: z.optional(z.nullable(int)),
  current_value_minutes: z.optional(z.nullable(int)),
  pending: z.optional(z.nullable(z.looseObject({ action: z.string() }))),
});
export type Limit = z.infer<typeof Limit>;
export const Limits = z.array(Limit);
