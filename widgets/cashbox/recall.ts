import type { Payment, Player } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import { ApiError } from '../../sdk/http/errors.ts';
import { getSession } from '../../sdk/session/index.ts';
import { cashboxApi } from './api.ts';

/** Licences whose rules forbid reversing a withdrawal (UKGC RTS 14B; the platform's GCB mirror). */
const NO_RECALL_LICENCES = ['GCB', 'GB', 'UKGC'];

/** A pending cashout the platform marks recallable, unless the player's licence forbids recall. */
export function recallAllowed(payment: Payment, player: Player | null): boolean {
  if (payment.action !== 'cashout' || !payment.recallable) return false;
  if (payment.state !== 'pending' && payment.state !== 'reserved') return false;
  return !NO_RECALL_LICENCES.includes((player?.license_name ?? '').toUpperCase());
}

/** Recalls, then reloads the session (balance) as the contract's app does. */
export async function recallPayment(core: Core, payment: Payment): Promise<{ payment?: Payment; error?: 'forbidden' | 'failed' }> {
  try {
    const answer = await cashboxApi(core.http).recall(payment.id);
    await getSession(core).load().catch(() => undefined);
    return { payment: answer ?? { ...payment, state: 'recalled', recallable: false } };
  } catch (error) {
    return { error: error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed' };
  }
}
