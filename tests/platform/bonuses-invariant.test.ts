/**
 * The bonus engine's money invariants under concurrent load (docs/api/bonuses.md "Money"): 1,000
 * bets over HTTP, signed as the provider signs them, a bounded number in flight, from players with
 * real and bonus money (bonuses being wagered, waiting, canceled mid-play), with retries of the same
 * transaction id, rollbacks (some racing their bet) and wins. Afterwards, straight from the database:
 * - per currency SUM(balance) over ledger_accounts = 0, every balance = its transfers, none negative;
 * - a player's bonus sub-account is exactly the money of the one `handle_bets` bonus (0 when none):
 *   its amount − the bonus stakes of its bets not rolled back + the bonus share of their wins;
 *   its wagering = the sum of its bets' contributions not rolled back; its open bonus bets are the open ones;
 * - 0 lost, 0 doubled: every accepted call moved exactly its amount once (ledger transfers by
 *   idempotency key), every refused call moved nothing.
 */
import { Prng } from '../../platform/games/prng.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';
import { bonusWorld, deposit, type BonusWorld } from './bonuses-setup.ts';
import { openReal } from './provider-setup.ts';

const BETS = 1000;
const IN_FLIGHT = 16;

async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

interface Outcome {
  bet: { transaction_id: string; amount_cents: number; status: number };
  win?: { transaction_id: string; amount_cents: number; status: number };
  rollback?: { transaction_id: string; status: number };
}

