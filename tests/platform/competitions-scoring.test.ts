/**
 * Scoring from the wallet over real HTTP (docs/api/competitions.md "Scoring", "Ranking"): the
 * provider's signed bet / win / rollback calls score inside their transactions, per strategy, with
 * the minimum bet, currencies (converted), eligible games, opt-in, groups and the rounds limit; a
 * rollback takes a bet's score back exactly; ties break by the time the score was reached; places
 * and top_players are exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tournament, TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import { convertCents } from '../../platform/info/exchange-rates.ts';
import { issueFreespins } from '../../platform/bonuses/issue.ts';
import { cachedGroupsOfUser } from '../../platform/competitions/groups-cache.ts';
import { RATE_SCALE } from '../../platform/competitions/store.ts';
import { bonusWorld, type BonusWorld } from './bonuses-setup.ts';
import { defineTest, entry, newPlayer } from './competitions-setup.ts';
import { openReal } from './provider-setup.ts';

describe('tournament scoring', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());

  const status = async (player: { client: { get: (path: string) => Promise<{ status: number; body: any }> } }, id: number) => {
    const answer = await player.client.get(`/api/tournaments/${id}/status`);
    expect(answer.status).toBe(200);
    expect(TournamentPlayerStatus.safeParse(answer.body).success).toBe(true);
    return answer.body;
  };

  it('bet strategy: every counted bet adds its stake and a round; places and top players are exact', async () => {
    const id = defineTest(bw, { strategy: 'bet' });
    const alice = newPlayer(bw);
    const bob = newPlayer(bw);
    const a = await alice.table();
    const b = await bob.table();
    await a.round(100, 0);
    await b.round(300, 50);
    await a.round(150, 400);
    expect(entry(bw, id, alice.id)).toMatchObject({ bet_cents: 250, win_cents: 400, games_taken: 2, score: 250 });
    expect(entry(bw, id, bob.id)).toMatchObject({ bet_cents: 300, win_cents: 50, games_taken: 1, score: 300 });
    expect(await status(alice, id)).toMatchObject({ tournament_id: id, award_place: 2, bets: '2.50', bet_cents: 250, wins: '4.00', win_cents: 400, games_taken: 2, user_confirmed: null });
    expect(await status(bob, id)).toMatchObject({ award_place: 1, bet_cents: 300 });
    const board = (await alice.client.get(`/api/tournaments/${id}`)).body as Tournament;
    expect(board.top_players.map((p) => [p.award_place, p.bet_cents])).toEqual([[1, 300], [2, 250]]);
    // The list of the player's tournaments has it.
    expect(((await alice.client.get('/api/tournaments/player')).body as Tournament[]).map((t) => t.id)).toContain(id);
  });

  it('ties: the earlier of two equal scores leads, then the lower user id', async () => {
    const id = defineTest(bw, { strategy: 'bet' });
    const first = newPlayer(bw);
    const second = newPlayer(bw);
    const f = await first.table();
    const s = await second.table();
    await f.round(200, 0);
    bw.world.platform.clock.advance(1000);
    await s.round(200, 0);
    expect(await status(first, id)).toMatchObject({ award_place: 1 });
    expect(await status(second, id)).toMatchObject({ award_place: 2 });
    // Same clock time and score: user id decides.
    const id2 = defineTest(bw, { strategy: 'spin' });
    const t1 = await first.table();
    const t2 = await second.table();
    await t2.round(10, 0);
    await t1.round(10, 0);
    expect((await status(first, id2)).award_place).toBe(first.id < second.id ? 1 : 2);
  });

  it('minimum bet, eligible games and allowed currencies; other currencies convert into the tournament’s', async () => {
    const id = defineTest(bw, { strategy: 'win', min_bet_cents: { EUR: 100, USD: 100 }, currencies: ['EUR', 'USD'] });
    const eur = newPlayer(bw);
    const usd = newPlayer(bw, 'USD');
    const gbp = newPlayer(bw, 'GBP');
    const table = await eur.table();
    await table.round(99, 5000); // below the minimum bet: neither it nor its win counts
    expect(entry(bw, id, eur.id)).toMatchObject({ games_taken: 0, win_cents: 0 });
    await table.round(100, 300);
    expect(entry(bw, id, eur.id)).toMatchObject({ games_taken: 1, bet_cents: 100, win_cents: 300, score: 300 });
    const other = await eur.table(bw.live); // not an eligible game
    await other.round(500, 1000);
    expect(entry(bw, id, eur.id)).toMatchObject({ games_taken: 1, win_cents: 300 });
    await (await usd.table()).round(1000, 2000);
    expect(entry(bw, id, usd.id)).toMatchObject({ games_taken: 1, bet_cents: convertCents(1000, 'USD', 'EUR'), win_cents: convertCents(2000, 'USD', 'EUR'), currency: 'USD' });
    expect(convertCents(2000, 'USD', 'EUR')).not.toBe(2000);
    await (await gbp.table()).round(1000, 2000); // GBP is not one of its currencies
    expect(entry(bw, id, gbp.id)).toMatchObject({ games_taken: 0 });
  });

  it('points per win multiplier, per stake and per amount won; rate keeps the best multiple', async () => {
    const perMultiplier = defineTest(bw, { strategy: 'points', points_rule: { per: 'multiplier', points: 10 } });
    const perStake = defineTest(bw, { strategy: 'points', points_rule: { per: 'stake', unit_cents: 100, points: 3 } });
    const perWin = defineTest(bw, { strategy: 'points', points_rule: { per: 'win_amount', unit_cents: 50, points: 1 } });
    const rate = defineTest(bw, { strategy: 'rate' });
    const player = newPlayer(bw);
    const table = await player.table();
    await table.round(200, 500); // ×2.5
    await table.round(250, 0); // lost
    await table.round(100, 400); // ×4
    expect(entry(bw, perMultiplier, player.id)).toMatchObject({ points: 25 + 40, score: 65, games_taken: 3 });
    expect(entry(bw, perStake, player.id)).toMatchObject({ points: 6 + 6 + 3, score: 15 });
    expect(entry(bw, perWin, player.id)).toMatchObject({ points: 10 + 8, score: 18 });
    expect(entry(bw, rate, player.id)).toMatchObject({ best_rate: 40_000, score: 40_000 });
    expect(await status(player, rate)).toMatchObject({ rate: 4, games_taken: 3 });
    expect(await status(player, perMultiplier)).toMatchObject({ points: 65 });
  });

  it('spin with a rounds limit: rounds past the limit do not count, nor their wins', async () => {
    const id = defineTest(bw, { strategy: 'spin', games_taken_limit: 2 });
    const player = newPlayer(bw);
    const table = await player.table();
    for (let i = 0; i < 4; i += 1) await table.round(100, 100);
    expect(entry(bw, id, player.id)).toMatchObject({ games_taken: 2, score: 2, bet_cents: 200, win_cents: 200 });
  });

  it('opt-in: nothing counts before the confirmation; group-targeted tournaments count for their groups only', async () => {
    const id = defineTest(bw, { strategy: 'bet', user_confirmation_required: true });
    const player = newPlayer(bw);
    const table = await player.table();
    await table.round(100, 0);
    expect(entry(bw, id, player.id)).toMatchObject({ games_taken: 0 });
    expect(await status(player, id)).toMatchObject({ user_confirmed: false, award_place: 0 });
    const confirmed = await player.client.post(`/api/tournaments/${id}/confirm`, { confirmed: true });
    expect(confirmed).toMatchObject({ status: 200, body: { confirmed: true } });
    await table.round(100, 0);
    expect(await status(player, id)).toMatchObject({ user_confirmed: true, award_place: 1, bet_cents: 100, games_taken: 1 });

    const grouped = defineTest(bw, { strategy: 'bet', group_ids: [259] });
    const outsider = newPlayer(bw);
    const member = newPlayer(bw);
    bw.world.platform.ctx.db.prepare("INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 259, '2026-11-21T12:00:00.000Z')").run(member.id);
    await (await outsider.table()).round(100, 0);
    await (await member.table()).round(100, 0);
    expect(entry(bw, grouped, outsider.id)).toMatchObject({ games_taken: 0 });
    expect(entry(bw, grouped, member.id)).toMatchObject({ games_taken: 1 });
  });

  it('the audience follows group changes at once, whoever writes them; a rolled-back change counts for nothing (groups-cache.ts)', async () => {
    const grouped = defineTest(bw, { strategy: 'bet', group_ids: [260] });
    const player = newPlayer(bw);
    const table = await player.table();
    const db = bw.world.platform.ctx.db;
    // Outside the audience: the groups are read (and kept) at this bet, which does not count.
    await table.round(100, 0);
    expect(entry(bw, grouped, player.id)).toMatchObject({ games_taken: 0 });
    // A change inside a transaction that rolls back leaves the audience as it was, even when that
    // transaction read the groups after it (as a bet in the same transaction would).
    expect(() =>
      db.transaction(() => {
        db.prepare("INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 260, '2026-11-21T12:00:00.000Z')").run(player.id);
        expect(cachedGroupsOfUser(db, player.id)).toContain(260);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    await table.round(100, 0);
    expect(entry(bw, grouped, player.id)).toMatchObject({ games_taken: 0 });
    // Joined by plain SQL on the platform's connection: the next bet counts.
    db.prepare("INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 260, '2026-11-21T12:00:00.000Z')").run(player.id);
    await table.round(100, 0);
    await table.round(100, 0);
    expect(entry(bw, grouped, player.id)).toMatchObject({ games_taken: 2, bet_cents: 200 });
    // Left: bets stop counting at once.
    db.prepare('DELETE FROM user_groups WHERE user_id = ? AND group_id = 260').run(player.id);
    await table.round(100, 0);
    expect(entry(bw, grouped, player.id)).toMatchObject({ games_taken: 2, bet_cents: 200 });
  });

  it('a rollback takes the bet’s score back exactly, the tie-break time included', async () => {
    const id = defineTest(bw, { strategy: 'bet' });
    const player = newPlayer(bw);
    const rival = newPlayer(bw);
    const table = await player.table();
    await table.round(300, 0);
    const reachedBefore = entry(bw, id, player.id).reached_at_ms;
    bw.world.platform.clock.advance(5000);
    await (await rival.table()).round(300, 0);
    bw.world.platform.clock.advance(5000);
    const open = await table.bet(200);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 500, games_taken: 2, score: 500 });
    expect((await table.rollback(open)).status).toBe(200);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 300, games_taken: 1, score: 300, reached_at_ms: reachedBefore });
    // The earlier 300 leads again.
    expect(await status(player, id)).toMatchObject({ award_place: 1 });
    // A repeated rollback (same transaction id) moves nothing.
    expect((await table.rollback(open)).status).toBe(200);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 300, games_taken: 1 });
    // A repeated bet (same transaction id) counts once.
    const again = await table.bet(100);
    await bw.world.wallet('bet', again.call);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 400, games_taken: 2 });
  });

  it('a bet a rule does not score (win race) and a win it does not score (stake race) count as before; a first bet rolled back, the next counts as the first', async () => {
    // These take the statements without the ranking's columns (docs/api/competitions.md "Hot path cost").
    const race = defineTest(bw, { strategy: 'win' });
    const stakes = defineTest(bw, { strategy: 'bet' });
    const player = newPlayer(bw);
    const rival = newPlayer(bw);
    const table = await player.table();
    const first = await table.bet(100);
    expect(entry(bw, race, player.id)).toMatchObject({ games_taken: 1, bet_cents: 100, score: 0 });
    expect((await table.rollback(first)).status).toBe(200);
    expect(entry(bw, race, player.id)).toMatchObject({ games_taken: 0, bet_cents: 0, score: 0 });
    bw.world.platform.clock.advance(1000);
    const betAt = bw.world.platform.clock.now();
    await table.round(200, 0);
    expect(entry(bw, race, player.id)).toMatchObject({ games_taken: 1, bet_cents: 200, win_cents: 0, score: 0, reached_at_ms: betAt });
    bw.world.platform.clock.advance(1000);
    await table.round(100, 500);
    expect(entry(bw, race, player.id)).toMatchObject({ games_taken: 2, bet_cents: 300, win_cents: 500, score: 500, best_rate: 5 * RATE_SCALE, reached_at_ms: betAt + 1000 });
    expect(entry(bw, stakes, player.id)).toMatchObject({ games_taken: 2, bet_cents: 300, win_cents: 500, score: 300, best_rate: 5 * RATE_SCALE, reached_at_ms: betAt + 1000 });
    bw.world.platform.clock.advance(1000);
    const r = await rival.table();
    await r.round(300, 500);
    await r.round(100, 0);
    // Stake race: 400 leads 300; win race: equal 500, the player reached it first.
    expect(entry(bw, race, rival.id)).toMatchObject({ games_taken: 2, bet_cents: 400, win_cents: 500, score: 500 });
    expect(await status(player, stakes)).toMatchObject({ award_place: 2, wins: '5.00' });
    expect(await status(rival, stakes)).toMatchObject({ award_place: 1 });
    expect(await status(player, race)).toMatchObject({ award_place: 1, bets: '3.00' });
    expect(await status(rival, race)).toMatchObject({ award_place: 2 });
    const board = (await player.client.get(`/api/tournaments/${race}`)).body as Tournament;
    expect(board.top_players.map((p) => [p.award_place, p.win_cents])).toEqual([[1, 500], [2, 500]]);
  });

  it('a future tournament scores from its start, by the clock; an ended one no more', async () => {
    const now = bw.world.platform.clock.now();
    const id = defineTest(bw, { start_at: new Date(now + 60_000).toISOString(), end_at: new Date(now + 120_000).toISOString() });
    const player = newPlayer(bw);
    let table = await player.table();
    await table.round(100, 0);
    expect(entry(bw, id, player.id)).toMatchObject({ games_taken: 0 });
    bw.world.platform.clock.advance(60_000);
    table = await player.table();
    await table.round(100, 0);
    expect(entry(bw, id, player.id)).toMatchObject({ games_taken: 1 });
    bw.world.platform.clock.advance(60_000);
    table = await player.table();
    await table.round(100, 0);
    expect(entry(bw, id, player.id)).toMatchObject({ games_taken: 1 });
  });

  it('free rounds: a win scores in win-based tournaments (its rate against the bet level), not in stake ones; a free round’s rollback takes its round back', async () => {
    const win = defineTest(bw, { strategy: 'win' });
    const rate = defineTest(bw, { strategy: 'rate' });
    const multiplier = defineTest(bw, { strategy: 'points', points_rule: { per: 'multiplier', points: 10 } });
    const stake = defineTest(bw, { strategy: 'bet' });
    const spin = defineTest(bw, { strategy: 'spin' });
    const above = defineTest(bw, { strategy: 'win', min_bet_cents: { EUR: 50 } });
    const player = newPlayer(bw);
    const { freespins } = issueFreespins(bw.world.platform.ctx, {
      userId: player.id, currency: 'EUR', source: 'manual', idempotencyKey: `scoring-fs-${player.id}`, games: [bw.slot], betLevelCents: 20, count: 3, wagerMultiplier: 0, autoActivate: true,
    });
    const table = await player.table();
    const token = await openReal(bw.world, player.id, bw.slot);
    const betFree = async (roundId: string) => {
      const call = { token, game: bw.slot, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:bet`, amount_cents: 0, freespin_id: freespins.id, freespin_bet_cents: 20 };
      const placed = await bw.world.wallet('bet', call);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return call;
    };
    const winFree = (bet: { round_id: string; transaction_id: string }, amount_cents: number) =>
      bw.world.wallet('win', { token, game: bw.slot, currency: 'EUR', round_id: bet.round_id, transaction_id: `${bet.round_id}:win`, reference_transaction_id: bet.transaction_id, amount_cents });
    // A free round at 0.20 that wins 1.00 (5×).
    const first = await betFree(`fs-${player.id}-1`);
    expect((await winFree(first, 100)).status).toBe(200);
    expect(entry(bw, win, player.id)).toMatchObject({ games_taken: 1, bet_cents: 0, win_cents: 100, score: 100 });
    expect(entry(bw, rate, player.id)).toMatchObject({ games_taken: 1, score: 5 * RATE_SCALE, best_rate: 5 * RATE_SCALE });
    expect(entry(bw, multiplier, player.id)).toMatchObject({ games_taken: 1, points: 50, score: 50 });
    // No stake: nothing in stake or round tournaments, nor where the bet level is under the minimum bet.
    expect(entry(bw, stake, player.id)).toMatchObject({ games_taken: 0, score: 0 });
    expect(entry(bw, spin, player.id)).toMatchObject({ games_taken: 0, score: 0 });
    expect(entry(bw, above, player.id)).toMatchObject({ games_taken: 0, score: 0 });
    // A repeated win (same transaction id) scores once.
    expect((await winFree(first, 100)).status).toBe(200);
    expect(entry(bw, win, player.id)).toMatchObject({ games_taken: 1, win_cents: 100, score: 100 });
    // A second free round is rolled back before its win: its round leaves the entry, the scores stay.
    const second = await betFree(`fs-${player.id}-2`);
    expect(entry(bw, win, player.id)).toMatchObject({ games_taken: 2, score: 100 });
    const rolled = await bw.world.wallet('rollback', { token, game: bw.slot, currency: 'EUR', round_id: second.round_id, transaction_id: `${second.round_id}:rollback`, reference_transaction_id: second.transaction_id, amount_cents: 0 });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(entry(bw, win, player.id)).toMatchObject({ games_taken: 1, win_cents: 100, score: 100 });
    expect(entry(bw, rate, player.id)).toMatchObject({ games_taken: 1, score: 5 * RATE_SCALE });
    // Its win, should it still arrive, is refused and scores nothing.
    expect((await winFree(second, 500)).status).toBe(409);
    expect(entry(bw, win, player.id)).toMatchObject({ games_taken: 1, win_cents: 100, score: 100 });
    // A real-money round still scores as before beside it.
    await table.round(100, 300);
    expect(entry(bw, win, player.id)).toMatchObject({ games_taken: 2, bet_cents: 100, win_cents: 400, score: 400 });
    expect(entry(bw, stake, player.id)).toMatchObject({ games_taken: 1, score: 100 });
  });
});
