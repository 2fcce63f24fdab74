import { z } from 'zod';
import { LocalisedTitle } from '../bonuses/campaigns.ts';
import { isCurrencyCode } from '../money/currencies.ts';

/**
 * A lottery as the operator defines it (docs/api/lotteries.md "Definition"), validated like a bonus
 * campaign (platform/bonuses/campaigns.ts). Amounts are integer subunits per currency; a player whose
 * currency a rule does not list earns no tickets by that rule.
 */

const cents = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().refine(isCurrencyCode, 'is not a supported currency');
const perCurrency = z.record(currency, cents);
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date');

/** One deposit rule: a deposit of at least `from_amount_cents` earns floor(amount / price_cents) tickets (the highest matching rule applies). */
const DepositScaleRule = z.object({ from_amount_cents: cents, price_cents: cents });

/** What a place wins, paid through the bonus engine (docs/api/bonuses.md "Interfaces") or as money from `house:bonuses`. */
export const LotteryPrize = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('money'), place: z.number().int().positive(), amount_cents: perCurrency }),
  z.object({ kind: z.literal('bonus'), place: z.number().int().positive(), amount_cents: perCurrency, wager_multiplier: z.number().int().min(0).max(1000) }),
  z.object({
    kind: z.literal('freespins'),
    place: z.number().int().positive(),
    games: z.array(z.string().min(1)).min(1),
    count: z.number().int().positive().max(10_000),
    bet_level_cents: perCurrency,
    wager_multiplier: z.number().int().min(0).max(1000),
  }),
]);
export type LotteryPrize = z.infer<typeof LotteryPrize>;

export const LotteryDefinition = z
  .object({
    title: LocalisedTitle,
    /** What the prize table and the lottery's `currency` are shown in for guests. */
    currency,
    starts_at: isoDate,
    ends_at: isoDate,
    /** Player groups it is for; empty: everyone. */
    group_ids: z.array(z.number().int()),
    prizes: z.array(LotteryPrize).min(1).max(1000),
    /** Deposit tickets per currency (docs/api/lotteries.md, contract §5.11 `deposit_scale_rules`). */
    deposit_scale_rules: z.record(currency, z.array(DepositScaleRule).max(20)),
    /** One ticket per this many subunits wagered, per currency; empty: no wager tickets. */
    wager_step_cents: perCurrency,
    /** Comp points per ticket; null: tickets cannot be bought. */
    comp_points_ticket_price: z.number().int().positive().max(1_000_000_000).nullable(),
    /** Tickets one player may hold in all; null: no limit. */
    max_tickets_count_to_player: z.number().int().positive().max(1_000_000).nullable(),
    /** Whether one player may win several places (one prize per ticket either way). */
    player_wins_once: z.boolean().default(false),
  })
  .refine((d) => Date.parse(d.starts_at) < Date.parse(d.ends_at), { message: 'must end after it starts', path: ['ends_at'] })
  .refine((d) => new Set(d.prizes.map((p) => p.place)).size === d.prizes.length, { message: 'places must be unique', path: ['prizes'] })
  .refine((d) => d.prizes.map((p) => p.place).sort((a, b) => a - b).every((place, i) => place === i + 1), { message: 'places must be 1..n', path: ['prizes'] });
export type LotteryDefinition = z.infer<typeof LotteryDefinition>;
export type LotteryDefinitionInput = z.input<typeof LotteryDefinition>;
