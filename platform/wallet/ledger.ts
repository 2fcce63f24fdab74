import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { conflict, unprocessable } from '../http/errors.ts';
import { isCurrencyCode } from '../money/currencies.ts';

/**
 * The double-entry ledger: the only code that changes a balance. Every movement is one immutable
 * transfer debiting one account and crediting another; an account's balance is credits − debits
 * and is kept on the account row inside the same transaction, so `SUM(balance)` per currency is
 * always 0. All invariants live in `postTransfer`.
 */

/** Player sub-wallets: spendable real money, bonus money, and cashouts held until paid out or recalled. */
export type PlayerAccountKind = 'real' | 'bonus' | 'reserved';
/** Counter-accounts standing for the world outside the player's wallet. */
export type SystemAccountName = 'house:payments' | 'house:games' | 'house:bonuses' | 'house:seed';

export type AccountRef = { userId: number; kind: PlayerAccountKind } | { system: SystemAccountName };

/** Largest single transfer: 10^13 subunits (100 000 BTC, 100 bn EUR) keeps every sum far below 2^53. */
export const MAX_TRANSFER_CENTS = 10_000_000_000_000;

export interface TransferSpec {
  debit: AccountRef;
  credit: AccountRef;
  amount_cents: number;
  currency: string;
  /** What the movement is: 'deposit', 'cashout_reserve', 'bet', 'win', 'rollback', … */
  kind: string;
  reference?: string | null;
  /** Unique per movement; a repeat with the same parameters replays, other parameters → 409. */
  idempotencyKey: string;
}

export interface Transfer {
  id: number;
  debit_account_id: number;
  credit_account_id: number;
  amount_cents: number;
  currency: string;
  kind: string;
  reference: string | null;
  idempotency_key: string;
  created_at: string;
}

export interface TransferResult {
  transfer: Transfer;
  /** True when the key was seen before and no money moved this time. */
  replayed: boolean;
  /** Player wallets whose balance changed (to publish after commit). */
  touched: BalanceTouch[];
}

export interface BalanceTouch {
  userId: number;
  currency: string;
}

interface AccountRow {
  id: number;
  user_id: number | null;
  system_name: string | null;
  currency: string;
  kind: string;
  balance_cents: number;
}

export const notEnoughMoney = () => unprocessable({ amount_cents: ['not enough money'] }, 'not_enough_money');

/** Finds or opens the ledger account `ref` in `currency`. Call inside a write transaction. */
export function ledgerAccount(db: Db, now: number, ref: AccountRef, currency: string): AccountRow {
  const select = (): AccountRow | undefined =>
    'userId' in ref
      ? db.prepare<[number, string, string], AccountRow>('SELECT * FROM ledger_accounts WHERE user_id = ? AND currency = ? AND kind = ?').get(ref.userId, currency, ref.kind)
      : db.prepare<[string, string], AccountRow>('SELECT * FROM ledger_accounts WHERE system_name = ? AND currency = ?').get(ref.system, currency);
  const existing = select();
  if (existing) return existing;
  if ('userId' in ref) {
    db.prepare('INSERT INTO ledger_accounts (user_id, currency, kind, created_at) VALUES (?, ?, ?, ?)').run(ref.userId, currency, ref.kind, iso(now));
  } else {
    db.prepare("INSERT INTO ledger_accounts (system_name, currency, kind, created_at) VALUES (?, ?, 'system', ?)").run(ref.system, currency, iso(now));
  }
  return select() as AccountRow;
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_TRANSFER_CENTS) {
    throw unprocessable({ amount_cents: [`must be a whole number of subunits between 1 and ${MAX_TRANSFER_CENTS}`] }, 'invalid_amount');
  }
}

/**
 * Posts one transfer. Must run inside `immediate(db, …)` (the caller's transaction), so a payment can
 * change its own row and move money atomically. Throws (rolling the caller back) on any broken rule.
 */
