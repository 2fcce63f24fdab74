/**
 * User limits (docs/product/limits-and-responsible-gaming.md#reached, spec 000 §4, spec 001 §5, docs/api/wallet-payments-limits.md, contract §2.6). Limit type strings live in the app; we
 * use SoftSwiss-style names and accept the common spellings of cooling-off.
 */
export interface LimitAccount {
  currency: string;
  amount_cents: number;
  current_value_amount_cents: number;
}

export interface UserLimit {
  type: string;
  accounts: readonly LimitAccount[];
}

export const COOLING_OFF_TYPES: readonly string[] = ['coolingoff', 'cooling_off', 'cooling-off'];

export const isCoolingOff = (limit: Pick<UserLimit, 'type'>): boolean => COOLING_OFF_TYPES.includes(limit.type.toLowerCase());

/** Deposit limits (type "deposit", or a deposit_* variant) never block opening a game. */
export const isDepositLimit = (limit: Pick<UserLimit, 'type'>): boolean => /^deposit/i.test(limit.type);

/** One account is reached when amount − |current value| ≤ 0. */
export function isAccountReached(account: LimitAccount): boolean {
  return account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0;
}

/**
 * A limit is reached when it is cooling-off (always), or when one of its accounts is reached;
 * pass `currency` to look only at the account in the player's currency.
 */
export function isLimitReached(limit: UserLimit, currency?: string): boolean {
  if (isCoolingOff(limit)) return true;
  const accounts = currency === undefined ? limit.accounts : limit.accounts.filter((a) => a.currency === currency);
  return accounts.some(isAccountReached);
}

export function anyLimitReached(limits: readonly UserLimit[], currency?: string): boolean {
  return limits.some((limit) => isLimitReached(limit, currency));
}

/** The "block game" check: any reached limit except deposit-type limits. */
export function gameBlockedByLimits(limits: readonly UserLimit[], currency?: string): boolean {
  return anyLimitReached(limits.filter((limit) => !isDepositLimit(limit)), currency);
}
