import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { unprocessable } from '../http/errors.ts';
import { currency as currencyInfo } from '../money/currencies.ts';
import type { FraudCheckRequest } from './schemas.ts';

/**
 * Sandbox fraud rules for POST /api/users/transaction. Deterministic, so tests and demos can reach
 * every verdict (documented in docs/api/wallet-payments-limits.md).
 */
export const DENIED_BINS = new Set(['666666', '400011']);
/** Unverified players may move at most this many major units per check (fiat; crypto is not limited here). */
export const UNVERIFIED_MAX_UNITS = 2000;
export const SUSPICIOUS_STATUSES = new Set(['blocked', 'fraud', 'suspicious']);

export type FraudReason = 'denied_bin' | 'expired_card' | 'restricted_country' | 'amount_requires_verification' | 'player_status';
export interface FraudVerdict {
  approved: boolean;
  reason?: FraudReason;
}

function amountCents(body: FraudCheckRequest): number {
  if (body.amount_cents !== undefined) return body.amount_cents;
  const subunits = currencyInfo(body.currency)?.subunits_to_unit ?? 100;
  const cents = Math.round(Number(body.amount) * subunits);
  if (!Number.isSafeInteger(cents) || cents <= 0) throw unprocessable({ amount: ['must be a positive amount'] }, 'invalid');
  return cents;
}

export function checkTransaction(ctx: PlatformContext, userId: number, body: FraudCheckRequest): FraudVerdict & { amount_cents: number } {
  const cents = amountCents(body);
  const verified = ctx.db.prepare<[number], number>('SELECT verified FROM users WHERE id = ?').pluck().get(userId) === 1;
  const now = new Date(ctx.clock.now());
  const info = currencyInfo(body.currency);

  let reason: FraudReason | undefined;
  if (body.card_bin && DENIED_BINS.has(body.card_bin)) reason = 'denied_bin';
  else if (body.expiry_year !== undefined && body.expiry_month !== undefined && body.expiry_year * 12 + body.expiry_month - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth()) reason = 'expired_card';
  else if (ctx.config.restrictedCountries.includes(body.country)) reason = 'restricted_country';
  else if (body.custom_player_status && SUSPICIOUS_STATUSES.has(body.custom_player_status.toLowerCase())) reason = 'player_status';
  else if (!verified && info?.fiat && cents > UNVERIFIED_MAX_UNITS * info.subunits_to_unit) reason = 'amount_requires_verification';

  ctx.db
    .prepare(
      'INSERT INTO fraud_checks (user_id, type, amount_cents, currency, payment_system, card_bin, card_last4, country, device_fingerprint, request, approved, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(userId, body.type, cents, body.currency, body.payment_system, body.card_bin ?? null, body.card_last4 ?? null, body.country, body.device_fingerprint, JSON.stringify(body), reason ? 0 : 1, reason ?? null, iso(ctx.clock.now()));
  return { approved: !reason, ...(reason ? { reason } : {}), amount_cents: cents };
}
