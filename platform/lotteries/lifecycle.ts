import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { issueBonus, issueFreespins } from '../bonuses/issue.ts';
import { balancePush, runAfter, type After } from '../bonuses/publish.ts';
import { titleIn } from '../bonuses/serialize.ts';
import { displayName } from '../jackpots/store.ts';
import { postTransfer } from '../wallet/ledger.ts';
import { drawWinners, type DrawTicket } from './draw.ts';
import { notify } from '../notifications/notify.ts';
import { winMessages } from './messages.ts';
import { forgetOpenLotteries, lotteryOf, lotteryRowById, openLotteries, type Lottery, type LotteryRow } from './store.ts';
import { selectedCurrency } from '../wallet/accounts.ts';
import { claimOccurrence } from '../jobs/occurrences.ts';

/**
 * The end of a lottery (docs/api/lotteries.md "Draw"), by the injectable clock: a sweep every 30 s in
 * the server (stopped with it) and before every read of lotteries.
 * 1. Freeze, one transaction: the ticket list, the winners by the pure draw (draw.ts), one
 *    `lottery_winners` row per place (primary key (lottery, place)), state `drawn` (the seed is public).
 * 2. Pay, one transaction per place still unpaid: the prize through the bonus engine or one ledger
 *    transfer, keyed `lottery:<id>:place:<n>`, and `paid_at`. A crash between places leaves the rest
 *    unpaid; the next sweep pays them, never a place twice.
 */

export const LOTTERY_SWEEP_EVERY_MS = 30_000;

/** The draw's public ticket list: tickets in number order with their holder's number in this lottery. */
export function drawTickets(ctx: PlatformContext, lotteryId: number): (DrawTicket & { userId: number; nickname: string })[] {
  const rows = ctx.db
    .prepare<[number], { id: number; user_id: number; nickname: string | null }>(
      'SELECT t.id, t.user_id, u.nickname FROM lottery_tickets t JOIN users u ON u.id = t.user_id WHERE t.lottery_id = ? ORDER BY t.id',
    )
    .all(lotteryId);
  const holders = new Map<number, number>();
  return rows.map((row) => {
    if (!holders.has(row.user_id)) holders.set(row.user_id, holders.size + 1);
    return { ticket: String(row.id), holder: holders.get(row.user_id) as number, userId: row.user_id, nickname: displayName(ctx.db, row.user_id, row.nickname) };
  });
}

/** Freezes a lottery whose end has passed: winners written once, state `drawn`. False when it was drawn already. */
export function freezeDraw(ctx: PlatformContext, lotteryId: number): boolean {
  const frozen = immediate(ctx.db, () => {
    const row = lotteryRowById(ctx.db, lotteryId);
    if (!row || row.state !== 'open') return false;
    // Once across nodes, in the draw's transaction (platform/jobs/occurrences.ts).
    if (!claimOccurrence(ctx, 'lottery:drawn', String(lotteryId))) return false;
    const lottery = lotteryOf(ctx.db, row);
    const tickets = drawTickets(ctx, lotteryId);
    const winners = drawWinners(row.seed, tickets, lottery.definition.prizes.length, lottery.definition.player_wins_once);
    const byTicket = new Map(tickets.map((t) => [t.ticket, t]));
    const insert = ctx.db.prepare('INSERT INTO lottery_winners (lottery_id, place, ticket_id, user_id, nickname) VALUES (?, ?, ?, ?, ?)');
    for (const winner of winners) {
      const ticket = byTicket.get(winner.ticket) as (typeof tickets)[number];
      insert.run(lotteryId, winner.place, Number(winner.ticket), ticket.userId, ticket.nickname);
    }
    const now = iso(ctx.clock.now());
    ctx.db.prepare("UPDATE lotteries SET state = 'drawn', drawn_at = ?, updated_at = ? WHERE id = ?").run(now, now, lotteryId);
    return true;
  });
  forgetOpenLotteries(ctx.db);
  return frozen;
}

interface WinnerRow {
  lottery_id: number;
  place: number;
  ticket_id: number;
  user_id: number;
  paid_at: string | null;
}

/** The prize's amount in the player's currency, else in the lottery's (the player then holds a wallet in it). */
function inCurrencyOf(amounts: Record<string, number>, preferred: string, fallback: string): { currency: string; cents: number } {
  const own = amounts[preferred];
  return own !== undefined ? { currency: preferred, cents: own } : { currency: fallback, cents: amounts[fallback] ?? 0 };
}

