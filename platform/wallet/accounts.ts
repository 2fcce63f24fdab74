import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { exclusionLive } from '../limits/store.ts';
import { DEFAULT_CURRENCY } from '../money/currencies.ts';
import { ledgerAccount, walletCurrencies } from './ledger.ts';

/** docs/api/wallet-payments-limits.md (Contract §5.5) Account: one per wallet currency, also the payload of the `balance` push. */
export interface Account {
  currency: string;
  /** real + bonus */
  amount_cents: number;
  /** real money only (bonus money cannot be cashed out) */
  available_to_cashout_cents: number;
  available_to_bet_with_locked_cent: number;
  hidden_at: string | null;
  /** false while a time-out or self-exclusion runs */
  deposit_available: boolean;
  selected_lottery_id: number | null;
  /** the wallet the player plays with (their profile `currency`) */
  active: boolean;
}

/** compatibility=true: the legacy shape. */
export interface LegacyAccount {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents: number;
  wager_status: null;
}

export function selectedCurrency(ctx: PlatformContext, userId: number): string {
  return ctx.db.prepare<[number], string>('SELECT currency FROM users WHERE id = ?').pluck().get(userId) ?? DEFAULT_CURRENCY;
}

/**
 * One statement for an Account (it is also every balance push, one per wallet per commit on the
 * wallet's hot path: docs/api/provider.md "Throughput"): the three sub-wallets, the player's selected
 * currency and the latest end of its time-outs and self-exclusions (one without an end counts as the
 * year 9999), which `exclusionLive` reads as the limits do (docs/api/wallet-payments-limits.md: an
 * exclusion cannot be removed early, it ends at `active_until`; ISO strings of one format, so the
 * greatest is the latest). Portable SQL, no JSON aggregate (docs/architecture.md "Decisions").
 */
const accountRead = (ctx: PlatformContext) =>
  ctx.db.prepare<[string, number], { selected: string; exclusion_until: string | null; kind: string | null; balance_cents: number | null; version: number | null }>(
    `SELECT u.currency AS selected,
            (SELECT MAX(COALESCE(l.active_until, '9999-12-31T23:59:59.999Z')) FROM user_limits l
              WHERE l.user_id = u.id AND l.removed_at IS NULL AND l.type IN ('selfexclusion', 'coolingoff')) AS exclusion_until,
            a.kind, a.balance_cents, a.version
       FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.currency = ?
      WHERE u.id = ?`,
  );

export function toAccount(ctx: PlatformContext, userId: number, currency: string): Account {
  return versionedAccount(ctx, userId, currency).account;
}

/**
 * The Account and its version: the sum of its accounts' versions (each counts that account's movements,
 * migration 076), read in the same statement; it grows with every commit that moves the player's money in
 * this currency, on either engine and from any node: the balance push's order across nodes
 * (platform/realtime/publisher.ts `PublishOptions`).
 */
export function versionedAccount(ctx: PlatformContext, userId: number, currency: string): { account: Account; version: number } {
  const rows = accountRead(ctx).all(currency, userId);
  const now = ctx.clock.now();
  let real = 0;
  let bonus = 0;
  for (const row of rows) {
    if (row.kind === 'real') real = row.balance_cents ?? 0;
    else if (row.kind === 'bonus') bonus = row.balance_cents ?? 0;
  }
  const until = rows[0]?.exclusion_until ?? null;
  const excluded = until !== null && exclusionLive(until, now);
  const account: Account = {
    currency,
    amount_cents: real + bonus,
    available_to_cashout_cents: real,
    available_to_bet_with_locked_cent: real + bonus,
    hidden_at: null,
    deposit_available: !excluded,
    selected_lottery_id: null,
    active: (rows[0]?.selected ?? DEFAULT_CURRENCY) === currency,
  };
  let version = 0;
  for (const row of rows) version += row.version ?? 0;
  return { account, version };
}

/** Every wallet of the player; the selected currency is always listed (at 0 before its first movement). */
export function accountsOf(ctx: PlatformContext, userId: number): Account[] {
  const selected = selectedCurrency(ctx, userId);
  const currencies = walletCurrencies(ctx.db, userId);
  if (!currencies.includes(selected)) currencies.push(selected);
  return currencies.map((code) => toAccount(ctx, userId, code));
}

export const toLegacy = (account: Account): LegacyAccount => ({
  currency: account.currency,
  amount_cents: account.amount_cents,
  available_to_cashout_cents: account.available_to_cashout_cents,
  wager_status: null,
});

/** POST /api/player/accounts: opens the wallet in `currency` if needed and makes it the player's currency. */
export function selectCurrency(ctx: PlatformContext, userId: number, currency: string): Account {
  immediate(ctx.db, () => {
    ledgerAccount(ctx.db, ctx.clock.now(), { userId, kind: 'real' }, currency);
    ctx.db.prepare('UPDATE users SET currency = ? WHERE id = ?').run(currency, userId);
  });
  return toAccount(ctx, userId, currency);
}
