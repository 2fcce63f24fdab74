import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { drawDropValue } from './contribute.ts';

export interface LevelDefinition {
  name: string;
  seedCents: number;
  /** Share of each qualifying bet, in basis points (1 bp = 0.01 %). */
  contributionBp: number;
  /** The hidden drop value is drawn in [min, max] (both above the seed). */
  dropRange: [number, number];
  /** Starting amount (default: the seed). */
  amountCents?: number;
  paidOutCents?: number;
}

export interface JackpotDefinition {
  name: string;
  identifier: string;
  externalId?: string;
  state?: 'active' | 'inactive';
  currency: string;
  allowedCurrencies?: string[];
  games?: string[];
  gameCategory?: string | null;
  minBetCents?: number;
  levels: LevelDefinition[];
}

/** Creates a jackpot with its levels (1–3), each with a freshly drawn hidden drop value; returns its id. */
export function createJackpot(ctx: PlatformContext, definition: JackpotDefinition): number {
  if (definition.levels.length < 1 || definition.levels.length > 3) throw new Error('A jackpot has one to three levels');
  return immediate(ctx.db, () => {
    const { lastInsertRowid } = ctx.db
      .prepare(
        `INSERT INTO jackpots (name, identifier, external_id, state, currency, allowed_currencies, games, game_category, min_bet_cents, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        definition.name,
        definition.identifier,
        definition.externalId ?? `jp-${definition.identifier}`,
        definition.state ?? 'active',
        definition.currency,
        JSON.stringify(definition.allowedCurrencies ?? [definition.currency]),
        JSON.stringify(definition.games ?? []),
        definition.gameCategory ?? null,
        definition.minBetCents ?? 0,
        iso(ctx.clock.now()),
      );
    const jackpotId = Number(lastInsertRowid);
    const insertLevel = ctx.db.prepare(
      `INSERT INTO jackpot_levels (jackpot_id, level_index, name, external_code, seed_cents, contribution_bp, amount_cents,
         drop_min_cents, drop_max_cents, drop_at_cents, paid_out_cents)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    definition.levels.forEach((level, position) => {
      const [dropMin, dropMax] = level.dropRange;
      const amount = level.amountCents ?? level.seedCents;
      if (amount >= dropMin) throw new Error(`${definition.identifier} ${level.name}: start below the drop range`);
      insertLevel.run(
        jackpotId,
        position + 1,
        level.name,
        `${definition.identifier}-level-${position + 1}`,
        level.seedCents,
        level.contributionBp,
        amount,
        dropMin,
        dropMax,
        drawDropValue({ drop_min_cents: dropMin, drop_max_cents: dropMax }),
        level.paidOutCents ?? 0,
      );
    });
    return jackpotId;
  });
}
