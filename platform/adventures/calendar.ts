import { WELCOME_FREESPINS_GAME } from '../bonuses/seed.ts';
import { issueBonus, issueFreespins } from '../bonuses/issue.ts';
import type { After } from '../bonuses/publish.ts';
import { DAY_MS, iso } from '../clock.ts';
import { configStore } from '../cms/configs.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { groupIdsOf } from '../players/users.ts';
import { readTurnover } from '../telemetry/turnover.ts';
import { vipStatusFromGroups } from '../../sdk/rules/vip.ts';
import { selectedCurrency } from '../wallet/accounts.ts';

/**
 * Adventures (docs/api/vip.md "Adventures", docs/product/vip-and-adventures.md#adventures): the
 * `vip-adventures` config (contract §5.13) evaluated per player. Regular players follow
 * `rocket_adventure`, players in a VIP group `rocket_adventure_vip`. A player's day 1 is the UTC day
 * of their first evaluation (viewing the calendar, a deposit or a bet); day N is N−1 days later. A day
 * is completed when, on that day, the player's succeeded deposits reach `minDep` and their bets reach
 * `wager` (both in EUR units, converted to the player's currency; rolled-back bets do not count); its prize (`freespin` count and/or
 * `bonus` "EUR 10") is issued through the bonus engine once, activatable for `periodActivationDays`.
 */

interface AdventureItem {
  title: string;
  prize: { freespin?: number; bonus?: string };
  condition: { minDep: string; wager: string; periodActivationDays: string };
}

type DayState = 'superb' | 'completed' | 'active' | 'lost' | 'future';

interface AdventureDayView {
  title: string;
  day: number;
  step: number;
  stepTotal: number;
  date: string;
  state: DayState;
  isCompleted: boolean;
  prize: AdventureItem['prize'];
  condition: AdventureItem['condition'];
  /** Today's figures toward the day's goal (subunits of the player's currency); null on other days. */
  progress: { depositCents: number; depositGoalCents: number; wagerCents: number; wagerGoalCents: number } | null;
}

interface AdventureView {
  calendar: string;
  currency: string;
  startDay: string;
  finished: boolean;
  days: AdventureDayView[];
}

const REGULAR_CALENDAR = 'rocket_adventure';
const VIP_CALENDAR = 'rocket_adventure_vip';
/** Free-spin prizes are for the welcome game at 0.20 a spin (as the seeded lottery's), winnings wagered ×30. */
const FREESPIN_BET_EUR_CENTS = 20;
const FREESPIN_WAGER = 30;
const BONUS_WAGER = 3;

const dayOf = (ms: number) => iso(ms).slice(0, 10);
const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** `rocket_adventure__3/7__3` → step 3 of 7, day 3. */
function parseTitle(title: string): { step: number; stepTotal: number; day: number } | null {
  const match = /__(\d+)\/(\d+)__(\d+)$/.exec(title);
  return match ? { step: Number(match[1]), stepTotal: Number(match[2]), day: Number(match[3]) } : null;
}

function calendars(ctx: PlatformContext): Record<string, AdventureItem[]> {
  const document = configStore(ctx.db).get('vip-adventures', ['en']) as { prizes?: Record<string, AdventureItem[]> } | undefined;
  return document?.prizes ?? {};
}

function calendarOf(ctx: PlatformContext, userId: number): string {
  return vipStatusFromGroups(groupIdsOf(ctx, userId)) === 'regular' ? REGULAR_CALENDAR : VIP_CALENDAR;
}

