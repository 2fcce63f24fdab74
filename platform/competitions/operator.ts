import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runAfter } from '../bonuses/publish.ts';
import type { PlatformContext } from '../context.ts';
import { catalogueOf } from '../games/catalogue.ts';
import { notFound, unprocessable, type FieldErrors } from '../http/errors.ts';
import { operatorOnly } from '../http/operator-auth.ts';
import { withSchemas } from '../http/schemas.ts';
import { TournamentDefinition } from './definition.ts';
import { sweepTournaments } from './lifecycle.ts';
import { questRewardOperatorRoutes } from './quest-rewards-operator.ts';
import { topEntries } from './ranking.ts';
import { teamMembers, teamStandings, winnerTeamId } from './teams.ts';
import { drainScores } from './outbox.ts';
import { allTournaments, awardsOf, defineTournament, definitionOf, tournamentByKey, type TournamentRow } from './store.ts';

/**
 * The tournament operator API (docs/api/competitions.md "Operator API", docs/operations.md "Operator
 * API"): define a tournament (each change a new version), list them, see one with its leaderboard
 * and awards. Behind the one operator credential like the bonus operator API (platform/bonuses/operator.ts,
 * platform/http/operator-auth.ts): `Authorization: Bearer <OPERATOR_API_KEY>`; without a key every route is 404.
 */
const TAGS = ['operator'];
const keyParams = z.object({ key: z.string().min(1).max(100).regex(/^[\w.-]+$/, 'may contain letters, digits, _ - . only') });
const boardQuery = z.object({ limit: z.coerce.number({ message: 'is not a number' }).int().min(1).max(1000).default(100) });

const Defined = z.object({ key: z.string(), id: z.number().int(), version: z.number().int(), created: z.boolean() });
const Summary = z.object({
  id: z.number().int(),
  key: z.string(),
  frontend_identifier: z.string(),
  strategy: z.string(),
  currency: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(['future', 'active', 'archive']),
  version: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  entries: z.number().int(),
});
const Detail = Summary.extend({
  definition: z.unknown().describe('the current version, TournamentDefinition (platform/competitions/definition.ts)'),
  leaderboard: z.array(
    z.object({
      place: z.number().int(),
      user_id: z.number().int(),
      score: z.number().int(),
      reached_at_ms: z.number().int(),
      bet_cents: z.number().int(),
      win_cents: z.number().int(),
      games_taken: z.number().int(),
      points: z.number().int(),
      best_rate: z.number().int(),
      confirmed: z.boolean(),
    }),
  ),
  awards: z.array(z.record(z.string(), z.unknown())).describe('tournament_awards rows'),
});

const TeamsView = z.object({
  key: z.string(),
  winner_team_id: z.number().int().nullable(),
  teams: z.array(z.object({ id: z.number().int(), title: z.string(), group_ids: z.array(z.number().int()), place: z.number().int(), score: z.number().int(), user_ids: z.array(z.number().int()) })),
});

/** Fields that cannot change once the tournament has started: they decide what the recorded scores mean. */
const FIXED_ONCE_STARTED = ['strategy', 'points_rule', 'currency', 'start_at'] as const;

