import type { After } from '../bonuses/publish.ts';
import type { PlatformContext } from '../context.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { notify } from '../notifications/notify.ts';
import { message } from '../notifications/messages.ts';
import { compPointsParts, EUR_CENTS_PER_POINT, persistentOf } from '../players/comp-points.ts';
import { LEVELS, levelForPoints } from '../players/groups.ts';
import { compsAwardPush } from './publish.ts';

/**
 * Level-ups (docs/api/loyalty.md "Levels"). A level is computed from persistent comp points when read
 * (platform/players/groups.ts LEVELS), so nothing stored changes when a player reaches one; the crossing
 * is detected where points are earned, inside the earning transaction:
 *
 * - **Bets** (the wallet's hot path) run no statement for it: each player has an in-memory watch, the
 *   net wagers (EUR subunits) still missing to the next level's threshold, primed when a real game is
 *   launched (`primeLevelWatch`, else at the player's first bet in this process). A bet takes its stake
 *   off (`levelAfterBet`), converted to EUR plus 1 subunit for the rounding (other currencies), so the
 *   watch never reaches 0 later than the exact figure; only then are the points read (three indexed reads) and, when the level rose,
 *   the player is notified (`level_up`, once per level: key `level_up:<level id>`) and `comps_award`
 *   is pushed at once, not throttled, so the front end's level reload (persistent points reaching the
 *   level's max, spec 001 §4 "Loyalty points") follows at once. A rollback gives its stake back to the watch.
 * - **Points granted** outside play (a lootbox's points prize) check before and after (`levelAfterGrant`).
 *
 * The watch is a cache: a missing one is primed by a read, a wrong one (a bet whose transaction rolled
 * back) only makes the next bet read early; the notification key makes every path idempotent.
 */

interface Watch {
  /** Index in LEVELS of the level the player had when the watch was primed. */
  level: number;
  /** EUR subunits of net wagers still missing to the next level (Infinity at the top). */
  headroom: number;
}

const watches = new WeakMap<PlatformContext, Map<number, Watch>>();

function watchesOf(ctx: PlatformContext): Map<number, Watch> {
  let map = watches.get(ctx);
  if (!map) watches.set(ctx, (map = new Map()));
  return map;
}

const levelOf = (parts: { eurCents: number; granted: number }) => LEVELS.indexOf(levelForPoints(persistentOf(parts)));

/** The exact level and headroom of a player, read from the ledger (three indexed reads); `lessCents` leaves that much of the wagers out. */
function exactWatch(ctx: PlatformContext, userId: number): Watch & { without: (lessCents: number) => number } {
  const parts = compPointsParts(ctx, userId);
  const level = levelOf(parts);
  const next = LEVELS[level + 1];
  return {
    level,
    headroom: next ? (next.min - parts.granted) * EUR_CENTS_PER_POINT - parts.eurCents : Infinity,
    without: (lessCents) => levelOf({ eurCents: Math.max(0, parts.eurCents - lessCents), granted: parts.granted }),
  };
}

/** Primes a player's watch (a real game launch: before the bets, off the hot path). */
export function primeLevelWatch(ctx: PlatformContext, userId: number): void {
  const exact = exactWatch(ctx, userId);
  watchesOf(ctx).set(userId, { level: exact.level, headroom: exact.headroom });
}

/** The notification and the immediate comps_award of a level reached; nothing when the level did not rise. */
function levelUp(ctx: PlatformContext, userId: number, from: number, to: number): After {
  if (to <= from) return [];
  const level = LEVELS[to]!;
  const noticed = notify(ctx, userId, { kind: 'level_up', ...message('level_up', { level: String(to + 1) }), link: '/profile/level', key: `level_up:${level.id}` });
  return noticed.created ? [...noticed.after, compsAwardPush(ctx, userId)] : [];
}

/**
 * A real-money bet of `amountCents` in `currency` (inside the bet's transaction): no statement unless the
 * watch says a threshold may be crossed. Returns the after-commit work (empty on almost every bet).
 */
export function levelAfterBet(ctx: PlatformContext, userId: number, currency: string, amountCents: number): After {
  const map = watchesOf(ctx);
  const watch = map.get(userId);
  const stake = convertCents(amountCents, currency, 'EUR');
  if (watch) {
    watch.headroom -= stake + (currency === 'EUR' ? 0 : 1);
    if (watch.headroom > 0) return [];
  }
  // Crossing (or not primed in this process, e.g. a restart mid-session): the exact read, this bet's stake included.
  const exact = exactWatch(ctx, userId);
  const after = levelUp(ctx, userId, watch ? watch.level : exact.without(stake), exact.level);
  // The watch follows the committed state only: a bet rolled back by its transaction leaves it read-early.
  after.push(() => map.set(userId, { level: exact.level, headroom: exact.headroom }));
  return after;
}

/** A rolled-back bet (after its commit): its stake is missing again (1 subunit less, for the rounding). */
export function levelAfterRollback(ctx: PlatformContext, userId: number, currency: string, amountCents: number): void {
  const watch = watchesOf(ctx).get(userId);
  if (watch) watch.headroom += Math.max(0, convertCents(amountCents, currency, 'EUR') - (currency === 'EUR' ? 0 : 1));
}

/**
 * Points granted outside play (inside the granting transaction): `grant` inserts them; the level is
 * read before and after, and a rise is told.
 */
export function levelAfterGrant(ctx: PlatformContext, userId: number, grant: () => void): After {
  const before = exactWatch(ctx, userId);
  grant();
  const exact = exactWatch(ctx, userId);
  const after = levelUp(ctx, userId, before.level, exact.level);
  after.push(() => watchesOf(ctx).set(userId, { level: exact.level, headroom: exact.headroom }));
  return after;
}

/** Drops every watch of this platform (as a restart does): the next bet of each player reads its level. */
export const forgetLevelWatches = (ctx: PlatformContext): void => {
  watches.delete(ctx);
};
