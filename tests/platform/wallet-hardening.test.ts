/**
 * Issue 11 M7, M8, M10 over real HTTP (docs/api/provider.md "Bet caps", "Rollback", "Round journal
 * and recovery"; docs/api/jackpots.md "Mechanics"):
 * - a bet above the game's maximum is refused before anything moves;
 * - a rollback takes the bet's jackpot shares back out of the pots and its comp points with it,
 *   and is refused once the bet triggered a drop (the drop settled it);
 * - a round cut between bet and win is settled (or refunded) by the recovery pass with the same
 *   transaction ids, so a replay is a duplicate, never a second payment.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBetCents } from '../../platform/provider/bet-caps.ts';
import { httpTransport, walletClient, type WalletTransport } from '../../platform/provider/client.ts';
import { recoverRounds } from '../../platform/provider/recovery.ts';
import { hashToken } from '../../platform/provider/sessions.ts';
import { walletSecret } from '../../platform/provider/signature.ts';
import { balanceOf } from '../../platform/wallet/service.ts';
import { openReal, pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';

/** The provider's wallet transport, with faults switched on per operation by the test. */
const faults = { before: new Set<string>(), after: new Set<string>() };
let target: WalletTransport | null = null;
const faulty: WalletTransport = async (op, raw, signature) => {
  if (faults.before.has(op)) throw new Error(`${op} lost before it arrived`);
  const reply = await (target as WalletTransport)(op, raw, signature);
  if (faults.after.has(op)) throw new Error(`${op} answer lost`);
  return reply;
};

let world: ProviderWorld;
let games: ReturnType<typeof pickGames>;
const db = () => world.platform.ctx.db;

beforeAll(async () => {
  world = await providerWorld({ transport: faulty, recovery: false });
  target = httpTransport(world.url);
  games = pickGames(world.platform);
});
afterAll(async () => world?.close());

function betCall(token: string, game: string, amount: number, extra: Record<string, unknown> = {}) {
  const round = randomUUID();
  return { token, game, currency: 'EUR', round_id: round, transaction_id: `${round}:bet`, amount_cents: amount, ...extra };
}

const pots = () =>
  db().prepare('SELECT id, amount_cents, remainder_units, drops FROM jackpot_levels ORDER BY id').all() as { id: number; amount_cents: number; remainder_units: number; drops: number }[];

describe('bet caps (M10)', () => {
  it('refuses a bet above the game’s maximum with 422 bet_above_max and moves nothing', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 2_000_000_000_000);
    const token = await openReal(world, userId, games.slot.identifier);
    const cap = maxBetCents('slot', 'EUR');
    expect(cap).toBe(10_000);
    const before = pots();

    const huge = await world.wallet('bet', betCall(token, games.slot.identifier, 1_000_000_000_000));
    expect(huge.status).toBe(422);
    expect(huge.body).toMatchObject({ status: 'error', code: 'bet_above_max', max_bet_cents: cap, currency: 'EUR' });
    const over = await world.wallet('bet', betCall(token, games.slot.identifier, cap + 1));
    expect(over.status).toBe(422);
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(2_000_000_000_000);
    expect(pots()).toEqual(before);
    expect(db().prepare('SELECT COUNT(*) FROM provider_transactions WHERE user_id = ?').pluck().get(userId)).toBe(0);

    const atCap = await world.wallet('bet', betCall(token, games.slot.identifier, cap));
    expect(atCap.status).toBe(200);
  });
});

