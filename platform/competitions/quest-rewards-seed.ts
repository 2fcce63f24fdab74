import { perCurrency, WELCOME_FREESPINS_GAME } from '../bonuses/seed.ts';
import type { LocalisedTitle } from '../bonuses/campaigns.ts';
import type { PlatformContext } from '../context.ts';
import { parseQuestIdentifier, QUEST_THRESHOLDS, type QuestSize } from '../../sdk/rules/quests.ts';
import { defineQuestRewards, type QuestReward } from './quests.ts';
import { definitionOf, type TournamentRow } from './store.ts';

/**
 * The seeded quests' level rewards (docs/api/competitions.md "Quests"): every level from 2 gives a bonus
 * of 2 % of its threshold (at least EUR 1, wagering × 10), and every even level also free spins (5 per
 * level number, EUR 0.20 each) on the welcome package's slot. Amounts in every currency by the bonus
 * seed's scaling (platform/bonuses/seed.ts `perCurrency`).
 */

/** "Starter quest: level 2 reward", in each locale with the quest's own title in it. */
const title = (quest: LocalisedTitle, level: number): LocalisedTitle => ({
  en: `${quest.en}: level ${level} reward`,
  'en-AU': `${quest['en-AU']}: level ${level} reward`,
  'en-CA': `${quest['en-CA']}: level ${level} reward`,
  'en-NZ': `${quest['en-NZ']}: level ${level} reward`,
  de: `${quest.de}: Belohnung für Stufe ${level}`,
  'fr-CA': `${quest['fr-CA']} : récompense du niveau ${level}`,
  no: `${quest.no}: belønning for nivå ${level}`,
  it: `${quest.it}: premio del livello ${level}`,
  et: `${quest.et}: taseme ${level} auhind`,
});

export function defaultQuestRewards(size: QuestSize, questTitle: LocalisedTitle): Record<number, QuestReward> {
  const rewards: Record<number, QuestReward> = {};
  QUEST_THRESHOLDS[size].forEach((threshold, index) => {
    const level = index + 1;
    if (level < 2) return;
    const reward: QuestReward = { title: title(questTitle, level), bonus: { amount_cents: perCurrency(Math.max(1, threshold * 0.02)), wager_multiplier: 10 } };
    if (level % 2 === 0) reward.freespins = { count: 5 * level, games: [WELCOME_FREESPINS_GAME], bet_level_cents: perCurrency(0.2), wager_multiplier: 10 };
    rewards[level] = reward;
  });
  return rewards;
}

/** Gives every quest without rewards the default ladder of its size (a seed step, after the tournaments'). */
export function seedQuestRewards(ctx: PlatformContext): void {
  const quests = ctx.db
    .prepare<[], TournamentRow>("SELECT * FROM tournaments t WHERE lower(frontend_identifier) LIKE '%quest%' AND NOT EXISTS (SELECT 1 FROM quest_rewards r WHERE r.tournament_id = t.id) ORDER BY id")
    .all();
  for (const quest of quests) defineQuestRewards(ctx, quest.id, defaultQuestRewards(parseQuestIdentifier(quest.frontend_identifier).size, definitionOf(ctx.db, quest).title));
}
