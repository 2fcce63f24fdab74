import { issueBonus } from '../bonuses/issue.ts';
import type { After } from '../bonuses/publish.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { LIFELONG_STATUS, VIP_CLUB_LADDER, vipRank, type VipStatus } from '../../sdk/rules/vip.ts';
import { giftTitle } from './messages.ts';

/**
 * VIP level gifts (docs/api/vip.md "Level gifts", docs/product/vip-and-adventures.md#levels): each
 * ladder status above regular gives a bonus when the player reaches it within a quarter, issued through
 * the bonus engine (platform/bonuses/issue.ts) at most once per (player, quarter, status) — the
 * `vip_gifts` primary key and the bonus idempotency key both say so. Diamond's gift is the super prize.
 */
const LEVEL_GIFTS: Readonly<Partial<Record<VipStatus, { amountEurCents: number; wagerMultiplier: number }>>> = {
  bronze: { amountEurCents: 1_000, wagerMultiplier: 30 },
  silver: { amountEurCents: 2_500, wagerMultiplier: 30 },
  gold: { amountEurCents: 5_000, wagerMultiplier: 25 },
  diamond: { amountEurCents: 25_000, wagerMultiplier: 20 },
};

const giftKey = (userId: number, quarter: string, status: VipStatus) => `vip:${userId}:${quarter}:${status}`;

/** Issues the gifts of every ladder status up to `reached` not yet given this quarter; inside the caller's transaction. */
export function issueLevelGifts(ctx: PlatformContext, userId: number, currency: string, reached: VipStatus, quarter: string): After {
  const after: After = [];
  const given = new Set(ctx.db.prepare<[number, string], string>('SELECT status FROM vip_gifts WHERE user_id = ? AND quarter = ?').pluck().all(userId, quarter));
  for (const status of VIP_CLUB_LADDER) {
    const gift = LEVEL_GIFTS[status];
    if (!gift || vipRank(status) > vipRank(reached) || given.has(status)) continue;
    const amount = convertCents(gift.amountEurCents, 'EUR', currency);
    const issued = issueBonus(ctx, {
      userId,
      currency,
      source: 'vip',
      idempotencyKey: giftKey(userId, quarter, status),
      title: giftTitle(status),
      groupKey: status === LIFELONG_STATUS ? 'vip_super_prize' : `vip_${status}`,
      amountCents: amount,
      wagerRequirementCents: amount * gift.wagerMultiplier,
      activationDays: 14,
    });
    ctx.db.prepare('INSERT INTO vip_gifts (user_id, quarter, status, bonus_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING').run(userId, quarter, status, issued.bonus.id, iso(ctx.clock.now()));
    after.push(...issued.after);
  }
  return after;
}

type GiftState = 'lost' | 'completed' | 'future' | 'active' | 'superPrize';

interface LevelGift {
  status: VipStatus;
  state: GiftState;
  title: Record<string, string>;
  amount_cents: number;
  currency: string;
  bonus_id: number | null;
}

/**
 * The states of docs/product/vip-and-adventures.md#levels: a gift given this quarter is `active` while
 * its bonus can still be used, `completed` once wagered, `lost` when it expired, was canceled or lost;
 * a status not reached this quarter is `future` (diamond's: `superPrize`), or `lost` when the player
 * holds it without having reached it this quarter.
 */
export function levelGifts(ctx: PlatformContext, userId: number, currency: string, current: VipStatus, quarter: string): LevelGift[] {
  const rows = ctx.db
    .prepare<[number, string], { status: string; bonus_id: number; stage: string | null }>(
      'SELECT g.status, g.bonus_id, b.stage FROM vip_gifts g LEFT JOIN player_bonuses b ON b.id = g.bonus_id WHERE g.user_id = ? AND g.quarter = ?',
    )
    .all(userId, quarter);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return VIP_CLUB_LADDER.flatMap((status): LevelGift[] => {
    const gift = LEVEL_GIFTS[status];
    if (!gift) return [];
    const row = byStatus.get(status);
    let state: GiftState;
    if (row) state = row.stage === 'wager_done' ? 'completed' : ['lost', 'canceled', 'expired'].includes(row.stage ?? '') ? 'lost' : 'active';
    else if (vipRank(status) <= vipRank(current)) state = 'lost';
    else state = status === LIFELONG_STATUS ? 'superPrize' : 'future';
    return [{ status, state, title: giftTitle(status), amount_cents: convertCents(gift.amountEurCents, 'EUR', currency), currency, bonus_id: row?.bonus_id ?? null }];
  });
}
