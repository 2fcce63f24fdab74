/** Comp (loyalty) points and rate cards (docs/api/auth-and-players.md, docs/product/loyalty-lootboxes-wheel.md#cards, contract §3.6, §5.15). */
import * as z from 'zod/mini';
import { cents, int, strings } from './common.ts';

export { CompPoints } from './session.ts';

/** GET /api/comp_points/rates/money item: `rates` per currency (points → amount). `wager` is HEAD's. */
export const MoneyRateCard = z.looseObject({
  group: z.string(),
  title: z.string(),
  wager: z.optional(int),
  rates: z.array(z.looseObject({ points: int, currency: z.string(), amount_cents: cents })),
});
export type MoneyRateCard = z.infer<typeof MoneyRateCard>;
export const MoneyRateCards = z.array(MoneyRateCard);

/** GET /api/comp_points/rates/{freespins|lootboxes|lotteries} item. */
export const RateCard = z.looseObject({
  group: z.string(),
  title: z.string(),
  rate: z.looseObject({
    points: int,
    freespins_count: z.optional(int),
    lottery_ids: z.optional(z.array(int)),
  }),
  rates: z.optional(z.array(z.unknown())),
  games: z.optional(strings),
  wager: z.optional(int),
  bonus_title: z.optional(z.string()),
});
export type RateCard = z.infer<typeof RateCard>;
export const RateCards = z.array(RateCard);
