import type { Tournament, TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { scoreText, type T } from './format.ts';

interface TeamStandingsProps {
  tournament: Pick<Tournament, 'title' | 'strategy' | 'currency' | 'teams' | 'winner_team_id'>;
  /** The signed-in player's status: their team is marked. */
  mine?: TournamentPlayerStatus | null;
  t: T;
  locale: Locale;
}

/**
 * A team tournament's standings (docs/api/competitions.md "Team tournaments"): each team's place, name,
 * members and summed score in the tournament's metric (through the leaderboard's own `scoreText`), the
 * player's team marked and their place in it, the winner once decided. The platform sends them in order
 * with every read of the tournament (`teams`), so a refetch or the leaderboard push keeps them current.
 */
export function TeamStandings({ tournament, mine = null, t, locale }: TeamStandingsProps) {
  const teams = tournament.teams ?? [];
  if (teams.length === 0) return null;
  const myTeam = mine?.tournament_team_id ?? null;
  // A team's score is a sum of members' scores in the metric's unit: shown as one entry of that metric.
  const asEntry = (score: number) => ({ bet_cents: score, win_cents: score, games_taken: score, rate: score / 10_000, points: score }) as TournamentPlayerStatus;
  return (
    <div className="ck-teams">
      {myTeam !== null && mine?.award_place_in_team ? (
        <p className="ck-tournament__place">{t.format('yourTeam', { team: teams.find((team) => team.id === myTeam)?.title ?? '', place: mine.award_place_in_team })}</p>
      ) : null}
      <table className="ck-table ck-board ck-teams__table">
        <caption className="ck-visually-hidden">{t.format('teamsOf', { title: tournament.title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t.place}</th>
            <th scope="col">{t.team}</th>
            <th scope="col" className="ck-num">{t.teamMembers}</th>
            <th scope="col" className="ck-num">{t.score}</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => {
            const own = team.id === myTeam;
            return (
              <tr key={team.id} className={own ? 'ck-board__mine' : undefined} aria-current={own ? 'true' : undefined}>
                <th scope="row" className="ck-board__place">{team.place}</th>
                <td>
                  {team.title}
                  {own ? <strong className="ck-board__you"> ({t.yourTeamShort})</strong> : null}
                  {tournament.winner_team_id === team.id ? <span className="ck-badge ck-teams__winner"> {t.winnerTeam}</span> : null}
                </td>
                <td className="ck-num">{team.members}</td>
                <td className="ck-num">{scoreText(t, tournament, asEntry(team.score), locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
