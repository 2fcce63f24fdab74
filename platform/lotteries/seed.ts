import { DAY_MS, iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { perCurrency, WELCOME_FREESPINS_GAME } from '../bonuses/seed.ts';
import { runAfter } from '../bonuses/publish.ts';
import { DEMO_PLAYER_EMAILS } from '../players/seed.ts';
import type { LotteryDefinitionInput } from './definition.ts';
import { freezeDraw, payUnpaid } from './lifecycle.ts';
import { createLottery, lotteryOf, type LotteryRow } from './store.ts';
import { addTickets } from './tickets.ts';

/**
 * The seeded lotteries (docs/api/lotteries.md "Seed"), windows relative to the seeding clock:
 * `monthly-draw` running (deposit EUR 20 = 1 ticket, one ticket per EUR 50 wagered, 10 points a
 * ticket), `winter-draw` starting in 10 days, and in demo mode `autumn-draw`, drawn at seed time like
 * a real draw, with the demo players (docs/demo-players.md) holding its tickets and paid through the
 * bonus engine.
 */

const MONTHLY_TITLE = {
  en: 'Monthly prize draw',
  de: 'Monatliche Verlosung',
  'en-AU': 'Monthly prize draw',
  'en-CA': 'Monthly prize draw',
  'en-NZ': 'Monthly prize draw',
  'fr-CA': 'Tirage mensuel',
  no: 'Månedlig trekning',
  it: 'Estrazione mensile',
  et: 'Kuu auhinnaloos',
};
const WINTER_TITLE = {
  en: 'Winter prize draw',
  de: 'Winter-Verlosung',
  'en-AU': 'Winter prize draw',
  'en-CA': 'Winter prize draw',
  'en-NZ': 'Winter prize draw',
  'fr-CA': 'Tirage d’hiver',
  no: 'Vintertrekning',
  it: 'Estrazione d’inverno',
  et: 'Talvine auhinnaloos',
};
const AUTUMN_TITLE = {
  en: 'Autumn prize draw',
  de: 'Herbst-Verlosung',
  'en-AU': 'Autumn prize draw',
  'en-CA': 'Autumn prize draw',
  'en-NZ': 'Autumn prize draw',
  'fr-CA': 'Tirage d’automne',
  no: 'Høsttrekning',
  it: 'Estrazione d’autunno',
  et: 'Sügisene auhinnaloos',
};

/** A lottery's terms with the seeded prize table: money, a bonus and free spins. */
export function seededDefinition(title: Record<string, string>, startsAt: number, endsAt: number): LotteryDefinitionInput {
  const twenty = perCurrency(20);
  return {
    title,
    currency: 'EUR',
    starts_at: iso(startsAt),
    ends_at: iso(endsAt),
    group_ids: [],
    prizes: [
      { kind: 'money', place: 1, amount_cents: perCurrency(500) },
      { kind: 'bonus', place: 2, amount_cents: perCurrency(100), wager_multiplier: 30 },
      { kind: 'freespins', place: 3, games: [WELCOME_FREESPINS_GAME], count: 50, bet_level_cents: perCurrency(0.2), wager_multiplier: 30 },
    ],
    deposit_scale_rules: Object.fromEntries(Object.entries(twenty).map(([code, cents]) => [code, [{ from_amount_cents: cents, price_cents: cents }]])),
    wager_step_cents: perCurrency(50),
    comp_points_ticket_price: 10,
    max_tickets_count_to_player: 500,
  };
}

export function seedLotteries(ctx: PlatformContext): void {
  const now = ctx.clock.now();
  createLottery(ctx, 'monthly-draw', seededDefinition(MONTHLY_TITLE, now - DAY_MS, now + 29 * DAY_MS));
  createLottery(ctx, 'winter-draw', seededDefinition(WINTER_TITLE, now + 10 * DAY_MS, now + 40 * DAY_MS));
}

const PINNED_BALANCES = new Set(['player@casino.localhost', 'vip@casino.localhost']);

/** Demo mode: the archived draw, its tickets held by the demo players, drawn and paid now. */
export function seedDemoLotteries(ctx: PlatformContext): void {
  const now = ctx.clock.now();
  const row: LotteryRow = createLottery(ctx, 'autumn-draw', seededDefinition(AUTUMN_TITLE, now - 40 * DAY_MS, now - DAY_MS));
  const lottery = lotteryOf(ctx.db, row);
  immediate(ctx.db, () => {
    // The draw is random (a fresh seed), so the players whose balances docs/demo-players.md states
    // (player@, vip@) hold no ticket: whoever wins, those balances stay as documented.
    DEMO_PLAYER_EMAILS.filter((email) => !PINNED_BALANCES.has(email)).forEach((email, index) => {
      const userId = ctx.db.prepare<[string], number>('SELECT id FROM users WHERE lower(email) = lower(?)').pluck().get(email);
      if (userId !== undefined) addTickets(ctx, lottery, userId, 'seed', 'seed', 3 + index * 2);
    });
  });
  freezeDraw(ctx, row.id);
  runAfter(payUnpaid(ctx));
}
