import type { LootboxItem } from '../../sdk/api/schemas/lootboxes.ts';
import type { Messages } from '../../sdk/i18n/i18n.ts';
import type { WheelKey } from './messages.ts';

/**
 * Wheel segments (docs/widgets.md "wheel", docs/product/loyalty-lootboxes-wheel.md#wheel): labels from
 * a LootboxItem's first bonus in the player's currency (EUR when the item does not list it, spec 001
 * §9), and the rotation that lands a segment under the pointer at the top.
 */

const field = (list: { field: string; value: unknown }[] | undefined, name: string) => list?.find((entry) => entry.field === name)?.value;

export function segmentLabel(item: LootboxItem, currency: string, t: Messages<WheelKey>): string {
  const bonus = item.bonuses[0];
  if (!bonus) return '—';
  if (bonus.type === 'freespins') return t.format('freespins', { count: Number(field(bonus.attributes, 'freespins_count') ?? 0) });
  if (bonus.type === 'points') return t.format('points', { count: Number(field(bonus.attributes, 'points') ?? 0) });
  const amounts = (field(bonus.attributes, 'bonus_amount') as { currency: string; amount_cents: number }[] | undefined) ?? [];
  const amount = amounts.find((entry) => entry.currency === currency) ?? amounts.find((entry) => entry.currency === 'EUR') ?? amounts[0];
  return amount ? t.format('bonus', { amount: amount.amount_cents, currency: amount.currency }) : bonus.title;
}

/** The segments for a player's groups: `wheel-config-segments[group]` of the first group listed there, else `wheel-config` (platform/lootboxes/wheel-config.ts chooses the same). */
export function configSegments(fallback: LootboxItem[] | undefined, byGroup: Record<string, LootboxItem[]> | undefined, groups: readonly string[]): LootboxItem[] {
  const mine = new Set(groups);
  const group = Object.keys(byGroup ?? {}).find((id) => mine.has(id));
  return (group !== undefined ? byGroup?.[group] : undefined) ?? fallback ?? [];
}

/** The next rotation (degrees, clockwise) ≥ `from` + `turns` full turns that puts segment `index` of `count` under the top pointer. */
export function landingRotation(from: number, index: number, count: number, turns = 5): number {
  const step = 360 / count;
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base - (index + 0.5) * step;
}
