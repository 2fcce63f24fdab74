import type { Db } from '../db/database.ts';
import { titleIn } from '../bonuses/serialize.ts';
import { decimalString } from '../jackpots/format.ts';
import type { Lottery as WireLottery, LotteryPrize as WirePrize, LotteryStatus } from '../../sdk/api/schemas/tournaments.ts';
import type { LotteryPrize } from './definition.ts';
import { ticketCount, ticketsOf, type Lottery } from './store.ts';

/**
 * Rows → the wire shapes of sdk/api/schemas/tournaments.ts (contract §5.11), in the viewer's locale
 * and currency (docs/api/lotteries.md "Routes"). Extra fields (loose objects): `wager_step_cents`,
 * `draw` (commitment, seed once drawn, the algorithm's name; docs/product/lottery-draw-verification.md).
 */

export const DRAW_ALGORITHM = 'hmac-sha256-place-v1';

interface Winner {
  place: number;
  ticket_id: number;
  user_id: number;
  nickname: string;
}

const winnersOf = (db: Db, lotteryId: number): Map<number, Winner> =>
  new Map(db.prepare<[number], Winner>('SELECT place, ticket_id, user_id, nickname FROM lottery_winners WHERE lottery_id = ? ORDER BY place').all(lotteryId).map((w) => [w.place, w]));

/** The currency a viewer sees amounts in: theirs when the lottery lists it, else the lottery's. */
function viewCurrency(lottery: Lottery, currency: string | null): string {
  if (currency === null) return lottery.definition.currency;
  const lists = lottery.definition.prizes.some((p) => (p.kind === 'freespins' ? p.bet_level_cents : p.amount_cents)[currency] !== undefined);
  return lists ? currency : lottery.definition.currency;
}

function wirePrize(lottery: Lottery, prize: LotteryPrize, currency: string, winner: Winner | undefined): WirePrize {
  const money = prize.kind === 'freespins' ? 0 : (prize.amount_cents[currency] ?? 0);
  return {
    id: `${lottery.row.id}-${prize.place}`,
    award_place: prize.place,
    stuff: prize.kind,
    nickname: winner?.nickname ?? null,
    wager_multiplier: prize.kind === 'money' ? 0 : prize.wager_multiplier,
    freespins_count: prize.kind === 'freespins' ? prize.count : 0,
    money_award: decimalString(money, currency),
    money_award_cents: money,
    money_budget_percent: 0,
    chargeable_comp_points: 0,
    persistent_comp_points: 0,
    chargeable_comp_points_percent: 0,
    persistent_comp_points_percent: 0,
    ticket: winner ? String(winner.ticket_id) : null,
    ...(prize.kind === 'freespins' ? { games: prize.games } : {}),
  };
}

export function serializeLottery(db: Db, lottery: Lottery, now: number, locale: string, currency: string | null): WireLottery {
  const { row, definition } = lottery;
  const shown = viewCurrency(lottery, currency);
  const winners = winnersOf(db, row.id);
  const prizes = definition.prizes.map((prize) => wirePrize(lottery, prize, shown, winners.get(prize.place)));
  const budget = prizes.reduce((sum, prize) => sum + (prize.stuff === 'freespins' ? 0 : prize.money_award_cents), 0);
  const drawn = row.state === 'drawn';
  return {
    id: row.id,
    title: titleIn(definition.title, locale),
    currency: shown,
    frontend_identifier: row.slug,
    in_progress: !drawn && lottery.startMs <= now && now < lottery.endMs,
    start_at: row.start_at,
    end_at: row.end_at,
    finished_at: row.drawn_at,
    comp_points_ticket_price: definition.comp_points_ticket_price ?? 0,
    chargeable_comp_points_budget: 0,
    persistent_comp_points_budget: 0,
    money_budget: decimalString(budget, shown),
    money_budget_cents: budget,
    group_ids: definition.group_ids,
    prizes,
    deposit_scale_rules: Object.fromEntries(
      Object.entries(definition.deposit_scale_rules).map(([code, rules]) => [code, rules.map((rule) => ({ ...rule, currency: code, active: !drawn }))]),
    ),
    max_tickets_count_to_player: definition.max_tickets_count_to_player,
    lottery_tickets_count: ticketCount(db, row.id),
    wager_step_cents: definition.wager_step_cents,
    draw: { algorithm: DRAW_ALGORITHM, commitment: row.commitment, seed: drawn ? row.seed : null, player_wins_once: definition.player_wins_once },
  };
}

/** The player's status (docs/api/lotteries.md, contract §5.11): their tickets and the prizes they won. */
export function serializeStatus(db: Db, lottery: Lottery, userId: number, currency: string | null): LotteryStatus {
  const shown = viewCurrency(lottery, currency);
  const won = [...winnersOf(db, lottery.row.id).values()].filter((w) => w.user_id === userId);
  return {
    lottery_id: lottery.row.id,
    tickets: ticketsOf(db, lottery.row.id, userId).map((t) => ({ id: String(t.id), source: t.source, created_at: t.created_at })),
    prizes: won.flatMap((w) => {
      const prize = lottery.definition.prizes.find((p) => p.place === w.place);
      return prize ? [wirePrize(lottery, prize, shown, w)] : [];
    }),
  };
}
