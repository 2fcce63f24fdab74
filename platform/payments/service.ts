import { createHash } from 'node:crypto';
import { recordDeposit } from '../affiliates/attribution.ts';
import { postbackOutbox } from '../affiliates/postbacks.ts';
import { applyDepositBonus } from '../bonuses/deposits.ts';
import { ticketsForDeposit } from '../lotteries/tickets.ts';
import { evaluateAdventure } from '../adventures/calendar.ts';
import { evaluateVip } from '../vip/status.ts';
import { runAfter } from '../bonuses/publish.ts';
import { applyDepositLootboxes } from '../lootboxes/rules.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { conflict, forbidden, notFound, unprocessable, type HttpError } from '../http/errors.ts';
import { limitReached, paymentFinished } from '../notifications/producers.ts';
import { limitCheck, type LimitReason } from '../limits/check.ts';
import { userChannel } from '../realtime/publisher.ts';
import { postTransfer, type BalanceTouch } from '../wallet/ledger.ts';
import { publishBalances } from '../wallet/service.ts';
import { expired, luhnValid, normaliseCardNumber, parseExpiry } from './cards.ts';
import { recallAllowed, type PaymentAction, type PaymentMethod, type Viewer } from './methods.ts';
import { paymentsUnavailable, type PaymentProvider } from './provider.ts';
import type { PaymentRequest } from './schemas.ts';

/**
 * Deposits and cashouts through the payment provider of `ctx.payments` (platform/payments/provider.ts:
 * the sandbox in demo mode; in production only a real one, else every money-moving call is a 503
 * `payments_unavailable`; docs/operations.md "Payments"). A payment row is a state machine; money
 * moves only through ledger transfers keyed `payment:<id>:<step>`, in the same transaction as the state change:
 *   deposit succeeded   house:payments → player real
 *   cashout requested   player real → player reserved   (out of the available balance at once)
 *   cashout paid        player reserved → house:payments
 *   cashout recalled / declined / rejected   player reserved → player real
 * A succeeded deposit also earns its bonus in the same transaction (platform/bonuses/deposits.ts,
 * docs/api/bonuses.md "Deposits"): the request's `bonus_id`, else the player's code, else the deposit-number offer.
 */

export type PaymentState = 'pending' | 'processing' | 'succeeded' | 'declined' | 'canceled' | 'rejected' | 'recalled' | 'reserved';

interface PaymentRow {
  id: number;
  user_id: number;
  action: PaymentAction;
  state: PaymentState;
  amount_cents: number;
  currency: string;
  method_id: string;
  brand: string;
  system_name: string;
  card_bin: string | null;
  card_last4: string | null;
  cancellation_reason: string | null;
  idempotency_key: string;
  request_hash: string;
  complete_at: string | null;
  created_at: string;
  finished_at: string | null;
  /** The deposit's bonus choice: a DepositBonus id (campaign key), 'none', or null (docs/api/bonuses.md "Deposits"). */
  bonus_id: string | null;
}

/** docs/api/wallet-payments-limits.md (Contract §5.6) Payment (also the `payments_changes` push). */
export interface Payment {
  id: number;
  amount_cents: number;
  currency: string;
  action: PaymentAction;
  payment_system: string;
  system_name: string;
  brand: string;
  state: PaymentState;
  success: boolean;
  recallable: boolean;
  created_at: string;
  finished_at: string | null;
  cancellation_reason?: string;
}

const OPEN_STATES: PaymentState[] = ['pending', 'processing'];

/** The running provider, or the 503 of docs/operations.md "Payments" when there is none. */
function providerOf(ctx: PlatformContext): PaymentProvider {
  if (!ctx.payments) throw paymentsUnavailable();
  return ctx.payments;
}

/** The methods a viewer sees: the provider's, or none when payments are unavailable. */
export const methodsOf = (ctx: PlatformContext, viewer: Viewer, currency: string, action: PaymentAction): PaymentMethod[] =>
  ctx.payments ? ctx.payments.methods(viewer, currency, action) : [];

const LIMIT_MESSAGES: Record<LimitReason, string> = {
  limit_reached: 'This deposit would exceed your deposit limit',
  self_excluded: 'Deposits are blocked while you are self-excluded',
  cooling_off: 'Deposits are blocked during your time-out',
};

function licenceOf(ctx: PlatformContext, userId: number): string {
  return ctx.db.prepare<[number], string>('SELECT license_name FROM users WHERE id = ?').pluck().get(userId) ?? ctx.config.licence;
}

