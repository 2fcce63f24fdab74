import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import type { PlatformContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { localeQuery } from '../cms/schemas.ts';
import { localeChain } from '../cms/locale.ts';
import { devCountryFromEnv } from '../info/geo.ts';
import { catalogueOf } from './catalogue.ts';
import { restrictionCountry } from './country.ts';
import { addFavourite, favouriteGames, favouriteIds, playedGames, removeFavourite } from './favourites.ts';
import { filterRequest, filterResultJson } from './filter.ts';
import { jackpotAmounts, listCollections, listProviders, randomGame, selectBySeoTitles, selectGames } from './lookups.ts';
import { requestedVersion, vndType } from './negotiation.ts';
import { preview, PREVIEW_PREFIX } from './previews.ts';
import { favouritesAnswer, gameIdParamsSchema, gamesFilterSchema, randomQuerySchema, selectBySeoTitlesSchema, selectSchema } from './schemas.ts';
import { preSerialized, signedIn, withSchemas } from '../http/schemas.ts';
import { Collections, Game, GameJackpots, GameProviders, GamesByIdentifier, GamesPage, PlayedGames } from '../../sdk/api/schemas/games.ts';

const notAcceptable = (message: string) => new HttpError(406, { base: [message] }, 'not_acceptable');

/** Game catalogue, previews, favourites and played games (docs/api/games.md, contract §2.2, §3.1, §4). */
export function gameRoutes(ctx: Pick<PlatformContext, 'db' | 'clock'>) {
  const devCountry = devCountryFromEnv();
  const country = (request: FastifyRequest) => restrictionCountry(ctx.db, request, devCountry);

  /** Answers with the version's media type when the client asked for it in `Accept`, else plain JSON. */
  const versioned = (reply: FastifyReply, via: 'accept-client' | 'accept' | null, version: number) => {
    reply.header('Vary', 'Accept, accept-client');
    if (via === 'accept') reply.type(vndType(version));
  };

  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // Build the search index at start rather than on the first lobby request.
    app.addHook('onReady', async () => {
      catalogueOf(ctx.db);
    });

    app.post('/api/games_filter', { schema: { response: { 200: GamesPage }, body: gamesFilterSchema } }, async (request, reply) => {
      // Only the v2 shape exists; an explicit ask for any other version gets 406 like the live platform.
      const { version, via } = requestedVersion(request, 2);
      if (version !== null && version !== 2) throw notAcceptable('games_filter is served as application/vnd.s.v2+json only');
      const body = request.body;
      versioned(reply, via, 2);
      if (via !== 'accept') reply.type('application/json; charset=utf-8');
      return reply.send(preSerialized(filterResultJson(filterRequest(catalogueOf(ctx.db), body, country(request)))));
    });

    app.post('/api/games_filter/select', { schema: { response: { 200: GamesByIdentifier }, body: selectSchema } }, async (request) => {
      const body = request.body;
      return selectGames(catalogueOf(ctx.db), body, country(request));
    });

    app.post('/api/games_filter/select_by_seo_titles', { schema: { response: { 200: GamesByIdentifier }, body: selectBySeoTitlesSchema } }, async (request) => {
      const body = request.body;
      return selectBySeoTitles(catalogueOf(ctx.db), body, country(request));
    });

    app.get('/api/games/collections', { schema: { response: { 200: Collections }, querystring: localeQuery } }, async (request) => {
      const { l } = request.query;
      return listCollections(catalogueOf(ctx.db), country(request), localeChain(request, l));
    });
    app.get('/api/games/providers', { schema: { response: { 200: GameProviders } } }, async (request) => listProviders(catalogueOf(ctx.db), country(request)));
    app.get('/api/games/jackpots', { schema: { response: { 200: GameJackpots } } }, async (request) => jackpotAmounts(catalogueOf(ctx.db), country(request)));

    app.get('/api/games/random', { schema: { response: { 200: Game }, querystring: randomQuerySchema } }, async (request) => {
      const query = request.query;
      const game = randomGame(catalogueOf(ctx.db), query, country(request));
      if (!game) throw notFound('No game matches');
      return game;
    });

    app.get('/api/player/favorite_games', { schema: { response: { 200: favouritesAnswer } } }, async (request, reply) => {
      const userId = requireUser(request);
      const { version, via } = requestedVersion(request);
      // Without a version the oldest one (v1, ids) answers, as media-type versioning usually does.
      if (version !== null && version !== 1 && version !== 2) throw notAcceptable('favorite_games is served as v1 (ids) or v2 (games)');
      versioned(reply, via, version ?? 1);
      return version === 2 ? favouriteGames(ctx, userId) : favouriteIds(ctx, userId);
    });

    app.put('/api/player/favorite_games/:id', { schema: { params: gameIdParamsSchema }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const { id } = request.params;
      addFavourite(ctx, userId, id);
      return reply.status(204).send();
    });

    app.delete('/api/player/favorite_games/:id', { schema: { params: gameIdParamsSchema }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const { id } = request.params;
      removeFavourite(ctx, userId, id);
      return reply.status(204).send();
    });

    app.get('/api/player/played_games', { schema: { response: { 200: PlayedGames } } }, async (request) => playedGames(ctx, requireUser(request)));

    app.get(`${PREVIEW_PREFIX}:provider/:file`, { schema: { params: z.object({ provider: z.string(), file: z.string() }) } }, async (request, reply) => {
      const { provider, file } = request.params;
      const game = file.endsWith('.svg') ? catalogueOf(ctx.db).byIdentifier.get(`${provider}/${file.slice(0, -4)}`) : undefined;
      if (!game) throw notFound('No such game preview');
      const providerTitle = catalogueOf(ctx.db).providers.find((p) => p.id === game.provider)?.title ?? game.provider;
      const tile = preview({ identifier: game.identifier, title: game.title, providerTitle, categories: game.categories });
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', tile.etag)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.headers['if-none-match'] === tile.etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(tile.svg);
    });
  };
}
