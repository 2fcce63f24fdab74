import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { Pagination } from './filter.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { GameHistoryPage as GameHistoryPageSchema } from '../../sdk/api/schemas/games.ts';

/**
 * The player's game history (GET /api/player/games; docs/api/games.md "Game history"): one row per
 * real-money round the player bet in, newest first, paged like `games_filter`. Rounds come from the
 * seamless-wallet records, so the history is what the wallet actually booked.
 */
export interface GameRound {
  round_id: string;
  game_identifier: string;
  game_title: string;
  currency: string;
  bet_cents: number;
  win_cents: number;
  /** `open`: bet booked, no win yet; `settled`: a win (possibly 0) booked; `rolled_back`: the bet was given back. */
  state: 'open' | 'settled' | 'rolled_back';
  created_at: string;
}

export interface GameHistoryPage {
  data: GameRound[];
  pagination: Pagination;
}

export const MAX_HISTORY_PAGE_SIZE = 50;

export const gameHistoryQuery = z.object({
  page: z.coerce.number({ message: 'is not a number' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ message: 'is not a number' }).int().min(1).max(MAX_HISTORY_PAGE_SIZE).default(20),
});

interface RoundRow {
  round_id: string;
  game_identifier: string;
  game_title: string | null;
  currency: string;
  bet_cents: number;
  win_cents: number;
  settlement: string | null;
  created_at: string;
}

const STATE: Record<string, GameRound['state']> = { open: 'open', won: 'settled', rolled_back: 'rolled_back' };

export function gameHistory(db: Db, userId: number, page: number, pageSize: number): GameHistoryPage {
  const total = db.prepare<[number], number>("SELECT COUNT(*) FROM provider_transactions WHERE user_id = ? AND kind = 'bet' AND outcome = 'ok'").pluck().get(userId) ?? 0;
  const rows = db
    .prepare<[number, number, number], RoundRow>(
      `SELECT b.round_id, b.game_identifier, s.game_title, b.currency, b.amount_cents AS bet_cents, b.settlement, b.created_at,
              COALESCE((SELECT SUM(w.amount_cents) FROM provider_transactions w
                         WHERE w.reference_transaction_id = b.transaction_id AND w.kind = 'win' AND w.outcome = 'ok'), 0) AS win_cents
         FROM provider_transactions b LEFT JOIN provider_sessions s ON s.id = b.session_id
        WHERE b.user_id = ? AND b.kind = 'bet' AND b.outcome = 'ok'
        ORDER BY b.id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, pageSize, (page - 1) * pageSize);
  const totalPages = Math.ceil(total / pageSize);
  return {
    data: rows.map((row) => ({
      round_id: row.round_id,
      game_identifier: row.game_identifier,
      game_title: row.game_title ?? row.game_identifier,
      currency: row.currency,
      bet_cents: row.bet_cents,
      win_cents: row.win_cents,
      state: STATE[row.settlement ?? 'open'] ?? 'open',
      created_at: row.created_at,
    })),
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      total_pages: totalPages,
      total_count: total,
    },
  };
}

export function gameHistoryRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.get('/api/player/games', { schema: { response: { 200: GameHistoryPageSchema }, querystring: gameHistoryQuery }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { page, page_size } = request.query;
      return gameHistory(ctx.db, userId, page, page_size);
    });
  };
}
