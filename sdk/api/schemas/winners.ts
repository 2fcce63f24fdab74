/** The winners feed (GET /api/stats/winners/latest, docs/api/jackpots.md, contract §5.18); also `public:wins` on our platform. */
import * as z from 'zod/mini';
import { cents } from './common.ts';

/** docs/api/jackpots.md (contract §5.18) winners feed item; also the `public:wins` push on our platform. `at` = epoch seconds. */
export const Winner = z.looseObject({
  at: z.number(),
  nickname: z.string(),
  currency: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  game_table_image_path: z.string(),
  game_table_url: z.string(),
  bet_amount_cents: cents,
  win_amount_cents: cents,
  humanized_win: z.string(),
});
export type Winner = z.infer<typeof Winner>;
/** A bare array (contract §5.18 as corrected; docs/api/jackpots.md). */
export const WinnersFeed = z.array(Winner);
export type WinnersFeed = z.infer<typeof WinnersFeed>;
