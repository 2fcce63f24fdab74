import { z } from 'zod';
import { LocalisedTitle } from '../bonuses/campaigns.ts';
import { isCurrencyCode } from '../money/currencies.ts';

/**
 * Lootbox templates (docs/api/lootboxes.md "Templates"): what the operator defines — a group key, a
 * title in the nine locales, how long an issued box stays valid, and the items with their weights and
 * prizes. Prizes pay only through the bonus engine (free spins, bonus money with wager and max win) or
 * as comp points (docs/api/lootboxes.md "Prizes").
 */

const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** Amounts per currency (`{"EUR": 500}`). */
const perCurrency = z.record(z.string().refine(isCurrencyCode, 'is not a supported currency'), cents);

/**
 * The fallback weights of the spec (docs/product/loyalty-lootboxes-wheel.md#wheel, spec 001 §9): an item
 * without a configured weight takes the weight of its position; past the eighth, 0.
 */
export const FALLBACK_WEIGHTS = [4000, 4000, 2000, 0, 0, 0, 0, 5] as const;

export const FreespinsPrize = z.object({
  type: z.literal('freespins'),
  count: z.number().int().positive().max(10_000),
  games: z.array(z.string().min(1)).min(1),
  /** The bet of one spin per currency; a currency not listed gets no spins (the draw skips the item). */
  bet_level_cents: perCurrency,
  /** Wagering multiplier of the winnings bonus (docs/api/lootboxes.md, contract §5.14 result_bonus `wager`). */
  wager: z.number().int().min(0).max(1000),
  /** Cap of the winnings per currency (docs/api/lootboxes.md, contract §5.14 result_bonus `max_win`); absent: no cap. */
  max_win_cents: perCurrency.optional(),
  validity_days: z.number().int().positive().max(3650).default(7),
});

export const BonusPrize = z.object({
  type: z.literal('bonus'),
  amount_cents: perCurrency,
  /** Wagering requirement = amount × wager. */
  wager: z.number().int().min(0).max(1000),
  max_win_cents: perCurrency.optional(),
  validity_days: z.number().int().positive().max(3650).default(30),
});

export const PointsPrize = z.object({
  type: z.literal('points'),
  points: z.number().int().positive().max(10_000_000),
});

export const LootboxPrize = z.discriminatedUnion('type', [FreespinsPrize, BonusPrize, PointsPrize]);
export type LootboxPrize = z.infer<typeof LootboxPrize>;

export const LootboxItemDefinition = z.object({
  /** Stable within the template (the wire `LootboxItem.id`; the wheel maps it to a segment). */
  id: z.number().int().positive(),
  /** Relative weight; absent: FALLBACK_WEIGHTS by position. 0: never drawn (shown on the wheel only). */
  weight: z.number().int().min(0).max(1_000_000_000).optional(),
  title: LocalisedTitle,
  prize: LootboxPrize,
});
export type LootboxItemDefinition = z.infer<typeof LootboxItemDefinition>;

export const LootboxTemplate = z
  .object({
    /** 'wheel_…' / 'manual_wheel…' make its boxes wheel spins (docs/product/loyalty-lootboxes-wheel.md#wheel). */
    group_key: z.string().min(1).max(100),
    title: LocalisedTitle,
    /** An issued box expires this many days after issue (the sweep of platform/lootboxes/lifecycle.ts). */
    validity_days: z.number().int().positive().max(3650),
    items: z.array(LootboxItemDefinition).min(1).max(64),
  })
  .refine((template) => new Set(template.items.map((item) => item.id)).size === template.items.length, 'item ids must be unique');
export type LootboxTemplate = z.infer<typeof LootboxTemplate>;

/** The weight an item is drawn with: its own, else the spec's fallback by position. */
export const effectiveWeight = (item: Pick<LootboxItemDefinition, 'weight'>, index: number): number => item.weight ?? FALLBACK_WEIGHTS[index] ?? 0;

/** Whether a group key makes a box a wheel spin (docs/product/loyalty-lootboxes-wheel.md#wheel). */
export const isWheelGroup = (groupKey: string): boolean => groupKey.startsWith('manual_wheel') || groupKey.startsWith('wheel');

/** Whether the prize can be paid in `currency` (free spins and bonuses are per currency; points always). */
export function prizePayableIn(prize: LootboxPrize, currency: string): boolean {
  if (prize.type === 'freespins') return (prize.bet_level_cents[currency] ?? 0) > 0;
  if (prize.type === 'bonus') return (prize.amount_cents[currency] ?? 0) > 0;
  return true;
}