export function postTransfer(db: Db, now: number, spec: TransferSpec): TransferResult {
  if (!db.inTransaction) throw new Error('postTransfer must run inside a write transaction');
  checkAmount(spec.amount_cents);
  if (!isCurrencyCode(spec.currency)) throw unprocessable({ currency: ['is not supported'] }, 'invalid_currency');
  if (!spec.idempotencyKey || spec.idempotencyKey.length > 200) throw unprocessable({ idempotency_key: ['is required (1–200 characters)'] }, 'invalid');

  const debit = ledgerAccount(db, now, spec.debit, spec.currency);
  const credit = ledgerAccount(db, now, spec.credit, spec.currency);
  if (debit.id === credit.id) throw unprocessable({ base: ['cannot transfer to the same account'] }, 'invalid');
  if (debit.currency !== spec.currency || credit.currency !== spec.currency) throw unprocessable({ currency: ['accounts differ in currency'] }, 'currency_mismatch');

  const previous = db.prepare<[string], Transfer>('SELECT * FROM ledger_transfers WHERE idempotency_key = ?').get(spec.idempotencyKey);
  if (previous) {
    const same =
      previous.debit_account_id === debit.id &&
      previous.credit_account_id === credit.id &&
      previous.amount_cents === spec.amount_cents &&
      previous.currency === spec.currency &&
      previous.kind === spec.kind &&
      (previous.reference ?? null) === (spec.reference ?? null);
    if (!same) throw conflict('This idempotency key was used for a different operation', 'idempotency_mismatch');
    return { transfer: previous, replayed: true, touched: [] };
  }

  // Player money never goes negative; system accounts are the outside world and may.
  if (debit.user_id !== null && debit.balance_cents < spec.amount_cents) throw notEnoughMoney();
  if (credit.balance_cents + spec.amount_cents > Number.MAX_SAFE_INTEGER) throw unprocessable({ amount_cents: ['balance would overflow'] }, 'invalid_amount');

  const createdAt = iso(now);
  const { lastInsertRowid } = db
    .prepare('INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_cents, currency, kind, reference, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(debit.id, credit.id, spec.amount_cents, spec.currency, spec.kind, spec.reference ?? null, spec.idempotencyKey, createdAt);
  // The version counts movements: it orders a player's balance pushes as the commits did (migration 076).
  const move = db.prepare('UPDATE ledger_accounts SET balance_cents = balance_cents + ?, version = version + 1 WHERE id = ?');
  move.run(-spec.amount_cents, debit.id);
  move.run(spec.amount_cents, credit.id);

  // The row just inserted, without reading it back (one statement less per movement; wallet throughput, docs/architecture.md).
  const transfer: Transfer = {
    id: Number(lastInsertRowid),
    debit_account_id: debit.id,
    credit_account_id: credit.id,
    amount_cents: spec.amount_cents,
    currency: spec.currency,
    kind: spec.kind,
    reference: spec.reference ?? null,
    idempotency_key: spec.idempotencyKey,
    created_at: createdAt,
  };
  const touched = [debit, credit].filter((a) => a.user_id !== null).map((a) => ({ userId: a.user_id as number, currency: spec.currency }));
  return { transfer, replayed: false, touched };
}

export interface Balance {
  currency: string;
  real_cents: number;
  bonus_cents: number;
  reserved_cents: number;
  /** real + bonus: what the player can bet with. */
  total_cents: number;
}

export function balanceOf(ctx: PlatformContext, userId: number, currency: string): Balance {
  // One read for the three sub-wallets (it runs several times per wallet call: the answer, the balance push).
  const rows = ctx.db
    .prepare<[number, string], { kind: PlayerAccountKind; balance_cents: number }>('SELECT kind, balance_cents FROM ledger_accounts WHERE user_id = ? AND currency = ?')
    .all(userId, currency);
  let real = 0;
  let bonus = 0;
  let reserved = 0;
  for (const row of rows) {
    if (row.kind === 'real') real = row.balance_cents;
    else if (row.kind === 'bonus') bonus = row.balance_cents;
    else if (row.kind === 'reserved') reserved = row.balance_cents;
  }
  return { currency, real_cents: real, bonus_cents: bonus, reserved_cents: reserved, total_cents: real + bonus };
}

/** Currencies in which the player has a wallet, oldest first. */
export function walletCurrencies(db: Db, userId: number): string[] {
  return db
    .prepare<[number], string>("SELECT currency FROM ledger_accounts WHERE user_id = ? AND kind = 'real' ORDER BY id")
    .pluck()
    .all(userId);
}
