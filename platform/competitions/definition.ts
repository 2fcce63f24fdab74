import { z } from 'zod';
import { LOCALE_CODES } from '../info/locales.ts';
import { isCurrencyCode } from '../money/currencies.ts';
import { LocalisedTitle } from '../bonuses/campaigns.ts';

/**
 * The operator's definition of a tournament (docs/api/competitions.md "Definition"): quests and
 * achievements are tournaments too (`frontend_identifier` `quest--<size>--<slug>`, `…achievement…`,
 * `nonvisible`: docs/product/tournaments-lotteries-quests.md#identifiers). Stored as JSON on
 * `tournaments.definition` and in `tournament_versions` (migration 064), validated on every write.
 */

const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().refine(isCurrencyCode, 'is not a supported currency');
/** Amounts per currency (`{"EUR": 2000}`). */
const perCurrency = z.record(currencyCode, cents);
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date');

/** A longer text (rules) in every one of the nine locales. */
export const LocalisedText = z.object(
  Object.fromEntries(LOCALE_CODES.map((locale) => [locale, z.string().min(1).max(4000)])) as Record<string, z.ZodString>,
);

export const STRATEGIES = ['bet', 'win', 'spin', 'rate', 'points'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/**
 * How `points` tournaments score (docs/api/competitions.md "Scoring"), amounts in the tournament's currency:
 * - `stake`: `points` for every whole `unit_cents` staked (per bet);
 * - `multiplier`: `points` × the win's multiplier (win ÷ its bet), rounded down (per win);
 * - `win_amount`: `points` for every whole `unit_cents` won (per win).
 */
export const PointsRule = z.discriminatedUnion('per', [
  z.object({ per: z.literal('stake'), unit_cents: z.number().int().positive(), points: z.number().int().positive().max(1_000_000) }),
  z.object({ per: z.literal('multiplier'), points: z.number().int().positive().max(1_000_000) }),
  z.object({ per: z.literal('win_amount'), unit_cents: z.number().int().positive(), points: z.number().int().positive().max(1_000_000) }),
]);
export type PointsRule = z.infer<typeof PointsRule>;

/**
 * One place's prize (paid through the bonus engine or the ledger: platform/competitions/finalise.ts).
 * Exactly one of `money_cents`, `bonus`, `freespins`, `campaign_key`. Amounts per currency: the winner is
 * paid in their own currency when listed, else in the tournament's.
 */
export const PrizeDefinition = z
  .object({
    place: z.number().int().min(1).max(10_000),
    /** The prize as players read it, in every locale ("€500", "100 free spins"). */
    title: LocalisedTitle,
    money_cents: perCurrency.nullable().default(null),
    bonus: z.object({ amount_cents: perCurrency, wager_multiplier: z.number().int().min(0).max(1000) }).nullable().default(null),
    freespins: z
      .object({
        count: z.number().int().positive().max(10_000),
        games: z.array(z.string().min(1)).min(1),
        bet_level_cents: perCurrency,
        wager_multiplier: z.number().int().min(0).max(1000),
      })
      .nullable()
      .default(null),
    /** A bonus campaign (platform/bonuses/campaigns.ts) issued to the winner. */
    campaign_key: z.string().min(1).max(100).nullable().default(null),
    /**
     * Comp points credited through the loyalty engine (platform/loyalty/grant.ts; both balances, docs/api/competitions.md
     * "Comp-point prizes"). Optional without a default (as the fields below), so stored definitions keep their JSON.
     */
    comp_points: z.number().int().positive().max(100_000_000).optional(),
    /** Team tournaments only: the team's final place this prize is for (default 1, the winning team); `place` is then the member's place in the team. */
    team_place: z.number().int().min(1).max(100).optional(),
  })
  .refine((prize) => [prize.money_cents, prize.bonus, prize.freespins, prize.campaign_key, prize.comp_points ?? null].filter((part) => part !== null).length === 1, {
    message: 'needs exactly one of money_cents, bonus, freespins, campaign_key, comp_points',
  });
export type PrizeDefinition = z.infer<typeof PrizeDefinition>;

/**
 * A team of a team tournament (docs/api/competitions.md "Team tournaments"): players join by group — a player
 * belongs to the first team listed that names one of their groups, for the whole tournament once frozen at the end.
 */
export const TeamDefinition = z.object({
  /** The wire's `tournament_team_id` / `winner_team_id`, unique in the tournament. */
  id: z.number().int().min(1).max(1_000_000),
  title: LocalisedTitle,
  group_ids: z.array(z.number().int()).min(1).max(100),
});
export type TeamDefinition = z.infer<typeof TeamDefinition>;

/** The definition of docs/api/competitions.md "Definition", field for field. */
export const TournamentDefinition = z
  .object({
    frontend_identifier: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes').max(120),
    title: LocalisedTitle,
    /** The short rules text of the tournament page. */
    rules: LocalisedText,
    strategy: z.enum(STRATEGIES),
    /** Required for `points`, null otherwise. */
    points_rule: PointsRule.nullable().default(null),
    /** The tournament's currency: scores and the money budget are in it. */
    currency: currencyCode,
    /** The player currencies whose bets count (converted to `currency`: platform/info/exchange-rates.ts). */
    currencies: z.array(currencyCode).min(1),
    start_at: isoDate,
    end_at: isoDate,
    /** Eligible games: a bet counts when its game is listed, OR its provider is, OR it is in the category; all empty/null: every game. */
    games: z.array(z.string().min(1)).default([]),
    providers: z.array(z.string().min(1)).default([]),
    game_category: z.string().min(1).nullable().default(null),
    /** The smallest bet that counts, per player currency (absent: any bet). */
    min_bet_cents: perCurrency.default({}),
    /** Opt-in (POST /api/tournaments/{id}/confirm) when true; automatic otherwise. */
    user_confirmation_required: z.boolean(),
    /** Player groups it is for; empty: everyone. */
    group_ids: z.array(z.number().int()).default([]),
    /** Rounds per player that count; null: unlimited. */
    games_taken_limit: z.number().int().positive().nullable().default(null),
    prizes: z.array(PrizeDefinition).max(1000),
    /**
     * Minutes before `start_at` when `tournament_starts_soon` goes out (docs/api/competitions.md "Starts soon");
     * absent: STARTS_SOON_DEFAULT_MINUTES; 0: none. Optional without a default, so stored definitions keep their JSON.
     */
    starts_soon_minutes: z.number().int().min(0).max(10_080).optional(),
    /** Two teams or more make it a team tournament (`group_tournament`); absent: players rank alone. */
    teams: z.array(TeamDefinition).min(2).max(100).optional(),
  })
  .superRefine((definition, issue) => {
    if (Date.parse(definition.end_at) <= Date.parse(definition.start_at)) issue.addIssue({ code: 'custom', path: ['end_at'], message: 'must be after start_at' });
    if ((definition.strategy === 'points') !== (definition.points_rule !== null)) {
      issue.addIssue({ code: 'custom', path: ['points_rule'], message: 'is required for the points strategy and only for it' });
    }
    const places = new Set<string>();
    const teams = definition.teams ?? [];
    definition.prizes.forEach((prize, index) => {
      const slot = `${teams.length > 0 ? (prize.team_place ?? 1) : 0}:${prize.place}`;
      if (places.has(slot)) issue.addIssue({ code: 'custom', path: ['prizes', index, 'place'], message: 'is given twice' });
      places.add(slot);
      if (prize.team_place !== undefined && teams.length === 0) issue.addIssue({ code: 'custom', path: ['prizes', index, 'team_place'], message: 'is for team tournaments only' });
      if (prize.team_place !== undefined && prize.team_place > teams.length && teams.length > 0) issue.addIssue({ code: 'custom', path: ['prizes', index, 'team_place'], message: 'is beyond the number of teams' });
    });
    const ids = new Set<number>();
    teams.forEach((team, index) => {
      if (ids.has(team.id)) issue.addIssue({ code: 'custom', path: ['teams', index, 'id'], message: 'is given twice' });
      ids.add(team.id);
    });
  });
export type TournamentDefinition = z.infer<typeof TournamentDefinition>;
/** What the operator sends (defaults not yet applied). */
export type TournamentDefinitionInput = z.input<typeof TournamentDefinition>;
