/**
 * The tournament lifecycle over real HTTP with the injectable clock (docs/api/competitions.md
 * "Lifecycle", "Finalisation", "Player routes"): the start notice, places frozen at the end, prizes
 * issued exactly once as money / bonus / free spins / campaign — finalising twice pays nothing more,
 * a failure between two prizes resumes on the next sweep without doubling — and the confirm refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tournament, Tournaments } from '../../sdk/api/schemas/tournaments.ts';
import { defineCampaign } from '../../platform/bonuses/campaigns.ts';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { finaliseTournament } from '../../platform/competitions/finalise.ts';
import { sweepTournaments } from '../../platform/competitions/lifecycle.ts';
import { balanceOf } from '../../platform/wallet/ledger.ts';
import { bonusWorld, type BonusWorld } from './bonuses-setup.ts';
import { DAY, defineTest, entry, moneyPrize, newPlayer } from './competitions-setup.ts';

const text = (value: string) => ({ en: value, 'en-AU': value, 'en-CA': value, 'en-NZ': value, de: value, 'fr-CA': value, no: value, it: value, et: value });

describe('tournament lifecycle and finalisation', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());

  const db = () => bw.world.platform.ctx.db;
  const count = (sql: string, ...args: unknown[]) => db().prepare(sql).pluck().get(...args) as number;
  const notices = (userId: number, event: string) =>
    bw.world.publisher.published.filter((push) => push.channel === `tournament_notifications#${userId}` && (push.data as { event: string }).event === event).map((push) => push.data as any);

  /** Four players with distinct scores on a fresh tournament; returns them best first. */
  async function playedTournament(prizes: unknown[]) {
    const now = bw.world.platform.clock.now();
    const id = defineTest(bw, { strategy: 'bet', end_at: new Date(now + 3_600_000).toISOString(), prizes: prizes as never });
    const players = [newPlayer(bw), newPlayer(bw), newPlayer(bw), newPlayer(bw)];
    for (const [index, player] of players.entries()) await (await player.table()).round(1000 - index * 100, 0);
    return { id, players };
  }

  it('at the end the places freeze and each prize lands once: money, bonus, free spins, campaign', async () => {
    const { id, players } = await playedTournament([
      moneyPrize(1, 50),
      { place: 2, title: text('Bonus'), bonus: { amount_cents: { EUR: 2000 }, wager_multiplier: 25 } },
      { place: 3, title: text('Spins'), freespins: { count: 15, games: [bw.slot], bet_level_cents: { EUR: 20 }, wager_multiplier: 10 } },
      { place: 4, title: text('Campaign'), campaign_key: 'tournament-reward' },
    ]);
    const [first, second, third, fourth] = players as [ReturnType<typeof newPlayer>, ReturnType<typeof newPlayer>, ReturnType<typeof newPlayer>, ReturnType<typeof newPlayer>];
    const realBefore = balanceOf(bw.world.platform.ctx, first.id, 'EUR').real_cents;
    bw.world.platform.clock.advance(3_600_000);
    // A read sweeps first: the tournament is finished by the time it is listed.
    const recent = (await bw.world.platform.client().get('/api/tournaments/recent')).body as Tournament[];
    expect(Tournaments.safeParse(recent).success).toBe(true);
    const done = recent.find((t) => t.id === id)!;
    expect(done.finished_at).not.toBeNull();
    expect(done.top_players.map((p) => p.award_place)).toEqual([1, 2, 3, 4]);
    expect(done.prizes.every((prize) => prize.nickname !== null && prize.player_notified === true)).toBe(true);
    expect(players.map((player) => entry(bw, id, player.id).final_place)).toEqual([1, 2, 3, 4]);

    expect(balanceOf(bw.world.platform.ctx, first.id, 'EUR').real_cents - realBefore).toBe(5000);
    const bonus = db().prepare("SELECT * FROM player_bonuses WHERE user_id = ? AND source = 'tournament'").get(second.id) as any;
    expect(bonus).toMatchObject({ amount_cents: 2000, wager_requirement_cents: 50_000, stage: 'issued', currency: 'EUR' });
    expect(JSON.parse(bonus.title).en).toBe('Bonus');
    expect(db().prepare("SELECT freespins_total, bet_level_cents, games FROM player_freespins WHERE user_id = ? AND source = 'tournament'").get(third.id)).toEqual({ freespins_total: 15, bet_level_cents: 20, games: JSON.stringify([bw.slot]) });
    expect(db().prepare("SELECT amount_cents FROM player_bonuses WHERE user_id = ? AND source = 'tournament'").pluck().get(fourth.id)).toBe(2500);
    // The players see them through their own routes.
    expect(((await bw.world.platform.clientAs(second.id).get('/api/player/bonuses')).body as any[]).map((b) => b.strategy)).toContain('tournament');
    for (const [index, player] of players.entries()) expect(notices(player.id, 'tournament_finished')).toEqual([expect.objectContaining({ id, award_place: index + 1 })]);

    // Finalising again (a second sweep, a direct call) issues nothing more.
    runAfter(sweepTournaments(bw.world.platform.ctx));
    expect(finaliseTournament(bw.world.platform.ctx, id)).toMatchObject({ finished: true, after: [] });
    expect(count('SELECT COUNT(*) FROM tournament_awards WHERE tournament_id = ?', id)).toBe(4);
    expect(count("SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'tournament_prize' AND reference = ?", `tournament:${id}`)).toBe(1);
    expect(count("SELECT COUNT(*) FROM player_bonuses WHERE source = 'tournament' AND user_id IN (?, ?)", second.id, fourth.id)).toBe(2);
    expect(balanceOf(bw.world.platform.ctx, first.id, 'EUR').real_cents - realBefore).toBe(5000);
    expect(notices(first.id, 'tournament_finished')).toHaveLength(1);
    // Each winner's result is kept in their notification list once, with the prize (docs/api/notifications.md "Producers").
    for (const [index, player] of players.entries()) {
      const kept = (await bw.world.platform.clientAs(player.id).get('/api/player/notifications')).body.filter((item: any) => item.kind === 'tournament_result');
      expect(kept).toHaveLength(1);
      expect(kept[0].text).toContain(`place ${index + 1}`);
      expect(kept[0].text).toContain(['50', 'Bonus', 'Spins', 'Campaign'][index]);
    }
    const pushed = bw.world.publisher.published.filter((push) => push.channel === `personal_notifications#${first.id}` && (push.data as any).kind === 'tournament_result');
    expect(pushed).toHaveLength(1);
  });

  it('a failure between two prizes leaves the rest for the next sweep, never paying one twice', async () => {
    const missing = `missing-campaign-${Date.now()}`;
    const { id, players } = await playedTournament([
      moneyPrize(1, 30),
      { place: 2, title: text('Later campaign'), campaign_key: missing },
      { place: 3, title: text('Bonus'), bonus: { amount_cents: { EUR: 700 }, wager_multiplier: 5 } },
    ]);
    bw.world.platform.clock.advance(3_600_000);
    runAfter(sweepTournaments(bw.world.platform.ctx));
    expect(count('SELECT COUNT(*) FROM tournament_awards WHERE tournament_id = ?', id)).toBe(1);
    expect(count('SELECT COUNT(*) FROM tournaments WHERE id = ? AND finished_at IS NULL', id)).toBe(1);
    // Its places are already frozen; the page shows the ended tournament without a finish time yet.
    expect(players.map((player) => entry(bw, id, player.id).final_place)).toEqual([1, 2, 3, 4]);
    runAfter(sweepTournaments(bw.world.platform.ctx)); // still failing: nothing more, nothing twice
    expect(count('SELECT COUNT(*) FROM tournament_awards WHERE tournament_id = ?', id)).toBe(1);

    defineCampaign(bw.world.platform.ctx, missing, {
      kind: 'manual', title: text('Late'), group_key: null, audience: { group_ids: [] }, window: { starts_at: null, ends_at: null, weekdays: [] }, code: null, usage_limit: null,
      deposit: null, amount_cents: { EUR: 900 }, wager_multiplier: 10, max_bet_cents: null, max_win_multiplier: null, activation_days: 7, validity_days: 30, auto_activate: false, freespins: null, contribution: null,
    });
    const listed = (await bw.world.platform.client().get(`/api/tournaments/${id}`)).body as Tournament;
    expect(listed.finished_at).not.toBeNull();
    expect(db().prepare('SELECT place, kind, amount_cents FROM tournament_awards WHERE tournament_id = ? ORDER BY place').all(id)).toEqual([
      { place: 1, kind: 'money', amount_cents: 3000 },
      { place: 2, kind: 'campaign', amount_cents: 900 },
      { place: 3, kind: 'bonus', amount_cents: 700 },
    ]);
    expect(count("SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'tournament_prize' AND reference = ?", `tournament:${id}`)).toBe(1);
  });

  it('results stay frozen: a rollback after the end changes nothing', async () => {
    const now = bw.world.platform.clock.now();
    const id = defineTest(bw, { strategy: 'bet', end_at: new Date(now + 60_000).toISOString() });
    const player = newPlayer(bw);
    const table = await player.table();
    const open = await table.bet(400);
    bw.world.platform.clock.advance(60_000);
    runAfter(sweepTournaments(bw.world.platform.ctx));
    expect((await table.rollback(open)).status).toBe(200);
    expect(entry(bw, id, player.id)).toMatchObject({ bet_cents: 400, games_taken: 1, final_place: 1 });
  });

  it('tournament_started goes to players who played recently, once, when the clock opens the window', async () => {
    const now = bw.world.platform.clock.now();
    const id = defineTest(bw, { start_at: new Date(now + 600_000).toISOString(), end_at: new Date(now + DAY).toISOString() });
    const player = newPlayer(bw);
    await (await player.table()).round(100, 0);
    await bw.world.platform.client().get('/api/tournaments');
    expect(notices(player.id, 'tournament_started').filter((n) => n.id === id)).toEqual([]);
    bw.world.platform.clock.advance(600_000);
    await bw.world.platform.client().get('/api/tournaments');
    await bw.world.platform.client().get('/api/tournaments');
    expect(notices(player.id, 'tournament_started').filter((n) => n.id === id)).toEqual([
      expect.objectContaining({ event: 'tournament_started', id, title: expect.stringContaining('Test tournament'), start_at: new Date(now + 600_000).toISOString() }),
    ]);
  });

  it('confirm: guests 401, unknown 404, and a clear 422 when the tournament is not open to the player', async () => {
    const now = bw.world.platform.clock.now();
    const open = defineTest(bw, { user_confirmation_required: true, currencies: ['EUR'] });
    const grouped = defineTest(bw, { user_confirmation_required: true, group_ids: [759] });
    const over = defineTest(bw, { user_confirmation_required: true, start_at: new Date(now - 2 * DAY).toISOString(), end_at: new Date(now - DAY).toISOString() });
    const player = newPlayer(bw);
    const guest = bw.world.platform.client();
    expect((await guest.post(`/api/tournaments/${open}/confirm`, { confirmed: true })).status).toBe(401);
    expect((await player.client.post('/api/tournaments/999999/confirm', { confirmed: true })).status).toBe(404);
    expect(await player.client.post(`/api/tournaments/${open}/confirm`, { confirmed: false })).toMatchObject({ status: 422, body: { errors: { confirmed: expect.any(Array) } } });
    const usd = newPlayer(bw, 'USD');
    expect(await usd.client.post(`/api/tournaments/${open}/confirm`, { confirmed: true })).toMatchObject({ status: 422, body: { code: 'currency_not_allowed', errors: { currency: [expect.stringContaining('EUR')] } } });
    expect(await player.client.post(`/api/tournaments/${grouped}/confirm`, { confirmed: true })).toMatchObject({ status: 422, body: { code: 'not_in_audience' } });
    expect(await player.client.post(`/api/tournaments/${over}/confirm`, { confirmed: true })).toMatchObject({ status: 422, body: { code: 'tournament_over' } });
    expect(await player.client.post(`/api/tournaments/${open}/confirm`, { confirmed: true })).toMatchObject({ status: 200, body: { confirmed: true } });
    expect(await player.client.post(`/api/tournaments/${open}/confirm`, { confirmed: true })).toMatchObject({ status: 200, body: { confirmed: true } });
    expect(entry(bw, open, player.id)).toMatchObject({ confirmed: 1, games_taken: 0 });
  });
});
