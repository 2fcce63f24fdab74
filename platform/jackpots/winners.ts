import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { immediate } from '../db/database.ts';
import { parse } from '../http/errors.ts';
import { humanizeMoney } from './format.ts';
import { convertSubunits } from './rates.ts';
import { winSchema, type WinInput } from './schemas.ts';
import { displayName } from './store.ts';

export const WINS_CHANNEL = 'public:wins';
/** A win is "big" at this multiple of the bet … */
export const BIG_WIN_MULTIPLIER = 10;
/** … or from this amount, €500 converted into the win's currency. */
export const BIG_WIN_THRESHOLD_EUR_CENTS = 50_000;
/** The feed keeps only the newest rows. */
export const KEEP_BIG_WINS = 500;

/** docs/api/jackpots.md (Contract §5.18) item (the feed is a bare array of these); `at` is Unix epoch seconds. */
export interface WinnerView {
  at: number;
  nickname: string;
  currency: string;
  game_identifier: string;
  game_title: string;
  game_table_image_path: string;
  game_table_url: string;
  bet_amount_cents: number;
  win_amount_cents: number;
  humanized_win: string;
}

interface BigWinRow {
  nickname: string;
  currency: string;
  game_identifier: string;
  game_title: string;
  game_table_image_path: string;
  game_table_url: string;
  bet_cents: number;
  win_cents: number;
  at_ms: number;
}

export function isBigWin(betCents: number, winCents: number, currency: string): boolean {
  if (winCents <= 0) return false;
  if (betCents > 0 && winCents >= betCents * BIG_WIN_MULTIPLIER) return true;
  return winCents >= convertSubunits(BIG_WIN_THRESHOLD_EUR_CENTS, 'EUR', currency);
}

function winnerView(row: BigWinRow): WinnerView {
  return {
    at: Math.floor(row.at_ms / 1000),
    nickname: row.nickname,
    currency: row.currency,
    game_identifier: row.game_identifier,
    game_title: row.game_title,
    game_table_image_path: row.game_table_image_path,
    game_table_url: row.game_table_url,
    bet_amount_cents: row.bet_cents,
    win_amount_cents: row.win_cents,
    humanized_win: humanizeMoney(row.win_cents, row.currency),
  };
}

/** Stores one win row (no threshold check, no publication): shared by `recordWin` and the seed. */
export function insertBigWin(db: Db, row: BigWinRow & { user_id: number | null }): void {
  db.prepare(
    `INSERT INTO big_wins (user_id, nickname, currency, game_identifier, game_title, game_table_image_path, game_table_url, bet_cents, win_cents, at_ms)
     VALUES (@user_id, @nickname, @currency, @game_identifier, @game_title, @game_table_image_path, @game_table_url, @bet_cents, @win_cents, @at_ms)`,
  ).run(row);
}

/**
 * Offers a settled round to the winners feed. Big wins (≥ 10× the bet, or ≥ €500 equivalent) are
 * stored, the feed trimmed to its newest rows, and the item published on `public:wins`; returns
 * the item, or null when the win is not big. Invalid input is a 422.
 */
export function recordWin(ctx: PlatformContext, input: WinInput): WinnerView | null {
  const win = parse(winSchema, input);
  if (!isBigWin(win.betCents, win.winCents, win.currency)) return null;
  const row: BigWinRow & { user_id: number | null } = {
    user_id: win.userId,
    nickname: displayName(ctx.db, win.userId, win.nickname),
    currency: win.currency,
    game_identifier: win.gameIdentifier,
    game_title: win.gameTitle,
    game_table_image_path: win.gameImagePath ?? `/i/s3/${win.gameIdentifier}.png`,
    game_table_url: win.gameUrl ?? `/play/${win.gameIdentifier}`,
    bet_cents: win.betCents,
    win_cents: win.winCents,
    at_ms: ctx.clock.now(),
  };
  immediate(ctx.db, () => {
    insertBigWin(ctx.db, row);
    ctx.db
      .prepare('DELETE FROM big_wins WHERE id NOT IN (SELECT id FROM big_wins ORDER BY at_ms DESC, id DESC LIMIT ?)')
      .run(KEEP_BIG_WINS);
  });
  const view = winnerView(row);
  ctx.publisher.publish(WINS_CHANNEL, view);
  return view;
}

/**
 * Newest first, only wins of games the catalogue has (docs/api/jackpots.md "Winner"): after a
 * reseed replaced the catalogue, older rows naming games it no longer has are left out, so every
 * item links to a playable game.
 */
export function latestWinners(db: Db, limit: number): WinnerView[] {
  return db
    .prepare<[number], BigWinRow>(
      `SELECT nickname, currency, game_identifier, game_title, game_table_image_path, game_table_url, bet_cents, win_cents, at_ms
       FROM big_wins WHERE game_identifier IN (SELECT identifier FROM games) ORDER BY at_ms DESC, id DESC LIMIT ?`,
    )
    .all(limit)
    .map(winnerView);
}
