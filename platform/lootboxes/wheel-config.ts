import { perCurrency } from '../bonuses/seed.ts';
import { configStore } from '../cms/configs.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { LootboxItemDefinition, LootboxPrize, LootboxTemplate } from './definition.ts';
import { upsertTemplate } from './store.ts';
import { bonusTitle, freespinsTitle, superPrizeTitle, WHEEL_SPIN_TITLE } from './titles.ts';

/**
 * The wheel's templates come from the CMS configs the wheel shows (docs/api/lootboxes.md "Wheel"):
 * `wheel-config` (everyone) and `wheel-config-segments` (`{<group id>: LootboxItem[]}`, contract §2.6).
 * Each config becomes two templates — `wheel[-<group>]` (group key `wheel`, spins the rules issue) and
 * `manual_wheel[-<group>]` (group key `manual_wheel`, spins the operator or the loyalty shop issues) — with
 * the same item ids and weights, so the segment the server draws is the segment the wheel shows.
 * `syncWheelTemplates` re-derives them after an operator edits a config.
 */

interface ConfigItem {
  id: number;
  weight?: number;
  bonuses?: { type?: string; attributes?: { field: string; value: unknown }[]; result_bonus?: { field: string; value: unknown }[] }[];
}

const field = (list: { field: string; value: unknown }[] | undefined, name: string) => list?.find((entry) => entry.field === name)?.value;
const amounts = (value: unknown): Record<string, number> | undefined =>
  Array.isArray(value) ? Object.fromEntries((value as { currency: string; amount_cents: number }[]).map((entry) => [entry.currency, entry.amount_cents])) : undefined;

/** One wheel segment of a config → a template item (titles in the nine locales, free spins at the 0.20 EUR bet level). */
function itemOf(config: ConfigItem, index: number, all: ConfigItem[]): LootboxItemDefinition | null {
  const bonus = config.bonuses?.[0];
  if (!bonus) return null;
  const wager = Number(field(bonus.result_bonus, 'wager') ?? 0);
  const maxWin = amounts(field(bonus.result_bonus, 'max_win'));
  let prize: LootboxPrize;
  let title;
  if (bonus.type === 'freespins') {
    const count = Number(field(bonus.attributes, 'freespins_count'));
    prize = { type: 'freespins', count, games: (field(bonus.attributes, 'games') as string[] | undefined) ?? [], bet_level_cents: perCurrency(0.2), wager, ...(maxWin ? { max_win_cents: maxWin } : {}), validity_days: 7 };
    title = freespinsTitle(count);
  } else {
    const amount = amounts(field(bonus.attributes, 'bonus_amount')) ?? {};
    prize = { type: 'bonus', amount_cents: amount, wager, ...(maxWin ? { max_win_cents: maxWin } : {}), validity_days: 30 };
    const eur = Math.round((amount.EUR ?? 0) / 100);
    // The last segment is the super prize (docs/product/loyalty-lootboxes-wheel.md#wheel).
    title = index === all.length - 1 ? superPrizeTitle(eur) : bonusTitle(eur);
  }
  return { id: config.id, ...(config.weight === undefined ? {} : { weight: config.weight }), title, prize };
}

export function templateFromConfig(items: ConfigItem[], groupKey: 'wheel' | 'manual_wheel'): LootboxTemplate {
  return {
    group_key: groupKey,
    title: WHEEL_SPIN_TITLE,
    validity_days: 30,
    items: items.map((item, index) => itemOf(item, index, items)).filter((item): item is LootboxItemDefinition => item !== null),
  };
}

const segmentsOf = (db: Db) => (configStore(db).get('wheel-config-segments', ['en']) ?? {}) as Record<string, ConfigItem[]>;

/** (Re)creates the wheel templates from the current configs. */
export function syncWheelTemplates(ctx: PlatformContext): void {
  const now = new Date(ctx.clock.now()).toISOString();
  const fallback = (configStore(ctx.db).get('wheel-config', ['en']) ?? []) as ConfigItem[];
  const configs: [string, ConfigItem[]][] = [['', fallback], ...Object.entries(segmentsOf(ctx.db)).map(([group, items]): [string, ConfigItem[]] => [`-${group}`, items])];
  for (const [suffix, items] of configs) {
    if (items.length === 0) continue;
    for (const groupKey of ['wheel', 'manual_wheel'] as const) upsertTemplate(ctx.db, `${groupKey}${suffix}`, templateFromConfig(items, groupKey), now);
  }
}

/**
 * The wheel template of a player: the first group of `wheel-config-segments` they are in (the order of
 * the config), else the fallback `wheel-config` — the same choice the widget makes (widgets/wheel).
 */
export function wheelTemplateKey(db: Db, userId: number, groupKey: 'wheel' | 'manual_wheel' = 'wheel'): string {
  const groups = new Set(db.prepare<[number], number>('SELECT group_id FROM user_groups WHERE user_id = ? ORDER BY group_id').pluck().all(userId));
  const group = Object.keys(segmentsOf(db)).find((id) => groups.has(Number(id)));
  return group === undefined ? groupKey : `${groupKey}-${group}`;
}
