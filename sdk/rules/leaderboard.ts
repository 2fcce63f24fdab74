/**
 * Leaderboard rules (docs/product/tournaments-lotteries-quests.md#tournaments, docs/api/competitions.md
 * "Realtime"), apart from sdk/rules/tournaments.ts because the channel table (sdk/query/channels.ts),
 * which every widget carries, needs only these: the tab, path and counter rules stay out of the
 * bundles that never show a tournament.
 */
export interface BoardEntry {
  tournament_id: number;
  award_place: number;
  nickname: string;
}

/** A leaderboard's size: the top 10 (docs/product/tournaments-lotteries-quests.md#tournaments). */
export const TOP_PLACES = 10;

/**
 * A `tournaments_statuses` push merged into one tournament's `top_players` (docs/api/competitions.md
 * "Realtime", contract §6.3): an entry with the same place and nickname is updated; a new holder
 * of a place replaces the old one (whose own move is in the same push); a place just below the
 * last is added while the board has fewer than 10. Sorted by place; the input is not changed.
 */
export function mergeTopPlayers<T extends BoardEntry>(top: readonly T[], tournamentId: number, statuses: readonly T[]): T[] {
  let next = [...top];
  for (const status of statuses) {
    if (status.tournament_id !== tournamentId || !(status.award_place > 0)) continue;
    const same = next.findIndex((entry) => entry.award_place === status.award_place && entry.nickname === status.nickname);
    const place = same >= 0 ? same : next.findIndex((entry) => entry.award_place === status.award_place);
    if (place >= 0) next[place] = { ...next[place], ...status };
    else if (status.award_place <= TOP_PLACES && next.length < TOP_PLACES) next = [...next, status];
  }
  return next.sort((a, b) => a.award_place - b.award_place);
}

/**
 * The rows of a leaderboard (docs/product/tournaments-lotteries-quests.md#tournaments): the top 10,
 * the player's own row marked, and their row added below when they are placed outside the top.
 */
export function leaderboardRows<T extends BoardEntry>(top: readonly T[], mine: T | null): { entry: T; mine: boolean }[] {
  const isMine = (entry: T) => mine !== null && entry.award_place === mine.award_place && entry.nickname === mine.nickname;
  const rows = top.slice(0, TOP_PLACES).map((entry) => ({ entry, mine: isMine(entry) }));
  if (mine && mine.award_place > 0 && !rows.some((row) => row.mine)) rows.push({ entry: mine, mine: true });
  return rows;
}
