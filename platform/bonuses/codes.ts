import type { CouponAnswer, PromoCodeAnswer } from '../../sdk/api/schemas/bonuses.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { unprocessable } from '../http/errors.ts';
import { campaignByCode, campaignVersion, inAudience, type CampaignDefinition, type CampaignRow } from './campaigns.ts';
import { campaignAmount, issueFromCampaign } from './issue.ts';
import type { After } from './publish.ts';
import { titleIn } from './serialize.ts';
import { localeOfUser } from './store.ts';

/**
 * Promo codes and coupons (docs/api/bonuses.md "Player routes"): a code belongs to one campaign
 * (`bonus_campaigns.code`, upper case). Rules, each with its own message: the code exists and is
 * active, inside its window, the player is in its audience and has its currency, bonuses are on for
 * the player, its usage limit is not reached, and each player redeems it once (`bonus_redemptions`).
 * A deposit code is stored as the player's `deposit_bonus_code` and applied at the next qualifying
 * deposit (deposits.ts); any other code issues now.
 */

type Refusal = { field: string; message: string; code: string };

const redeemedBy = (ctx: PlatformContext, campaignId: number, userId: number) =>
  ctx.db.prepare('SELECT 1 FROM bonus_redemptions WHERE campaign_id = ? AND user_id = ?').get(campaignId, userId) !== undefined;

const redemptions = (ctx: PlatformContext, campaignId: number) =>
  ctx.db.prepare<[number], number>('SELECT COUNT(*) FROM bonus_redemptions WHERE campaign_id = ?').pluck().get(campaignId) ?? 0;

/** Records the player's one redemption of a code campaign (per-player once, usage limits). */
export function recordRedemption(ctx: PlatformContext, campaignId: number, userId: number): void {
  ctx.db.prepare('INSERT INTO bonus_redemptions (campaign_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(campaignId, userId, iso(ctx.clock.now()));
}

/** Why the player may not redeem `campaign` now, or null. `field` names the request's field. */
function refusalFor(ctx: PlatformContext, userId: number, campaign: CampaignRow | undefined, kinds: readonly string[], field: string): Refusal | null {
  if (!campaign || campaign.active !== 1 || !kinds.includes(campaign.kind)) return { field, message: 'This code does not exist', code: 'code_unknown' };
  const definition = campaignVersion(ctx.db, campaign.id, campaign.version);
  const now = ctx.clock.now();
  const { starts_at, ends_at } = definition.window;
  if (starts_at !== null && now < Date.parse(starts_at)) return { field, message: 'This code is not valid yet', code: 'code_not_started' };
  if (ends_at !== null && now >= Date.parse(ends_at)) return { field, message: 'This code has expired', code: 'code_expired' };
  if (definition.window.weekdays.length > 0 && !definition.window.weekdays.includes(new Date(now).getUTCDay())) return { field, message: 'This code is not valid today', code: 'code_not_today' };
  if (!inAudience(ctx.db, definition, userId)) return { field, message: 'This code is not available for your account', code: 'code_not_for_you' };
  const player = ctx.db.prepare<[number], { currency: string; can_issue_bonuses: number }>('SELECT currency, can_issue_bonuses FROM users WHERE id = ?').get(userId);
  if (!player || !offersCurrency(definition, player.currency)) return { field, message: 'This code is not available in your currency', code: 'code_currency' };
  if (player.can_issue_bonuses !== 1) return { field, message: 'Bonuses are turned off for your account: turn them on first', code: 'bonuses_disabled' };
  if (redeemedBy(ctx, campaign.id, userId)) return { field, message: 'You have already used this code', code: 'code_used' };
  if (definition.usage_limit !== null && redemptions(ctx, campaign.id) >= definition.usage_limit) return { field, message: 'This code has been fully redeemed', code: 'code_exhausted' };
  return null;
}

/** True when the campaign gives something in `currency`. */
function offersCurrency(definition: CampaignDefinition, currency: string): boolean {
  if (definition.deposit) return definition.deposit.min_cents[currency] !== undefined;
  const money = campaignAmount(definition, currency);
  const spins = definition.freespins?.bet_level_cents[currency];
  return (money !== null && money > 0) || (spins !== undefined && spins > 0);
}

const refuse = (refusal: Refusal) => unprocessable({ [refusal.field]: [refusal.message] }, refusal.code);

/** POST /api/v2/bonuses/promo-code `{code}`. */
export function redeemPromoCode(ctx: PlatformContext, userId: number, code: string): { answer: PromoCodeAnswer; after: After } {
  return immediate(ctx.db, () => {
    const campaign = campaignByCode(ctx.db, code);
    const refusal = refusalFor(ctx, userId, campaign, ['promo_code', 'deposit'], 'code');
    if (refusal) throw refuse(refusal);
    const found = campaign as CampaignRow;
    const definition = campaignVersion(ctx.db, found.id, found.version);
    const name = titleIn(definition.title, localeOfUser(ctx.db, userId));
    if (found.kind === 'deposit') {
      // Applied (and redeemed) at the next qualifying deposit (deposits.ts).
      ctx.db.prepare('UPDATE users SET deposit_bonus_code = ? WHERE id = ?').run(found.key, userId);
      return { answer: { bonus_id: found.key, name, bonus_type: 'deposit' }, after: [] };
    }
    const issued = issueFromCampaign(ctx, userId, found.id, { idempotencyKey: `code:${found.id}:${userId}`, source: 'promo_code' });
    recordRedemption(ctx, found.id, userId);
    const answer: PromoCodeAnswer = issued.bonus
      ? { bonus_id: String(issued.bonus.id), name, bonus_type: 'bonus' }
      : { bonus_id: String(issued.freespins?.id ?? ''), name, bonus_type: 'freespins' };
    return { answer, after: issued.after };
  });
}

/** POST /api/bonuses/coupon `{coupon_code}`: 200 with a status; a refusal's reason in `message`. */
export function redeemCoupon(ctx: PlatformContext, userId: number, couponCode: string): { answer: CouponAnswer & { message?: string }; after: After } {
  return immediate(ctx.db, () => {
    const campaign = campaignByCode(ctx.db, couponCode);
    const refusal = refusalFor(ctx, userId, campaign, ['coupon'], 'coupon_code');
    if (refusal) return { answer: { status: refusal.code === 'code_used' ? 'already_activated' : 'failed_to_activate', message: refusal.message }, after: [] };
    const found = campaign as CampaignRow;
    const issued = issueFromCampaign(ctx, userId, found.id, { idempotencyKey: `code:${found.id}:${userId}`, source: 'coupon' });
    recordRedemption(ctx, found.id, userId);
    return { answer: { status: 'successfully_activated' }, after: issued.after };
  });
}
