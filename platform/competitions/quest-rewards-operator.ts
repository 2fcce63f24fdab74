import { z } from 'zod';
import { isQuest } from '../../sdk/rules/tournaments.ts';
import { parseQuestIdentifier, QUEST_THRESHOLDS } from '../../sdk/rules/quests.ts';
import { campaignByKey } from '../bonuses/campaigns.ts';
import type { PlatformContext } from '../context.ts';
import { catalogueOf } from '../games/catalogue.ts';
import { notFound, unprocessable, type FieldErrors } from '../http/errors.ts';
import type { operatorOnly } from '../http/operator-auth.ts';
import type { withSchemas } from '../http/schemas.ts';
import { defineQuestRewards, QuestReward, questRewardsOf } from './quests.ts';
import { tournamentByKey, type TournamentRow } from './store.ts';

/**
 * The quest rewards operator routes (docs/api/competitions.md "Quest rewards"): a quest's level → reward
 * table (`QuestReward`, platform/competitions/quests.ts), read and replaced as a whole, behind the operator
 * credential of every `/operator/api/*` route (docs/operations.md "Operator API"). CLI: `npm run operator -- quests rewards`.
 */
const TAGS = ['operator'];
const keyParams = z.object({ key: z.string().min(1).max(100).regex(/^[\w.-]+$/, 'may contain letters, digits, _ - . only') });
/** Levels as object keys (`{"2": {...}, "3": {...}}`), each a `QuestReward`. */
const RewardTable = z.record(z.string().regex(/^\d{1,3}$/, 'is not a level number'), QuestReward);
const Rewards = z.object({ key: z.string(), id: z.number().int(), quest_size: z.string(), levels: z.number().int(), rewards: z.record(z.string(), z.unknown()).describe('level → QuestReward') });

/** The quest under `key` (404 when unknown, 422 when the tournament is not a quest). */
function questByKey(ctx: PlatformContext, key: string): TournamentRow {
  const row = tournamentByKey(ctx.db, key);
  if (!row) throw notFound('No such quest');
  if (!isQuest(row)) throw unprocessable({ key: ['is not a quest (frontend_identifier quest--<size>--<slug>)'] }, 'not_a_quest');
  return row;
}

function view(ctx: PlatformContext, key: string, quest: TournamentRow) {
  const size = parseQuestIdentifier(quest.frontend_identifier).size;
  const rewards = Object.fromEntries(questRewardsOf(ctx.db, quest.id).map(({ level, reward }) => [String(level), reward]));
  return { key, id: quest.id, quest_size: size, levels: QUEST_THRESHOLDS[size].length, rewards };
}

export function questRewardOperatorRoutes(ctx: PlatformContext, app: ReturnType<typeof withSchemas>, limits: ReturnType<typeof operatorOnly>): void {
  app.get(
    '/operator/api/tournaments/:key/quest_rewards',
    { ...limits, schema: { tags: TAGS, description: 'A quest’s level rewards (docs/api/competitions.md "Quest rewards").', params: keyParams, response: { 200: Rewards } } },
    async (request) => view(ctx, request.params.key, questByKey(ctx, request.params.key)),
  );

  app.put(
    '/operator/api/tournaments/:key/quest_rewards',
    {
      ...limits,
      schema: {
        tags: TAGS,
        description: 'Replaces a quest’s level rewards: body `{"<level>": QuestReward}` for levels 2 to the size’s last; rewards already issued stay (docs/api/competitions.md "Quest rewards").',
        params: keyParams,
        body: RewardTable,
        response: { 200: Rewards },
      },
    },
    async (request) => {
      const quest = questByKey(ctx, request.params.key);
      const levels = QUEST_THRESHOLDS[parseQuestIdentifier(quest.frontend_identifier).size].length;
      const table = request.body as z.infer<typeof RewardTable>;
      const games = catalogueOf(ctx.db).byIdentifier;
      const errors: FieldErrors = {};
      for (const [level, reward] of Object.entries(table)) {
        if (Number(level) < 2 || Number(level) > levels) errors[level] = [`is not a level of this quest (2 to ${levels})`];
        reward.freespins?.games.forEach((game, at) => {
          if (!games.has(game)) errors[`${level}.freespins.games.${at}`] = ['is not a game of the catalogue'];
        });
        if (reward.campaign_key && !campaignByKey(ctx.db, reward.campaign_key)) errors[`${level}.campaign_key`] = ['is not a bonus campaign'];
      }
      if (Object.keys(errors).length > 0) throw unprocessable(errors, 'invalid_quest_rewards');
      defineQuestRewards(ctx, quest.id, Object.fromEntries(Object.entries(table).map(([level, reward]) => [Number(level), reward])));
      return view(ctx, request.params.key, quest);
    },
  );
}
