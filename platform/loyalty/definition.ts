import { z } from 'zod';
import { LocalisedTitle } from '../bonuses/campaigns.ts';
import { isCurrencyCode } from '../money/currencies.ts';

/**
 * Loyalty shop rate cards (docs/api/loyalty.md "Rate cards", docs/product/loyalty-lootboxes-wheel.md#cards):
 * what the operator defines per card type. Titles are in the nine locales; amounts are integer
 * subunits per currency. Every reward pays through the bonus engine or one ledger transfer
 * (docs/api/loyalty.md "Exchange").
 */

const cents = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().refine(isCurrencyCode, 'is not a supported currency');
const perCurrency = z.record(currency, cents);
const cost = z.number().int().positive().max(10_000_000);
const wager = z.number().int().min(0).max(1000);

/** Cash: `rates` per currency (points → amount); with `wager` > 0 it is bonus money wagered `wager` times. */
export const MoneyCard = z.object({
  type: z.literal('money'),
  title: LocalisedTitle,
  wager: wager.default(0),
  rates: z.array(z.object({ points: cost, currency, amount_cents: cents })).min(1),
  tags: z.array(z.enum(['popular', 'new', 'vip'])).default([]),
});

/** Free spins on `games`, `count` per card, one spin worth `bet_level_cents` in the player's currency. */
export const FreespinsCard = z.object({
  type: z.literal('freespins'),
  title: LocalisedTitle,
  points: cost,
  count: z.number().int().positive().max(10_000),
  games: z.array(z.string().min(1)).min(1),
  bet_level_cents: perCurrency,
  /** Wagering multiplier of the winnings bonus when the pack ends. */
  wager,
  tags: z.array(z.enum(['popular', 'new', 'vip'])).default([]),
});

/** A lootbox of the wheel engineer's template `template_key` (platform/lootboxes/issue.ts). */
export const LootboxCard = z.object({
  type: z.literal('lootboxes'),
  title: LocalisedTitle,
  points: cost,
  template_key: z.string().min(1).max(100),
  tags: z.array(z.enum(['popular', 'new', 'vip'])).default([]),
});

/**
 * A special reward (docs/api/loyalty.md "Special rewards"): a bundle the other cards cannot give on
 * their own — bonus money with its wager and max win, plus free spins — issued together.
 */
export const SpecialCard = z.object({
  type: z.literal('special'),
  title: LocalisedTitle,
  points: cost,
  bonus: z.object({ amount_cents: perCurrency, wager, max_win_cents: perCurrency.optional() }),
  freespins: z.object({ count: z.number().int().positive().max(10_000), games: z.array(z.string().min(1)).min(1), bet_level_cents: perCurrency, wager }).optional(),
  tags: z.array(z.enum(['popular', 'new', 'vip'])).default([]),
});

export const RateCardDefinition = z.discriminatedUnion('type', [MoneyCard, FreespinsCard, LootboxCard, SpecialCard]);
export type RateCardDefinition = z.infer<typeof RateCardDefinition>;
export type RateCardInput = z.input<typeof RateCardDefinition>;
export type CardType = RateCardDefinition['type'];

/** The cost of one card for a player in `currency`, or null when the card cannot be bought in it. */
export function costIn(card: RateCardDefinition, currency: string): number | null {
  switch (card.type) {
    case 'money':
      return card.rates.find((rate) => rate.currency === currency)?.points ?? null;
    case 'freespins':
      return card.bet_level_cents[currency] ? card.points : null;
    case 'special':
      return card.bonus.amount_cents[currency] && (!card.freespins || card.freespins.bet_level_cents[currency]) ? card.points : null;
    case 'lootboxes':
      return card.points;
  }
}
