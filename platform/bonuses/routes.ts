import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import { configStore } from '../cms/configs.ts';
import { localeChain } from '../cms/locale.ts';
import { localeQuery } from '../cms/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { noContent, signedIn, withSchemas } from '../http/schemas.ts';
import { decimalString } from '../jackpots/format.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { AvailableBonuses, Bonus, BonusCancelInfo, Bonuses, CouponAnswer, DepositBonuses, PromoCodeAnswer } from '../../sdk/api/schemas/bonuses.ts';
import { admitCodeAttempt, recordCodeFailure } from './code-attempts.ts';
import { redeemCoupon, redeemPromoCode } from './codes.ts';
import { depositOffers, dismissOffer, registrationOffers } from './deposits.ts';
import { activateBonus, cancelBonus, SWEEP_EVERY_MS, sweepExpired } from './lifecycle.ts';
import { runAfter, stopBonusPushes } from './publish.ts';
import { serializeBonus } from './serialize.ts';
import { bonusById, localeOfUser, type BonusRow } from './store.ts';
import { startClusterJob } from '../jobs/runner.ts';

const bonusParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const offerParams = z.object({ id: z.string().min(1).max(100) });
const blank = { message: "can't be blank" };
const promoCodeBody = z.object({ code: z.string(blank).trim().min(1, blank).max(64, { message: 'is too long' }) });
const couponBody = z.object({ coupon_code: z.string(blank).trim().min(1, blank).max(64, { message: 'is too long' }) });

/** Group keys of the `disabled-bonuses` config (docs/api/info-cms.md): their issued items are hidden. */
function disabledGroups(ctx: PlatformContext): ReadonlySet<string> {
  const document = configStore(ctx.db).get('disabled-bonuses', ['en']) as { group_keys?: unknown } | undefined;
  return new Set(Array.isArray(document?.group_keys) ? document.group_keys.filter((key): key is string => typeof key === 'string') : []);
}

/** The locale of an answer: the signed-in player's, a guest's `?l=` / cookie (docs/api.md). */
const localeOf = (ctx: PlatformContext, request: FastifyRequest, userId: number | null, l: string | undefined) =>
  userId === null ? (localeChain(request, l)[0] ?? 'en') : localeOfUser(ctx.db, userId);

