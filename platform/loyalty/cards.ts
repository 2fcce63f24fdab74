import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { titleIn } from '../bonuses/serialize.ts';
import type { MoneyRateCard, RateCard } from '../../sdk/api/schemas/loyalty.ts';
import { costIn, RateCardDefinition, type CardType } from './definition.ts';

/**
 * The rate cards of the loyalty shop (docs/api/loyalty.md "Rate cards"): stored per card
 * (`loyalty_rate_cards`, migration 067), served per type in the viewer's locale. A signed-in player
 * sees only the cards buyable in their currency; a visitor sees them all (the shop shows them with
 * a register button, docs/product/loyalty-lootboxes-wheel.md#shop).
 */

export interface Card {
  id: number;
  group: string;
  definition: RateCardDefinition;
}

interface CardRow {
  id: number;
  type: string;
  group_key: string;
  definition: string;
}

const toCard = (row: CardRow): Card => ({ id: row.id, group: row.group_key, definition: RateCardDefinition.parse(JSON.parse(row.definition)) });

/** Creates or replaces the card `group` (validated); seeds and the operator use it. */
export function upsertCard(ctx: PlatformContext, group: string, input: unknown, position = 0): Card {
  const definition = RateCardDefinition.parse(input);
  const now = iso(ctx.clock.now());
  ctx.db
    .prepare(
      `INSERT INTO loyalty_rate_cards (type, group_key, position, active, definition, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)
       ON CONFLICT(group_key) DO UPDATE SET type = excluded.type, position = excluded.position, definition = excluded.definition, updated_at = excluded.updated_at`,
    )
    .run(definition.type, group, position, JSON.stringify(definition), now, now);
  return cardByGroup(ctx.db, group) as Card;
}

export function cardByGroup(db: Db, group: string): Card | undefined {
  const row = db.prepare<[string], CardRow>('SELECT id, type, group_key, definition FROM loyalty_rate_cards WHERE group_key = ? AND active = 1').get(group);
  return row ? toCard(row) : undefined;
}

export function activeCards(db: Db, type: CardType): Card[] {
  return db
    .prepare<[string], CardRow>('SELECT id, type, group_key, definition FROM loyalty_rate_cards WHERE type = ? AND active = 1 ORDER BY position, id')
    .all(type)
    .map(toCard);
}

/** `GET /api/comp_points/rates/money` items (docs/api/loyalty.md, contract §5.15). */
export function moneyRateCards(db: Db, locale: string, currency: string | null): MoneyRateCard[] {
  return activeCards(db, 'money')
    .filter((card) => currency === null || costIn(card.definition, currency) !== null)
    .map(({ group, definition }) => {
      if (definition.type !== 'money') throw new Error('not a money card');
      const rates = currency === null ? definition.rates : definition.rates.filter((rate) => rate.currency === currency);
      return { group, title: titleIn(definition.title, locale), wager: definition.wager, rates, tags: definition.tags };
    });
}

/** `GET /api/comp_points/rates/{freespins|lootboxes|special}` items (docs/api/loyalty.md, contract §5.15). */
export function rateCards(db: Db, type: Exclude<CardType, 'money'>, locale: string, currency: string | null): RateCard[] {
  return activeCards(db, type)
    .filter((card) => currency === null || costIn(card.definition, currency) !== null)
    .map(({ group, definition }): RateCard => {
      const title = titleIn(definition.title, locale);
      switch (definition.type) {
        case 'freespins':
          return {
            group,
            title,
            rate: { points: definition.points, freespins_count: definition.count },
            rates: Object.entries(definition.bet_level_cents).filter(([code]) => currency === null || code === currency).map(([code, cents]) => ({ currency: code, bet_level_cents: cents })),
            games: definition.games,
            wager: definition.wager,
            tags: definition.tags,
          };
        case 'lootboxes':
          return { group, title, rate: { points: definition.points }, bonus_title: definition.template_key, tags: definition.tags };
        case 'special':
          return {
            group,
            title,
            rate: { points: definition.points, ...(definition.freespins ? { freespins_count: definition.freespins.count } : {}) },
            rates: Object.entries(definition.bonus.amount_cents).filter(([code]) => currency === null || code === currency).map(([code, cents]) => ({ currency: code, amount_cents: cents })),
            ...(definition.freespins ? { games: definition.freespins.games } : {}),
            wager: definition.bonus.wager,
            tags: definition.tags,
          };
        default:
          throw new Error(`not a ${type} card`);
      }
    });
}