describe('rollback reverses every side effect (M8)', () => {
  it('takes the bet’s jackpot shares out of the pots and its comp points with them', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 100_000);
    const token = await openReal(world, userId, games.slot.identifier);
    const player = world.platform.clientAs(userId);
    const pointsBefore = (await player.get('/api/player/comp_points')).body;
    const before = pots();

    const bet = betCall(token, games.slot.identifier, 10_000);
    const placed = await world.wallet('bet', bet);
    expect(placed.status).toBe(200);
    expect(placed.body.jackpot_awards).toEqual([]);
    expect(pots()).not.toEqual(before); // the shares went in
    expect((await player.get('/api/player/comp_points')).body.persistent.points).toBe(pointsBefore.persistent.points + 10);

    const rollback = await world.wallet('rollback', { ...bet, transaction_id: `${bet.round_id}:rollback`, reference_transaction_id: bet.transaction_id });
    expect(rollback.status).toBe(200);
    expect(pots()).toEqual(before); // to the unit
    expect((await player.get('/api/player/comp_points')).body).toEqual(pointsBefore);
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(100_000);
    // A repeat moves nothing and takes nothing out twice.
    expect(await world.wallet('rollback', { ...bet, transaction_id: `${bet.round_id}:rollback`, reference_transaction_id: bet.transaction_id })).toEqual(rollback);
    expect(pots()).toEqual(before);
    assertLedgerConsistent(world.platform);
  });

  it('refuses to roll back a bet whose jackpot drop paid out; the round is then settled by its win', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 100_000);
    const token = await openReal(world, userId, games.slot.identifier);
    // Daily Drop takes every slot bet: put its first level one subunit below its drop value.
    const level = db()
      .prepare("SELECT l.id, l.drop_at_cents FROM jackpot_levels l JOIN jackpots j ON j.id = l.jackpot_id WHERE j.identifier = 'daily-drop' AND l.level_index = 1")
      .get() as { id: number; drop_at_cents: number };
    db().prepare('UPDATE jackpot_levels SET amount_cents = drop_at_cents - 1 WHERE id = ?').run(level.id);

    const bet = betCall(token, games.slot.identifier, 10_000);
    const placed = await world.wallet('bet', bet);
    expect(placed.status).toBe(200);
    const drop = (placed.body.jackpot_awards as { amount_cents: number; jackpot_name: string }[]).find((award) => award.jackpot_name === 'Daily Drop');
    expect(drop?.amount_cents).toBe(level.drop_at_cents);
    const awarded = (placed.body.jackpot_awards as { amount_cents: number }[]).reduce((sum, award) => sum + award.amount_cents, 0);
    const afterBet = 100_000 - 10_000 + awarded;

    const rollback = { ...bet, transaction_id: `${bet.round_id}:rollback`, reference_transaction_id: bet.transaction_id };
    const refused = await world.wallet('rollback', rollback);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'error', code: 'jackpot_awarded', balance_cents: afterBet });
    expect(await world.wallet('rollback', rollback)).toEqual(refused); // stored, replayed
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(afterBet); // no stake back on top of the drop

    const win = await world.wallet('win', { ...bet, transaction_id: `${bet.round_id}:win`, reference_transaction_id: bet.transaction_id, amount_cents: 0 });
    expect(win.status).toBe(200);
    assertLedgerConsistent(world.platform);
  });
});

