import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import { localeOfUser } from '../bonuses/store.ts';
import { localeChain } from '../cms/locale.ts';
import { localeQuery } from '../cms/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { compPointsOf } from '../players/comp-points.ts';
import { MoneyRateCards, RateCards } from '../../sdk/api/schemas/loyalty.ts';
import { ExchangeResult } from '../../sdk/api/schemas/loyalty-exchange.ts';
import { moneyRateCards, rateCards } from './cards.ts';
import { exchange } from './exchange.ts';
import { selectedCurrency } from '../wallet/accounts.ts';

/**
 * The loyalty shop routes (docs/api/loyalty.md "Routes", contract §3.6, §5.15): the rate cards of
 * `money`, `freespins`, `lootboxes` and `special` and their exchange. The `lotteries` type sits beside
 * them in platform/lotteries/routes.ts (tickets, docs/api/lotteries.md "Buying tickets") with the same
 * shape and the same spending module.
 */

const key = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/);
const exchangeBody = z.object({
  exchange: z.object({
    points: z.number().int().positive().max(1_000_000_000),
    group: z.string().min(1).max(100),
    currency: z.string().max(10).optional(),
    /** Optional: a retry with the same key exchanges nothing twice (the widget sends one). */
    idempotency_key: key.optional(),
  }),
});
const idempotencyHeader = z.object({ 'idempotency-key': key.optional() });
const TYPES = ['money', 'freespins', 'lootboxes', 'special'] as const;

export function loyaltyRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);

    const viewer = (request: FastifyRequest, l: string | undefined) => {
      const userId = request.session?.userId ?? null;
      const locale = userId === null ? (localeChain(request, l)[0] ?? 'en') : localeOfUser(ctx.db, userId);
      const currency = userId === null ? null : selectedCurrency(ctx, userId);
      return { locale, currency };
    };

    app.get('/api/comp_points/rates/money', { schema: { querystring: localeQuery, response: { 200: MoneyRateCards } } }, async (request) => {
      const { locale, currency } = viewer(request, request.query.l);
      return moneyRateCards(ctx.db, locale, currency);
    });
    for (const type of ['freespins', 'lootboxes', 'special'] as const) {
      app.get(`/api/comp_points/rates/${type}`, { schema: { querystring: localeQuery, response: { 200: RateCards } } }, async (request) => {
        const { locale, currency } = viewer(request, request.query.l);
        return rateCards(ctx.db, type, locale, currency);
      });
    }
    for (const type of TYPES) {
      app.post(
        `/api/comp_points/exchange/${type}`,
        { schema: { body: exchangeBody, headers: idempotencyHeader, response: { 200: ExchangeResult } }, preValidation: signedIn },
        async (request) => {
          const userId = requireUser(request);
          const { points, group, currency, idempotency_key } = request.body.exchange;
          const result = exchange(ctx, { userId, type, group, points, currency, idempotencyKey: idempotency_key ?? request.headers['idempotency-key'] });
          return { exchange: result, comp_points: compPointsOf(ctx, userId) };
        },
      );
    }
  };
}
