import type { Prize, Tournament, TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import { titleIn } from '../bonuses/serialize.ts';
import type { Db } from '../db/database.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { isQuest } from '../../sdk/rules/tournaments.ts';
import { decimalString } from '../jackpots/format.ts';
import { displayName } from '../jackpots/store.ts';
import type { TournamentDefinition } from './definition.ts';
import { questFields } from './quests.ts';
import { placeOf, topEntries } from './ranking.ts';
import { isTeamTournament, teamMembers, teamOfGroups, teamStandings, winnerTeamId, withTeamsMemo } from './teams.ts';
import { awardsOf, definitionOf, groupsOfUser, RATE_SCALE, type EntryRow, type TournamentRow } from './store.ts';

/**
 * Rows → the wire shapes of docs/api/competitions.md (`Tournament`, `Prize`, `TournamentPlayerStatus`;
 * the SDK's schemas in sdk/api/schemas/tournaments.ts), titles, rules and prize names in the reader's
 * locale (as platform/bonuses/serialize.ts). Nicknames are the masked public names of the winners
 * feed (platform/jackpots/store.ts `displayName`).
 */

const ZERO = '0.0';
/** Comp points as the contract's decimals (`150.0`). */
const pointsDecimal = (points: number) => `${points}.0`;
/** A share of a total in percent, one decimal (`33.3`); 0 of nothing. */
const percentOf = (part: number, total: number) => (total > 0 ? (Math.round((part * 1000) / total) / 10).toFixed(1) : ZERO);

/** A prize's money in the tournament's currency: its own amount there, else its first amount converted. */
function moneyIn(amounts: Record<string, number> | null, currency: string): number {
  if (!amounts) return 0;
  const own = amounts[currency];
  if (own !== undefined) return own;
  const [first] = Object.entries(amounts);
  return first ? convertCents(first[1], first[0], currency) : 0;
}

/** The player's team and place in it (teams.ts); null for both outside a team tournament or a team. */
function teamFields(db: Db, tournament: TournamentRow, definition: TournamentDefinition, userId: number): { tournament_team_id: number | null; award_place_in_team: number | null } {
  if (!isTeamTournament(definition)) return { tournament_team_id: null, award_place_in_team: null };
  const member = teamMembers(db, tournament).get(userId);
  if (member) return { tournament_team_id: member.team_id, award_place_in_team: member.place_in_team };
  // Not ranked yet: the team their groups put them in, no place in it (after the end only the frozen members have one).
  const team = tournament.finished_at === null ? teamOfGroups(definition.teams ?? [], groupsOfUser(db, userId)) : null;
  return { tournament_team_id: team, award_place_in_team: null };
}

export function serializeStatus(db: Db, tournament: TournamentRow, entry: EntryRow, place = placeOf(db, tournament, entry)): TournamentPlayerStatus {
  const definition = definitionOf(db, tournament);
  return {
    tournament_id: tournament.id,
    nickname: displayName(db, entry.user_id, null),
    award_place: place,
    bets: decimalString(entry.bet_cents, tournament.currency),
    bet_cents: entry.bet_cents,
    wins: decimalString(entry.win_cents, tournament.currency),
    win_cents: entry.win_cents,
    games_taken: entry.games_taken,
    rate: entry.best_rate / RATE_SCALE,
    points: entry.points,
    user_confirmed: definition.user_confirmation_required ? entry.confirmed === 1 : null,
    ...teamFields(db, tournament, definition, entry.user_id),
  };
}

/** The status of a player without an entry: nothing counted yet, no place. */
export function emptyStatus(db: Db, tournament: TournamentRow, userId: number): TournamentPlayerStatus {
  const now = Date.parse(tournament.created_at);
  const blank: EntryRow = {
    tournament_id: tournament.id, user_id: userId, confirmed: 0, bet_cents: 0, win_cents: 0, games_taken: 0, best_rate: 0, points: 0, score: 0,
    reached_at_ms: now, previous_reached_at_ms: null, final_place: null, currency: null, created_at: tournament.created_at, updated_at: tournament.created_at,
  };
  return serializeStatus(db, tournament, blank, 0);
}

function serializePrizes(db: Db, tournament: TournamentRow, definition: TournamentDefinition, locale: string): Prize[] {
  const teams = isTeamTournament(definition);
  const teamPlaceOf = (prize: TournamentDefinition['prizes'][number]) => (teams ? (prize.team_place ?? 1) : 0);
  const winners = new Map(awardsOf(db, tournament.id).map((award) => [`${award.team_place}:${award.place}`, award]));
  const pointsBudget = definition.prizes.reduce((sum, prize) => sum + (prize.comp_points ?? 0), 0);
  return definition.prizes.map((prize) => {
    const money = moneyIn(prize.money_cents, tournament.currency);
    const award = winners.get(`${teamPlaceOf(prize)}:${prize.place}`);
    // Comp points add to both balances (platform/loyalty/grant.ts): the same number on both sides.
    const points = prize.comp_points ?? 0;
    return {
      id: teams ? `${tournament.id}-${teamPlaceOf(prize)}-${prize.place}` : `${tournament.id}-${prize.place}`,
      award_place: prize.place,
      stuff: titleIn(prize.title, locale),
      nickname: award ? displayName(db, award.user_id, null) : null,
      wager_multiplier: prize.bonus?.wager_multiplier ?? prize.freespins?.wager_multiplier ?? 0,
      freespins_count: prize.freespins?.count ?? 0,
      money_award: decimalString(money, tournament.currency),
      money_award_cents: money,
      money_budget_percent: ZERO,
      chargeable_comp_points: pointsDecimal(points),
      persistent_comp_points: pointsDecimal(points),
      chargeable_comp_points_percent: percentOf(points, pointsBudget),
      persistent_comp_points_percent: percentOf(points, pointsBudget),
      ...(award ? { player_notified: award.player_notified === 1 } : {}),
      // Beyond the contract: a team prize's team place (`award_place` is then the place in the team).
      ...(teams ? { team_place: teamPlaceOf(prize) } : {}),
    };
  });
}

/** One tournament as GET /api/tournaments lists it (docs/api/competitions.md "Player routes"), with its top 10. */
/** A tournament on the wire; its statuses and standings share one computation of the team membership (teams.ts `withTeamsMemo`). */
export function serializeTournament(db: Db, tournament: TournamentRow, now: number, locale: string): Tournament {
  return withTeamsMemo(() => tournamentFields(db, tournament, now, locale));
}

function tournamentFields(db: Db, tournament: TournamentRow, now: number, locale: string): Tournament {
  const definition = definitionOf(db, tournament);
  const prizes = serializePrizes(db, tournament, definition, locale);
  const budget = prizes.reduce((sum, prize) => sum + prize.money_award_cents, 0);
  const points = pointsDecimal(definition.prizes.reduce((sum, prize) => sum + (prize.comp_points ?? 0), 0));
  const teams = isTeamTournament(definition);
  return {
    id: tournament.id,
    title: titleIn(definition.title, locale),
    frontend_identifier: tournament.frontend_identifier,
    strategy: tournament.strategy,
    game_category_identity: definition.game_category ?? '',
    in_progress: Date.parse(tournament.start_at) <= now && now < Date.parse(tournament.end_at),
    user_confirmation_required: definition.user_confirmation_required,
    start_at: tournament.start_at,
    end_at: tournament.end_at,
    finished_at: tournament.finished_at,
    currency: tournament.currency,
    currencies: definition.currencies,
    group_ids: definition.group_ids,
    group_tournament: teams,
    games_taken_limit: definition.games_taken_limit,
    money_budget: decimalString(budget, tournament.currency),
    money_budget_cents: budget,
    money_prize_pool: decimalString(budget, tournament.currency),
    money_prize_pool_cents: budget,
    chargeable_comp_points_budget: points,
    persistent_comp_points_budget: points,
    chargeable_comp_points_prize_pool: points,
    persistent_comp_points_prize_pool: points,
    winner_team_id: teams ? winnerTeamId(db, tournament) : null,
    prizes,
    top_players: topEntries(db, tournament).map(({ entry, place }) => serializeStatus(db, tournament, entry, place)),
    // Beyond the contract (loose objects): what the tournament page shows (docs/api/competitions.md "Wire").
    rules: titleIn(definition.rules, locale),
    games: definition.games,
    providers: definition.providers,
    min_bet_cents: Object.entries(definition.min_bet_cents).map(([currency, amount_cents]) => ({ currency, amount_cents })),
    points_rule: definition.points_rule,
    // A team tournament's standings (teams.ts, docs/api/competitions.md "Team tournaments").
    ...(teams ? { teams: teamStandings(db, tournament).map((standing) => ({ id: standing.team.id, title: titleIn(standing.team.title, locale), place: standing.place, score: standing.score, members: standing.members })) } : {}),
    // A quest's level points and their rewards (platform/competitions/quests.ts, docs/api/competitions.md "Quests").
    ...(isQuest(tournament) ? questFields(db, { ...tournament, currencies: definition.currencies }, locale) : {}),
  };
}
