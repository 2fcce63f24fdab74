import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { userChannel } from '../realtime/publisher.ts';
import { versionedAccount } from './accounts.ts';
import { postTransfer, type BalanceTouch, type TransferResult, type TransferSpec } from './ledger.ts';

/**
 * The wallet's service API for other areas (game provider, promotions):
 *   transfer(ctx, spec)            one movement, its own transaction, then the balance push
 *   balanceOf(ctx, userId, cur)    real / bonus / reserved / total of one currency
 *   accountsOf(ctx, userId)        the contract's Account[]
 * Code that must move money together with its own rows calls `postTransfer` inside its own
 * `immediate(...)` and `publishBalances` after the commit, as payments do.
 */
export { accountsOf } from './accounts.ts';
export { balanceOf, postTransfer, type TransferSpec, type TransferResult } from './ledger.ts';

/** Pushes the current Account (docs/api/wallet-payments-limits.md, contract §5.5) of each touched wallet on `balance#<userId>`. Call after commit. */
export function publishBalances(ctx: PlatformContext, touched: BalanceTouch[]): void {
  const seen = new Set<string>();
  for (const { userId, currency } of touched) {
    const key = `${userId}:${currency}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      // Newer state wins: another node's later read may reach the shared stream first (docs/api/realtime.md "Engines").
      const { account, version } = versionedAccount(ctx, userId, currency);
      ctx.publisher.publish(userChannel('balance', userId), account, { version, key: currency });
    } catch {
      // A realtime failure must never surface in a money path: the balance is already committed.
    }
  }
}

export function transfer(ctx: PlatformContext, spec: TransferSpec): TransferResult {
  const result = immediate(ctx.db, () => postTransfer(ctx.db, ctx.clock.now(), spec));
  publishBalances(ctx, result.touched);
  return result;
}
