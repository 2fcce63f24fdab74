/**
 * The cancelled-deposit warning (docs/product/cashbox-and-payments.md#cancelled-deposit-warning, spec 000 §4): a deposit cancelled at most 5 minutes ago is
 * announced once, and its id kept in localStorage so no page load announces it again.
 *
 * Decision: the sandbox never produces `canceled`, but a deposit that ends `declined` or
 * `rejected` after the player left the form is the same news for them, so those states count too.
 * A payment the form itself is submitting is not announced twice: the form shows its result.
 */
import type { Payment } from '../../sdk/api/schemas.ts';
import { cancelledDepositToWarn } from '../../sdk/rules/constants.ts';

const KEY = 'casino-kit.cancelled-payments-shown';
const CANCELLED_STATES = ['canceled', 'declined', 'rejected'];
const MAX_KEPT = 50;
let inFlight = 0;

function shownIds(): number[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function markCancelledShown(id: number): void {
  try {
    const ids = shownIds().filter((existing) => existing !== id);
    localStorage.setItem(KEY, JSON.stringify([...ids, id].slice(-MAX_KEPT)));
  } catch {
    // Storage blocked: the warning may repeat on another page load, which is harmless.
  }
}

/** The payment to warn about now (and marks it shown), or null. */
export function cancelledWarning(payments: readonly Payment[], now: number): Payment | null {
  if (inFlight > 0) return null;
  const asCancelled = payments.map((payment) => (CANCELLED_STATES.includes(payment.state) ? { ...payment, state: 'canceled' as const } : payment));
  const found = cancelledDepositToWarn(asCancelled, now, shownIds());
  if (!found) return null;
  markCancelledShown(found.id);
  return payments.find((payment) => payment.id === found.id) ?? null;
}

/** The form is submitting: pushes for its payment must not raise the warning. */
export function beginPayment(): () => void {
  inFlight++;
  let ended = false;
  return () => {
    if (!ended) inFlight--;
    ended = true;
  };
}
