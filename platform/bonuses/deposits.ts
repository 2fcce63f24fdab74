import type { DepositBonus } from '../../sdk/api/schemas/bonuses.ts';
import { GROUP } from '../players/groups.ts';
import type { PlatformContext } from '../context.ts';
import { immediate, type Db } from '../db/database.ts';
import { activeCampaigns, campaignByCode, campaignByKey, campaignVersion, inAudience, inWindow, type CampaignDefinition, type CampaignRow } from './campaigns.ts';
import { recordRedemption } from './codes.ts';
import { issueFromCampaign } from './issue.ts';
import type { After } from './publish.ts';
import { serializeDepositBonus } from './serialize.ts';

/**
 * Which campaign a deposit earns (docs/api/bonuses.md "Deposits"), decided inside the deposit's
 * transaction when it succeeds (platform/payments/service.ts, immediate and later-settled paths):
 * 1. the deposit's own choice (`bonus_id` of the request): a campaign key → that offer if it
 *    qualifies; `"none"` → no bonus for this deposit;
 * 2. else the player's `deposit_bonus_code` (a campaign key or deposit code) if it qualifies, then cleared;
 * 3. else, when `can_issue_bonuses` is on, the deposit-number offer (numbered offers before the
 *    any-deposit ones such as the weekly reload).
 * Qualifying: a deposit campaign, active, the currency listed, at least the minimum, the deposit
 * number (count of the player's succeeded deposits including this one), the window (weekdays too),
 * the audience groups, not declined by the player. Idempotent by payment: the bonus key is
 * `deposit:<payment>:<campaign>`.
 */

/** The deposit's literal choice of no bonus. */
export const NO_BONUS = 'none';
export interface SucceededDeposit {
  id: number;
  user_id: number;
  amount_cents: number;
  currency: string;
  bonus_id: string | null;
}

interface Candidate {
  currency: string;
  /** null: any amount (an offer listed before the deposit). */
  amountCents: number | null;
  depositNumber: number;
  now: number;
}

const succeededDeposits = (db: Db, userId: number): number =>
  db.prepare<[number], number>("SELECT COUNT(*) FROM payments WHERE user_id = ? AND action = 'deposit' AND state = 'succeeded'").pluck().get(userId) ?? 0;

const dismissed = (db: Db, campaignId: number, userId: number): boolean =>
  db.prepare('SELECT 1 FROM bonus_offer_dismissals WHERE campaign_id = ? AND user_id = ?').get(campaignId, userId) !== undefined;

const inGroup = (db: Db, userId: number, groupId: number): boolean =>
  db.prepare('SELECT 1 FROM user_groups WHERE user_id = ? AND group_id = ?').get(userId, groupId) !== undefined;

/** The active deposit campaign a deposit bonus code names (its key, or its code), if any. */
export function depositCampaignFor(db: Db, code: string): CampaignRow | undefined {
  const campaign = campaignByKey(db, code) ?? campaignByCode(db, code);
  return campaign && campaign.kind === 'deposit' && campaign.active === 1 ? campaign : undefined;
}

/** True when the campaign gives a bonus on this deposit (see the module comment). */
export function qualifies(db: Db, campaign: CampaignRow, definition: CampaignDefinition, userId: number | null, deposit: Candidate): boolean {
  const terms = definition.deposit;
  if (campaign.active !== 1 || definition.kind !== 'deposit' || !terms) return false;
  const min = terms.min_cents[deposit.currency];
  if (min === undefined) return false;
  if (terms.percent > 0 && terms.max_cents[deposit.currency] === undefined) return false;
  if (deposit.amountCents !== null && deposit.amountCents < min) return false;
  if (terms.number !== null && terms.number !== deposit.depositNumber) return false;
  if (!inWindow(definition, deposit.now) || !inAudience(db, definition, userId)) return false;
  return userId === null || !dismissed(db, campaign.id, userId);
}

/** The default offers for a deposit: code-less deposit campaigns that qualify, numbered ones first. */
function defaultOffers(db: Db, userId: number | null, deposit: Candidate): { campaign: CampaignRow; definition: CampaignDefinition }[] {
  return activeCampaigns(db, ['deposit'])
    .filter((campaign) => campaign.code === null)
    .map((campaign) => ({ campaign, definition: campaignVersion(db, campaign.id, campaign.version) }))
    .filter(({ campaign, definition }) => qualifies(db, campaign, definition, userId, deposit))
    .sort((a, b) => Number(a.definition.deposit?.number === null) - Number(b.definition.deposit?.number === null));
}

interface Player {
  can_issue_bonuses: number;
  deposit_bonus_code: string | null;
  currency: string;
}