export function competitionOperatorRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    const limits = operatorOnly(ctx.config);

    const summary = (row: TournamentRow) => {
      drainScores(ctx.db);
      const now = ctx.clock.now();
      const status = now < Date.parse(row.start_at) ? 'future' : now < Date.parse(row.end_at) ? 'active' : 'archive';
      const entries = ctx.db.prepare<[number], number>('SELECT COUNT(*) FROM tournament_entries WHERE tournament_id = ?').pluck().get(row.id) ?? 0;
      return {
        id: row.id,
        key: row.key,
        frontend_identifier: row.frontend_identifier,
        strategy: row.strategy,
        currency: row.currency,
        start_at: row.start_at,
        end_at: row.end_at,
        status: status as 'future' | 'active' | 'archive',
        version: row.version,
        started_at: row.started_at,
        finished_at: row.finished_at,
        entries,
      };
    };

    /** Whether a counted round moved a score after `atMs` (a score's `reached_at_ms`: docs/api/competitions.md "Tables"). */
    const scoredAfter = (tournamentId: number, atMs: number): boolean => {
      // The rounds waiting in the wallet's log count too (docs/api/competitions.md "Scoring").
      drainScores(ctx.db);
      return ctx.db.prepare<[number, number], number>('SELECT 1 FROM tournament_entries WHERE tournament_id = ? AND games_taken > 0 AND reached_at_ms > ? LIMIT 1').pluck().get(tournamentId, atMs) !== undefined;
    };

    app.put(
      '/operator/api/tournaments/:key',
      {
        ...limits,
        schema: {
          tags: TAGS,
          description: 'Defines a tournament (or quest, achievement), or a new version of it when the definition changed (docs/api/competitions.md "Definition").',
          params: keyParams,
          body: TournamentDefinition,
          response: { 200: Defined },
        },
      },
      async (request) => {
        const { key } = request.params;
        const definition = request.body as TournamentDefinition;
        const errors: FieldErrors = {};
        const games = catalogueOf(ctx.db).byIdentifier;
        definition.games.forEach((game, index) => {
          if (!games.has(game)) errors[`games.${index}`] = ['is not a game of the catalogue'];
        });
        definition.prizes.forEach((prize, index) =>
          prize.freespins?.games.forEach((game, at) => {
            if (!games.has(game)) errors[`prizes.${index}.freespins.games.${at}`] = ['is not a game of the catalogue'];
          }),
        );
        const existing = tournamentByKey(ctx.db, key);
        if (existing) {
          if (existing.finished_at !== null) throw unprocessable({ base: ['This tournament is finished'] }, 'tournament_finished');
          const current = definitionOf(ctx.db, existing);
          // Past the end the places may already be frozen: the window stays as it was.
          if (ctx.clock.now() >= Date.parse(existing.end_at) && Date.parse(definition.end_at) !== Date.parse(current.end_at)) errors.end_at = ['cannot change once the tournament has ended'];
          // Ending it early ("end now"): not before a score already counted, or rounds played after the end would stand in the frozen places.
          else if (Date.parse(definition.end_at) < Date.parse(current.end_at) && scoredAfter(existing.id, Date.parse(definition.end_at))) errors.end_at = ['cannot be earlier than a score already counted'];
          if (ctx.clock.now() >= Date.parse(existing.start_at)) {
            for (const field of FIXED_ONCE_STARTED) {
              const before = field === 'start_at' ? Date.parse(current.start_at) : JSON.stringify(current[field]);
              const after = field === 'start_at' ? Date.parse(definition.start_at) : JSON.stringify(definition[field]);
              if (before !== after) errors[field] = ['cannot change once the tournament has started'];
            }
          }
        }
        if (Object.keys(errors).length > 0) throw unprocessable(errors, 'invalid_definition');
        const defined = defineTournament(ctx, key, definition);
        return { key, ...defined };
      },
    );

    app.get('/operator/api/tournaments', { ...limits, schema: { tags: TAGS, description: 'Every tournament, oldest first.', response: { 200: z.array(Summary) } } }, async () => {
      runAfter(sweepTournaments(ctx));
      return allTournaments(ctx.db).map(summary);
    });

    app.get(
      '/operator/api/tournaments/:key',
      { ...limits, schema: { tags: TAGS, description: 'One tournament: its definition, leaderboard (top `limit`, default 100) and awards.', params: keyParams, querystring: boardQuery, response: { 200: Detail } } },
      async (request) => {
        runAfter(sweepTournaments(ctx));
        const row = tournamentByKey(ctx.db, request.params.key);
        if (!row) throw notFound('No such tournament');
        return {
          ...summary(row),
          definition: definitionOf(ctx.db, row),
          leaderboard: topEntries(ctx.db, row, request.query.limit).map(({ entry, place }) => ({
            place,
            user_id: entry.user_id,
            score: entry.score,
            reached_at_ms: entry.reached_at_ms,
            bet_cents: entry.bet_cents,
            win_cents: entry.win_cents,
            games_taken: entry.games_taken,
            points: entry.points,
            best_rate: entry.best_rate,
            confirmed: entry.confirmed === 1,
          })),
          awards: awardsOf(ctx.db, row.id).map((award) => ({ ...award, player_notified: award.player_notified === 1 })),
        };
      },
    );

    app.get(
      '/operator/api/tournaments/:key/teams',
      {
        ...limits,
        schema: {
          tags: TAGS,
          description: 'A team tournament’s standings: each team’s place, score and members (user ids in their order); the winner once finished (docs/api/competitions.md "Team tournaments").',
          params: keyParams,
          response: { 200: TeamsView },
        },
      },
      async (request) => {
        runAfter(sweepTournaments(ctx));
        const row = tournamentByKey(ctx.db, request.params.key);
        if (!row) throw notFound('No such tournament');
        const members = [...teamMembers(ctx.db, row)].sort((a, b) => a[1].place_in_team - b[1].place_in_team);
        return {
          key: row.key,
          winner_team_id: winnerTeamId(ctx.db, row),
          teams: teamStandings(ctx.db, row).map((standing) => ({
            id: standing.team.id,
            title: standing.team.title.en ?? '',
            group_ids: standing.team.group_ids,
            place: standing.place,
            score: standing.score,
            user_ids: members.filter(([, member]) => member.team_id === standing.team.id).map(([userId]) => userId),
          })),
        };
      },
    );

    questRewardOperatorRoutes(ctx, app, limits);
  };
}