/** The player routes of docs/api/bonuses.md "Player routes" (contract §3.4), free spins aside (freespin-routes.ts). */
export function bonusRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);

    const visibleBonuses = (userId: number): BonusRow[] => {
      // Expiry before every list read: a player never sees a stale stage (docs/api/bonuses.md "Lifecycle").
      runAfter(sweepExpired(ctx, userId));
      const hidden = disabledGroups(ctx);
      return ctx.db
        .prepare<[number], BonusRow>('SELECT * FROM player_bonuses WHERE user_id = ? ORDER BY id DESC')
        .all(userId)
        .filter((row) => !(row.stage === 'issued' && row.group_key !== null && hidden.has(row.group_key)));
    };

    app.get('/api/player/bonuses', { schema: { response: { 200: Bonuses } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const locale = localeOfUser(ctx.db, userId);
      const now = ctx.clock.now();
      return visibleBonuses(userId).map((row) => serializeBonus(ctx.db, row, now, locale));
    });

    app.post('/api/player/bonuses/:id/activation', { schema: { params: bonusParams, response: { 200: Bonus } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      runAfter(sweepExpired(ctx, userId));
      const { bonus, after } = activateBonus(ctx, userId, request.params.id);
      runAfter(after);
      return serializeBonus(ctx.db, bonusById(ctx.db, bonus.id) as BonusRow, ctx.clock.now());
    });

    app.delete('/api/player/bonuses/:id', { schema: { params: bonusParams, response: { 200: Bonus } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      runAfter(sweepExpired(ctx, userId));
      const { bonus, after } = cancelBonus(ctx, userId, request.params.id);
      runAfter(after);
      return serializeBonus(ctx.db, bonusById(ctx.db, bonus.id) as BonusRow, ctx.clock.now());
    });

    // What cancelling forfeits, as decimal strings: the bonus money (and its winnings) while it is being wagered.
    app.get('/api/player/bonuses/:id/cancel_info', { schema: { params: bonusParams, response: { 200: BonusCancelInfo } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const bonus = bonusById(ctx.db, request.params.id);
      if (!bonus || bonus.user_id !== userId) throw notFound('Bonus not found');
      const funds = balanceOf(ctx, userId, bonus.currency);
      const bonusMoney = bonus.stage === 'handle_bets' ? funds.bonus_cents : 0;
      const money = (cents: number) => decimalString(cents, bonus.currency);
      return {
        id: bonus.id,
        total_withdrawal_amount: money(funds.real_cents),
        current_balance: money(funds.real_cents + bonusMoney),
        cash_balance: money(funds.real_cents),
        bonus_balance: money(bonusMoney),
        bonus_winnings: money(Math.max(0, bonusMoney - bonus.amount_cents)),
      };
    });

    app.get('/api/bonuses/deposit', { schema: { querystring: localeQuery, response: { 200: DepositBonuses } } }, async (request) => {
      const userId = request.session?.userId ?? null;
      return depositOffers(ctx, userId, localeOf(ctx, request, userId, request.query.l));
    });

    app.get('/api/bonuses/registration', { schema: { querystring: localeQuery, response: { 200: DepositBonuses } } }, async (request) => {
      const userId = request.session?.userId ?? null;
      return registrationOffers(ctx, userId, localeOf(ctx, request, userId, request.query.l));
    });

    for (const kind of ['deposit', 'registration'] as const) {
      app.delete(`/api/bonuses/${kind}/:id`, { schema: { params: offerParams, response: { 204: noContent } }, preValidation: signedIn }, async (request, reply) => {
        if (!dismissOffer(ctx, requireUser(request), request.params.id, kind)) throw notFound('Offer not found');
        return reply.status(204).send();
      });
    }

    // Refused codes are counted; too many lately → 429 (code-attempts.ts).
    app.post('/api/v2/bonuses/promo-code', { schema: { body: promoCodeBody, response: { 200: PromoCodeAnswer } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      admitCodeAttempt(ctx, userId, request.ip);
      try {
        const { answer, after } = redeemPromoCode(ctx, userId, request.body.code);
        runAfter(after);
        return answer;
      } catch (error) {
        if (error instanceof HttpError && error.status === 422) recordCodeFailure(ctx, userId, request.ip);
        throw error;
      }
    });

    app.post('/api/bonuses/coupon', { schema: { body: couponBody, response: { 200: CouponAnswer } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      admitCodeAttempt(ctx, userId, request.ip);
      const { answer, after } = redeemCoupon(ctx, userId, request.body.coupon_code);
      if (answer.status !== 'successfully_activated') recordCodeFailure(ctx, userId, request.ip);
      runAfter(after);
      return answer;
    });

    // True when the player has something to activate or an offer for the next deposit (guests: a first-deposit offer).
    app.get('/api/bonuses/available_bonuses', { schema: { response: { 200: AvailableBonuses } } }, async (request) => {
      const userId = request.session?.userId ?? null;
      if (userId !== null) {
        runAfter(sweepExpired(ctx, userId));
        const now = new Date(ctx.clock.now()).toISOString();
        const activatable = ctx.db
          .prepare<[number, string, number, string], number>(
            `SELECT (SELECT COUNT(*) FROM player_bonuses WHERE user_id = ? AND stage = 'issued' AND activatable_until > ?)
                  + (SELECT COUNT(*) FROM player_freespins WHERE user_id = ? AND stage = 'issued' AND activatable_until > ?)`,
          )
          .pluck()
          .get(userId, now, userId, now);
        if ((activatable ?? 0) > 0) return { available_bonuses: true };
      }
      return { available_bonuses: depositOffers(ctx, userId, 'en').length > 0 };
    });

    // The server's expiry sweep, on one node at a time (platform/jobs/runner.ts), stopped with the server.
    const stopSweep = startClusterJob(ctx, {
      name: 'bonuses:expiry',
      everyMs: SWEEP_EVERY_MS,
      run: () => runAfter(sweepExpired(ctx)),
      onError: (err) => app.log.error({ err }, 'bonus expiry sweep failed'),
    });
    app.addHook('onClose', async () => {
      stopSweep();
      stopBonusPushes(ctx);
    });
  };
}
