import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { inLotteryAudience, lotteryRowById, runningLotteries, ticketCount, type Lottery, type TicketRow } from './store.ts';

/**
 * Earning tickets (docs/api/lotteries.md "Tickets"), always inside the caller's transaction:
 * - a succeeded deposit: the highest deposit rule of its currency it reaches gives floor(amount / price)
 *   tickets, once per payment (`lottery_grants` key `deposit:<payment>`);
 * - bets: one ticket per wager step of the bet's currency, counted on the player's running total
 *   (`lottery_wagers`, which also counts the wager tickets held), so they are floor(wagered / step); a rollback takes the stake off
 *   the total and the tickets above it back (`reverseLotteryWager`, platform/provider/bet-effects.ts);
 * - points: exchange.ts.
 * Every grant stops at `max_tickets_count_to_player`. Nothing is read from the database when no open
 * lottery applies (the list of open lotteries is cached in memory, store.ts).
 */

/** What one bet added to a lottery's wager total (stored in the bet's effects). */
export interface LotteryWager {
  lottery_id: number;
  cents: number;
}

/** Inserts up to `count` tickets, stopping at the player's maximum; returns how many were added. */
export function addTickets(ctx: PlatformContext, lottery: Lottery, userId: number, source: TicketRow['source'], sourceKey: string, count: number): number {
  const max = lottery.definition.max_tickets_count_to_player;
  const room = max === null ? count : Math.max(0, Math.min(count, max - ticketCount(ctx.db, lottery.row.id, userId)));
  const insert = ctx.db.prepare('INSERT INTO lottery_tickets (lottery_id, user_id, source, source_key, created_at) VALUES (?, ?, ?, ?, ?)');
  const now = iso(ctx.clock.now());
  for (let i = 0; i < room; i++) insert.run(lottery.row.id, userId, source, sourceKey, now);
  return room;
}

/** Records a grant (deposit, points) once by key; false when the key was granted before. */
export function claimGrant(ctx: PlatformContext, lotteryId: number, userId: number, sourceKey: string, tickets: number): boolean {
  return (
    ctx.db
      .prepare('INSERT INTO lottery_grants (lottery_id, source_key, user_id, tickets, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .run(lotteryId, sourceKey, userId, tickets, iso(ctx.clock.now())).changes === 1
  );
}

/** Tickets a deposit of `amountCents` earns in a lottery: the highest rule it reaches, floor(amount / price). */
export function depositTickets(lottery: Lottery, currency: string, amountCents: number): number {
  const rules = (lottery.definition.deposit_scale_rules[currency] ?? []).filter((rule) => amountCents >= rule.from_amount_cents);
  const rule = rules.sort((a, b) => b.from_amount_cents - a.from_amount_cents)[0];
  return rule ? Math.floor(amountCents / rule.price_cents) : 0;
}

/** Called inside a succeeded deposit's transaction (platform/payments/service.ts, next to the bonus engine's hook). */
export function ticketsForDeposit(ctx: PlatformContext, payment: { id: number; user_id: number; amount_cents: number; currency: string }): void {
  const running = runningLotteries(ctx.db, ctx.clock.now());
  for (const lottery of running) {
    const count = depositTickets(lottery, payment.currency, payment.amount_cents);
    if (count === 0 || !inLotteryAudience(ctx.db, lottery, payment.user_id)) continue;
    const key = `deposit:${payment.id}`;
    if (!claimGrant(ctx, lottery.row.id, payment.user_id, key, count)) continue;
    addTickets(ctx, lottery, payment.user_id, 'deposit', key, count);
  }
}

/**
 * The provider bet path's hook (platform/provider/wallet.ts), inside the bet's transaction: adds the
 * stake to the player's total of every running lottery with a wager step in the currency and grants
 * the tickets it crossed. Returns what it added (for the rollback), undefined when no lottery applies —
 * then it read nothing.
 */
export function lotteryWager(ctx: PlatformContext, userId: number, currency: string, amountCents: number): LotteryWager[] | undefined {
  if (amountCents <= 0) return undefined;
  const applicable = runningLotteries(ctx.db, ctx.clock.now()).filter((lottery) => lottery.definition.wager_step_cents[currency] !== undefined);
  if (applicable.length === 0) return undefined;
  const added: LotteryWager[] = [];
  for (const lottery of applicable) {
    if (!inLotteryAudience(ctx.db, lottery, userId)) continue;
    const step = lottery.definition.wager_step_cents[currency] as number;
    const total = ctx.db
      .prepare<[number, number, number], { wagered_cents: number; tickets: number }>(
        'INSERT INTO lottery_wagers (lottery_id, user_id, wagered_cents) VALUES (?, ?, ?) ON CONFLICT (lottery_id, user_id) DO UPDATE SET wagered_cents = lottery_wagers.wagered_cents + excluded.wagered_cents RETURNING wagered_cents, tickets',
      )
      .get(lottery.row.id, userId, amountCents) as { wagered_cents: number; tickets: number };
    const missing = Math.floor(total.wagered_cents / step) - total.tickets;
    if (missing > 0) {
      const added = addTickets(ctx, lottery, userId, 'wager', 'wager', missing);
      if (added > 0) ctx.db.prepare('UPDATE lottery_wagers SET tickets = tickets + ? WHERE lottery_id = ? AND user_id = ?').run(added, lottery.row.id, userId);
    }
    added.push({ lottery_id: lottery.row.id, cents: amountCents });
  }
  return added.length > 0 ? added : undefined;
}

/**
 * A rolled-back bet (platform/provider/bet-effects.ts): its stake leaves the player's total and the
 * newest wager tickets above floor(total / step) are taken back. A lottery already drawn is frozen:
 * nothing changes there.
 */
export function reverseLotteryWager(ctx: PlatformContext, userId: number, currency: string, wagers: LotteryWager[]): void {
  for (const wager of wagers) {
    const row = lotteryRowById(ctx.db, wager.lottery_id);
    if (!row || row.state !== 'open') continue;
    const step = (JSON.parse(row.definition) as { wager_step_cents: Record<string, number> }).wager_step_cents[currency];
    const total = ctx.db
      .prepare<{ cents: number; lottery: number; user: number }, { wagered_cents: number; tickets: number }>(
        'UPDATE lottery_wagers SET wagered_cents = CASE WHEN wagered_cents >= @cents THEN wagered_cents - @cents ELSE 0 END WHERE lottery_id = @lottery AND user_id = @user RETURNING wagered_cents, tickets',
      )
      .get({ cents: wager.cents, lottery: wager.lottery_id, user: userId });
    if (total === undefined || step === undefined) continue;
    const surplus = total.tickets - Math.floor(total.wagered_cents / step);
    if (surplus <= 0) continue;
    ctx.db
      .prepare("DELETE FROM lottery_tickets WHERE id IN (SELECT id FROM lottery_tickets WHERE lottery_id = ? AND user_id = ? AND source = 'wager' ORDER BY id DESC LIMIT ?)")
      .run(wager.lottery_id, userId, surplus);
    ctx.db.prepare('UPDATE lottery_wagers SET tickets = tickets - ? WHERE lottery_id = ? AND user_id = ?').run(surplus, wager.lottery_id, userId);
  }
}
