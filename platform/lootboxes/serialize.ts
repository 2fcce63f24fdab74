import type { Lootbox, LootboxItem } from '../../sdk/api/schemas/lootboxes.ts';
import { localeOfUser } from '../bonuses/store.ts';
import { titleIn } from '../bonuses/serialize.ts';
import type { Db } from '../db/database.ts';
import type { LootboxItemDefinition, LootboxPrize } from './definition.ts';
import { itemsOf, type LootboxRow } from './store.ts';

/**
 * Rows → the wire `Lootbox` of contract §5.14 (docs/api/lootboxes.md "Wire shape"), titles in the
 * player's locale; the drawn item is flagged `prize: true`. Amounts are listed for the box's currency.
 */

const money = (currency: string, byCurrency: Record<string, number> | undefined) =>
  byCurrency?.[currency] === undefined ? [] : [{ currency, amount_cents: byCurrency[currency] }];

function prizeBonus(prize: LootboxPrize, title: string, currency: string): LootboxItem['bonuses'][number] {
  if (prize.type === 'freespins') {
    return {
      title,
      type: 'freespins',
      attributes: [
        { field: 'freespins_count', value: prize.count },
        { field: 'games', value: prize.games },
      ],
      result_bonus: [{ field: 'wager', value: prize.wager }, ...(prize.max_win_cents ? [{ field: 'max_win', value: money(currency, prize.max_win_cents) }] : [])],
    };
  }
  if (prize.type === 'bonus') {
    return {
      title,
      type: 'bonus',
      attributes: [{ field: 'bonus_amount', value: money(currency, prize.amount_cents) }],
      result_bonus: [{ field: 'wager', value: prize.wager }, ...(prize.max_win_cents ? [{ field: 'max_win', value: money(currency, prize.max_win_cents) }] : [])],
    };
  }
  return { title, type: 'points', attributes: [{ field: 'points', value: prize.points }], result_bonus: [] };
}

export function serializeItem(item: LootboxItemDefinition, row: Pick<LootboxRow, 'currency' | 'prize_item_id' | 'created_at'>, locale: string): LootboxItem {
  return {
    id: item.id,
    weight: item.weight ?? 0,
    prize: row.prize_item_id === item.id,
    created_at: row.created_at,
    bonuses: [prizeBonus(item.prize, titleIn(item.title, locale), row.currency)],
  };
}

export function serializeLootbox(db: Db, row: LootboxRow, locale = localeOfUser(db, row.user_id)): Lootbox {
  return {
    id: row.id,
    title: titleIn(JSON.parse(row.title) as Record<string, string>, locale),
    currency: row.currency,
    group_key: row.group_key,
    stage: row.stage,
    strategy: row.source,
    display: row.display,
    created_at: row.created_at,
    valid_until: row.valid_until,
    items: itemsOf(row).map((item) => serializeItem(item, row, locale)),
  };
}
