import type { MoneyRateCard, RateCard } from '../../sdk/api/schemas/loyalty.ts';

/**
 * The shop's cards, one shape for every type (docs/product/loyalty-lootboxes-wheel.md#cards): the
 * rate lists of the platform filed into the tabs of spec 001 §7 (FREE_SPINS ← freespins,
 * MONEY_REWARD ← money, SPECIAL_REWARDS ← lootboxes + lotteries + special).
 */

export type CardKind = 'money' | 'freespins' | 'lootboxes' | 'lotteries' | 'special';
export type ShopTab = 'all' | 'freespins' | 'money' | 'special' | 'chance';

export interface ShopCard {
  kind: CardKind;
  group: string;
  title: string;
  /** Points for one card; null when the card has no rate in the player's currency. */
  cost: number | null;
  tags: string[];
  freespins?: number;
  games?: string[];
  wager?: number;
  /** Money: the amount of one card in `currency`. */
  amountCents?: number;
  currency?: string;
  lotteryId?: number;
}

export const TAB_KINDS: Record<Exclude<ShopTab, 'chance'>, readonly CardKind[]> = {
  all: ['freespins', 'money', 'lootboxes', 'lotteries', 'special'],
  freespins: ['freespins'],
  money: ['money'],
  special: ['lootboxes', 'lotteries', 'special'],
};

const tagsOf = (card: object): string[] => {
  const tags = (card as { tags?: unknown }).tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
};

/** A money card in `currency`: its rate for it, else the first (docs/api/loyalty.md, contract §5.15). */
export function fromMoney(card: MoneyRateCard, currency: string): ShopCard {
  const rate = card.rates.find((r) => r.currency === currency) ?? card.rates[0];
  return { kind: 'money', group: card.group, title: card.title, cost: rate?.points ?? null, tags: tagsOf(card), wager: card.wager ?? 0, amountCents: rate?.amount_cents, currency: rate?.currency };
}

export function fromRate(kind: Exclude<CardKind, 'money'>, card: RateCard): ShopCard {
  return {
    kind,
    group: card.group,
    title: card.title,
    cost: card.rate.points,
    tags: tagsOf(card),
    freespins: card.rate.freespins_count,
    games: card.games,
    wager: card.wager,
    lotteryId: card.rate.lottery_ids?.[0],
  };
}

/** The quantity stepper's maximum, floor(balance / cost) (docs/product/loyalty-lootboxes-wheel.md#quantity). */
export const maxQuantity = (balance: number, cost: number): number => (cost > 0 ? Math.floor(balance / cost) : 0);
