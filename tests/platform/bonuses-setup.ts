/**
 * Shared setup of the bonus engine tests (docs/api/bonuses.md): the real platform over HTTP with
 * the provider app (provider-setup.ts), deposits through the payment API, wallet calls signed as the
 * game provider signs them, and reads of a player's bonuses, accounts and ledger.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { balanceOf } from '../../platform/wallet/ledger.ts';
import type { ApiClient } from './harness.ts';
import { openReal, pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';

export const SUCCESS_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' };
export const PENDING_CARD = { ...SUCCESS_CARD, number: '4000000000003220' };

let keys = 0;
export const key = () => `bonus-test-${++keys}-${randomUUID()}`;

export interface BonusWorld {
  world: ProviderWorld;
  slot: string;
  live: string;
  close(): Promise<void>;
}

/**
 * The platform with the provider app; jackpots off so a random drop never adds real money to a balance under test,
 * and no quest level rewards so a quest level reached by the rounds never adds a gift to the lists under test
 * (docs/api/competitions.md "Quests"; tests/platform/quests-levels.test.ts has them).
 */
export async function bonusWorld(): Promise<BonusWorld> {
  const world = await providerWorld();
  world.platform.ctx.db.prepare("UPDATE jackpots SET state = 'inactive'").run();
  world.platform.ctx.db.prepare('DELETE FROM quest_rewards').run();
  const games = pickGames(world.platform);
  return { world, slot: games.slot.identifier, live: games.live.identifier, close: () => world.close() };
}

export function deposit(client: ApiClient, amount_cents: number, extra: Record<string, unknown> = {}) {
  return client.post('/api/player/payments/deposit', { amount_cents, currency: 'EUR', payment_method: 'visa_mastercard', card: SUCCESS_CARD, idempotency_key: key(), ...extra });
}

export async function bonuses(client: ApiClient): Promise<any[]> {
  const answer = await client.get('/api/player/bonuses');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export const money = (world: ProviderWorld, userId: number) => balanceOf(world.platform.ctx, userId, 'EUR');

/** One player's real-money game session on `game`, with bet / win / rollback as the provider sends them. */
export async function table(bw: BonusWorld, userId: number, game = bw.slot) {
  const token = await openReal(bw.world, userId, game);
  const call = (roundId: string, extra: Record<string, unknown>) => ({ token, game, currency: 'EUR', round_id: roundId, ...extra });
  return {
    token,
    async bet(amount_cents: number, roundId = randomUUID()) {
      const body = call(roundId, { transaction_id: `${roundId}:bet`, amount_cents });
      const answer = await bw.world.wallet('bet', body);
      return { ...answer, call: body };
    },
    win(bet: { call: Record<string, unknown> }, amount_cents: number) {
      const { round_id, transaction_id } = bet.call as { round_id: string; transaction_id: string };
      return bw.world.wallet('win', call(round_id, { transaction_id: `${round_id}:win:${randomUUID()}`, reference_transaction_id: transaction_id, amount_cents }));
    },
    rollback(bet: { call: Record<string, unknown> }) {
      const { round_id, transaction_id, amount_cents } = bet.call as { round_id: string; transaction_id: string; amount_cents: number };
      return bw.world.wallet('rollback', call(round_id, { transaction_id: `${round_id}:rollback`, reference_transaction_id: transaction_id, amount_cents }));
    },
    /** A whole round: bet, then win (0 = lost). */
    async round(stake: number, winCents: number) {
      const placed = await this.bet(stake);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const won = await this.win(placed, winCents);
      expect(won.status, JSON.stringify(won.body)).toBe(200);
      return won;
    },
  };
}

/** The bonus row as the database holds it (for fields the wire does not show). */
export const bonusRow = (bw: BonusWorld, id: number) => bw.world.platform.ctx.db.prepare('SELECT * FROM player_bonuses WHERE id = ?').get(id) as Record<string, any>;

/** Sum of the ledger's movements of one kind touching a player. */
export function movedByKind(bw: BonusWorld, userId: number, kind: string): number {
  return bw.world.platform.ctx.db
    .prepare(
      `SELECT COALESCE(SUM(t.amount_cents), 0) FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE t.kind = ? AND (d.user_id = ? OR c.user_id = ?)`,
    )
    .pluck()
    .get(kind, userId, userId) as number;
}
