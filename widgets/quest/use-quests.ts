import type { Tournament, TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import { QuestFields, type QuestLevelPoint } from '../../sdk/api/schemas/quests.ts';
import type { Core } from '../../sdk/core.ts';
import { tournamentListQuery, tournamentStatusQuery } from '../../sdk/query/tournaments.ts';
import { questLevel, questPointStates, type QuestPointState } from '../../sdk/rules/quests.ts';
import { promoPath, questTournaments, tournamentSlug } from '../../sdk/rules/tournaments.ts';
import { useQuery, type QueryResult } from '../ui/use-query.ts';

/** A quest as the widget shows it: the tournament, its level points and the path of its page (`/action/<slug>`). */
export interface Quest {
  tournament: Tournament;
  path: string;
  points: QuestLevelPoint[];
}

/**
 * The quests of the platform's tournament list (docs/product/tournaments-lotteries-quests.md#quests): the
 * page's one list query in the reader's locale (sdk/query/tournaments.ts, shared with the tournaments
 * widgets). A tournament without valid quest fields is left out.
 */
export function useQuests(core: Core, locale: string): QueryResult<Tournament[]> & { quests: Quest[] } {
  const list = useQuery<Tournament[]>(core, tournamentListQuery(core.http, locale));
  const quests = questTournaments(list.data ?? []).flatMap((tournament): Quest[] => {
    const fields = QuestFields.safeParse(tournament);
    if (!fields.success) return [];
    return [{ tournament, path: promoPath(tournament), points: fields.data.level_points }];
  });
  return { ...list, quests };
}

/** The player's standing in one quest (GET /api/tournaments/{id}/status), the shared status query the `tournaments_statuses` push writes into (sdk/query/channels.ts). */
export function useQuestStatus(core: Core, id: number | undefined, enabled: boolean): QueryResult<TournamentPlayerStatus> {
  return useQuery<TournamentPlayerStatus>(core, { ...tournamentStatusQuery(core.http, id ?? 0), enabled: enabled && id !== undefined });
}

/** `quest` (its slug, `tournamentSlug` of sdk/rules/tournaments.ts; the whole identifier; or the id) → the quest it names, from the list already loaded. */
export const findQuest = (quests: readonly Quest[], ref: string): Quest | undefined =>
  quests.find(({ tournament }) => tournamentSlug(tournament) === ref || tournament.frontend_identifier === ref || String(tournament.id) === ref);

export interface Progress {
  currency: string;
  bets: number;
  level: number;
  /** The next level's threshold, null at the top. */
  next: number | null;
  percent: number;
  states: QuestPointState[];
  thresholds: number[];
}

/**
 * The player's level (docs/product/tournaments-lotteries-quests.md#quest-levels) from their bets in the
 * quest's currency (`bet_cents`, which the platform keeps in it) against the level points' thresholds in
 * that currency: the very table the platform levels with (platform/competitions/quests.ts), through the
 * same rule (sdk/rules/quests.ts).
 */
export function progressOf(quest: Quest, betCents: number): Progress {
  const currency = quest.tournament.currency;
  const thresholds = quest.points.map((point) => point.bets_cents[currency] ?? 0);
  const { level, next, percent } = questLevel(betCents, thresholds);
  return { currency, bets: betCents, level, next, percent, states: questPointStates(betCents, thresholds), thresholds };
}
