import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { httpTransport, walletClient } from '../../platform/provider/client.ts';
import { betId, openRound } from '../../platform/provider/journal.ts';
import { recoverRounds } from '../../platform/provider/recovery.ts';
import { walletSecret } from '../../platform/provider/signature.ts';
import { balanceOf } from '../../platform/wallet/service.ts';
import { Freespin, Freespins } from '../../sdk/api/schemas/bonuses.ts';
import { pickGames } from './provider-setup.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';
import { freespinWorld, packDefinition, transferred, type FreespinWorld } from './freespins-helpers.ts';

/**
 * Free-spin packs (docs/api/bonuses.md "Free spins", docs/api/provider.md "Free rounds") on the real
 * platform over HTTP: the player's lifecycle routes and expiry on the manual clock, a pack played
 * through the demo provider's game page and rounds (which call the seamless wallet over signed
 * HTTP), and the wallet's free-round bets, wins, retries and rollbacks.
 */
const DAY = 24 * 60 * 60_000;

describe('free spins', () => {
  let world: FreespinWorld;
  let slot: string;
  const db = () => world.platform.ctx.db;
  const pack = (id: number) => db().prepare('SELECT * FROM player_freespins WHERE id = ?').get(id) as Record<string, any>;
  /** A player; `client` is a fresh login each time (the clock jumps days, past a login's 12 h). */
  const player = () => {
    const id = world.platform.createUser();
    return {
      id,
      get client() {
        return world.platform.clientAs(id);
      },
    };
  };

  beforeAll(async () => {
    world = await freespinWorld();
    slot = pickGames(world.platform).slot.identifier;
  });
  afterAll(() => world.close());

  it('a pack is issued, activated, cancelled and expires on the clock; pushes follow every change', async () => {
    const alice = player();
    const bob = player();
    await world.defineCampaign('fs-life', packDefinition({ games: [slot], count: 10, activationDays: 2, validityDays: 1 }));
    const id = await world.giftPack('fs-life', alice.id);

    const listed = await alice.client.get('/api/player/freespins');
    expect(listed.status).toBe(200);
    // The SDK reads them with its wire schema (sdk/api/schemas/bonuses.ts, docs/api/bonuses.md, contract §5.7).
    expect(Freespins.safeParse(listed.body).success).toBe(true);
    expect(listed.body).toEqual([
      expect.objectContaining({ id, stage: 'issued', freespins_total: 10, freespins_performed: 0, bet_level: 20, currency: 'EUR', games: [slot], activatable: true, cancelable: true }),
    ]);
    expect((await world.platform.client().get('/api/player/freespins')).status).toBe(401);
    expect((await bob.client.get('/api/player/freespins')).body).toEqual([]);
    expect((await bob.client.post(`/api/player/freespins/${id}/activation`)).status).toBe(404);
    expect((await bob.client.delete(`/api/player/freespins/${id}`)).status).toBe(404);

    const activated = await alice.client.post(`/api/player/freespins/${id}/activation`);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ id, stage: 'activated', activatable: false, cancelable: true });
    expect(Date.parse(activated.body.valid_until)).toBe(world.platform.clock.now() + DAY);
    expect((await alice.client.post(`/api/player/freespins/${id}/activation`)).body.code).toBe('not_activatable');
    const pushes = world.publisher.published.filter((message) => message.channel === `freespins_changes#${alice.id}`);
    expect(pushes.at(-1)?.data).toMatchObject({ id, stage: 'activated' });
    expect(Freespin.safeParse(pushes.at(-1)?.data).success).toBe(true);
    expect(Freespin.safeParse(activated.body).success).toBe(true);

    const canceled = await alice.client.delete(`/api/player/freespins/${id}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ id, stage: 'canceled', cancelable: false });
    expect((await alice.client.delete(`/api/player/freespins/${id}`)).body.code).toBe('not_cancelable');

    // Expiry: an issued pack past activatable_until, an activated one past valid_until.
    await world.defineCampaign('fs-life-2', packDefinition({ games: [slot], count: 5, activationDays: 2, validityDays: 1 }));
    await world.defineCampaign('fs-life-3', packDefinition({ games: [slot], count: 5, activationDays: 2, validityDays: 1 }));
    const issued = await world.giftPack('fs-life-2', alice.id);
    const running = await world.giftPack('fs-life-3', alice.id);
    expect((await alice.client.post(`/api/player/freespins/${running}/activation`)).status).toBe(200);
    world.platform.clock.advance(DAY);
    const later = (await alice.client.get('/api/player/freespins')).body as { id: number; stage: string }[];
    expect(later.find((item: any) => item.id === running)?.stage).toBe('expired');
    expect(later.find((item: any) => item.id === issued)?.stage).toBe('issued');
    world.platform.clock.advance(DAY);
    expect(((await alice.client.get('/api/player/freespins')).body as { id: number; stage: string }[]).find((item: any) => item.id === issued)?.stage).toBe('expired');
    expect((await alice.client.post(`/api/player/freespins/${issued}/activation`)).body.code).toBe('not_activatable');
    expect(world.publisher.published.filter((message) => message.channel === `freespins_changes#${alice.id}`).at(-1)?.data).toMatchObject({ id: issued, stage: 'expired' });
  });

  it('a pack played on the provider’s game page: free rounds at the pack’s bet level, wins into house:bonuses, then a bonus with wager; real money untouched', async () => {
    const carol = player();
    world.fund(carol.id, 1_000);
    const COUNT = 20;
    await world.defineCampaign('fs-play', packDefinition({ games: [slot], count: COUNT, betLevelCents: 20, wagerMultiplier: 3 }));
    const id = await world.giftPack('fs-play', carol.id);
    expect((await carol.client.post(`/api/player/freespins/${id}/activation`)).status).toBe(200);
    const pools = () => db().prepare('SELECT SUM(amount_cents) * 10000 + SUM(remainder_units) FROM jackpot_levels').pluck().get() as number;
    const poolsBefore = pools();
    const winsBefore = transferred(world.platform, 'freespin_win');

    const { token, html } = await world.openReal(carol.client, slot);
    expect(html).toContain(`Free spins: ${COUNT} left`);
    const provider = world.platform.client();
    let won = 0;
    for (let round = 1; round <= COUNT; round++) {
      world.platform.clock.advance(3_000);
      const answer = await provider.post('/provider/round', { token, stake_cents: 100 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ free_round: true, stake_cents: 20 });
      won += answer.body.win_cents as number;
      // Real money untouched; after the last round the winnings are bonus money (balance = real + bonus).
      expect(answer.body.state.balance_cents).toBe(round < COUNT ? 1_000 : 1_000 + won);
      expect(answer.body.state.freespins).toEqual(round < COUNT ? { id, left: COUNT - round, bet_level_cents: 20 } : null);
    }
    // 20 spins at a 37.8 % hit rate: no win at all has a chance of 7 in 100,000.
    expect(won).toBeGreaterThan(0);
    const finished = pack(id);
    expect(finished).toMatchObject({ stage: 'finished', freespins_performed: COUNT, winnings_cents: won });
    expect(transferred(world.platform, 'freespin_win') - winsBefore).toBe(won);
    expect(pools()).toBe(poolsBefore);
    const bets = db().prepare("SELECT amount_cents, bet_real_cents, bet_bonus_cents FROM provider_transactions WHERE kind = 'bet' AND user_id = ?").all(carol.id);
    expect(bets).toHaveLength(COUNT);
    expect(bets.every((bet: any) => bet.amount_cents === 0 && bet.bet_real_cents === 0 && bet.bet_bonus_cents === 0)).toBe(true);

    const bonus = db().prepare('SELECT * FROM player_bonuses WHERE id = ?').get(finished.result_bonus_id) as Record<string, any>;
    expect(bonus).toMatchObject({ user_id: carol.id, source: 'freespins', currency: 'EUR', amount_cents: won, wager_requirement_cents: won * 3, wagered_cents: 0, stage: 'handle_bets' });
    const balance = balanceOf(world.platform.ctx, carol.id, 'EUR');
    expect(balance.real_cents).toBe(1_000);
    expect(balance.bonus_cents).toBe(won);
    expect(((await carol.client.get('/api/player/freespins')).body as any[])[0]).toMatchObject({ id, stage: 'finished', freespins_performed: COUNT, cancelable: false });
    // The winnings bonus is titled as such, in the player's locale (every locale has its title).
    expect(((await carol.client.get('/api/player/bonuses')).body as any[]).find((item) => item.id === bonus.id).title).toBe(`Free spins winnings: ${COUNT} free spins (en)`);
    expect(Object.keys(JSON.parse(bonus.title))).toHaveLength(9);
    expect(JSON.parse(bonus.title).de).toBe(`Freispiel-Gewinne: ${COUNT} free spins (de)`);

    // The pack is played: the next round is a real-money round at the page's stake.
    world.platform.clock.advance(3_000);
    const real = await provider.post('/provider/round', { token, stake_cents: 100 });
    expect(real.status).toBe(200);
    expect(real.body.free_round).toBeUndefined();
    expect(real.body.stake_cents).toBe(100);
    assertLedgerConsistent(world.platform);
  });

  it('free-round bets are validated, idempotent and given back by a rollback; the last settled round finishes the pack', async () => {
    const dave = player();
    await world.defineCampaign('fs-retry', packDefinition({ games: [slot], count: 2, betLevelCents: 20, wagerMultiplier: 2 }));
    const id = await world.giftPack('fs-retry', dave.id);
    const { token } = await world.openReal(dave.client, slot);
    const call = (round: string, extra: Record<string, unknown> = {}) => ({ token, round_id: round, currency: 'EUR', game: slot, ...extra });
    const bet = (round: string, extra: Record<string, unknown> = {}) =>
      world.wallet('bet', call(round, { transaction_id: `${round}:bet`, amount_cents: 0, freespin_id: id, freespin_bet_cents: 20, ...extra }));
    const win = (round: string, amount: number) => world.wallet('win', call(round, { transaction_id: `${round}:win`, reference_transaction_id: `${round}:bet`, amount_cents: amount }));
    const rollback = (round: string) => world.wallet('rollback', call(round, { transaction_id: `${round}:rollback`, reference_transaction_id: `${round}:bet`, amount_cents: 0 }));

    expect((await bet('early')).body.code).toBe('freespins_not_active');
    expect((await dave.client.post(`/api/player/freespins/${id}/activation`)).status).toBe(200);

    const first = await bet('r1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'ok', balance_cents: 0, freespins_left: 1 });
    expect(await bet('r1')).toEqual(first);
    expect(pack(id).freespins_performed).toBe(1);
    expect((await bet('r1', { freespin_bet_cents: 40 })).body.code).toBe('duplicate_transaction');
    expect((await bet('x1', { freespin_bet_cents: 40 })).body.code).toBe('freespins_bet_mismatch');
    expect((await bet('x2', { freespin_id: id + 100_000 })).body.code).toBe('freespins_not_found');
    const paid = await bet('x3', { amount_cents: 5 });
    expect(paid.status).toBe(422);
    expect(paid.body.errors.amount_cents).toBeDefined();
    expect((await world.wallet('bet', call('x4', { transaction_id: 'x4:bet', amount_cents: 0 }))).status).toBe(422);
    expect(pack(id).freespins_performed).toBe(1);

    // A rollback gives the round back, once.
    expect((await rollback('r1')).body.status).toBe('ok');
    expect(pack(id).freespins_performed).toBe(0);
    expect((await rollback('r1')).body.status).toBe('ok');
    expect(pack(id).freespins_performed).toBe(0);
    expect((await win('r1', 500)).body.code).toBe('bet_rolled_back');

    expect((await bet('r3')).body.freespins_left).toBe(1);
    expect((await bet('r4')).body.freespins_left).toBe(0);
    expect((await bet('r5')).body.code).toBe('freespins_used_up');

    const before = transferred(world.platform, 'freespin_win');
    const won = await win('r3', 150);
    expect(won.body).toMatchObject({ status: 'ok', balance_cents: 0 });
    expect(await win('r3', 150)).toEqual(won);
    expect(transferred(world.platform, 'freespin_win') - before).toBe(150);
    expect(pack(id)).toMatchObject({ stage: 'activated', winnings_cents: 150 });

    // The last round settles (a loss): finished, the winnings become a bonus with the pack's wager.
    expect((await win('r4', 0)).body.status).toBe('ok');
    const done = pack(id);
    expect(done).toMatchObject({ stage: 'finished', freespins_performed: 2, winnings_cents: 150 });
    expect(db().prepare('SELECT amount_cents, wager_requirement_cents, source FROM player_bonuses WHERE id = ?').get(done.result_bonus_id)).toEqual({
      amount_cents: 150,
      wager_requirement_cents: 300,
      source: 'freespins',
    });
    expect((await rollback('r4')).body.code).toBe('bet_already_settled');
    expect(balanceOf(world.platform.ctx, dave.id, 'EUR')).toMatchObject({ real_cents: 0, bonus_cents: 150 });
    assertLedgerConsistent(world.platform);
  });

  it('a cancelled pack forfeits the win of a round in flight; an expired pack offers no free rounds', async () => {
    const erin = player();
    world.fund(erin.id, 1_000);
    await world.defineCampaign('fs-cancel', packDefinition({ games: [slot], count: 3 }));
    await world.defineCampaign('fs-expire', packDefinition({ games: [slot], count: 3, validityDays: 1 }));
    const canceled = await world.giftPack('fs-cancel', erin.id);
    const expiring = await world.giftPack('fs-expire', erin.id);
    for (const id of [canceled, expiring]) expect((await erin.client.post(`/api/player/freespins/${id}/activation`)).status).toBe(200);

    const { token } = await world.openReal(erin.client, slot);
    const call = { token, round_id: 'c1', currency: 'EUR', game: slot };
    expect((await world.wallet('bet', { ...call, transaction_id: 'c1:bet', amount_cents: 0, freespin_id: canceled, freespin_bet_cents: 20 })).status).toBe(200);
    expect((await erin.client.delete(`/api/player/freespins/${canceled}`)).status).toBe(200);
    const before = transferred(world.platform, 'freespin_win');
    expect((await world.wallet('win', { ...call, transaction_id: 'c1:win', reference_transaction_id: 'c1:bet', amount_cents: 300 })).status).toBe(200);
    expect(transferred(world.platform, 'freespin_win')).toBe(before);
    expect(pack(canceled)).toMatchObject({ stage: 'canceled', winnings_cents: 0, result_bonus_id: null });

    world.platform.clock.advance(DAY);
    world.platform.clock.advance(3_000);
    const { token: fresh, html } = await world.openReal(erin.client, slot);
    expect(html).not.toContain('Free spins:');
    const round = await world.platform.client().post('/provider/round', { token: fresh, stake_cents: 100 });
    expect(round.status).toBe(200);
    expect(round.body.free_round).toBeUndefined();
    expect(round.body.state.freespins).toBeNull();
    expect(pack(expiring).stage).toBe('activated'); // not swept yet: the list read or the 30 s sweep expires it
    expect(((await erin.client.get('/api/player/freespins')).body as any[]).find((item: any) => item.id === expiring).stage).toBe('expired');
    assertLedgerConsistent(world.platform);
  });

  it('free rounds add nothing to the wagering of a bonus being wagered, nor to the jackpots; their winnings bonus waits its turn', async () => {
    const fay = player();
    await world.defineCampaign('fs-manual-bonus', { ...packDefinition({ games: [slot], count: 1 }), kind: 'manual', amount_cents: { EUR: 500 }, wager_multiplier: 10, auto_activate: true, freespins: null });
    const gift = await world.operator.post('/operator/api/gifts', { campaign: 'fs-manual-bonus', user_ids: [fay.id] }, { 'Idempotency-Key': `k-${randomUUID()}` });
    const wagering = gift.body.results[0].bonus_id as number;
    const bonus = () => db().prepare('SELECT stage, wagered_cents, amount_cents FROM player_bonuses WHERE id = ?').get(wagering) as Record<string, any>;
    expect(bonus()).toMatchObject({ stage: 'handle_bets', wagered_cents: 0 });
    await world.defineCampaign('fs-wager', packDefinition({ games: [slot], count: 2, wagerMultiplier: 5 }));
    const id = await world.giftPack('fs-wager', fay.id);
    expect((await fay.client.post(`/api/player/freespins/${id}/activation`)).status).toBe(200);
    const pools = () => db().prepare('SELECT SUM(amount_cents) * 10000 + SUM(remainder_units) FROM jackpot_levels').pluck().get() as number;
    const poolsBefore = pools();

    const { token } = await world.openReal(fay.client, slot);
    for (const [round, amount] of [['w1', 70], ['w2', 0]] as const) {
      const call = { token, round_id: round, currency: 'EUR', game: slot };
      expect((await world.wallet('bet', { ...call, transaction_id: `${round}:bet`, amount_cents: 0, freespin_id: id, freespin_bet_cents: 20 })).status).toBe(200);
      expect((await world.wallet('win', { ...call, transaction_id: `${round}:win`, reference_transaction_id: `${round}:bet`, amount_cents: amount })).status).toBe(200);
    }
    expect(bonus()).toMatchObject({ stage: 'handle_bets', wagered_cents: 0 });
    expect(pools()).toBe(poolsBefore);
    const winnings = db().prepare('SELECT stage, amount_cents, wager_requirement_cents FROM player_bonuses WHERE id = ?').get(pack(id).result_bonus_id);
    expect(winnings).toEqual({ stage: 'wait', amount_cents: 70, wager_requirement_cents: 350 });
    expect(balanceOf(world.platform.ctx, fay.id, 'EUR')).toMatchObject({ real_cents: 0, bonus_cents: 500 });
    assertLedgerConsistent(world.platform);
  });

  it('the recovery pass settles a free round whose win was lost, and rolls back (at zero) one whose bet never arrived', async () => {
    const gus = player();
    await world.defineCampaign('fs-recover', packDefinition({ games: [slot], count: 2 }));
    const id = await world.giftPack('fs-recover', gus.id);
    expect((await gus.client.post(`/api/player/freespins/${id}/activation`)).status).toBe(200);
    const { token } = await world.openReal(gus.client, slot);
    const session = db().prepare<[], number>('SELECT MAX(id) FROM provider_sessions').pluck().get() as number;
    const journal = (roundId: string, win: number) =>
      openRound(world.platform.ctx, { round_id: roundId, session_id: session, token, game_identifier: slot, currency: 'EUR', stake_cents: 20, win_cents: win, outcome: '{}', created_at_ms: world.platform.clock.now(), freespins_id: id });
    const lost = `lost-${randomUUID()}`;
    const unsent = `unsent-${randomUUID()}`;
    journal(lost, 40);
    journal(unsent, 90);
    // The first round's bet reached the wallet (its win was lost); the second's never did.
    expect((await world.wallet('bet', { token, round_id: lost, currency: 'EUR', game: slot, transaction_id: betId(lost), amount_cents: 0, freespin_id: id, freespin_bet_cents: 20 })).status).toBe(200);

    world.platform.clock.advance(world.platform.ctx.config.roundRecoveryWindowMs + 1);
    const wallet = walletClient(() => walletSecret(world.platform.ctx), () => httpTransport(world.platform.url));
    const report = await recoverRounds(world.platform.ctx, wallet, world.platform.ctx.config.roundRecoveryWindowMs);
    expect(report).toMatchObject({ settled: 1, rolledBack: 1, pending: 0 });
    expect(db().prepare('SELECT round_id, state FROM provider_rounds WHERE round_id IN (?, ?) ORDER BY round_id').all(lost, unsent)).toEqual([
      { round_id: lost, state: 'settled' },
      { round_id: unsent, state: 'rolled_back' },
    ]);
    // One round played and settled with its win, one never played: the pack has one round left.
    expect(pack(id)).toMatchObject({ stage: 'activated', freespins_performed: 1, winnings_cents: 40 });
    assertLedgerConsistent(world.platform);
  });

  it('an instant (cash-out) game plays its free rounds at the pack’s bet level with the player’s target', async () => {
    const hal = player();
    const instant = pickGames(world.platform).instant.identifier;
    await world.defineCampaign('fs-rocket', packDefinition({ games: [instant], count: 2, betLevelCents: 50 }));
    const id = await world.giftPack('fs-rocket', hal.id);
    expect((await hal.client.post(`/api/player/freespins/${id}/activation`)).status).toBe(200);
    const { token, html } = await world.openReal(hal.client, instant);
    expect(html).toContain('Free spins: 2 left');
    let won = 0;
    for (let round = 0; round < 2; round++) {
      world.platform.clock.advance(3_000);
      const answer = await world.platform.client().post('/provider/round', { token, stake_cents: 1_000, target_hundredths: 150 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ free_round: true, stake_cents: 50, engine: 'rocket', rocket: { target_hundredths: 150 } });
      expect(answer.body.rocket.win_cents).toBe(answer.body.rocket.won ? 75 : 0);
      won += answer.body.win_cents as number;
    }
    expect(pack(id)).toMatchObject({ stage: 'finished', winnings_cents: won });
    expect(balanceOf(world.platform.ctx, hal.id, 'EUR')).toMatchObject({ real_cents: 0, bonus_cents: won });
  });
});
