import { iso } from '../clock.ts';
import { campaignByKey } from '../bonuses/campaigns.ts';
import { issueBonus, issueFreespins, issueFromCampaign } from '../bonuses/issue.ts';
import { balancePush, type After } from '../bonuses/publish.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { postTransfer } from '../wallet/ledger.ts';
import type { PrizeDefinition, TournamentDefinition } from './definition.ts';
import { tournamentPlace } from '../notifications/producers.ts';
import { notifyResult } from './publish.ts';
import { rankedEntries } from './ranking.ts';
import { freezeTeams, isTeamTournament, teamMembers, teamStandings } from './teams.ts';
import { grantCompPoints } from '../loyalty/grant.ts';
import { drainScores } from './outbox.ts';
import { currencyOfUser, definitionOf, tournamentById, type EntryRow, type TournamentRow } from './store.ts';
import { claimOccurrence } from '../jobs/occurrences.ts';

/**
 * Finalisation (docs/api/competitions.md "Finalisation"): once the clock passes `end_at`, the places
 * freeze (`final_place`, one transaction, with a team tournament's teams: teams.ts), then every prize is issued
 * in its own transaction together with its `tournament_awards` row (unique per tournament, team place and place)
 * — the bonus engine's idempotency key `tournament:<id>:place:<n>` (`…:team:<t>:place:<n>` for a team prize, docs/api/competitions.md
 * "Team tournaments"), the ledger's and the comp-point grant's make a repeat a no-op. A failure between two prizes
 * leaves the tournament unfinished: the next sweep resumes at the first unpaid place, never paying one
 * twice. `finished_at` is set when every prize is issued.
 */

export interface Finalisation {
  after: After;
  finished: boolean;
  /** The failure that stopped it (the next sweep retries). */
  error?: unknown;
}

/** The currency a winner is paid in: the one they played in, their account's, the tournament's, else the first listed. */
function payCurrency(amounts: Record<string, number>, entry: EntryRow, accountCurrency: string, tournamentCurrency: string): string {
  const listed = [entry.currency, accountCurrency, tournamentCurrency].find((code) => code !== null && amounts[code] !== undefined);
  return listed ?? (Object.keys(amounts)[0] as string);
}

/**
 * Issues one prize and records it; nothing when it was already issued. `teamPlace` 0: the player's own place;
 * else the team's final place (`prize.place` the member's place in the team, docs/api/competitions.md "Team tournaments").
 */
function awardPrize(ctx: PlatformContext, tournament: TournamentRow, prize: PrizeDefinition, winner: EntryRow, teamPlace = 0): After {
  return immediate(ctx.db, () => {
    const done = ctx.db.prepare<[number, number, number], number>('SELECT 1 FROM tournament_awards WHERE tournament_id = ? AND team_place = ? AND place = ?').pluck().get(tournament.id, teamPlace, prize.place);
    if (done) return [];
    const now = ctx.clock.now();
    const userId = winner.user_id;
    const key = teamPlace === 0 ? `tournament:${tournament.id}:place:${prize.place}` : `tournament:${tournament.id}:team:${teamPlace}:place:${prize.place}`;
    const accountCurrency = currencyOfUser(ctx.db, userId);
    const pick = (amounts: Record<string, number>) => payCurrency(amounts, winner, accountCurrency, tournament.currency);
    const award = { kind: 'none', currency: null as string | null, amount_cents: null as number | null, bonus_id: null as number | null, freespins_id: null as number | null, points: null as number | null };
    const after: After = [];
    const gift = { userId, source: 'tournament', idempotencyKey: key, title: prize.title };
    if (prize.money_cents) {
      const currency = pick(prize.money_cents);
      const amount = prize.money_cents[currency] as number;
      const { touched } = postTransfer(ctx.db, now, {
        debit: { system: 'house:bonuses' },
        credit: { userId, kind: 'real' },
        amount_cents: amount,
        currency,
        kind: 'tournament_prize',
        reference: `tournament:${tournament.id}`,
        idempotencyKey: key,
      });
      after.push(balancePush(ctx, touched));
      Object.assign(award, { kind: 'money', currency, amount_cents: amount });
    } else if (prize.bonus) {
      const currency = pick(prize.bonus.amount_cents);
      const amount = prize.bonus.amount_cents[currency] as number;
      const issued = issueBonus(ctx, { ...gift, currency, amountCents: amount, wagerRequirementCents: amount * prize.bonus.wager_multiplier });
      after.push(...issued.after);
      Object.assign(award, { kind: 'bonus', currency, amount_cents: amount, bonus_id: issued.bonus.id });
    } else if (prize.freespins) {
      const currency = pick(prize.freespins.bet_level_cents);
      const issued = issueFreespins(ctx, {
        ...gift,
        currency,
        games: prize.freespins.games,
        betLevelCents: prize.freespins.bet_level_cents[currency] as number,
        count: prize.freespins.count,
        wagerMultiplier: prize.freespins.wager_multiplier,
      });
      after.push(...issued.after);
      Object.assign(award, { kind: 'freespins', currency, freespins_id: issued.freespins.id });
    } else if (prize.campaign_key) {
      const campaign = campaignByKey(ctx.db, prize.campaign_key);
      if (!campaign) throw new Error(`tournament ${tournament.key}: prize campaign ${prize.campaign_key} does not exist`);
      const issued = issueFromCampaign(ctx, userId, campaign.id, { idempotencyKey: key, source: 'tournament', currency: accountCurrency });
      after.push(...issued.after);
      Object.assign(award, { kind: 'campaign', currency: accountCurrency, amount_cents: issued.bonus?.amount_cents ?? null, bonus_id: issued.bonus?.id ?? null, freespins_id: issued.freespins?.id ?? null });
    } else if (prize.comp_points) {
      // Through the loyalty engine, in this transaction (docs/api/competitions.md "Comp-point prizes"); `comps_award` after the commit.
      after.push(...grantCompPoints(ctx, { userId, points: prize.comp_points, source: 'tournament', idempotencyKey: key }).after);
      Object.assign(award, { kind: 'comp_points', points: prize.comp_points });
    }
    ctx.db
      .prepare(
        `INSERT INTO tournament_awards (tournament_id, team_place, place, user_id, kind, currency, amount_cents, bonus_id, freespins_id, points, created_at)
         VALUES (@tournament_id, @team_place, @place, @user_id, @kind, @currency, @amount_cents, @bonus_id, @freespins_id, @points, @created_at)`,
      )
      .run({ tournament_id: tournament.id, team_place: teamPlace, place: prize.place, user_id: userId, ...award, created_at: iso(now) });
    // The result is kept in the winner's list (docs/api/notifications.md "Producers"), with the prize, once per place.
    const { title, frontend_identifier } = definitionOf(ctx.db, tournament);
    after.push(...tournamentPlace(ctx, userId, { tournamentId: tournament.id, tournament: title, place: prize.place, prize: prize.title, link: `/tournaments/${frontend_identifier}` }));
    return after;
  });
}

