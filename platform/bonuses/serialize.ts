import type { Bonus, DepositBonus, Freespin } from '../../sdk/api/schemas/bonuses.ts';
import type { Db } from '../db/database.ts';
import { fallbackChain, pickLocale } from '../cms/locale.ts';
import { campaignVersion, type CampaignDefinition } from './campaigns.ts';
import { localeOfUser, type BonusRow, type FreespinRow } from './store.ts';

/**
 * Rows → the wire shapes of docs/api/bonuses.md (`Bonus`, `Freespin`, `DepositBonus`; the SDK's
 * schemas in sdk/api/schemas/bonuses.ts), titles in the player's locale.
 */

/** The title of `titles` in `locale`, its language (`en-AU` → `en`), then English (platform/cms/locale.ts). */
export function titleIn(titles: Record<string, string>, locale: string): string {
  return pickLocale(new Map(Object.entries(titles)), fallbackChain(locale)) ?? Object.values(titles)[0] ?? '';
}

/** The localised titles of an issued item: its own (`title` JSON) or its campaign version's. */
export function titlesOf(db: Db, row: { title: string | null; campaign_id: number | null; campaign_version: number | null }): Record<string, string> {
  if (row.title) return JSON.parse(row.title) as Record<string, string>;
  if (row.campaign_id !== null) return campaignVersion(db, row.campaign_id, row.campaign_version ?? undefined).title;
  return {};
}

const before = (limit: string | null, now: number) => limit !== null && now < Date.parse(limit);

export function serializeBonus(db: Db, row: BonusRow, now: number, locale = localeOfUser(db, row.user_id)): Bonus {
  return {
    id: row.id,
    title: titleIn(titlesOf(db, row), locale),
    amount_cents: row.amount_cents,
    currency: row.currency,
    stage: row.stage,
    strategy: row.source,
    amount_wager_requirement_cents: row.wager_requirement_cents,
    amount_wager_cents: Math.min(row.wagered_cents, row.wager_requirement_cents),
    created_at: row.created_at,
    activatable_until: row.activatable_until,
    valid_until: row.valid_until,
    activatable: row.stage === 'issued' && before(row.activatable_until, now),
    cancelable: row.stage === 'issued' || row.stage === 'wait' || row.stage === 'handle_bets',
    group_key: row.group_key,
  };
}

export function serializeFreespin(db: Db, row: FreespinRow, now: number, locale = localeOfUser(db, row.user_id)): Freespin {
  const games = JSON.parse(row.games) as string[];
  return {
    id: row.id,
    title: titleIn(titlesOf(db, row), locale),
    freespins_total: row.freespins_total,
    freespins_performed: row.freespins_performed,
    bet_level: row.bet_level_cents,
    stage: row.stage,
    games,
    provider: games[0]?.split('/')[0] ?? '',
    currency: row.currency,
    created_at: row.created_at,
    activatable_until: row.activatable_until,
    valid_until: row.valid_until,
    activatable: row.stage === 'issued' && before(row.activatable_until, now),
    cancelable: row.stage === 'issued' || row.stage === 'activated',
    group_key: row.group_key,
  };
}

const amounts = (perCurrency: Record<string, number>, currency: string | null) =>
  Object.entries(perCurrency)
    .filter(([code]) => currency === null || code === currency)
    .map(([code, amount_cents]) => ({ currency: code, amount_cents }));

/**
 * A campaign as an offer (contract §5.8, docs/api/bonuses.md "Player routes"): `id` is the campaign
 * key. `currency` narrows the amounts to the player's currency (null: every listed currency, guests).
 */
export function serializeDepositBonus(key: string, definition: CampaignDefinition, locale: string, currency: string | null): DepositBonus {
  const title = titleIn(definition.title, locale);
  const attributes: { field: string; value: unknown }[] = [];
  const conditions: { field: string; type: string; value: { currency: string; amount_cents: number }[] }[] = [];
  if (definition.deposit) {
    conditions.push({ field: 'amount', type: 'min', value: amounts(definition.deposit.min_cents, currency) });
    attributes.push({ field: 'percent', value: definition.deposit.percent });
    attributes.push({ field: 'max_amount_cents', value: amounts(definition.deposit.max_cents, currency) });
  }
  if (definition.amount_cents) attributes.push({ field: 'bonus_amount', value: amounts(definition.amount_cents, currency) });
  if (definition.freespins) {
    attributes.push({ field: 'freespins_count', value: definition.freespins.count });
    attributes.push({ field: 'games', value: definition.freespins.games });
  }
  const result_bonus: { field: string; value: unknown }[] = [{ field: 'wager', value: definition.wager_multiplier }];
  if (definition.max_bet_cents) result_bonus.push({ field: 'max_bet', value: amounts(definition.max_bet_cents, currency) });
  return {
    id: key,
    title,
    ...(definition.group_key ? { group_key: definition.group_key } : {}),
    bonuses: [{ title, type: definition.kind === 'deposit' ? 'deposit' : 'normal', conditions, attributes, result_bonus }],
  };
}
