import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { isLocalRequest } from '../http/demo-only.ts';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors.ts';
import { jackpotBroadcaster } from './broadcast.ts';
import { contributeToJackpot, type JackpotAward } from './contribute.ts';
import { jackpotParams, jackpotWinsQuery, tickSchema, winnersQuery } from './schemas.ts';
import { findJackpot, latestJackpotWins, listJackpotViews, loadJackpotView } from './store.ts';
import { latestWinners } from './winners.ts';
import { withSchemas } from '../http/schemas.ts';
import { JackpotWins, Jackpots } from '../../sdk/api/schemas/jackpots.ts';
import { WinnersFeed } from '../../sdk/api/schemas/winners.ts';

export interface JackpotRouteOptions {
  /** Mount the sandbox tick endpoint (default: in demo mode only, docs/operations.md). */
  sandbox?: boolean;
}


const awardView = (award: JackpotAward) => ({
  user_id: award.userId,
  amount_cents: award.amountCents,
  currency: award.currency,
  level_name: award.levelName,
  jackpot_id: award.jackpotId,
  win_id: award.winId,
});

/** Splits `total` into `count` whole bets differing by at most one subunit (zero-value bets dropped). */
function splitBets(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const extra = total % count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0)).filter((bet) => bet > 0);
}

/** Jackpots, jackpot wins and the winners feed (docs/api/jackpots.md, contract §3.7, §5.17, §5.18), public for guests. */
export function jackpotRoutes(ctx: PlatformContext, options: JackpotRouteOptions = {}) {
  const sandbox = (options.sandbox ?? true) && ctx.config.mode === 'demo';

  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.addHook('onClose', async () => jackpotBroadcaster(ctx).stop());

    app.get('/api/jackpots', { schema: { response: { 200: Jackpots } } }, async () => listJackpotViews(ctx.db));

    app.get('/api/jackpot_wins', { schema: { response: { 200: JackpotWins }, querystring: jackpotWinsQuery } }, async (request) => {
      const { limit } = request.query;
      return latestJackpotWins(ctx.db, limit);
    });

    app.get('/api/stats/winners/latest', { schema: { response: { 200: WinnersFeed }, querystring: winnersQuery } }, async (request) => {
      const { limit } = request.query;
      // A bare array (contract §5.18 as corrected; docs/api/jackpots.md).
      return latestWinners(ctx.db, limit);
    });

    if (!sandbox) return;

    // Dev helper: simulated qualifying bets so the jackpot slider moves live in demos and browser tests.
    const loopback = async (request: FastifyRequest) => {
      if (!isLocalRequest(request)) throw forbidden('The sandbox only answers loopback clients', 'sandbox_loopback_only');
    };
    app.post('/api/sandbox/jackpots/:id/tick', { schema: { params: jackpotParams, body: tickSchema }, preValidation: loopback }, async (request) => {
      const { id } = request.params;
      const tick = request.body;
      const jackpot = findJackpot(ctx.db, id);
      if (!jackpot) throw notFound('Jackpot not found');
      if (jackpot.state !== 'active') throw conflict('The jackpot is inactive', 'jackpot_inactive');
      const currency = tick.currency ?? jackpot.currency;
      if (!(JSON.parse(jackpot.allowed_currencies) as string[]).includes(currency)) {
        throw unprocessable({ currency: ['is not accepted by this jackpot'] }, 'invalid');
      }
      const userId = request.session?.userId ?? null;
      const awards: JackpotAward[] = [];
      splitBets(tick.total_cents, tick.bets).forEach((betCents, index) => {
        const result = contributeToJackpot(ctx, jackpot, {
          userId,
          nickname: userId === null ? 'SandboxPlayer' : null,
          gameIdentifier: 'sandbox/tick',
          betCents,
          currency,
          roundId: `sandbox-${ctx.clock.now()}-${index}`,
        });
        awards.push(...result.awards);
      });
      return { jackpot: loadJackpotView(ctx.db, jackpot.id), awards: awards.map(awardView) };
    });
  };
}
