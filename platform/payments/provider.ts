import type { PlatformConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentAction, PaymentMethod, Viewer } from './methods.ts';

/**
 * The payment-provider seam (docs/api/wallet-payments-limits.md "Payment provider",
 * docs/operations.md "Payments"). The payment service (platform/payments/service.ts) owns the
 * payment rows, the ledger transfers, limits and idempotency; a provider only decides: which
 * methods a player sees, what happens to a new deposit or cashout, and whether a pending cashout
 * may be called back. The sandbox (platform/payments/sandbox-provider.ts) is one adapter and is
 * demo-only: production refuses it, and without a real provider payments are unavailable
 * (no methods; deposits, cashouts and recalls answer 503 `payments_unavailable`).
 */
export type DecidedState = 'succeeded' | 'declined' | 'pending' | 'processing';

export interface PaymentDecision {
  state: DecidedState;
  /** Sandbox only: platform time at which it settles an open payment by itself (ignored for any other provider). */
  completeAt?: number;
  /** Why a payment was declined (`cancellation_reason`). */
  reason?: string;
}

/** A deposit or cashout already checked by the service (method offered, amount in range, card valid). */
export interface ProviderRequest {
  method: PaymentMethod;
  amount_cents: number;
  currency: string;
  /** Card deposits: the normalised card number (digits only). */
  cardDigits?: string;
  now: number;
}

export interface PaymentProvider {
  /** `sandbox` for the demo adapter; a real adapter names itself. */
  readonly id: string;
  /** True for an adapter whose test cards and addresses move no real money: refused in production. */
  readonly sandbox: boolean;
  methods(viewer: Viewer, currency: string, action: PaymentAction): PaymentMethod[];
  deposit(request: ProviderRequest): PaymentDecision;
  /** A cashout reserves the amount at once and stays open until the provider pays or refuses it. */
  cashout(request: ProviderRequest): PaymentDecision & { state: 'pending' | 'processing' };
  /** May this pending cashout still be called back on the provider's side? (The licence rule is the service's.) */
  recallable(payment: { method_id: string; currency: string }): boolean;
}

/** 503 for every money-moving payment call when no provider may run (production without a real one). */
export const paymentsUnavailable = () => new HttpError(503, { base: ['Payments are not available'] }, 'payments_unavailable');

/**
 * The provider this platform runs with, or `null` when payments are unavailable: the given
 * adapter (an operator's real provider, passed to `buildServer`) unless it is a sandbox in
 * production; else the sandbox in demo mode and nothing in production.
 */
export function choosePaymentProvider(config: Pick<PlatformConfig, 'mode'>, given: PaymentProvider | undefined, sandbox: () => PaymentProvider): PaymentProvider | null {
  const provider = given ?? (config.mode === 'demo' ? sandbox() : null);
  if (provider && provider.sandbox && config.mode !== 'demo') return null;
  return provider;
}

/** What a production start prints when players cannot pay (host-demo/server/main.ts); null when they can. */
export function paymentsStartupWarning(config: Pick<PlatformConfig, 'mode'>, provider: PaymentProvider | null): string | null {
  if (config.mode === 'demo' || provider) return null;
  return 'Payments are not available: the sandbox payment provider is demo-only and no real payment provider is configured. Players see no payment methods; deposits and cashouts answer 503 payments_unavailable (docs/operations.md "Payments").';
}
