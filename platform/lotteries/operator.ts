import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { operatorOnly } from '../http/operator-auth.ts';
import { withSchemas } from '../http/schemas.ts';
import { LotteryDefinition } from './definition.ts';
import { sweepLotteries } from './lifecycle.ts';
import { allLotteries, createLottery, findLottery, forgetOpenLotteries, ticketCount, type Lottery } from './store.ts';

/**
 * The lottery operator API (docs/api/lotteries.md "Operator API"), behind the one operator credential
 * like the bonus operator API (platform/bonuses/operator.ts, platform/http/operator-auth.ts): create a
 * lottery (its seed drawn and committed at once), list, show, draw now. The seed is never shown before
 * the draw, to the operator neither: nobody can pick winners by choosing when tickets are added.
 */
const TAGS = ['operator'];
const slugParams = z.object({ id: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/, 'may contain letters, digits, _ - only') });
const createBody = z.object({ slug: z.string().min(1).max(100).regex(/^[a-z0-9][a-z0-9-]*$/, 'may contain a-z, 0-9 and - only').refine((s) => !/^\d+$/.test(s), 'must not be a number'), definition: LotteryDefinition });

const OperatorLottery = z.object({
  id: z.number().int(),
  slug: z.string(),
  state: z.enum(['open', 'drawn']),
  start_at: z.string(),
  end_at: z.string(),
  drawn_at: z.string().nullable(),
  commitment: z.string(),
  seed: z.string().nullable(),
  tickets: z.number().int(),
  winners: z.array(z.object({ place: z.number().int(), ticket_id: z.number().int(), user_id: z.number().int(), nickname: z.string(), paid_at: z.string().nullable() })),
  definition: z.unknown().describe('LotteryDefinition (platform/lotteries/definition.ts)'),
});

export function lotteryOperatorRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    const limits = operatorOnly(ctx.config);

    const view = (lottery: Lottery) => ({
      id: lottery.row.id,
      slug: lottery.row.slug,
      state: lottery.row.state,
      start_at: lottery.row.start_at,
      end_at: lottery.row.end_at,
      drawn_at: lottery.row.drawn_at,
      commitment: lottery.row.commitment,
      seed: lottery.row.state === 'drawn' ? lottery.row.seed : null,
      tickets: ticketCount(ctx.db, lottery.row.id),
      winners: ctx.db
        .prepare<[number], { place: number; ticket_id: number; user_id: number; nickname: string; paid_at: string | null }>(
          'SELECT place, ticket_id, user_id, nickname, paid_at FROM lottery_winners WHERE lottery_id = ? ORDER BY place',
        )
        .all(lottery.row.id),
      definition: lottery.definition,
    });
    const found = (id: string) => {
      const lottery = findLottery(ctx.db, id);
      if (!lottery) throw notFound('Lottery not found');
      return lottery;
    };

    app.post('/operator/api/lotteries', { ...limits, schema: { tags: TAGS, description: 'Creates a lottery; its seed is drawn and its commitment published at once (docs/api/lotteries.md).', body: createBody, response: { 200: OperatorLottery } } }, async (request) => {
      const row = createLottery(ctx, request.body.slug, request.body.definition);
      return view(found(String(row.id)));
    });

    app.get('/operator/api/lotteries', { ...limits, schema: { tags: TAGS, description: 'Every lottery, newest first.', response: { 200: z.array(OperatorLottery) } } }, async () => {
      sweepLotteries(ctx);
      return allLotteries(ctx.db).map(view);
    });

    app.get('/operator/api/lotteries/:id', { ...limits, schema: { tags: TAGS, description: 'One lottery by id or slug.', params: slugParams, response: { 200: OperatorLottery } } }, async (request) => {
      sweepLotteries(ctx);
      return view(found(request.params.id));
    });

    app.post('/operator/api/lotteries/:id/draw', { ...limits, schema: { tags: TAGS, description: 'Ends an open lottery now (when its end is later) and draws it; a drawn one is returned as it is.', params: slugParams, response: { 200: OperatorLottery } } }, async (request) => {
      const lottery = found(request.params.id);
      if (lottery.row.state === 'open') {
        const now = iso(ctx.clock.now());
        immediate(ctx.db, () => ctx.db.prepare('UPDATE lotteries SET end_at = CASE WHEN end_at <= @now THEN end_at ELSE @now END, updated_at = @now WHERE id = @id').run({ now, id: lottery.row.id }));
        forgetOpenLotteries(ctx.db);
      }
      sweepLotteries(ctx);
      return view(found(request.params.id));
    });
  };
}
