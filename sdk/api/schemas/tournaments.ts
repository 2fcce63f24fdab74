/** Tournaments (quests are tournaments) and lotteries (docs/product/tournaments-lotteries-quests.md#tournaments, docs/product/tournaments-lotteries-quests.md#lotteries, contract §3.2, §5.9–§5.11). */
import * as z from 'zod/mini';
import { cents, decimal, int, iso, isoOrNull, numeric, strings } from './common.ts';

/** docs/product/tournaments-lotteries-quests.md#tournaments (contract §5.9) Prize (tournaments; lotteries add `ticket`). */
export const Prize = z.looseObject({
  id: z.union([int, z.string()]),
  award_place: int,
  stuff: z.string(),
  nickname: z.nullable(z.string()),
  wager_multiplier: z.number(),
  freespins_count: int,
  money_award: decimal,
  money_award_cents: cents,
  money_budget_percent: numeric,
  chargeable_comp_points: numeric,
  persistent_comp_points: numeric,
  chargeable_comp_points_percent: numeric,
  persistent_comp_points_percent: numeric,
  player_notified: z.optional(z.boolean()),
  // Beyond the contract: a team tournament's prize is for a team place, `award_place` the place in that team (docs/api/competitions.md "Team tournaments").
  team_place: z.optional(int),
  contest_type: z.optional(z.string()),
  contest_id: z.optional(int),
});
export type Prize = z.infer<typeof Prize>;

/** docs/product/tournaments-lotteries-quests.md#tournaments (contract §5.10): GET /api/tournaments/{id}/status, `top_players[]`, the `tournaments_statuses` push. */
export const TournamentPlayerStatus = z.looseObject({
  tournament_id: int,
  nickname: z.string(),
  award_place: int,
  bets: decimal,
  bet_cents: cents,
  wins: decimal,
  win_cents: cents,
  games_taken: int,
  rate: numeric,
  points: z.number(),
  user_confirmed: z.nullable(z.boolean()),
  tournament_team_id: z.nullable(int),
  award_place_in_team: z.nullable(int),
});
export type TournamentPlayerStatus = z.infer<typeof TournamentPlayerStatus>;
export const TournamentPlayerStatuses = z.array(TournamentPlayerStatus);

/** docs/product/tournaments-lotteries-quests.md#tournaments (contract §5.9) Tournament (and quest). */
export const Tournament = z.looseObject({
  id: int,
  title: z.string(),
  frontend_identifier: z.string(),
  strategy: z.enum(['bet', 'win', 'spin', 'rate', 'points']),
  game_category_identity: z.string(),
  in_progress: z.boolean(),
  user_confirmation_required: z.boolean(),
  start_at: iso,
  end_at: iso,
  finished_at: isoOrNull,
  currency: z.string(),
  currencies: strings,
  group_ids: z.array(int),
  group_tournament: z.boolean(),
  games_taken_limit: z.nullable(int),
  money_budget: decimal,
  money_budget_cents: cents,
  money_prize_pool: decimal,
  money_prize_pool_cents: cents,
  chargeable_comp_points_budget: numeric,
  persistent_comp_points_budget: numeric,
  chargeable_comp_points_prize_pool: numeric,
  persistent_comp_points_prize_pool: numeric,
  winner_team_id: z.nullable(int),
  prizes: z.array(Prize),
  top_players: TournamentPlayerStatuses,
  // Beyond the contract, served by our platform (docs/api/competitions.md "Player routes"): the page's rules text and eligible games / providers.
  rules: z.optional(z.string()),
  games: z.optional(strings),
  providers: z.optional(strings),
  min_bet_cents: z.optional(z.array(z.looseObject({ currency: z.string(), amount_cents: cents }))),
  // A team tournament's standings in order (docs/api/competitions.md "Team tournaments"): `score` in the ranking metric's units.
  teams: z.optional(z.array(z.looseObject({ id: int, title: z.string(), place: int, score: int, members: int }))),
});
export type Tournament = z.infer<typeof Tournament>;
export const Tournaments = z.array(Tournament);

/** POST /api/tournaments/{id}/confirm */
export const TournamentConfirmation = z.looseObject({ confirmed: z.boolean() });
export type TournamentConfirmation = z.infer<typeof TournamentConfirmation>;

export const LotteryPrize = z.extend(Prize, { ticket: z.optional(z.nullable(z.string())) });
export type LotteryPrize = z.infer<typeof LotteryPrize>;

/** docs/product/tournaments-lotteries-quests.md#lotteries (contract §5.11) Lottery. */
export const Lottery = z.looseObject({
  id: int,
  title: z.string(),
  currency: z.string(),
  frontend_identifier: z.string(),
  in_progress: z.boolean(),
  start_at: iso,
  end_at: iso,
  finished_at: isoOrNull,
  comp_points_ticket_price: int,
  chargeable_comp_points_budget: numeric,
  persistent_comp_points_budget: numeric,
  money_budget: decimal,
  money_budget_cents: cents,
  group_ids: z.array(int),
  prizes: z.array(LotteryPrize),
  deposit_scale_rules: z.record(
    z.string(),
    z.array(z.looseObject({ from_amount_cents: cents, price_cents: cents, currency: z.string(), active: z.boolean() })),
  ),
  max_tickets_count_to_player: z.nullable(int),
  lottery_tickets_count: int,
});
export type Lottery = z.infer<typeof Lottery>;
export const Lotteries = z.array(Lottery);

/** docs/product/tournaments-lotteries-quests.md#lotteries (contract §5.11) LotteryStatus: the FE only counts `tickets`. */
export const LotteryStatus = z.looseObject({
  lottery_id: int,
  tickets: z.array(z.unknown()),
  prizes: z.optional(z.unknown()),
});
export type LotteryStatus = z.infer<typeof LotteryStatus>;
export const LotteryStatuses = z.array(LotteryStatus);

/** GET /api/lotteries/{id}/draw (ours, docs/product/lottery-draw-verification.md): the public data a draw is verified from. */
export const LotteryDraw = z.looseObject({
  lottery_id: int,
  algorithm: z.string(),
  commitment: z.string(),
  seed: z.nullable(z.string()),
  places: int,
  player_wins_once: z.boolean(),
  drawn_at: isoOrNull,
  tickets: z.array(z.looseObject({ ticket: z.string(), holder: int, nickname: z.string() })),
  winners: z.array(z.looseObject({ place: int, ticket: z.string(), nickname: z.string() })),
});
export type LotteryDraw = z.infer<typeof LotteryDraw>;
