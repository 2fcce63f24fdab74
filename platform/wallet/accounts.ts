import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { exclusionOf } from '../limits/check.ts';
import { DEFAULT_CURRENCY } from '../money/currencies.ts';
import { balanceOf, ledgerAccount, walletCurrencies } from './ledger.ts';

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

export function toAccount(ctx: PlatformContext, userId: number, currency: string): Account {
  const balance = balanceOf(ctx, userId, currency);
  return {
    currency,
    amount_cents: balance.total_cents,
    available_to_cashout_cents: balance.real_cents,
    available_to_bet_with_locked_cent: balance.total_cents,
    hidden_at: null,
    deposit_available: exclusionOf(ctx, userId) === null,
    selected_lottery_id: null,
    active: selectedCurrency(ctx, userId) === currency,
  };
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
