import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import { localeOfUser } from '../bonuses/store.ts';
import { localeChain } from '../cms/locale.ts';
import { localeQuery } from '../cms/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { RateCards } from '../../sdk/api/schemas/loyalty.ts';
import { compsAwardPush } from '../loyalty/publish.ts';
import { Lotteries, Lottery, LotteryDraw, LotteryStatus, LotteryStatuses } from '../../sdk/api/schemas/tournaments.ts';
import { buyTickets, lotteryRateCards } from './exchange.ts';
import { drawTickets, LOTTERY_SWEEP_EVERY_MS, sweepLotteries } from './lifecycle.ts';
import { DRAW_ALGORITHM, serializeLottery, serializeStatus } from './serialize.ts';
import { allLotteries, findLottery, inLotteryAudience, type Lottery as LotteryModel } from './store.ts';
import { selectedCurrency } from '../wallet/accounts.ts';
import { startClusterJob } from '../jobs/runner.ts';

/**
 * The player routes of docs/api/lotteries.md "Routes" (contract §3.2, §3.6, §5.11, §5.15), the draw's
 * public data and the server's draw sweep (lifecycle.ts), stopped with the server.
 */

const lotteryParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
const exchangeBody = z.object({
  exchange: z.object({
    tickets_count: z.number().int().positive().max(10_000),
    lottery_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    group: z.string().max(100).optional(),
    currency: z.string().max(10).optional(),
    /** Optional: a retry with the same key buys nothing twice (the SDK's `lotteriesApi.buy` sends one). */
    idempotency_key: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/).optional(),
  }),
});
const idempotencyHeader = z.object({ 'idempotency-key': z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/).optional() });

const userCurrency = (ctx: PlatformContext, userId: number | null): string | null =>
  userId === null ? null : selectedCurrency(ctx, userId);

export function lotteryRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);

    const viewer = (request: FastifyRequest, l: string | undefined) => {
      const userId = request.session?.userId ?? null;
      const locale = userId === null ? (localeChain(request, l)[0] ?? 'en') : localeOfUser(ctx.db, userId);
      return { userId, locale, currency: userCurrency(ctx, userId) };
    };
    /** A lottery the viewer may see (its audience), after the draw sweep: never a stale result. */
    const visible = (idOrSlug: string, userId: number | null): LotteryModel => {
      sweepLotteries(ctx);
      const lottery = findLottery(ctx.db, idOrSlug);
      if (!lottery || !inLotteryAudience(ctx.db, lottery, userId)) throw notFound('Lottery not found');
      return lottery;
    };
    const visibleAll = (userId: number | null) => {
      sweepLotteries(ctx);
      return allLotteries(ctx.db).filter((lottery) => inLotteryAudience(ctx.db, lottery, userId));
    };

    app.get('/api/lotteries', { schema: { querystring: localeQuery, response: { 200: Lotteries } } }, async (request) => {
      const { userId, locale, currency } = viewer(request, request.query.l);
      const now = ctx.clock.now();
      return visibleAll(userId).map((lottery) => serializeLottery(ctx.db, lottery, now, locale, currency));
    });

    app.get('/api/lotteries/statuses', { schema: { response: { 200: LotteryStatuses } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const currency = userCurrency(ctx, userId);
      return visibleAll(userId).map((lottery) => serializeStatus(ctx.db, lottery, userId, currency));
    });

    app.get('/api/lotteries/:id', { schema: { params: lotteryParams, querystring: localeQuery, response: { 200: Lottery } } }, async (request) => {
      const { userId, locale, currency } = viewer(request, request.query.l);
      return serializeLottery(ctx.db, visible(request.params.id, userId), ctx.clock.now(), locale, currency);
    });

    app.get('/api/lotteries/:id/status', { schema: { params: lotteryParams, response: { 200: LotteryStatus } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      return serializeStatus(ctx.db, visible(request.params.id, userId), userId, userCurrency(ctx, userId));
    });

    // The draw's public data (docs/product/lottery-draw-verification.md): anyone can recompute the winners.
    app.get('/api/lotteries/:id/draw', { schema: { params: lotteryParams, response: { 200: LotteryDraw } } }, async (request) => {
      const lottery = visible(request.params.id, request.session?.userId ?? null);
      const drawn = lottery.row.state === 'drawn';
      const winners = ctx.db
        .prepare<[number], { place: number; ticket_id: number; nickname: string }>('SELECT place, ticket_id, nickname FROM lottery_winners WHERE lottery_id = ? ORDER BY place')
        .all(lottery.row.id);
      return {
        lottery_id: lottery.row.id,
        algorithm: DRAW_ALGORITHM,
        commitment: lottery.row.commitment,
        seed: drawn ? lottery.row.seed : null,
        places: lottery.definition.prizes.length,
        player_wins_once: lottery.definition.player_wins_once,
        drawn_at: lottery.row.drawn_at,
        tickets: drawTickets(ctx, lottery.row.id).map(({ ticket, holder, nickname }) => ({ ticket, holder, nickname })),
        winners: winners.map((w) => ({ place: w.place, ticket: String(w.ticket_id), nickname: w.nickname })),
      };
    });

    app.get('/api/comp_points/rates/lotteries', { schema: { querystring: localeQuery, response: { 200: RateCards } } }, async (request) => {
      const { userId, locale } = viewer(request, request.query.l);
      sweepLotteries(ctx);
      return lotteryRateCards(ctx, userId, locale);
    });

    app.post(
      '/api/comp_points/exchange/lotteries',
      { schema: { body: exchangeBody, headers: idempotencyHeader, response: { 200: LotteryStatus } }, preValidation: signedIn },
      async (request) => {
        const userId = requireUser(request);
        const { lottery_id, tickets_count, idempotency_key } = request.body.exchange;
        sweepLotteries(ctx);
        const { added } = buyTickets(ctx, { userId, lotteryId: lottery_id, ticketsCount: tickets_count, idempotencyKey: idempotency_key ?? request.headers['idempotency-key'] });
        // Points were spent: comps_award#<id> (docs/api/loyalty.md "Realtime").
        if (added > 0) compsAwardPush(ctx, userId)();
        return serializeStatus(ctx.db, visible(String(lottery_id), userId), userId, userCurrency(ctx, userId));
      },
    );

    // The server's draw sweep (docs/api/lotteries.md "Draw"), on one node at a time (platform/jobs/runner.ts), stopped with the server.
    const stopSweep = startClusterJob(ctx, {
      name: 'lotteries:draw',
      everyMs: LOTTERY_SWEEP_EVERY_MS,
      run: () => sweepLotteries(ctx),
      onError: (err) => app.log.error({ err }, 'lottery draw sweep failed'),
    });
    app.addHook('onClose', async () => stopSweep());
  };
}
