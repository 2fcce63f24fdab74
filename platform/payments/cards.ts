/**
 * Card checks of docs/product/cashbox-and-payments.md#card-rules (spec 000 §5) (Luhn, MM/YY expiry not before the current month) and the sandbox's
 * test cards, which decide a card deposit's outcome.
 */
export type CardOutcome = 'succeeded' | 'declined' | 'pending';

/** Documented in docs/api/wallet-payments-limits.md. Any other valid card is declined ('sandbox_unknown_card'). */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeded', // Visa
  '5555555555554444': 'succeeded', // Mastercard
  '4000000000000002': 'declined', // Visa, declined by the issuer
  '4000000000003220': 'pending', // Visa, waits (like a 3-D Secure challenge) until completed
};

export const normaliseCardNumber = (number: string) => number.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** `MM/YY`; a card is valid through the last day of its expiry month (UTC). */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function expired(expiry: { month: number; year: number }, now: number): boolean {
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

export const cardOutcome = (digits: string): CardOutcome | 'unknown' => TEST_CARDS[digits] ?? 'unknown';
