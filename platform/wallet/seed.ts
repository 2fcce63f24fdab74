import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { DEMO_PLAYER_EMAILS } from '../players/seed.ts';
import { postTransfer } from './ledger.ts';

/** Opening balances: 1000.00 EUR per demo player, 10 000.00 EUR for VIPs (spec groups 255/257/258/259/759). */
export const OPENING_BALANCE_CENTS = 100_000;
export const VIP_OPENING_BALANCE_CENTS = 1_000_000;
const VIP_GROUPS = [255, 257, 258, 259, 759];

/** Funds the demo players (looked up by e-mail; missing ones are skipped) through the ledger (house:seed → player real). Idempotent: keys `seed:<user>:EUR`. */
export function seedWallets(ctx: PlatformContext): void {
  // users.email is case-insensitive: lower() on both sides, the same on SQLite and PostgreSQL (platform/db/migrations/README.md "Case-insensitive columns").
  const byEmail = ctx.db.prepare<[string], { id: number; email: string }>('SELECT id, email FROM users WHERE lower(email) = lower(?)');
  const chosen = DEMO_PLAYER_EMAILS.map((email) => byEmail.get(email)).filter((user) => user !== undefined);
  const vipOf = ctx.db.prepare<number[], number>(`SELECT COUNT(*) FROM user_groups WHERE user_id = ? AND group_id IN (${VIP_GROUPS.map(() => '?').join(', ')})`);
  immediate(ctx.db, () => {
    for (const user of chosen) {
      const vip = (vipOf.pluck().get(user.id, ...VIP_GROUPS) as number) > 0 || /(^|[^a-z])vip/i.test(user.email);
      postTransfer(ctx.db, ctx.clock.now(), {
        debit: { system: 'house:seed' },
        credit: { userId: user.id, kind: 'real' },
        amount_cents: vip ? VIP_OPENING_BALANCE_CENTS : OPENING_BALANCE_CENTS,
        currency: 'EUR',
        kind: 'seed',
        reference: 'seed',
        idempotencyKey: `seed:${user.id}:EUR`,
      });
    }
  });
}