/** Issues the deposit's bonus, if it earns one. Call inside the deposit's transaction, after its state is `succeeded`. */
export function applyDepositBonus(ctx: PlatformContext, deposit: SucceededDeposit): After {
  const db = ctx.db;
  const player = db.prepare<[number], Player>('SELECT can_issue_bonuses, deposit_bonus_code, currency FROM users WHERE id = ?').get(deposit.user_id);
  if (!player || deposit.bonus_id === NO_BONUS) return [];
  const candidate: Candidate = { currency: deposit.currency, amountCents: deposit.amount_cents, depositNumber: succeededDeposits(db, deposit.user_id), now: ctx.clock.now() };
  const qualifying = (campaign: CampaignRow | undefined) =>
    campaign && qualifies(db, campaign, campaignVersion(db, campaign.id, campaign.version), deposit.user_id, candidate) ? campaign : undefined;
  const issue = (campaign: CampaignRow) => {
    // A deposit code is redeemed once per player (codes.ts).
    if (campaign.code !== null) recordRedemption(ctx, campaign.id, deposit.user_id);
    return issueFromCampaign(ctx, deposit.user_id, campaign.id, { idempotencyKey: `deposit:${deposit.id}:${campaign.id}`, source: 'deposit', depositCents: deposit.amount_cents, currency: deposit.currency }).after;
  };

  if (deposit.bonus_id !== null) {
    const chosen = qualifying(campaignByKey(db, deposit.bonus_id));
    return chosen ? issue(chosen) : [];
  }
  if (player.deposit_bonus_code !== null) {
    const coded = qualifying(depositCampaignFor(db, player.deposit_bonus_code));
    if (coded) {
      db.prepare('UPDATE users SET deposit_bonus_code = NULL WHERE id = ?').run(deposit.user_id);
      return issue(coded);
    }
  }
  if (player.can_issue_bonuses !== 1 || inGroup(db, deposit.user_id, GROUP.multiAccount)) return [];
  const offer = defaultOffers(db, deposit.user_id, candidate)[0];
  return offer ? issue(offer.campaign) : [];
}

/**
 * GET /api/bonuses/deposit: the offers of the player's next deposit in their currency (guests: of a
 * first deposit, every listed currency). Empty for the multi-account group.
 */
export function depositOffers(ctx: PlatformContext, userId: number | null, locale: string): DepositBonus[] {
  const db = ctx.db;
  const currency = userId === null ? null : (db.prepare<[number], string>('SELECT currency FROM users WHERE id = ?').pluck().get(userId) ?? null);
  if (userId !== null && inGroup(db, userId, GROUP.multiAccount)) return [];
  const depositNumber = userId === null ? 1 : succeededDeposits(db, userId) + 1;
  const now = ctx.clock.now();
  return activeCampaigns(db, ['deposit'])
    .filter((campaign) => campaign.code === null)
    .map((campaign) => ({ campaign, definition: campaignVersion(db, campaign.id, campaign.version) }))
    .filter(({ campaign, definition }) => {
      const currencies = currency === null ? Object.keys(definition.deposit?.min_cents ?? {}) : [currency];
      return currencies.some((code) => qualifies(db, campaign, definition, userId, { currency: code, amountCents: null, depositNumber, now }));
    })
    .map(({ campaign, definition }) => serializeDepositBonus(campaign.key, definition, locale, currency));
}

/** GET /api/bonuses/registration: the active registration campaigns the player (or guest) is in the audience of. */
export function registrationOffers(ctx: PlatformContext, userId: number | null, locale: string): DepositBonus[] {
  const db = ctx.db;
  const currency = userId === null ? null : (db.prepare<[number], string>('SELECT currency FROM users WHERE id = ?').pluck().get(userId) ?? null);
  const now = ctx.clock.now();
  return activeCampaigns(db, ['registration'])
    .map((campaign) => ({ campaign, definition: campaignVersion(db, campaign.id, campaign.version) }))
    .filter(({ campaign, definition }) => inWindow(definition, now) && inAudience(db, definition, userId) && (userId === null || !dismissed(db, campaign.id, userId)))
    .map(({ campaign, definition }) => serializeDepositBonus(campaign.key, definition, locale, currency));
}

/**
 * At sign-up (POST /api/users, after the account is created): every active registration campaign the new
 * player is in the audience and window of, and that gives something in their currency, is issued once
 * (`registration:<campaign>:<user>`), unless the player turned bonuses off or is in the multi-account group.
 * Its own transaction; returns the after-commit pushes.
 */
export function applyRegistrationBonuses(ctx: PlatformContext, userId: number): After {
  const db = ctx.db;
  return immediate(db, () => {
    const player = db.prepare<[number], { can_issue_bonuses: number }>('SELECT can_issue_bonuses FROM users WHERE id = ?').get(userId);
    if (!player || player.can_issue_bonuses !== 1 || inGroup(db, userId, GROUP.multiAccount)) return [];
    const now = ctx.clock.now();
    const after: After = [];
    for (const campaign of activeCampaigns(db, ['registration'])) {
      const definition = campaignVersion(db, campaign.id, campaign.version);
      if (!inWindow(definition, now) || !inAudience(db, definition, userId)) continue;
      after.push(...issueFromCampaign(ctx, userId, campaign.id, { idempotencyKey: `registration:${campaign.id}:${userId}`, source: 'registration' }).after);
    }
    return after;
  });
}

/** DELETE /api/bonuses/deposit/{id} and /registration/{id}: the player declines an offer (idempotent). False when there is no such offer. */
export function dismissOffer(ctx: PlatformContext, userId: number, key: string, kind: 'deposit' | 'registration'): boolean {
  const campaign = campaignByKey(ctx.db, key);
  if (!campaign || campaign.kind !== kind) return false;
  ctx.db.prepare('INSERT INTO bonus_offer_dismissals (campaign_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(campaign.id, userId, new Date(ctx.clock.now()).toISOString());
  return true;
}