/** Freezes the places once (scores no longer move after the end: scoring.ts, the rollback reverser), and the teams with them (teams.ts). */
function freezePlaces(ctx: PlatformContext, tournament: TournamentRow): void {
  const tournamentId = tournament.id;
  immediate(ctx.db, () => {
    const frozen = ctx.db.prepare<[number], number>('SELECT COUNT(*) FROM tournament_entries WHERE tournament_id = ? AND final_place IS NOT NULL').pluck().get(tournamentId);
    if (frozen) return;
    freezeTeams(ctx.db, tournament);
    const place = ctx.db.prepare<[number, number, number]>('UPDATE tournament_entries SET final_place = ? WHERE tournament_id = ? AND user_id = ?');
    rankedEntries(ctx.db, tournamentId).forEach((entry, index) => place.run(index + 1, tournamentId, entry.user_id));
  });
}

/** Each prize with its winner: by final place, or in a team tournament by team place and place in the team. */
function prizeWinners(ctx: PlatformContext, tournament: TournamentRow, definition: TournamentDefinition): { prize: PrizeDefinition; winner: EntryRow; teamPlace: number }[] {
  const entries = ctx.db.prepare<[number], EntryRow>('SELECT * FROM tournament_entries WHERE tournament_id = ? AND final_place IS NOT NULL').all(tournament.id);
  if (!isTeamTournament(definition)) {
    const byPlace = new Map(entries.map((entry) => [entry.final_place as number, entry]));
    return [...definition.prizes]
      .sort((a, b) => a.place - b.place)
      .flatMap((prize) => (byPlace.has(prize.place) ? [{ prize, winner: byPlace.get(prize.place) as EntryRow, teamPlace: 0 }] : []));
  }
  const members = teamMembers(ctx.db, tournament);
  const teamByPlace = new Map(teamStandings(ctx.db, tournament).map((standing) => [standing.place, standing.team.id]));
  const bySlot = new Map<string, EntryRow>();
  for (const entry of entries) {
    const member = members.get(entry.user_id);
    if (member) bySlot.set(`${member.team_id}:${member.place_in_team}`, entry);
  }
  return [...definition.prizes]
    .map((prize) => ({ prize, teamPlace: prize.team_place ?? 1 }))
    .sort((a, b) => a.teamPlace - b.teamPlace || a.prize.place - b.prize.place)
    .flatMap(({ prize, teamPlace }) => {
      const winner = bySlot.get(`${teamByPlace.get(teamPlace)}:${prize.place}`);
      return winner ? [{ prize, winner, teamPlace }] : [];
    });
}

/** Finalises a tournament whose end has passed; a no-op before the end and once finished. */
export function finaliseTournament(ctx: PlatformContext, tournamentId: number): Finalisation {
  // Every call logged before the end is scored before the places freeze (outbox.ts; later calls, at their own times, do not count here).
  drainScores(ctx.db);
  const tournament = tournamentById(ctx.db, tournamentId);
  if (!tournament || tournament.finished_at !== null || ctx.clock.now() < Date.parse(tournament.end_at)) return { after: [], finished: tournament?.finished_at != null };
  const definition: TournamentDefinition = definitionOf(ctx.db, tournament);
  freezePlaces(ctx, tournament);
  const after: After = [];
  for (const { prize, winner, teamPlace } of prizeWinners(ctx, tournament, definition)) {
    try {
      after.push(...awardPrize(ctx, tournament, prize, winner, teamPlace));
    } catch (error) {
      return { after, finished: false, error };
    }
  }
  const finishedAt = iso(ctx.clock.now());
  // The end and its log row in one transaction: once across nodes (platform/jobs/occurrences.ts).
  const ended = immediate(ctx.db, () => {
    if (ctx.db.prepare('UPDATE tournaments SET finished_at = ?, updated_at = ? WHERE id = ? AND finished_at IS NULL').run(finishedAt, finishedAt, tournament.id).changes === 0) return false;
    return claimOccurrence(ctx, 'tournament:finalised', String(tournament.id));
  });
  // Another node that raced this one announces its own end.
  if (ended) after.push(notifyResult(ctx, tournament.id));
  return { after, finished: true };
}