export function viewerFor(ctx: PlatformContext, userId: number | null, guestLicence: string): Viewer {
  if (userId === null) return { userId: null, licence: guestLicence, groups: [] };
  const groups = ctx.db.prepare<[number], number>('SELECT group_id FROM user_groups WHERE user_id = ? ORDER BY group_id').pluck().all(userId);
  return { userId, licence: licenceOf(ctx, userId), groups };
}

export function serializePayment(ctx: PlatformContext, row: PaymentRow): Payment {
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    currency: row.currency,
    action: row.action,
    payment_system: row.method_id,
    system_name: row.system_name,
    brand: row.brand,
    state: row.state,
    success: row.state === 'succeeded',
    recallable: row.action === 'cashout' && row.state === 'pending' && recallAllowed(licenceOf(ctx, row.user_id)) && (ctx.payments?.recallable(row) ?? false),
    created_at: row.created_at,
    finished_at: row.finished_at,
    ...(row.cancellation_reason ? { cancellation_reason: row.cancellation_reason } : {}),
  };
}

const paymentRow = (ctx: PlatformContext, id: number) => ctx.db.prepare<[number], PaymentRow>('SELECT * FROM payments WHERE id = ?').get(id) as PaymentRow;

interface Effects {
  payments: number[];
  touched: BalanceTouch[];
  /** Bonus pushes of a deposit's bonus (platform/bonuses/publish.ts). */
  after: (() => void)[];
}

const FINAL_STATES: ReadonlySet<string> = new Set(['succeeded', 'declined', 'rejected', 'recalled']);

/** Inside the transaction: a payment changed; its final state is a personal notification (docs/api/notifications.md "Producers"). */
function changed(ctx: PlatformContext, effects: Effects, id: number): void {
  effects.payments.push(id);
  effects.after.push(...paymentFinished(ctx, paymentRow(ctx, id)));
}

/** After commit: push each changed payment on `payments_changes#<user>` and each changed wallet on `balance#<user>`. */
function publish(ctx: PlatformContext, effects: Effects): void {
  for (const id of effects.payments) {
    const row = paymentRow(ctx, id);
    try {
      ctx.publisher.publish(userChannel('payments_changes', row.user_id), serializePayment(ctx, row));
      // A final state is also an event (docs/api/realtime.md "Channels"): `deposit_succeeded`, `cashout_declined`, …
      if (FINAL_STATES.has(row.state)) {
        ctx.publisher.publish(userChannel('payments_events', row.user_id), { event: `${row.action}_${row.state}`, payment_id: row.id, action: row.action, state: row.state, amount_cents: row.amount_cents, currency: row.currency });
      }
    } catch {
      // never let realtime break a committed payment
    }
  }
  publishBalances(ctx, effects.touched);
  runAfter(effects.after);
  // A first deposit's affiliate postback, queued in the transaction, leaves now (platform/affiliates/postbacks.ts).
  postbackOutbox(ctx).kick();
}

function requestHash(action: PaymentAction, body: PaymentRequest): string {
  const card = body.card ? normaliseCardNumber(body.card.number) : null;
  // The bonus choice joins the fingerprint only when sent, so requests without one hash as before.
  const canonical = JSON.stringify([action, body.amount_cents, body.currency, body.payment_method, card, body.card?.expiry ?? null, body.address ?? null, ...(body.bonus_id === undefined ? [] : [body.bonus_id])]);
  return createHash('sha256').update(canonical).digest('hex');
}

interface CheckedCard {
  digits: string;
}

/** Method, amount range and method fields; all problems reported at once as a 422. */
function checkRequest(ctx: PlatformContext, provider: PaymentProvider, viewer: Viewer, action: PaymentAction, body: PaymentRequest): { method: PaymentMethod; card: CheckedCard | null } {
  const method = provider.methods(viewer, body.currency, action).find((offered) => offered.id === body.payment_method);
  if (!method) throw unprocessable({ payment_method: ['is not available for this currency'] }, 'method_unavailable');
  const errors: Record<string, string[]> = {};
  if (body.amount_cents < method.min_amount_cents) errors.amount_cents = [`must be at least ${method.min_amount_cents}`];
  if (body.amount_cents > method.max_amount_cents) errors.amount_cents = [`must be at most ${method.max_amount_cents}`];
  let card: CheckedCard | null = null;
  if (method.type === 'cards') {
    if (!body.card) errors.card = ['is required for card payments'];
    else {
      const digits = normaliseCardNumber(body.card.number);
      if (!luhnValid(digits)) errors['card.number'] = ['is not a valid card number'];
      const expiry = parseExpiry(body.card.expiry);
      if (!expiry) errors['card.expiry'] = ['must be MM/YY'];
      else if (expired(expiry, ctx.clock.now())) errors['card.expiry'] = ['has expired'];
      card = { digits };
    }
  }
  if (method.type === 'crypto' && action === 'cashout' && !body.address) errors.address = ['is required for crypto cashouts'];
  if (Object.keys(errors).length > 0) throw unprocessable(errors, 'invalid');
  return { method, card };
}

