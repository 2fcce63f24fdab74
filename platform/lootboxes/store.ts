import type { Db } from '../db/database.ts';
import { LootboxTemplate, type LootboxItemDefinition } from './definition.ts';

/** Rows of 068_lootboxes.sql (docs/api/lootboxes.md). */

export type LootboxStage = 'issued' | 'activated' | 'canceled' | 'expired';

export interface LootboxRow {
  id: number;
  user_id: number;
  template_id: number;
  idempotency_key: string;
  source: string;
  currency: string;
  group_key: string;
  /** JSON {locale: title}. */
  title: string;
  /** JSON LootboxItemDefinition[] (the weights in force at issue). */
  items: string;
  stage: LootboxStage;
  display: number;
  prize_item_id: number | null;
  created_at: string;
  valid_until: string;
  activated_at: string | null;
  updated_at: string;
}

export interface TemplateRow {
  id: number;
  key: string;
  definition: string;
  active: number;
}

export interface DrawRow {
  id: number;
  lootbox_id: number;
  user_id: number;
  weights: string;
  total_weight: number;
  random_value: number;
  item_id: number;
  bonus_id: number | null;
  freespins_id: number | null;
  points: number | null;
  created_at: string;
}

export const lootboxById = (db: Db, id: number): LootboxRow | undefined =>
  db.prepare<[number], LootboxRow>('SELECT * FROM player_lootboxes WHERE id = ?').get(id);

export const lootboxByKey = (db: Db, key: string): LootboxRow | undefined =>
  db.prepare<[string], LootboxRow>('SELECT * FROM player_lootboxes WHERE idempotency_key = ?').get(key);

export const templateByKey = (db: Db, key: string): TemplateRow | undefined =>
  db.prepare<[string], TemplateRow>('SELECT id, key, definition, active FROM lootbox_templates WHERE key = ?').get(key);

export const drawOf = (db: Db, lootboxId: number): DrawRow | undefined =>
  db.prepare<[number], DrawRow>('SELECT * FROM lootbox_draws WHERE lootbox_id = ?').get(lootboxId);

export const parseTemplate = (row: TemplateRow): LootboxTemplate => LootboxTemplate.parse(JSON.parse(row.definition));

export const itemsOf = (row: Pick<LootboxRow, 'items'>): LootboxItemDefinition[] => JSON.parse(row.items) as LootboxItemDefinition[];

/** Creates or replaces a template by key (validated); returns its id. Seeds and the operator use it. */
export function upsertTemplate(db: Db, key: string, definition: LootboxTemplate, now: string): number {
  const parsed = LootboxTemplate.parse(definition);
  db.prepare(
    `INSERT INTO lootbox_templates (key, definition, active, created_at, updated_at) VALUES (?, ?, 1, ?, ?)
     ON CONFLICT(key) DO UPDATE SET definition = excluded.definition, updated_at = excluded.updated_at`,
  ).run(key, JSON.stringify(parsed), now, now);
  return (templateByKey(db, key) as TemplateRow).id;
}
