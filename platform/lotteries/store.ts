import { createHash, randomBytes } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate, type Db } from '../db/database.ts';
import { externalCommits } from '../db/data-version.ts';
import { conflict } from '../http/errors.ts';
import { LotteryDefinition, type LotteryDefinitionInput } from './definition.ts';

/**
 * Lottery rows and the shared reads (docs/api/lotteries.md "Modules"): creating a lottery with its
 * commitment, the cached list of open lotteries the hot paths read (no query per bet), tickets.
 */

/** A row of `lotteries` (066_lotteries.sql). */
export interface LotteryRow {
  id: number;
  slug: string;
  definition: string;
  start_at: string;
  end_at: string;
  seed: string;
  commitment: string;
  state: 'open' | 'drawn';
  drawn_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A lottery with its parsed definition and window in ms. */
export interface Lottery {
  row: LotteryRow;
  definition: LotteryDefinition;
  startMs: number;
  endMs: number;
}

export interface TicketRow {
  id: number;
  lottery_id: number;
  user_id: number;
  source: 'deposit' | 'wager' | 'points' | 'seed';
  source_key: string;
  created_at: string;
}

/** The commitment published when a lottery opens: SHA-256 of the seed's 32 bytes (docs/product/lottery-draw-verification.md). */
export const commitmentOf = (seedHex: string): string => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

const parsed = new WeakMap<Db, Map<number, Lottery>>();

export function lotteryOf(db: Db, row: LotteryRow): Lottery {
  let cache = parsed.get(db);
  if (!cache) parsed.set(db, (cache = new Map()));
  const hit = cache.get(row.id);
  if (hit && hit.row.updated_at === row.updated_at && hit.row.state === row.state && hit.row.end_at === row.end_at && hit.row.drawn_at === row.drawn_at) return hit;
  const lottery = { row, definition: LotteryDefinition.parse(JSON.parse(row.definition)), startMs: Date.parse(row.start_at), endMs: Date.parse(row.end_at) };
  cache.set(row.id, lottery);
  return lottery;
}

export const lotteryRowById = (db: Db, id: number): LotteryRow | undefined => db.prepare<[number], LotteryRow>('SELECT * FROM lotteries WHERE id = ?').get(id);
export const lotteryRowBySlug = (db: Db, slug: string): LotteryRow | undefined => db.prepare<[string], LotteryRow>('SELECT * FROM lotteries WHERE slug = ?').get(slug);

/** By numeric id or by slug (`/lottery/<slug>` and `/lottery/<id>`, docs/api/lotteries.md, contract §3.2). */
export function findLottery(db: Db, idOrSlug: string): Lottery | undefined {
  const row = /^\d+$/.test(idOrSlug) ? lotteryRowById(db, Number(idOrSlug)) : lotteryRowBySlug(db, idOrSlug);
  return row ? lotteryOf(db, row) : undefined;
}

export const allLotteries = (db: Db): Lottery[] =>
  db.prepare<[], LotteryRow>('SELECT * FROM lotteries ORDER BY start_at DESC, id DESC').all().map((row) => lotteryOf(db, row));

/**
 * Lotteries not yet drawn, kept in memory per database so the deposit and bet paths read no table
 * when none applies (docs/api/lotteries.md "Hot path"); dropped whenever a lottery is created or drawn
 * here, and, when another node shares the file, re-read at most `OPEN_RECHECK_MS` after it committed
 * anything (`PRAGMA data_version`, docs/operations.md "Process-local state").
 */
const OPEN_RECHECK_MS = 1000;
const openCache = new WeakMap<Db, { open: Lottery[] | null; external: () => boolean; checkedAt: number }>();

export function openLotteries(db: Db): Lottery[] {
  let cache = openCache.get(db);
  if (!cache) openCache.set(db, (cache = { open: null, external: externalCommits(db), checkedAt: performance.now() }));
  if (cache.open && performance.now() - cache.checkedAt >= OPEN_RECHECK_MS) {
    cache.checkedAt = performance.now();
    if (cache.external()) cache.open = null;
  }
  cache.open ??= db.prepare<[], LotteryRow>("SELECT * FROM lotteries WHERE state = 'open' ORDER BY id").all().map((row) => lotteryOf(db, row));
  return cache.open;
}

export const forgetOpenLotteries = (db: Db): void => {
  const cache = openCache.get(db);
  if (cache) cache.open = null;
};

/** Open and running at `now` (start ≤ now < end). */
export const runningLotteries = (db: Db, now: number): Lottery[] => openLotteries(db).filter((l) => l.startMs <= now && now < l.endMs);

/** Creates a lottery: a fresh secret seed and its public commitment. 409 `slug_taken` when the slug exists. */
export function createLottery(ctx: PlatformContext, slug: string, input: LotteryDefinitionInput): LotteryRow {
  const definition = LotteryDefinition.parse(input);
  const seed = randomBytes(32).toString('hex');
  const row = immediate(ctx.db, () => {
    if (lotteryRowBySlug(ctx.db, slug)) throw conflict('A lottery with this slug exists', 'slug_taken');
    const now = iso(ctx.clock.now());
    const { lastInsertRowid } = ctx.db
      .prepare('INSERT INTO lotteries (slug, definition, start_at, end_at, seed, commitment, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, \'open\', ?, ?)')
      .run(slug, JSON.stringify(definition), iso(Date.parse(definition.starts_at)), iso(Date.parse(definition.ends_at)), seed, commitmentOf(seed), now, now);
    return lotteryRowById(ctx.db, Number(lastInsertRowid)) as LotteryRow;
  });
  forgetOpenLotteries(ctx.db);
  return row;
}

/** True when the player is in the lottery's audience (no groups: everyone; guests only then). */
export function inLotteryAudience(db: Db, lottery: Lottery, userId: number | null): boolean {
  if (lottery.definition.group_ids.length === 0) return true;
  if (userId === null) return false;
  const groups = new Set(db.prepare<[number], number>('SELECT group_id FROM user_groups WHERE user_id = ? ORDER BY group_id').pluck().all(userId));
  return lottery.definition.group_ids.some((id) => groups.has(id));
}

export const ticketsOf = (db: Db, lotteryId: number, userId: number): TicketRow[] =>
  db.prepare<[number, number], TicketRow>('SELECT * FROM lottery_tickets WHERE lottery_id = ? AND user_id = ? ORDER BY id').all(lotteryId, userId);

export const ticketCount = (db: Db, lotteryId: number, userId?: number): number =>
  (userId === undefined
    ? db.prepare<[number], number>('SELECT COUNT(*) FROM lottery_tickets WHERE lottery_id = ?').pluck().get(lotteryId)
    : db.prepare<[number, number], number>('SELECT COUNT(*) FROM lottery_tickets WHERE lottery_id = ? AND user_id = ?').pluck().get(lotteryId, userId)) ?? 0;
