import { cardOutcome } from './cards.ts';
import { methodsFor } from './methods.ts';
import type { PaymentProvider } from './provider.ts';

const MINUTE = 60_000;
/** When the sandbox settles an open payment by itself (platform time). */
export const SETTLE_AFTER_MS = { card: 15 * MINUTE, crypto: 10 * MINUTE, bank: 60 * MINUTE, cashout: 60 * MINUTE };

/**
 * The sandbox adapter of the payment-provider seam (platform/payments/provider.ts; demo mode only,
 * docs/operations.md "Payments"): the method catalogue of platform/payments/methods.ts, test cards
 * that succeed, decline or stay pending (platform/payments/cards.ts), crypto and bank deposits and
 * every cashout open until the sandbox console or its clock settles them.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  id: 'sandbox',
  sandbox: true,
  methods: methodsFor,
  deposit({ method, cardDigits, now }) {
    if (method.type === 'cards') {
      const outcome = cardOutcome(cardDigits ?? '');
      if (outcome === 'succeeded') return { state: 'succeeded' };
      if (outcome === 'pending') return { state: 'pending', completeAt: now + SETTLE_AFTER_MS.card };
      return { state: 'declined', reason: outcome === 'declined' ? 'card_declined' : 'sandbox_unknown_card' };
    }
    if (method.type === 'crypto') return { state: 'pending', completeAt: now + SETTLE_AFTER_MS.crypto };
    if (method.type === 'bank_transfer') return { state: 'processing', completeAt: now + SETTLE_AFTER_MS.bank };
    return { state: 'succeeded' };
  },
  cashout: ({ now }) => ({ state: 'pending', completeAt: now + SETTLE_AFTER_MS.cashout }),
  recallable: () => true,
};