describe('round journal and recovery (M7)', () => {
  const wallet = () => walletClient(() => walletSecret(world.platform.ctx), () => faulty);
  const window = () => world.platform.ctx.config.roundRecoveryWindowMs;
  const roundOf = (id: string) => db().prepare('SELECT * FROM provider_rounds WHERE round_id = ?').get(id) as Record<string, any>;
  const openRounds = () => db().prepare("SELECT round_id FROM provider_rounds WHERE state = 'open'").pluck().all() as string[];
  const ledgerOf = (roundId: string) =>
    db().prepare('SELECT kind, amount_cents FROM ledger_transfers WHERE reference = ? ORDER BY id').all(`round:${roundId}`) as { kind: string; amount_cents: number }[];

  async function play(userId: number): Promise<{ token: string; answer: { status: number; body: any }; roundId: string }> {
    const token = await openReal(world, userId, games.instant.identifier);
    const answer = await world.client().post('/provider/round', { token, stake_cents: 100, target_hundredths: 150 });
    const rounds = db().prepare('SELECT round_id FROM provider_rounds WHERE session_id = (SELECT id FROM provider_sessions WHERE token_hash = ?)').pluck().all(hashToken(token)) as string[];
    expect(rounds).toHaveLength(1);
    return { token, answer, roundId: rounds[0]! };
  }

  it('journals the outcome before the bet, settles a round whose win was lost with that outcome, once', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 10_000);
    faults.before.add('win');
    const { answer, roundId } = await play(userId);
    faults.before.clear();
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe('settlement_pending');
    const round = roundOf(roundId);
    expect(round).toMatchObject({ state: 'open', stake_cents: 100 });
    expect(ledgerOf(roundId)).toEqual([{ kind: 'bet', amount_cents: 100 }]); // the stake is out, the win not in

    // Younger than the window: left alone (it may still be in flight).
    expect(await recoverRounds(world.platform.ctx, wallet(), window())).toEqual({ settled: 0, rolledBack: 0, pending: 0 });
    world.platform.clock.advance(window());
    expect(await recoverRounds(world.platform.ctx, wallet(), window())).toEqual({ settled: 1, rolledBack: 0, pending: 0 });
    expect(roundOf(roundId)).toMatchObject({ state: 'settled', token: null });
    const win = round.win_cents as number;
    expect(ledgerOf(roundId)).toEqual(win > 0 ? [{ kind: 'bet', amount_cents: 100 }, { kind: 'win', amount_cents: win }] : [{ kind: 'bet', amount_cents: 100 }]);
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_000 - 100 + win);

    // A second pass finds nothing; replaying the same round (reopened by hand) is a duplicate, not a double.
    expect(await recoverRounds(world.platform.ctx, wallet(), window())).toEqual({ settled: 0, rolledBack: 0, pending: 0 });
    db().prepare("UPDATE provider_rounds SET state = 'open', token = ? WHERE round_id = ?").run(round.token, roundId);
    expect(await recoverRounds(world.platform.ctx, wallet(), window())).toEqual({ settled: 1, rolledBack: 0, pending: 0 });
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_000 - 100 + win);
    assertLedgerConsistent(world.platform);
  });

  it('settles a round whose bet reached the wallet but whose answer and rollback were lost', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 10_000);
    faults.after.add('bet');
    faults.before.add('rollback');
    const { answer, roundId } = await play(userId);
    faults.after.clear();
    faults.before.clear();
    expect(answer.status).toBe(502);
    expect(roundOf(roundId).state).toBe('open');
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_000 - 100);

    world.platform.clock.advance(window());
    // The bet stood, so the pass settles it with the stored outcome (the player's round is played).
    expect(await recoverRounds(world.platform.ctx, wallet(), window())).toEqual({ settled: 1, rolledBack: 0, pending: 0 });
    const win = roundOf(roundId).win_cents as number;
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_000 - 100 + win);
  });

  it('rolls back (tombstones) a round whose bet never arrived, so a late bet is refused', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 10_000);
    faults.before.add('bet');
    faults.before.add('rollback');
    const { answer, roundId } = await play(userId);
    faults.before.clear();
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe('settlement_pending');
    const round = roundOf(roundId);

    world.platform.clock.advance(window());
    expect(await recoverRounds(world.platform.ctx, wallet(), window())).toEqual({ settled: 0, rolledBack: 1, pending: 0 });
    expect(roundOf(roundId).state).toBe('rolled_back');
    const late = await world.wallet('bet', { token: round.token, game: round.game_identifier, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:bet`, amount_cents: 100 });
    expect(late.body.code).toBe('transaction_rolled_back');
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_000);
    expect(ledgerOf(roundId)).toEqual([]);
  });

  it('leaves a round open while the wallet stays unreachable, and finishes it on a later pass', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 10_000);
    faults.before.add('win');
    const { roundId } = await play(userId);
    world.platform.clock.advance(window());
    expect(await recoverRounds(world.platform.ctx, wallet(), window())).toEqual({ settled: 0, rolledBack: 0, pending: 1 });
    faults.before.clear();
    expect(await recoverRounds(world.platform.ctx, wallet(), window())).toEqual({ settled: 1, rolledBack: 0, pending: 0 });
    expect(roundOf(roundId).state).toBe('settled');
    expect(openRounds()).toEqual([]);
  });
});
