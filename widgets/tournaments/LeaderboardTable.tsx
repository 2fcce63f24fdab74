import type { Tournament, TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { leaderboardRows } from '../../sdk/rules/leaderboard.ts';
import { scoreText, type T } from './format.ts';

export interface LeaderboardTableProps {
  tournament: Pick<Tournament, 'title' | 'strategy' | 'currency' | 'top_players'>;
  /** The signed-in player's status: their row is marked, and added below the top when placed outside it. */
  mine?: TournamentPlayerStatus | null;
  t: T;
  locale: Locale;
  /** Rows shown (the affiliate leaderboard may show fewer than 10). */
  limit?: number;
}

/**
 * A tournament's live leaderboard (docs/product/tournaments-lotteries-quests.md#tournaments): the top
 * places with masked nicknames and the score in the tournament's metric, the player's own row marked
 * (`aria-current` and "You") even when it sits outside the top. The data is the query layer's, which
 * the `tournaments_statuses` push keeps current (sdk/query/channels.ts); a table, so a screen reader
 * reads place, player and score together.
 */
export function LeaderboardTable({ tournament, mine = null, t, locale, limit = 10 }: LeaderboardTableProps) {
  const rows = leaderboardRows(tournament.top_players.slice(0, limit), mine && mine.award_place > 0 ? mine : null);
  if (rows.length === 0) return <p className="ck-muted ck-board__empty">{t.emptyBoard}</p>;
  return (
    <table className="ck-table ck-board">
      <caption className="ck-visually-hidden">{t.format('leaderboardOf', { title: tournament.title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t.place}</th>
          <th scope="col">{t.player}</th>
          <th scope="col" className="ck-num">{t.score}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ entry, mine: own }) => (
          <tr key={`${entry.award_place}-${entry.nickname}`} className={own ? 'ck-board__mine' : undefined} aria-current={own ? 'true' : undefined}>
            <th scope="row" className="ck-board__place">{entry.award_place}</th>
            <td>
              {entry.nickname}
              {own ? <strong className="ck-board__you"> ({t.you})</strong> : null}
            </td>
            <td className="ck-num">{scoreText(t, tournament, entry, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
