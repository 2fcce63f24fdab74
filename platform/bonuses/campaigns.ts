import { z } from 'zod';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate, type Db } from '../db/database.ts';
import { LOCALE_CODES } from '../info/locales.ts';
import { isCurrencyCode } from '../money/currencies.ts';

/**
 * Campaigns (docs/api/bonuses.md "Campaigns"): operator-defined and versioned. Every change of a
 * definition is a new row of `bonus_campaign_versions`; an issued bonus keeps the version it was
 * issued from, so changing a campaign never changes what a player already holds.
 */

const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** Amounts per currency (`{"EUR": 2000}`); a player whose currency is not listed is not offered the campaign. */
const perCurrency = z.record(z.string().refine(isCurrencyCode, 'is not a supported currency'), cents);

/** A title in every one of the nine locales (platform/info/locales.ts): every user-visible string is. */
export const LocalisedTitle = z.object(Object.fromEntries(LOCALE_CODES.map((locale) => [locale, z.string().min(1).max(200)])) as Record<string, z.ZodString>);
export type LocalisedTitle = Record<string, string>;

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date');

export const CAMPAIGN_KINDS = ['registration', 'deposit', 'promo_code', 'coupon', 'manual', 'freespins'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** The definition of docs/api/bonuses.md "Campaigns", field for field. */
export const CampaignDefinition = z.object({
  kind: z.enum(CAMPAIGN_KINDS),
  title: LocalisedTitle,
  group_key: z.string().min(1).max(100).nullable(),
  /** Player groups the campaign is for; empty: everyone. */
  audience: z.object({ group_ids: z.array(z.number().int()) }),
  /** When it can be earned: ISO bounds (null: open) and UTC weekdays (0 Sunday … 6 Saturday; empty: every day). */
  window: z.object({ starts_at: isoDate.nullable(), ends_at: isoDate.nullable(), weekdays: z.array(z.number().int().min(0).max(6)) }),
  /** Promo code, coupon or deposit code (stored upper case); null when none. */
  code: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/).nullable(),
  /** How many players may redeem it in total; null: unlimited. */
  usage_limit: z.number().int().positive().nullable(),
  /** Deposit campaigns: which deposit (1 = first; null = any), the minimum, percent of the deposit (0: free spins only) and its cap. */
  deposit: z
    .object({ number: z.number().int().positive().nullable(), min_cents: perCurrency, percent: z.number().int().min(0).max(1000), max_cents: perCurrency })
    .nullable(),
  /** A fixed bonus amount (codes, registration, manual); null when the deposit decides it or there is none. */
  amount_cents: perCurrency.nullable(),
  /** Wagering requirement = bonus × multiplier. */
  wager_multiplier: z.number().int().min(0).max(1000),
  max_bet_cents: perCurrency.nullable(),
  /** Conversion cap = bonus × multiplier; null: no cap. */
  max_win_multiplier: z.number().int().positive().nullable(),
  activation_days: z.number().int().positive().max(3650),
  validity_days: z.number().int().positive().max(3650),
  auto_activate: z.boolean(),
  freespins: z
    .object({
      games: z.array(z.string().min(1)).min(1),
      bet_level_cents: perCurrency,
      count: z.number().int().positive().max(10_000),
      wager_multiplier: z.number().int().min(0).max(1000),
      validity_days: z.number().int().positive().max(3650),
    })
    .nullable(),
  /** Wagering contribution per game category in percent (slots, table, live, …); null: the engine's defaults. */
  contribution: z.record(z.string(), z.number().int().min(0).max(100)).nullable(),
});
export type CampaignDefinition = z.infer<typeof CampaignDefinition>;

/** A row of `bonus_campaigns` (060_bonuses.sql). */
export interface CampaignRow {
  id: number;
  key: string;
  kind: CampaignKind;
  code: string | null;
  version: number;
  active: number;
  created_at: string;
  updated_at: string;
}

const normaliseCode = (code: string | null) => (code === null ? null : code.toUpperCase());