/** A repeat of an idempotency key: the first payment (same parameters) or a 409. */
function replay(ctx: PlatformContext, userId: number, key: string, hash: string): PaymentRow | null {
  const previous = ctx.db.prepare<[number, string], PaymentRow>('SELECT * FROM payments WHERE user_id = ? AND idempotency_key = ?').get(userId, key);
  if (!previous) return null;
  if (previous.request_hash !== hash) throw conflict('This idempotency key was used for a different payment', 'idempotency_mismatch');
  return previous;
}

function insertPayment(ctx: PlatformContext, userId: number, action: PaymentAction, body: PaymentRequest, method: PaymentMethod, card: CheckedCard | null, key: string, hash: string, state: PaymentState, extra: { completeAt?: number; reason?: string }): number {
  const now = ctx.clock.now();
  const finished = state === 'pending' || state === 'processing' ? null : iso(now);
  const { lastInsertRowid } = ctx.db
    .prepare(
      `INSERT INTO payments (user_id, action, state, amount_cents, currency, method_id, brand, system_name, card_bin, card_last4, cancellation_reason, idempotency_key, request_hash, complete_at, created_at, finished_at, bonus_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      userId, action, state, body.amount_cents, body.currency, method.id, method.brand, method.title,
      card ? card.digits.slice(0, 6) : null, card ? card.digits.slice(-4) : null, extra.reason ?? null,
      key, hash, extra.completeAt !== undefined ? iso(extra.completeAt) : null, iso(now), finished,
      action === 'deposit' ? (body.bonus_id ?? null) : null,
    );
  return Number(lastInsertRowid);
}

export interface PaymentOutcome {
  payment: Payment;
  /** True when the idempotency key was seen before: nothing happened this time. */
  replayed: boolean;
}

/** A succeeded deposit's money, and its affiliate record (platform/affiliates/attribution.ts, docs/api/affiliates.md), in the payment's transaction. */
function creditDeposit(ctx: PlatformContext, row: Pick<PaymentRow, 'id' | 'user_id' | 'amount_cents' | 'currency'>): BalanceTouch[] {
  recordDeposit(ctx, row);
  return postTransfer(ctx.db, ctx.clock.now(), {
    debit: { system: 'house:payments' },
    credit: { userId: row.user_id, kind: 'real' },
    amount_cents: row.amount_cents,
    currency: row.currency,
    kind: 'deposit',
    reference: `payment:${row.id}`,
    idempotencyKey: `payment:${row.id}:deposit`,
  }).touched;
}

export function deposit(ctx: PlatformContext, userId: number, body: PaymentRequest, key: string): PaymentOutcome {
  const provider = providerOf(ctx);
  const hash = requestHash('deposit', body);
  const effects: Effects = { payments: [], touched: [], after: [] };
  let refusedBy: number | undefined;
  let result: { id: number; replayed: boolean };
  try {
    result = immediate(ctx.db, () => {
      const previous = replay(ctx, userId, key, hash);
      if (previous) return { id: previous.id, replayed: true };
      const { method, card } = checkRequest(ctx, provider, viewerFor(ctx, userId, ctx.config.licence), 'deposit', body);
      const verdict = limitCheck(ctx, userId, { kind: 'deposit', currency: body.currency, amount_cents: body.amount_cents });
      if (!verdict.ok) {
        if (verdict.reason === 'limit_reached') refusedBy = verdict.limit_id;
        throw unprocessable({ base: [LIMIT_MESSAGES[verdict.reason]] }, verdict.reason);
      }

      const { state, completeAt, reason } = provider.deposit({ method, amount_cents: body.amount_cents, currency: body.currency, cardDigits: card?.digits, now: ctx.clock.now() });
      const id = insertPayment(ctx, userId, 'deposit', body, method, card, key, hash, state, { completeAt, reason });
      if (state === 'succeeded') {
        effects.touched.push(...creditDeposit(ctx, { id, user_id: userId, amount_cents: body.amount_cents, currency: body.currency }));
        effects.after.push(...applyDepositBonus(ctx, { id, user_id: userId, amount_cents: body.amount_cents, currency: body.currency, bonus_id: body.bonus_id ?? null }));
        // Lottery tickets of the deposit, same transaction, once per payment (docs/api/lotteries.md "Tickets").
        ticketsForDeposit(ctx, { id, user_id: userId, amount_cents: body.amount_cents, currency: body.currency });
        effects.after.push(...applyDepositLootboxes(ctx, { id, user_id: userId, currency: body.currency }));
        // VIP promotion at once and the adventure day, same transaction (docs/api/vip.md "Status").
        effects.after.push(...evaluateVip(ctx, userId), ...evaluateAdventure(ctx, userId));
      }
      changed(ctx, effects, id);
      return { id, replayed: false };
    });
  } catch (error) {
    // The refused deposit rolled back; the limit is news once a day (docs/api/notifications.md "Producers").
    if (refusedBy !== undefined) runAfter(limitReached(ctx, userId, refusedBy));
    throw error;
  }
  publish(ctx, effects);
  return { payment: serializePayment(ctx, paymentRow(ctx, result.id)), replayed: result.replayed };
}

/** Cashouts stay allowed during a time-out or self-exclusion (players can always take their money out). */
export function cashout(ctx: PlatformContext, userId: number, body: PaymentRequest, key: string): PaymentOutcome {
  const provider = providerOf(ctx);
  const hash = requestHash('cashout', body);
  const effects: Effects = { payments: [], touched: [], after: [] };
  const result = immediate(ctx.db, () => {
    const previous = replay(ctx, userId, key, hash);
    if (previous) return { id: previous.id, replayed: true };
    const { method, card } = checkRequest(ctx, provider, viewerFor(ctx, userId, ctx.config.licence), 'cashout', body);
    const now = ctx.clock.now();
    const { state, completeAt } = provider.cashout({ method, amount_cents: body.amount_cents, currency: body.currency, cardDigits: card?.digits, now });
    const id = insertPayment(ctx, userId, 'cashout', body, method, card, key, hash, state, { completeAt });
    const reserved = postTransfer(ctx.db, now, {
      debit: { userId, kind: 'real' },
      credit: { userId, kind: 'reserved' },
      amount_cents: body.amount_cents,
      currency: body.currency,
      kind: 'cashout_reserve',
      reference: `payment:${id}`,
      idempotencyKey: `payment:${id}:reserve`,
    });
    effects.touched.push(...reserved.touched);
    changed(ctx, effects, id);
    return { id, replayed: false };
  });
  publish(ctx, effects);
  return { payment: serializePayment(ctx, paymentRow(ctx, result.id)), replayed: result.replayed };
}

/** Moves an open payment to its final state, with its money (and a succeeded deposit's bonus, pushes into `after`). Runs inside the caller's transaction. */
function finish(ctx: PlatformContext, row: PaymentRow, state: 'succeeded' | 'declined' | 'rejected' | 'recalled', reason: string | null, after: (() => void)[]): BalanceTouch[] {
  const now = ctx.clock.now();
  let touched: BalanceTouch[] = [];
  if (row.action === 'deposit' && state === 'succeeded') touched = creditDeposit(ctx, row);
  if (row.action === 'cashout') {
    const paid = state === 'succeeded';
    touched = postTransfer(ctx.db, now, {
      debit: { userId: row.user_id, kind: 'reserved' },
      credit: paid ? { system: 'house:payments' } : { userId: row.user_id, kind: 'real' },
      amount_cents: row.amount_cents,
      currency: row.currency,
      kind: paid ? 'cashout' : 'cashout_release',
      reference: `payment:${row.id}`,
      idempotencyKey: `payment:${row.id}:${paid ? 'payout' : 'release'}`,
    }).touched;
  }
  ctx.db.prepare('UPDATE payments SET state = ?, cancellation_reason = COALESCE(CAST(? AS TEXT), cancellation_reason), finished_at = ?, complete_at = NULL WHERE id = ?').run(state, reason, iso(now), row.id);
  if (row.action === 'deposit' && state === 'succeeded') {
    after.push(...applyDepositBonus(ctx, row), ...applyDepositLootboxes(ctx, row));
    ticketsForDeposit(ctx, row);
    // VIP promotion at once and the adventure day, in the deposit's transaction (docs/api/vip.md "Status").
    after.push(...evaluateVip(ctx, row.user_id), ...evaluateAdventure(ctx, row.user_id));
  }
  return touched;
}

/** Open payment of this user, or 404 — another user's payment is indistinguishable from a missing one. */
function ownOpenPayment(ctx: PlatformContext, userId: number, paymentId: number): PaymentRow {
  const row = ctx.db.prepare<[number, number], PaymentRow>('SELECT * FROM payments WHERE id = ? AND user_id = ?').get(paymentId, userId);
  if (!row) throw notFound('Payment not found');
  return row;
}

/** POST /api/player/payments/{id}/recall: a pending cashout's funds return to the wallet. */
export function recall(ctx: PlatformContext, userId: number, paymentId: number): Payment {
  const provider = providerOf(ctx);
  const effects: Effects = { payments: [], touched: [], after: [] };
  immediate(ctx.db, () => {
    const row = ownOpenPayment(ctx, userId, paymentId);
    if (row.action !== 'cashout' || row.state !== 'pending') throw unprocessable({ base: ['Only a pending cashout can be recalled'] }, 'not_recallable');
    if (!recallAllowed(licenceOf(ctx, userId))) throw forbidden('Withdrawals cannot be reversed under your licence', 'recall_forbidden');
    if (!provider.recallable(row)) throw unprocessable({ base: ['The payment provider can no longer recall this cashout'] }, 'not_recallable');
    effects.touched.push(...finish(ctx, row, 'recalled', null, effects.after));
    changed(ctx, effects, row.id);
  });
  publish(ctx, effects);
  return serializePayment(ctx, paymentRow(ctx, paymentId));
}

/** Sandbox: settle one open payment of this user now (succeeded, declined or rejected). */
export function complete(ctx: PlatformContext, userId: number, paymentId: number, outcome: 'succeeded' | 'declined' | 'rejected'): Payment {
  const effects: Effects = { payments: [], touched: [], after: [] };
  immediate(ctx.db, () => {
    const row = ownOpenPayment(ctx, userId, paymentId);
    if (!OPEN_STATES.includes(row.state)) throw unprocessable({ base: [`The payment is already ${row.state}`] }, 'payment_finished');
    effects.touched.push(...finish(ctx, row, outcome, outcome === 'succeeded' ? null : `sandbox_${outcome}`, effects.after));
    changed(ctx, effects, row.id);
  });
  publish(ctx, effects);
  return serializePayment(ctx, paymentRow(ctx, paymentId));
}

/**
 * Settles every open payment whose sandbox time has come (all users when `userId` is null). Only the
 * sandbox settles by the clock: a real provider confirms each payment itself (its callback), so a
 * `completeAt` from it is never taken as a success, and without a provider a production database's
 * leftover sandbox payments stay open, uncredited.
 */
export function settleDuePayments(ctx: PlatformContext, userId: number | null = null): number {
  if (!ctx.payments?.sandbox) return 0;
  const now = iso(ctx.clock.now());
  const due = (
    userId === null
      ? ctx.db.prepare<[string], PaymentRow>("SELECT * FROM payments WHERE complete_at IS NOT NULL AND complete_at <= ? AND state IN ('pending', 'processing') ORDER BY id").all(now)
      : ctx.db.prepare<[number, string], PaymentRow>("SELECT * FROM payments WHERE user_id = ? AND complete_at IS NOT NULL AND complete_at <= ? AND state IN ('pending', 'processing') ORDER BY id").all(userId, now)
  );
  for (const candidate of due) {
    const effects: Effects = { payments: [], touched: [], after: [] };
    try {
      immediate(ctx.db, () => {
        const row = paymentRow(ctx, candidate.id);
        if (!OPEN_STATES.includes(row.state)) return; // settled meanwhile
        effects.touched.push(...finish(ctx, row, 'succeeded', null, effects.after));
        changed(ctx, effects, row.id);
      });
    } catch (error) {
      if ((error as HttpError).status === undefined) throw error;
      continue; // a business rule refused it (cannot happen for these steps); leave it open
    }
    publish(ctx, effects);
  }
  return due.length;
}

export function paymentsOf(ctx: PlatformContext, userId: number, options: { limit: number; offset: number; currency?: string; action?: PaymentAction }): { payments: Payment[]; total: number } {
  settleDuePayments(ctx, userId);
  const filters = ['user_id = ?'];
  const params: (string | number)[] = [userId];
  if (options.currency) {
    filters.push('currency = ?');
    params.push(options.currency);
  }
  if (options.action) {
    filters.push('action = ?');
    params.push(options.action);
  }
  const where = filters.join(' AND ');
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM payments WHERE ${where}`).pluck().get(...params) as number;
  const rows = ctx.db.prepare(`SELECT * FROM payments WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...params, options.limit, options.offset) as PaymentRow[];
  return { payments: rows.map((row) => serializePayment(ctx, row)), total };
}
