/**
 * The player's game history (GET /api/player/games, docs/api/games.md "Game history") over real
 * HTTP after real wallet calls: settled, open and rolled-back bets, several wins on one bet,
 * refused bets left out; its two reads use migration 072's narrowed indexes, and played games
 * have no index a win moves (docs/api/provider.md "Second round").
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReal, pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';

let world: ProviderWorld;
let games: ReturnType<typeof pickGames>;

beforeAll(async () => {
  world = await providerWorld();
  games = pickGames(world.platform);
});
afterAll(async () => world?.close());

/**
 * The two plan tests read SQLite's planner and catalog; on PostgreSQL (`TEST_STORAGE=postgres`) the same
 * indexes (names, columns, partial WHERE) are checked by tests/platform/pg-schema.test.ts.
 */
const onSqlite = process.env.TEST_STORAGE !== 'postgres';
const plan = (sql: string, ...args: unknown[]) =>
  (world.platform.ctx.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((step) => step.detail).join(' / ');

describe('game history', () => {
  it('lists the ok bets newest first with their ok wins; refused bets and wins of other bets stay out', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 5_000);
    const token = await openReal(world, userId, games.slot.identifier);
    const game = games.slot.identifier;
    const call = (round: string, extra: Record<string, unknown>) => ({ token, game, currency: 'EUR', round_id: round, transaction_id: randomUUID(), ...extra });
    const bet = async (round: string, amount: number) => {
      const body = call(round, { amount_cents: amount });
      const answer = await world.wallet('bet', body);
      return { status: answer.status, id: body.transaction_id };
    };

    const won = await bet('r1', 100);
    expect(won.status).toBe(200);
    expect((await world.wallet('win', call('r1', { amount_cents: 150, reference_transaction_id: won.id }))).status).toBe(200);
    expect((await world.wallet('win', call('r1', { amount_cents: 50, reference_transaction_id: won.id }))).status).toBe(200);
    const rolled = await bet('r2', 200);
    expect((await world.wallet('rollback', call('r2', { amount_cents: 200, reference_transaction_id: rolled.id }))).status).toBe(200);
    expect((await bet('r3', 9_950)).status).toBe(402); // refused (4,900 left), stored as refused: not in the history
    const open = await bet('r4', 300);
    expect(open.status).toBe(200);

    const history = await world.login(userId).platform.get('/api/player/games?page=1&page_size=10');
    expect(history.status).toBe(200);
    expect(history.body.pagination.total_count).toBe(3);
    expect(history.body.data.map((round: { round_id: string; bet_cents: number; win_cents: number; state: string }) => [round.round_id, round.bet_cents, round.win_cents, round.state])).toEqual([
      ['r4', 300, 0, 'open'],
      ['r2', 200, 0, 'rolled_back'],
      ['r1', 100, 200, 'settled'],
    ]);
  });

  it.runIf(onSqlite)('reads through the narrowed indexes: bets by player in id order (no sort), wins by their bet', () => {
    const count = plan("SELECT COUNT(*) FROM provider_transactions WHERE user_id = ? AND kind = 'bet' AND outcome = 'ok'", 1);
    expect(count).toContain('USING COVERING INDEX provider_transactions_user_bets');
    const page = plan(
      `SELECT b.round_id, COALESCE((SELECT SUM(w.amount_cents) FROM provider_transactions w
                WHERE w.reference_transaction_id = b.transaction_id AND w.kind = 'win' AND w.outcome = 'ok'), 0) AS win_cents
         FROM provider_transactions b WHERE b.user_id = ? AND b.kind = 'bet' AND b.outcome = 'ok' ORDER BY b.id DESC LIMIT ? OFFSET ?`,
      1,
      10,
      0,
    );
    expect(page).toContain('USING INDEX provider_transactions_user_bets (user_id=?)');
    expect(page).toContain('USING INDEX provider_transactions_win_reference (reference_transaction_id=?)');
    expect(page).not.toContain('TEMP B-TREE');
    // A win, a rollback and a refused call write no entry in the bets' index, a bet none in the wins' one.
    const indexed = (name: string) => world.platform.ctx.db.prepare<[], string>(`SELECT sql FROM sqlite_master WHERE name = '${name}'`).pluck().get();
    expect(indexed('provider_transactions_user_bets')).toContain("WHERE kind = 'bet' AND outcome = 'ok'");
    expect(indexed('provider_transactions_win_reference')).toContain("WHERE kind = 'win' AND outcome = 'ok'");
  });

  it.runIf(onSqlite)('played games: a win moves no index entry (the key is the primary key), the read finds the player by it and sorts', () => {
    const read = plan('SELECT identifier, last_activity_at FROM played_games WHERE user_id = ? ORDER BY last_activity_at DESC, identifier LIMIT ?', 1, 100);
    expect(read).toContain('USING INDEX sqlite_autoindex_played_games_1 (user_id=?)');
    const indexes = world.platform.ctx.db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'played_games'").pluck().all();
    expect(indexes).toEqual(['sqlite_autoindex_played_games_1']);
  });
});
