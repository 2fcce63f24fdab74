import { randomUUID } from 'node:crypto';
import { iso } from '../../platform/clock.ts';
import { immediate, type Db } from '../../platform/db/database.ts';
import { postTransfer } from '../../platform/wallet/ledger.ts';

/**
 * The payment sandbox as a tester uses it (platform/payments/sandbox-pages.ts): open the console
 * at /sandbox/payments, read the form of one payment, post it from that origin.
 */
export interface SandboxAnswer {
  status: number;
  location: string | null;
}

/** The signed token in the console's form for payment `id`, or null when it is not listed (not open). */
export async function sandboxToken(baseUrl: string, id: number): Promise<string | null> {
  const html = await (await fetch(new URL('/sandbox/payments', baseUrl))).text();
  const form = new RegExp(`action="/sandbox/payments/${id}/complete">\\s*<input type="hidden" name="token" value="([A-Za-z0-9_-]+)">`).exec(html);
  return form?.[1] ?? null;
}

/** Posts the console's form (as the browser would: form-encoded, with this origin). */
export async function postSandboxForm(
  baseUrl: string,
  id: number | string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: new URL(baseUrl).origin },
): Promise<SandboxAnswer> {
  const response = await fetch(new URL(`/sandbox/payments/${id}/complete`, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/** Settles open payment `id` through the console; 303 on success. */
export async function completeInSandbox(baseUrl: string, id: number, outcome: 'succeeded' | 'declined' | 'rejected' = 'succeeded'): Promise<SandboxAnswer> {
  const token = await sandboxToken(baseUrl, id);
  if (!token) return { status: 404, location: null };
  return postSandboxForm(baseUrl, id, { token, outcome });
}

/**
 * A sandbox card deposit left open in a database, as the sandbox wrote it before production
 * refused it (platform/payments/provider.ts): pending, due to settle by the sandbox's clock at
 * `completeAt`. Production must never settle (credit) it.
 */
export function leftoverSandboxDeposit(db: Db, userId: number, amount_cents: number, completeAt: number): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO payments (user_id, action, state, amount_cents, currency, method_id, brand, system_name, card_bin, card_last4, idempotency_key, request_hash, complete_at, created_at)
       VALUES (?, 'deposit', 'pending', ?, 'EUR', 'visa_mastercard', 'visa_mastercard', 'Visa / Mastercard', '400000', '3220', ?, 'leftover', ?, ?)`,
    )
    .run(userId, amount_cents, `leftover-${randomUUID()}`, iso(completeAt), iso(completeAt - 15 * 60_000));
  return Number(lastInsertRowid);
}

/** Real money on a player's EUR wallet, as a settled deposit would leave it (one ledger transfer). */
export function fundEur(db: Db, now: number, userId: number, amount_cents: number): void {
  immediate(db, () =>
    postTransfer(db, now, { debit: { system: 'house:payments' }, credit: { userId, kind: 'real' }, amount_cents, currency: 'EUR', kind: 'deposit', idempotencyKey: `fund:${randomUUID()}` }),
  );
}