function startDay(ctx: PlatformContext, userId: number, calendar: string): string {
  ctx.db.prepare('INSERT INTO adventure_starts (user_id, calendar, start_day) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(userId, calendar, dayOf(ctx.clock.now()));
  return ctx.db.prepare<[number, string], string>('SELECT start_day FROM adventure_starts WHERE user_id = ? AND calendar = ?').pluck().get(userId, calendar)!;
}

/** The day's deposits and bets net of rollbacks, in the player's currency (platform/telemetry/turnover.ts, as the VIP engine reads them). */
function dayTurnover(ctx: PlatformContext, userId: number, currency: string, day: string) {
  const turnover = readTurnover(ctx.db, userId, currency, iso(dayStartMs(day)), iso(dayStartMs(day) + DAY_MS));
  return { depositCents: turnover.depositCents, wagerCents: turnover.betCents };
}

const units = (value: string, currency: string) => convertCents(Math.round(Number(value) * 100), 'EUR', currency);

function completedTitles(ctx: PlatformContext, userId: number, calendar: string): Set<string> {
  return new Set(ctx.db.prepare<[number, string], string>('SELECT title FROM adventure_days WHERE user_id = ? AND calendar = ?').pluck().all(userId, calendar));
}

/** Issues a completed day's prize through the bonus engine, once (idempotency keys per player and title). */
function issuePrize(ctx: PlatformContext, userId: number, currency: string, item: AdventureItem): After {
  const after: After = [];
  const activationDays = Math.max(1, Number(item.condition.periodActivationDays) || 1);
  const parsed = parseTitle(item.title);
  // Contract §5.13 ties a gift to its day by `__step__day__giftTitle`; we carry that tie in the group key
  // (`adventure__<step>__<day>`) and keep the title the player reads plain (docs/api/vip.md "Adventures").
  const groupKey = `adventure__${parsed?.step ?? 0}__${parsed?.day ?? 0}`;
  if (item.prize.freespin) {
    after.push(
      ...issueFreespins(ctx, {
        userId,
        currency,
        source: 'adventure',
        idempotencyKey: `adventure:${userId}:${item.title}:freespins`,
        title: FREESPINS_TITLE(item.prize.freespin),
        groupKey,
        activationDays,
        games: [WELCOME_FREESPINS_GAME],
        betLevelCents: convertCents(FREESPIN_BET_EUR_CENTS, 'EUR', currency),
        count: item.prize.freespin,
        wagerMultiplier: FREESPIN_WAGER,
      }).after,
    );
  }
  const bonus = /^([A-Z]{3})\s+(\d+(?:\.\d+)?)$/.exec(item.prize.bonus ?? '');
  if (bonus) {
    const amount = convertCents(Math.round(Number(bonus[2]) * 100), bonus[1]!, currency);
    after.push(
      ...issueBonus(ctx, {
        userId,
        currency,
        source: 'adventure',
        idempotencyKey: `adventure:${userId}:${item.title}:bonus`,
        title: BONUS_TITLE,
        groupKey,
        activationDays,
        amountCents: amount,
        wagerRequirementCents: amount * BONUS_WAGER,
      }).after,
    );
  }
  return after;
}

/** Prize titles in the nine locales (docs/architecture.md "Internationalisation"). */
const FREESPINS_TITLE = (count: number): Record<string, string> => ({
  en: `Adventure: ${count} free spins`,
  'en-AU': `Adventure: ${count} free spins`,
  'en-CA': `Adventure: ${count} free spins`,
  'en-NZ': `Adventure: ${count} free spins`,
  de: `Abenteuer: ${count} Freispiele`,
  'fr-CA': `Aventure : ${count} tours gratuits`,
  no: `Eventyr: ${count} gratisspinn`,
  it: `Avventura: ${count} giri gratis`,
  et: `Seiklus: ${count} tasuta keerutust`,
});
const BONUS_TITLE: Record<string, string> = {
  en: 'Adventure bonus',
  'en-AU': 'Adventure bonus',
  'en-CA': 'Adventure bonus',
  'en-NZ': 'Adventure bonus',
  de: 'Abenteuer-Bonus',
  'fr-CA': 'Bonus aventure',
  no: 'Eventyrbonus',
  it: 'Bonus avventura',
  et: 'Seiklusboonus',
};

/** Completes today's day when its condition is met (inside the caller's transaction or its own); returns the after-commit pushes. */
export function evaluateAdventure(ctx: PlatformContext, userId: number): After {
  return immediate(ctx.db, () => {
    const currency = ctx.db.prepare<[number], string>('SELECT currency FROM users WHERE id = ?').pluck().get(userId);
    if (!currency) return [];
    const calendar = calendarOf(ctx, userId);
    const items = calendars(ctx)[calendar] ?? [];
    const start = startDay(ctx, userId, calendar);
    const today = dayOf(ctx.clock.now());
    const item = items.find((candidate) => {
      const parsed = parseTitle(candidate.title);
      return parsed !== null && dayOf(dayStartMs(start) + (parsed.day - 1) * DAY_MS) === today;
    });
    if (!item || completedTitles(ctx, userId, calendar).has(item.title)) return [];
    const turnover = dayTurnover(ctx, userId, currency, today);
    if (turnover.depositCents < units(item.condition.minDep, currency) || turnover.wagerCents < units(item.condition.wager, currency)) return [];
    const inserted = ctx.db
      .prepare('INSERT INTO adventure_days (user_id, calendar, title, day, completed_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .run(userId, calendar, item.title, parseTitle(item.title)!.day, iso(ctx.clock.now()));
    return inserted.changes > 0 ? issuePrize(ctx, userId, currency, item) : [];
  });
}

/** The player's calendar with the states of docs/product/vip-and-adventures.md#adventure-cards. */
export function adventureView(ctx: PlatformContext, userId: number): AdventureView {
  return immediate(ctx.db, () => {
    const currency = selectedCurrency(ctx, userId);
    const calendar = calendarOf(ctx, userId);
    const items = calendars(ctx)[calendar] ?? [];
    const start = startDay(ctx, userId, calendar);
    const now = ctx.clock.now();
    const today = dayOf(now);
    const done = completedTitles(ctx, userId, calendar);
    const turnover = dayTurnover(ctx, userId, currency, today);
    const days = items.flatMap((item): AdventureDayView[] => {
      const parsed = parseTitle(item.title);
      if (!parsed) return [];
      const date = dayOf(dayStartMs(start) + (parsed.day - 1) * DAY_MS);
      const completed = done.has(item.title);
      let state: DayState;
      if (completed) state = 'completed';
      else if (date < today) state = 'lost';
      else if (parsed.step === parsed.stepTotal) state = 'superb';
      else state = date === today ? 'active' : 'future';
      const progress =
        date === today ? { depositCents: turnover.depositCents, depositGoalCents: units(item.condition.minDep, currency), wagerCents: turnover.wagerCents, wagerGoalCents: units(item.condition.wager, currency) } : null;
      return [{ title: item.title, ...parsed, date, state, isCompleted: completed, prize: item.prize, condition: item.condition, progress }];
    });
    const last = days.at(-1);
    // Finished (docs/product/vip-and-adventures.md#adventure-cards): the last day completed, or today past the day after the last day.
    const finished = last !== undefined && (last.isCompleted || today > dayOf(dayStartMs(last.date) + DAY_MS));
    return { calendar, currency, startDay: start, finished, days };
  });
}

/** Completed days as player statuses (docs/api/vip.md "Adventures", contract §5.13: a day is completed when a status name equals its title). */
export function adventureStatuses(ctx: PlatformContext, userId: number): { id: string; name: string }[] {
  return ctx.db
    .prepare<[number], string>('SELECT title FROM adventure_days WHERE user_id = ? ORDER BY completed_at, calendar, title')
    .pluck()
    .all(userId)
    .map((title) => ({ id: `adventure:${title}`, name: title }));
}