/** Issues one place's prize exactly once (idempotent by `paid_at` and by the derived keys); returns the after-commit work. */
export function payPlace(ctx: PlatformContext, lottery: Lottery, place: number): After {
  return immediate(ctx.db, () => {
    const winner = ctx.db.prepare<[number, number], WinnerRow>('SELECT * FROM lottery_winners WHERE lottery_id = ? AND place = ?').get(lottery.row.id, place);
    if (!winner || winner.paid_at !== null) return [];
    const prize = lottery.definition.prizes.find((p) => p.place === place);
    const after: After = [];
    const key = `lottery:${lottery.row.id}:place:${place}`;
    const currency = selectedCurrency(ctx, winner.user_id);
    const title = lottery.definition.title;
    let bonusId: number | null = null;
    let freespinsId: number | null = null;
    if (prize?.kind === 'money') {
      const amount = inCurrencyOf(prize.amount_cents, currency, lottery.definition.currency);
      const { touched } = postTransfer(ctx.db, ctx.clock.now(), {
        debit: { system: 'house:bonuses' },
        credit: { userId: winner.user_id, kind: 'real' },
        amount_cents: amount.cents,
        currency: amount.currency,
        kind: 'lottery_prize',
        reference: key,
        idempotencyKey: key,
      });
      after.push(balancePush(ctx, touched));
    } else if (prize?.kind === 'bonus') {
      const amount = inCurrencyOf(prize.amount_cents, currency, lottery.definition.currency);
      const issued = issueBonus(ctx, {
        userId: winner.user_id,
        currency: amount.currency,
        source: 'lottery',
        idempotencyKey: key,
        title,
        amountCents: amount.cents,
        wagerRequirementCents: amount.cents * prize.wager_multiplier,
      });
      bonusId = issued.bonus.id;
      after.push(...issued.after);
    } else if (prize?.kind === 'freespins') {
      const level = inCurrencyOf(prize.bet_level_cents, currency, lottery.definition.currency);
      const issued = issueFreespins(ctx, {
        userId: winner.user_id,
        currency: level.currency,
        source: 'lottery',
        idempotencyKey: key,
        title,
        games: prize.games,
        betLevelCents: level.cents,
        count: prize.count,
        wagerMultiplier: prize.wager_multiplier,
      });
      freespinsId = issued.freespins.id;
      after.push(...issued.after);
    }
    ctx.db
      .prepare('UPDATE lottery_winners SET paid_at = ?, bonus_id = ?, freespins_id = ? WHERE lottery_id = ? AND place = ?')
      .run(iso(ctx.clock.now()), bonusId, freespinsId, lottery.row.id, place);
    // The result is kept in the player's list: one producer (docs/api/notifications.md "Producers"), once per place.
    after.push(...notifyWinner(ctx, lottery, winner));
    return after;
  });
}

/** The winner's notification, stored in the prize's transaction; its `personal_notifications` push runs after the commit. */
const notifyWinner = (ctx: PlatformContext, lottery: Lottery, winner: WinnerRow): After =>
  notify(ctx, winner.user_id, {
    kind: 'lottery_result',
    ...winMessages((locale) => titleIn(lottery.definition.title, locale), { ticket: String(winner.ticket_id), place: winner.place }),
    key: `lottery:${lottery.row.id}:place:${winner.place}`,
    link: `/lottery/${lottery.row.slug}`,
  }).after;

/** Pays every unpaid place of drawn lotteries (the resumption after a crash too); returns after-commit work. */
export function payUnpaid(ctx: PlatformContext): After {
  const unpaid = ctx.db.prepare<[], { lottery_id: number; place: number }>('SELECT lottery_id, place FROM lottery_winners WHERE paid_at IS NULL ORDER BY lottery_id, place').all();
  const after: After = [];
  for (const { lottery_id, place } of unpaid) {
    const row = lotteryRowById(ctx.db, lottery_id) as LotteryRow;
    after.push(...payPlace(ctx, lotteryOf(ctx.db, row), place));
  }
  return after;
}

/** Draws every open lottery whose end has passed, then pays what is unpaid. Cheap when nothing is due (the cached open list). */
export function sweepLotteries(ctx: PlatformContext): void {
  const now = ctx.clock.now();
  const due = openLotteries(ctx.db).filter((lottery) => lottery.endMs <= now);
  for (const lottery of due) freezeDraw(ctx, lottery.row.id);
  const unpaid = ctx.db.prepare('SELECT 1 FROM lottery_winners WHERE paid_at IS NULL LIMIT 1').get();
  if (unpaid) runAfter(payUnpaid(ctx));
}
