import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Tournament, TournamentConfirmation, TournamentPlayerStatus, Tournaments } from '../../sdk/api/schemas/tournaments.ts';
import { requireUser } from '../auth/session.ts';
import { runAfter } from '../bonuses/publish.ts';
import { localeOfUser } from '../bonuses/store.ts';
import { localeChain } from '../cms/locale.ts';
import { localeQuery } from '../cms/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { confirmEntry } from './confirm.ts';
import { startLifecycle, sweepTournaments } from './lifecycle.ts';
import { emptyStatus, serializeStatus, serializeTournament } from './serialize.ts';
import {
  currentTournaments,
  definitionOf,
  entriesOfUser,
  entryOf,
  groupsOfUser,
  inAudience,
  recentTournaments,
  tournamentById,
  tournamentByRef,
  type TournamentRow,
} from './store.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** A tournament by id or by its frontend_identifier (the host's `/tournaments/{slug}`). */
const refParams = z.object({ id: z.string().min(1).max(120) });
const confirmBody = z.object({ confirmed: z.literal(true, { message: 'must be true' }) });

/** The player routes of docs/api/competitions.md "Player routes" (contract §3.2). */
export function competitionRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);

    /** The reader: locale and groups (guests: the `?l=` / cookie locale and no groups). */
    const reader = (request: FastifyRequest, l: string | undefined) => {
      const userId = request.session?.userId ?? null;
      return userId === null
        ? { userId, locale: localeChain(request, l)[0] ?? 'en', groups: null }
        : { userId, locale: localeOfUser(ctx.db, userId), groups: groupsOfUser(ctx.db, userId) };
    };
    /** Ends and finalises what is due before a read (docs/api/competitions.md "Lifecycle"). */
    const sweep = () => runAfter(sweepTournaments(ctx));
    const visible = (rows: TournamentRow[], groups: number[] | null) => rows.filter((row) => inAudience(definitionOf(ctx.db, row), groups));

    app.get('/api/tournaments', { schema: { querystring: localeQuery, response: { 200: Tournaments } } }, async (request) => {
      sweep();
      const { locale, groups } = reader(request, request.query.l);
      const now = ctx.clock.now();
      return visible(currentTournaments(ctx.db, now), groups).map((row) => serializeTournament(ctx.db, row, now, locale));
    });

    app.get('/api/tournaments/recent', { schema: { querystring: localeQuery, response: { 200: Tournaments } } }, async (request) => {
      sweep();
      const { locale, groups } = reader(request, request.query.l);
      const now = ctx.clock.now();
      return visible(recentTournaments(ctx.db, now), groups).map((row) => serializeTournament(ctx.db, row, now, locale));
    });

    // The tournaments the player has an entry in that are not over yet.
    app.get('/api/tournaments/player', { schema: { response: { 200: Tournaments } }, preValidation: signedIn }, async (request) => {
      sweep();
      const userId = requireUser(request);
      const locale = localeOfUser(ctx.db, userId);
      const now = ctx.clock.now();
      return entriesOfUser(ctx.db, userId)
        .map((entry) => tournamentById(ctx.db, entry.tournament_id) as TournamentRow)
        .filter((row) => Date.parse(row.end_at) > now)
        .sort((a, b) => a.end_at.localeCompare(b.end_at) || a.id - b.id)
        .map((row) => serializeTournament(ctx.db, row, now, locale));
    });

    app.get('/api/tournaments/:id', { schema: { params: refParams, querystring: localeQuery, response: { 200: Tournament } } }, async (request) => {
      sweep();
      const { locale, groups } = reader(request, request.query.l);
      const row = tournamentByRef(ctx.db, request.params.id);
      if (!row || !inAudience(definitionOf(ctx.db, row), groups)) throw notFound('Tournament not found');
      return serializeTournament(ctx.db, row, ctx.clock.now(), locale);
    });

    app.get('/api/tournaments/:id/status', { schema: { params: idParams, response: { 200: TournamentPlayerStatus } }, preValidation: signedIn }, async (request) => {
      sweep();
      const userId = requireUser(request);
      const row = tournamentById(ctx.db, request.params.id);
      if (!row) throw notFound('Tournament not found');
      const entry = entryOf(ctx.db, row.id, userId);
      return entry ? serializeStatus(ctx.db, row, entry) : emptyStatus(ctx.db, row, userId);
    });

    app.post('/api/tournaments/:id/confirm', { schema: { params: idParams, body: confirmBody, response: { 200: TournamentConfirmation } }, preValidation: signedIn }, async (request) => {
      sweep();
      const userId = requireUser(request);
      runAfter(confirmEntry(ctx, userId, request.params.id));
      return { confirmed: true };
    });

    startLifecycle(ctx, app);
  };
}
