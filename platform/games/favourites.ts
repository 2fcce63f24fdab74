import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { catalogueOf, type GameRaw } from './catalogue.ts';
import { playerProfile } from './country.ts';

/**
 * Favourites and recently played games (docs/api/games.md, contract §2.2, §7). Rows keep the game identifier; the
 * per-currency numeric ids the frontend speaks are resolved through the catalogue.
 */
type Ctx = Pick<PlatformContext, 'db' | 'clock'>;

export const PLAYED_GAMES_LIMIT = 100;

function favouriteIdentifiers(ctx: Ctx, userId: number): string[] {
  return ctx.db.prepare<[number], string>('SELECT identifier FROM favourite_games WHERE user_id = ? ORDER BY id').pluck().all(userId);
}

const userCurrency = (ctx: Ctx, userId: number) => playerProfile(ctx.db, userId)?.currency ?? 'EUR';

/** v1: the games' ids in the player's currency, oldest favourite first (the frontend reverses). */
export function favouriteIds(ctx: Ctx, userId: number): number[] {
  const catalogue = catalogueOf(ctx.db);
  const currency = userCurrency(ctx, userId);
  const ids: number[] = [];
  for (const identifier of favouriteIdentifiers(ctx, userId)) {
    const id = catalogue.byIdentifier.get(identifier)?.raw.currencies[currency]?.id;
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** v2: the full games, oldest favourite first. */
export function favouriteGames(ctx: Ctx, userId: number): GameRaw[] {
  const catalogue = catalogueOf(ctx.db);
  return favouriteIdentifiers(ctx, userId).flatMap((identifier) => {
    const game = catalogue.byIdentifier.get(identifier);
    return game ? [game.raw] : [];
  });
}

/** Adds the game whose id *in the player's currency* is `gameId`; repeating it changes nothing. */
export function addFavourite(ctx: Ctx, userId: number, gameId: number): void {
  const currency = userCurrency(ctx, userId);
  const match = catalogueOf(ctx.db).byCurrencyId(gameId).find((entry) => entry.currency === currency);
  if (!match) throw notFound(`No game with id ${gameId} in ${currency}`);
  immediate(ctx.db, () => {
    ctx.db.prepare('INSERT INTO favourite_games (user_id, identifier, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(userId, match.game.identifier, iso(ctx.clock.now()));
  });
}

/** Removes every favourite whose game carries `gameId` in any currency (docs/api/games.md, contract §7); absent → no-op. */
export function removeFavourite(ctx: Ctx, userId: number, gameId: number): void {
  const identifiers = [...new Set(catalogueOf(ctx.db).byCurrencyId(gameId).map((entry) => entry.game.identifier))];
  if (identifiers.length === 0) return;
  const remove = ctx.db.prepare('DELETE FROM favourite_games WHERE user_id = ? AND identifier = ?');
  immediate(ctx.db, () => {
    for (const identifier of identifiers) remove.run(userId, identifier);
  });
}

/** For the game provider: notes that `userId` played `identifier` now (upsert). */
export function recordPlay(ctx: Ctx, userId: number, identifier: string): void {
  ctx.db
    .prepare('INSERT INTO played_games (user_id, identifier, last_activity_at) VALUES (?, ?, ?) ON CONFLICT (user_id, identifier) DO UPDATE SET last_activity_at = excluded.last_activity_at')
    .run(userId, identifier, iso(ctx.clock.now()));
}

/** Most recent first, at most `PLAYED_GAMES_LIMIT`. */
export function playedGames(ctx: Ctx, userId: number): { identifier: string; last_activity_at: string | null }[] {
  return ctx.db
    .prepare<[number, number], { identifier: string; last_activity_at: string }>('SELECT identifier, last_activity_at FROM played_games WHERE user_id = ? ORDER BY last_activity_at DESC, identifier LIMIT ?')
    .all(userId, PLAYED_GAMES_LIMIT);
}