describe('bonus money invariants under concurrent bets', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());

  it('1,000 concurrent bets with retries and rollbacks: sums to 0, every bonus holds its own money, nothing lost or doubled', async () => {
    const { world } = bw;
    const { platform } = world;
    const db = platform.ctx.db;
    // Seeded, so a failure replays.
    const prng = new Prng('bonuses-invariant');
    const random = () => prng.next();
    const players: { userId: number; token: string }[] = [];
    for (let i = 0; i < 12; i++) {
      // Four without bonuses (real money only), eight with the welcome bonus, half of them with a second one waiting.
      const userId = platform.createUser(i < 4 ? { can_issue_bonuses: 0 } : {});
      const client = platform.clientAs(userId);
      expect((await deposit(client, 3000)).status).toBe(201);
      if (i >= 8) await deposit(client, 4000);
      players.push({ userId, token: await openReal(world, userId, bw.slot) });
    }

    const scenario = (index: number): (() => Promise<Outcome>) => {
      const player = players[index % players.length]!;
      const roundId = `inv-${index}-${randomUUID()}`;
      const amount = 50 + Math.floor(random() * 451);
      const roll = random();
      const winAmount = random() < 0.5 ? 0 : Math.floor(random() * amount * 3);
      const betCall = { token: player.token, game: bw.slot, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:bet`, amount_cents: amount };
      const rollbackCall = { ...betCall, transaction_id: `${roundId}:rollback`, reference_transaction_id: betCall.transaction_id };
      const winCall = { ...betCall, transaction_id: `${roundId}:win`, reference_transaction_id: betCall.transaction_id, amount_cents: winAmount };
      return async () => {
        if (roll < 0.05) {
          // A rollback racing its bet (the bet may arrive after its tombstone).
          const [bet, rollback] = await Promise.all([world.wallet('bet', betCall), world.wallet('rollback', rollbackCall)]);
          return { bet: { ...betCall, status: bet.status }, rollback: { transaction_id: rollbackCall.transaction_id, status: rollback.status } };
        }
        // 10 %: the same bet sent twice at once (a provider retry).
        const sent = roll < 0.15 ? await Promise.all([world.wallet('bet', betCall), world.wallet('bet', betCall)]) : [await world.wallet('bet', betCall)];
        if (sent.length === 2) expect(sent[1]).toEqual(sent[0]);
        const bet = sent[0]!;
        if (bet.status !== 200) return { bet: { ...betCall, status: bet.status } };
        if (roll < 0.3) {
          const rollback = await world.wallet('rollback', rollbackCall);
          if (roll < 0.2) expect(await world.wallet('rollback', rollbackCall)).toEqual(rollback);
          return { bet: { ...betCall, status: 200 }, rollback: { transaction_id: rollbackCall.transaction_id, status: rollback.status } };
        }
        const win = roll < 0.4 ? (await Promise.all([world.wallet('win', winCall), world.wallet('win', winCall)]))[0]! : await world.wallet('win', winCall);
        return { bet: { ...betCall, status: 200 }, win: { transaction_id: winCall.transaction_id, amount_cents: winAmount, status: win.status } };
      };
    };

    const tasks: (() => Promise<Outcome>)[] = Array.from({ length: BETS }, (_, index) => scenario(index));
    // Two players cancel their wagered bonus in the middle of the play.
    const cancels = [players[5]!, players[9]!].map((player, n) => async (): Promise<Outcome> => {
      const client = platform.clientAs(player.userId);
      const list = (await client.get('/api/player/bonuses')).body as { id: number; stage: string }[];
      const wagered = list.find((bonus) => bonus.stage === 'handle_bets');
      if (wagered) expect((await client.delete(`/api/player/bonuses/${wagered.id}`)).status).toBe(200);
      return { bet: { transaction_id: `cancel-${n}`, amount_cents: 0, status: 0 } };
    });
    tasks.splice(400, 0, cancels[0]!);
    tasks.splice(700, 0, cancels[1]!);
    const outcomes = (await pool(tasks, IN_FLIGHT)).filter((outcome) => !outcome.bet.transaction_id.startsWith('cancel-'));
    expect(outcomes).toHaveLength(BETS);

    // Sums, drift, no negative player balance.
    assertLedgerConsistent(platform);

    // 0 doubled: no idempotency key twice, and every accepted call moved its amount exactly once; 0 lost: refused calls moved nothing.
    expect(db.prepare('SELECT COUNT(*) FROM (SELECT idempotency_key FROM ledger_transfers GROUP BY idempotency_key HAVING COUNT(*) > 1) AS duplicates').pluck().get()).toBe(0);
    const movedSum = db.prepare<[string], number>("SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_transfers WHERE idempotency_key LIKE ? AND kind != 'bonus_forfeit'").pluck();
    const moved = { get: (pattern: string) => movedSum.get(pattern) ?? 0 };
    let accepted = 0;
    let rolledBack = 0;
    for (const { bet, win, rollback } of outcomes) {
      const betMoved = moved.get(`provider:bet:${bet.transaction_id}:%`);
      const taken = bet.status === 200;
      const rollbackMoved = rollback ? moved.get(`provider:rollback:${rollback.transaction_id}:%`) : 0;
      if (taken) accepted++;
      expect(betMoved, `bet ${bet.transaction_id} (${bet.status})`).toBe(taken ? bet.amount_cents : 0);
      if (rollback) {
        expect(rollback.status).toBe(200);
        expect(rollbackMoved, `rollback ${rollback.transaction_id}`).toBe(taken ? bet.amount_cents : 0);
        if (taken) rolledBack++;
      }
      if (win) {
        expect(win.status).toBe(200);
        expect(moved.get(`provider:win:${win.transaction_id}`) + moved.get(`provider:win:${win.transaction_id}:%`), `win ${win.transaction_id}`).toBe(win.amount_cents);
      }
    }
    expect(accepted).toBeGreaterThan(BETS / 2);
    expect(rolledBack).toBeGreaterThan(50);

    // Every player's bonus sub-account is the money of its one wagered bonus.
    // The bets' effects are JSON read here, not in SQL (one text for SQLite and PostgreSQL: docs/architecture.md "Decisions").
    const bonusBets = (
      db
        .prepare("SELECT transaction_id, bet_bonus_cents, settlement, effects FROM provider_transactions WHERE kind = 'bet' AND outcome = 'ok' AND effects IS NOT NULL")
        .all() as { transaction_id: string; bet_bonus_cents: number; settlement: string; effects: string }[]
    ).flatMap(({ effects, ...bet }) => {
      const wager = (JSON.parse(effects) as { bonus_wager?: { bonus_id?: number | null; wagered_cents?: number } }).bonus_wager;
      return wager?.bonus_id == null ? [] : [{ ...bet, bonus_id: wager.bonus_id, wagered: wager.wagered_cents ?? 0 }];
    });
    const winShareSum = db.prepare<[string], number>("SELECT COALESCE(SUM(t.amount_cents), 0) FROM provider_transactions w JOIN ledger_transfers t ON t.idempotency_key = 'provider:win:' || w.transaction_id || ':bonus' WHERE w.kind = 'win' AND w.reference_transaction_id = ?").pluck();
    const winShare = { get: (betId: string) => winShareSum.get(betId) ?? 0 };
    let checkedBonuses = 0;
    for (const { userId } of players) {
      const account = (db.prepare("SELECT balance_cents FROM ledger_accounts WHERE user_id = ? AND currency = 'EUR' AND kind = 'bonus'").pluck().get(userId) as number | undefined) ?? 0;
      const wagered = db.prepare("SELECT * FROM player_bonuses WHERE user_id = ? AND stage = 'handle_bets'").all(userId) as { id: number; amount_cents: number; wagered_cents: number; open_bonus_bets: number }[];
      expect(wagered.length).toBeLessThanOrEqual(1);
      const bonus = wagered[0];
      if (!bonus) {
        expect(account, `player ${userId} holds bonus money without a wagered bonus`).toBe(0);
        continue;
      }
      checkedBonuses++;
      const own = bonusBets.filter((bet) => bet.bonus_id === bonus.id && bet.settlement !== 'rolled_back');
      const stakes = own.reduce((sum, bet) => sum + bet.bet_bonus_cents, 0);
      const wins = own.reduce((sum, bet) => sum + winShare.get(bet.transaction_id), 0);
      expect(account, `bonus ${bonus.id}`).toBe(bonus.amount_cents - stakes + wins);
      expect(bonus.wagered_cents).toBe(own.reduce((sum, bet) => sum + bet.wagered, 0));
      expect(bonus.open_bonus_bets).toBe(own.filter((bet) => bet.settlement === 'open' && bet.bet_bonus_cents > 0).length);
    }
    expect(checkedBonuses).toBeGreaterThan(0);
    // Finished bonuses hold nothing: the canceled ones' money went back to the house.
    expect(db.prepare("SELECT COUNT(*) FROM player_bonuses WHERE stage = 'canceled'").pluck().get()).toBeGreaterThanOrEqual(2);
    expect(db.prepare("SELECT COUNT(*) FROM player_bonuses WHERE stage = 'handle_bets' AND user_id IN (SELECT id FROM users WHERE can_issue_bonuses = 0)").pluck().get()).toBe(0);
  });
});
