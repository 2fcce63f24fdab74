import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { titleIn } from '../bonuses/serialize.ts';
import { spendCompPoints } from '../players/comp-point-spend.ts';
import type { RateCard } from '../../sdk/api/schemas/loyalty.ts';
import { inLotteryAudience, lotteryRowById, lotteryOf, runningLotteries, ticketCount } from './store.ts';
import { addTickets, claimGrant } from './tickets.ts';

/**
 * Tickets bought with comp points (docs/api/lotteries.md "Buying tickets", contract §3.6, §5.15):
 * the rate cards of `GET /api/comp_points/rates/lotteries` and the exchange of
 * `POST /api/comp_points/exchange/lotteries`. The points check, the spend
 * (platform/players/comp-point-spend.ts) and the tickets are one IMMEDIATE transaction.
 */

/** The `group` of a lottery's rate card. */
export const lotteryGroup = (lotteryId: number) => `lottery-${lotteryId}`;

/** One card per running lottery the player may buy tickets of. */
export function lotteryRateCards(ctx: PlatformContext, userId: number | null, locale: string): RateCard[] {
  return runningLotteries(ctx.db, ctx.clock.now())
    .filter((lottery) => lottery.definition.comp_points_ticket_price !== null && inLotteryAudience(ctx.db, lottery, userId))
    .map((lottery) => ({
      group: lotteryGroup(lottery.row.id),
      title: titleIn(lottery.definition.title, locale),
      rate: { points: lottery.definition.comp_points_ticket_price as number, lottery_ids: [lottery.row.id] },
    }));
}

export interface TicketPurchase {
  userId: number;
  lotteryId: number;
  ticketsCount: number;
  /** The request's key (body `idempotency_key` or the `Idempotency-Key` header); a fresh one when absent. */
  idempotencyKey?: string;
}

/** Buys tickets: 404 unknown lottery, 422 `lottery_closed`, `not_buyable`, `max_tickets`, `not_enough_points`. A replay adds nothing. */
export function buyTickets(ctx: PlatformContext, purchase: TicketPurchase): { added: number } {
  return immediate(ctx.db, () => {
    const row = lotteryRowById(ctx.db, purchase.lotteryId);
    if (!row) throw notFound('Lottery not found');
    const lottery = lotteryOf(ctx.db, row);
    if (!inLotteryAudience(ctx.db, lottery, purchase.userId)) throw notFound('Lottery not found');
    if (!runningLotteries(ctx.db, ctx.clock.now()).some((l) => l.row.id === row.id)) throw unprocessable({ lottery_id: ['This lottery is not running'] }, 'lottery_closed');
    const price = lottery.definition.comp_points_ticket_price;
    if (price === null) throw unprocessable({ lottery_id: ['Tickets of this lottery cannot be bought with points'] }, 'not_buyable');
    const key = `points:${purchase.userId}:${purchase.idempotencyKey ?? randomUUID()}`;
    const max = lottery.definition.max_tickets_count_to_player;
    const held = ticketCount(ctx.db, row.id, purchase.userId);
    const spend = spendCompPoints(ctx, { userId: purchase.userId, points: price * purchase.ticketsCount, purpose: `lottery:${row.id}`, idempotencyKey: key });
    if (!spend.spent) return { added: 0 };
    if (max !== null && held + purchase.ticketsCount > max) {
      throw unprocessable({ tickets_count: [`You can hold at most ${max} tickets`] }, 'max_tickets');
    }
    claimGrant(ctx, row.id, purchase.userId, key, purchase.ticketsCount);
    return { added: addTickets(ctx, lottery, purchase.userId, 'points', key, purchase.ticketsCount) };
  });
}
