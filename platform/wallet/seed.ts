import type { PlatformContext } from '../context.ts';

/** Opening balances for the demo players, through the ledger: not built yet. */
export function seedWallets(_ctx: PlatformContext): void {}
