import { DAY_MS, iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { campaignById, campaignVersion, type CampaignDefinition } from './campaigns.ts';
import { activateIssued } from './lifecycle.ts';
import { bonusPush, freespinsPush, type After } from './publish.ts';
import { bonusIssued, freespinsIssued } from '../notifications/producers.ts';
import { bonusById, bonusStatements, freespinsById, type BonusRow, type FreespinRow } from './store.ts';
import { selectedCurrency } from '../wallet/accounts.ts';

/**
 * Issuing (docs/api/bonuses.md "Interfaces"): creates `issued` bonuses and free-spin packs, idempotent
 * by key (a repeat returns what the first call created and publishes nothing). Issuing moves no money;
 * a bonus's money moves in when it starts being wagered (lifecycle.ts). Runs inside the caller's
 * transaction (or opens one); returns the after-commit pushes.
 */


/** What every issued item records: whose, from what, its key, titles and deadlines. */
interface NewGift {
  userId: number;
  currency: string;
  /** 'deposit', 'promo_code', 'coupon', 'manual', 'freespins', 'tournament', … (the wire `strategy`). */
  source: string;
  idempotencyKey: string;
  /** Localised titles (all nine locales); omitted when the campaign's titles apply. */
  title?: Record<string, string> | null;
  groupKey?: string | null;
  activationDays?: number;
  validityDays?: number;
  campaignId?: number | null;
  campaignVersion?: number | null;
}

/** The columns `NewGift` fills in either table (`validityDays` defaults differ: bonuses 30, packs 7). */
const giftColumns = (spec: NewGift, now: number, defaultValidityDays: number) => ({
  user_id: spec.userId,
  campaign_id: spec.campaignId ?? null,
  campaign_version: spec.campaignVersion ?? null,
  idempotency_key: spec.idempotencyKey,
  source: spec.source,
  currency: spec.currency,
  group_key: spec.groupKey ?? null,
  title: spec.title ? JSON.stringify(spec.title) : null,
  activatable_until: iso(now + (spec.activationDays ?? 7) * DAY_MS),
  validity_days: spec.validityDays ?? defaultValidityDays,
  now: iso(now),
});

/** A bonus without a campaign (prizes, free-spin winnings) or from one (`campaignId`, `campaignVersion`). */
export interface NewBonus extends NewGift {
  amountCents: number;
  /** The wagering requirement in subunits (usually amount × the campaign's multiplier). */
  wagerRequirementCents: number;
  maxBetCents?: number | null;
  maxWinCents?: number | null;
  /** Wagering contribution per game category in percent; null: the engine's defaults (wagering.ts). */
  contribution?: Record<string, number> | null;
  /** Activate at once (welcome deposit bonuses, winnings). */
  autoActivate?: boolean;
}

export interface NewFreespins extends NewGift {
  games: string[];
  betLevelCents: number;
  count: number;
  /** Wagering multiplier of the winnings bonus issued when the pack ends (freespins.ts). */
  wagerMultiplier: number;
  /** Activate at once (a pack the player just bought in the loyalty shop, docs/api/loyalty.md "Exchange"). */
  autoActivate?: boolean;
}

export function issueBonus(ctx: PlatformContext, spec: NewBonus): { bonus: BonusRow; after: After } {
  return immediate(ctx.db, () => {
    const sql = bonusStatements(ctx.db);
    const existing = sql.bonusByKey.get(spec.idempotencyKey);
    if (existing) return { bonus: existing, after: [] };
    const now = ctx.clock.now();
    const { lastInsertRowid } = ctx.db
      .prepare(
        `INSERT INTO player_bonuses (user_id, campaign_id, campaign_version, idempotency_key, source, currency, amount_cents, wager_requirement_cents,
           max_bet_cents, max_win_cents, contribution, stage, group_key, title, activatable_until, validity_days, created_at, updated_at)
         VALUES (@user_id, @campaign_id, @campaign_version, @idempotency_key, @source, @currency, @amount_cents, @wager_requirement_cents,
           @max_bet_cents, @max_win_cents, @contribution, 'issued', @group_key, @title, @activatable_until, @validity_days, @now, @now)`,
      )
      .run({
        ...giftColumns(spec, now, 30),
        amount_cents: spec.amountCents,
        wager_requirement_cents: spec.wagerRequirementCents,
        max_bet_cents: spec.maxBetCents ?? null,
        max_win_cents: spec.maxWinCents ?? null,
        contribution: spec.contribution ? JSON.stringify(spec.contribution) : null,
      });
    const id = Number(lastInsertRowid);
    const after: After = [bonusPush(ctx, id)];
    // Only an `issued` bonus waiting for the player is news (docs/api/notifications.md "Producers").
    if (spec.autoActivate) after.push(...activateIssued(ctx, bonusById(ctx.db, id) as BonusRow));
    else after.push(...bonusIssued(ctx, bonusById(ctx.db, id) as BonusRow));
    return { bonus: bonusById(ctx.db, id) as BonusRow, after };
  });
}

/** Inserts the `player_freespins` row (stage `issued`); what happens to it next is freespins.ts's. */
export function issueFreespins(ctx: PlatformContext, spec: NewFreespins): { freespins: FreespinRow; after: After } {
  return immediate(ctx.db, () => {
    const sql = bonusStatements(ctx.db);
    const existing = sql.freespinsByKey.get(spec.idempotencyKey);
    if (existing) return { freespins: existing, after: [] };
    const now = ctx.clock.now();
    const { lastInsertRowid } = ctx.db
      .prepare(
        `INSERT INTO player_freespins (user_id, campaign_id, campaign_version, idempotency_key, source, currency, games, bet_level_cents, freespins_total,
           wager_multiplier, stage, group_key, title, activatable_until, validity_days, created_at, updated_at)
         VALUES (@user_id, @campaign_id, @campaign_version, @idempotency_key, @source, @currency, @games, @bet_level_cents, @freespins_total,
           @wager_multiplier, 'issued', @group_key, @title, @activatable_until, @validity_days, @now, @now)`,
      )
      .run({
        ...giftColumns(spec, now, 7),
        games: JSON.stringify(spec.games),
        bet_level_cents: spec.betLevelCents,
        freespins_total: spec.count,
        wager_multiplier: spec.wagerMultiplier,
      });
    const id = Number(lastInsertRowid);
    if (spec.autoActivate) {
      ctx.db
        .prepare("UPDATE player_freespins SET stage = 'activated', activated_at = @now, valid_until = @valid_until, updated_at = @now WHERE id = @id")
        .run({ id, now: iso(now), valid_until: iso(now + (spec.validityDays ?? 7) * DAY_MS) });
    }
    const freespins = freespinsById(ctx.db, id) as FreespinRow;
    return { freespins, after: [freespinsPush(ctx, id), ...freespinsIssued(ctx, freespins)] };
  });
}

/** The bonus amount a campaign gives in `currency` (a deposit's percent up to the cap, or its fixed amount); null when it lists no such currency. */
export function campaignAmount(definition: CampaignDefinition, currency: string, depositCents?: number): number | null {
  if (definition.deposit) {
    if (definition.deposit.percent === 0) return 0;
    const cap = definition.deposit.max_cents[currency];
    if (cap === undefined || depositCents === undefined) return null;
    return Math.min(Math.floor((depositCents * definition.deposit.percent) / 100), cap);
  }
  if (definition.amount_cents) return definition.amount_cents[currency] ?? null;
  return 0;
}

export interface IssueOptions {
  idempotencyKey: string;
  source: string;
  /** Deposit campaigns: the deposit the bonus is a percent of. */
  depositCents?: number;
  /** The currency of the bonus (a deposit's currency); the player's currency when omitted. */
  currency?: string;
}

/**
 * Issues what a campaign's current version gives the player: a bonus (when it has an amount in the
 * currency) and a free-spin pack (when it has free spins with a bet level in the currency). Keys:
 * the bonus `<key>`, the pack `<key>:freespins`. Nothing when the campaign lists no such currency.
 */
export function issueFromCampaign(ctx: PlatformContext, userId: number, campaignId: number, options: IssueOptions): { bonus?: BonusRow; freespins?: FreespinRow; after: After } {
  return immediate(ctx.db, () => {
    const campaign = campaignById(ctx.db, campaignId);
    if (!campaign) throw notFound('Campaign not found');
    const definition = campaignVersion(ctx.db, campaignId, campaign.version);
    const currency = options.currency ?? selectedCurrency(ctx, userId);
    const result: { bonus?: BonusRow; freespins?: FreespinRow; after: After } = { after: [] };
    const common = { userId, currency, source: options.source, groupKey: definition.group_key, campaignId, campaignVersion: campaign.version, activationDays: definition.activation_days };
    const amount = campaignAmount(definition, currency, options.depositCents);
    if (amount !== null && amount > 0) {
      const issued = issueBonus(ctx, {
        ...common,
        idempotencyKey: options.idempotencyKey,
        amountCents: amount,
        wagerRequirementCents: amount * definition.wager_multiplier,
        maxBetCents: definition.max_bet_cents?.[currency] ?? null,
        maxWinCents: definition.max_win_multiplier === null ? null : amount * definition.max_win_multiplier,
        contribution: definition.contribution,
        validityDays: definition.validity_days,
        autoActivate: definition.auto_activate,
      });
      result.bonus = issued.bonus;
      result.after.push(...issued.after);
    }
    const betLevel = definition.freespins?.bet_level_cents[currency];
    if (definition.freespins && betLevel !== undefined && betLevel > 0) {
      const issued = issueFreespins(ctx, {
        ...common,
        idempotencyKey: `${options.idempotencyKey}:freespins`,
        games: definition.freespins.games,
        betLevelCents: betLevel,
        count: definition.freespins.count,
        wagerMultiplier: definition.freespins.wager_multiplier,
        validityDays: definition.freespins.validity_days,
      });
      result.freespins = issued.freespins;
      result.after.push(...issued.after);
    }
    return result;
  });
}
