/**
 * The quest fields of a quest's `Tournament` (docs/api/competitions.md "Quests",
 * docs/product/tournaments-lotteries-quests.md#quest-levels): loose fields beside the contract's
 * `Tournament` (sdk/api/schemas/tournaments.ts), served by platform/competitions/quests.ts.
 */
import * as z from 'zod/mini';
import { AmountsByCurrency, int } from './common.ts';

/** A level's reward: its name in the reader's locale and what it gives (amounts per currency, subunits). */
export const QuestReward = z.looseObject({
  title: z.string(),
  bonus_cents: z.nullable(AmountsByCurrency),
  freespins_count: int,
  money_cents: z.nullable(AmountsByCurrency),
  campaign: z.nullable(z.string()),
});
export type QuestReward = z.infer<typeof QuestReward>;

/** One level point: the cumulative bets it needs per currency (level 1 at 0) and its reward. */
export const QuestLevelPoint = z.looseObject({ level: int, bets_cents: AmountsByCurrency, reward: z.nullable(QuestReward) });
export type QuestLevelPoint = z.infer<typeof QuestLevelPoint>;

export const QuestFields = z.looseObject({ quest_size: z.string(), level_points: z.array(QuestLevelPoint) });
export type QuestFields = z.infer<typeof QuestFields>;