/** Creates the campaign, or a new version of it when the definition changed; returns the current version. */
export function defineCampaign(ctx: PlatformContext, key: string, definition: CampaignDefinition): { id: number; version: number } {
  const checked = CampaignDefinition.parse(definition);
  const text = JSON.stringify(checked);
  return immediate(ctx.db, () => {
    const now = iso(ctx.clock.now());
    const existing = campaignByKey(ctx.db, key);
    const code = normaliseCode(checked.code);
    if (!existing) {
      const { lastInsertRowid } = ctx.db
        .prepare('INSERT INTO bonus_campaigns (key, kind, code, version, active, created_at, updated_at) VALUES (?, ?, ?, 1, 1, ?, ?)')
        .run(key, checked.kind, code, now, now);
      const id = Number(lastInsertRowid);
      ctx.db.prepare('INSERT INTO bonus_campaign_versions (campaign_id, version, definition, created_at) VALUES (?, 1, ?, ?)').run(id, text, now);
      return { id, version: 1 };
    }
    const current = ctx.db
      .prepare<[number, number], string>('SELECT definition FROM bonus_campaign_versions WHERE campaign_id = ? AND version = ?')
      .pluck()
      .get(existing.id, existing.version);
    if (current === text) return { id: existing.id, version: existing.version };
    const version = existing.version + 1;
    ctx.db.prepare('INSERT INTO bonus_campaign_versions (campaign_id, version, definition, created_at) VALUES (?, ?, ?, ?)').run(existing.id, version, text, now);
    ctx.db.prepare('UPDATE bonus_campaigns SET kind = ?, code = ?, version = ?, updated_at = ? WHERE id = ?').run(checked.kind, code, version, now, existing.id);
    return { id: existing.id, version };
  });
}

export const campaignByKey = (db: Db, key: string): CampaignRow | undefined =>
  db.prepare<[string], CampaignRow>('SELECT * FROM bonus_campaigns WHERE key = ?').get(key);

export const campaignById = (db: Db, id: number): CampaignRow | undefined =>
  db.prepare<[number], CampaignRow>('SELECT * FROM bonus_campaigns WHERE id = ?').get(id);

/** The campaign of a promo code, coupon or deposit code (case-insensitive). */
export const campaignByCode = (db: Db, code: string): CampaignRow | undefined =>
  db.prepare<[string], CampaignRow>('SELECT * FROM bonus_campaigns WHERE code = ?').get(code.trim().toUpperCase());

/** Active campaigns of some kinds, oldest first. */
export const activeCampaigns = (db: Db, kinds: readonly CampaignKind[]): CampaignRow[] =>
  db
    .prepare<string[], CampaignRow>(`SELECT * FROM bonus_campaigns WHERE active = 1 AND kind IN (${kinds.map(() => '?').join(', ')}) ORDER BY id`)
    .all(...kinds);

/** Versions never change once written, so parsed definitions are kept per database. */
const parsed = new WeakMap<Db, Map<string, CampaignDefinition>>();

/** A campaign's definition at `version` (its current one when omitted). */
export function campaignVersion(db: Db, campaignId: number, version?: number): CampaignDefinition {
  const wanted = version ?? db.prepare<[number], number>('SELECT version FROM bonus_campaigns WHERE id = ?').pluck().get(campaignId);
  if (wanted === undefined) throw new Error(`no bonus campaign ${campaignId}`);
  let cache = parsed.get(db);
  if (!cache) parsed.set(db, (cache = new Map()));
  const cacheKey = `${campaignId}:${wanted}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const text = db.prepare<[number, number], string>('SELECT definition FROM bonus_campaign_versions WHERE campaign_id = ? AND version = ?').pluck().get(campaignId, wanted);
  if (text === undefined) throw new Error(`no version ${wanted} of bonus campaign ${campaignId}`);
  const definition = CampaignDefinition.parse(JSON.parse(text));
  cache.set(cacheKey, definition);
  return definition;
}

/** True when `now` is inside the campaign's window (bounds and UTC weekdays). */
export function inWindow(definition: CampaignDefinition, now: number): boolean {
  const { starts_at, ends_at, weekdays } = definition.window;
  if (starts_at !== null && now < Date.parse(starts_at)) return false;
  if (ends_at !== null && now >= Date.parse(ends_at)) return false;
  return weekdays.length === 0 || weekdays.includes(new Date(now).getUTCDay());
}

/** True when the player is in the campaign's audience (no groups: everyone). */
export function inAudience(db: Db, definition: CampaignDefinition, userId: number | null): boolean {
  if (definition.audience.group_ids.length === 0) return true;
  if (userId === null) return false;
  const groups = new Set(db.prepare<[number], number>('SELECT group_id FROM user_groups WHERE user_id = ?').pluck().all(userId));
  return definition.audience.group_ids.some((id) => groups.has(id));
}
