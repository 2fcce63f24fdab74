/**
 * Team tournaments and comp-point prizes over real HTTP and the wallet API (docs/api/competitions.md
 * "Team tournaments", "Comp-point prizes"): players join a team by group, the team standings are the sum of
 * the members' scores with stable tie-breaks, each status carries its team and place in it, the winning team
 * is known at the end, team prizes go by team place and place in the team, exactly once; a comp-point prize
 * lands on both balances through the loyalty engine with its notification and `comps_award` push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tournament, TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { finaliseTournament } from '../../platform/competitions/finalise.ts';
import { sweepTournaments } from '../../platform/competitions/lifecycle.ts';
import { TOURNAMENTS_CHANNEL } from '../../platform/competitions/publish.ts';
import { balanceOf } from '../../platform/wallet/ledger.ts';
import { bonusWorld, type BonusWorld } from './bonuses-setup.ts';
import { defineTest, newPlayer, type Player } from './competitions-setup.ts';
import { until } from './realtime-helpers.ts';

const text = (value: string) => ({ en: value, 'en-AU': value, 'en-CA': value, 'en-NZ': value, de: `${value} (de)`, 'fr-CA': value, no: value, it: value, et: value });
const RED = 7101;
const BLUE = 7102;

describe('team tournaments and comp-point prizes', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());

  const db = () => bw.world.platform.ctx.db;
  const inGroup = (player: Player, group: number) => db().prepare("INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')").run(player.id, group);
  const points = async (player: Player) => (await bw.world.platform.clientAs(player.id).get('/api/player/comp_points')).body as { chargeable: { points: number }; persistent: { points: number } };
  const teams = [
    { id: 1, title: text('Red'), group_ids: [RED] },
    { id: 2, title: text('Blue'), group_ids: [BLUE] },
  ];

  it('ranks teams by the sum of their members, pays team places by place in the team, once', async () => {
    const now = bw.world.platform.clock.now();
    const id = defineTest(bw, {
      strategy: 'bet',
      end_at: new Date(now + 3_600_000).toISOString(),
      teams,
      prizes: [
        { place: 1, title: text('€30'), money_cents: { EUR: 3000 } },
        { place: 2, title: text('200 points'), comp_points: 200 },
        { place: 1, team_place: 2, title: text('€5'), money_cents: { EUR: 500 } },
      ],
    });
    // Red: 600 + 300 = 900; Blue: 800 alone (the best single player); a player without a team ranks alone.
    const [red1, red2, blue1, loner] = [newPlayer(bw), newPlayer(bw), newPlayer(bw), newPlayer(bw)];
    inGroup(red1, RED);
    inGroup(red2, RED);
    inGroup(blue1, BLUE);
    inGroup(blue1, 999); // another group changes nothing
    await (await red2.table()).round(300, 0);
    await (await blue1.table()).round(800, 0);
    await (await red1.table()).round(600, 0);
    await (await loner.table()).round(1000, 0);

    const live = (await bw.world.platform.client().get(`/api/tournaments/${id}`)).body as Tournament & { teams: { id: number; title: string; place: number; score: number; members: number }[] };
    expect(Tournament.safeParse(live).success).toBe(true);
    expect(live).toMatchObject({ group_tournament: true, winner_team_id: null });
    expect(live.teams).toEqual([
      { id: 1, title: 'Red', place: 1, score: 900, members: 2 },
      { id: 2, title: 'Blue', place: 2, score: 800, members: 1 },
    ]);
    const row = (userId: number) => live.top_players.find((status) => status.bet_cents === (userId === red1.id ? 600 : userId === red2.id ? 300 : userId === blue1.id ? 800 : 1000));
    expect(row(red1.id)).toMatchObject({ tournament_team_id: 1, award_place_in_team: 1 });
    expect(row(red2.id)).toMatchObject({ tournament_team_id: 1, award_place_in_team: 2 });
    expect(row(blue1.id)).toMatchObject({ tournament_team_id: 2, award_place_in_team: 1 });
    expect(row(loner.id)).toMatchObject({ tournament_team_id: null, award_place_in_team: null });
    const own = (await red2.client.get(`/api/tournaments/${id}/status`)).body as TournamentPlayerStatus;
    expect(own).toMatchObject({ tournament_team_id: 1, award_place_in_team: 2, award_place: 4 });
    // A member who has not played yet: their team by group, no place in it.
    const newcomer = newPlayer(bw);
    inGroup(newcomer, BLUE);
    expect((await newcomer.client.get(`/api/tournaments/${id}/status`)).body).toMatchObject({ tournament_team_id: 2, award_place_in_team: null, award_place: 0 });
    // The prize table: team prizes name their team place; comp points on both sides, as a share of the points budget.
    expect(live.prizes.map((prize) => [prize.id, prize.award_place, (prize as { team_place?: number }).team_place])).toEqual([
      [`${id}-1-1`, 1, 1],
      [`${id}-1-2`, 2, 1],
      [`${id}-2-1`, 1, 2],
    ]);
    expect(live.prizes[1]).toMatchObject({ chargeable_comp_points: '200.0', persistent_comp_points: '200.0', chargeable_comp_points_percent: '100.0' });
    expect(live).toMatchObject({ chargeable_comp_points_budget: '200.0', persistent_comp_points_prize_pool: '200.0', money_budget_cents: 3500 });

    // The public leaderboard push carries the standings too (no titles: the receiver keeps its own).
    const boards = () => bw.world.publisher.published.filter((push) => push.channel === TOURNAMENTS_CHANNEL && (push.data as { tournament_id: number }).tournament_id === id).map((push) => push.data as { teams?: unknown[] });
    await until(() => boards().some((board) => JSON.stringify(board.teams) === JSON.stringify([{ id: 1, place: 1, score: 900, members: 2 }, { id: 2, place: 2, score: 800, members: 1 }])), 5000, 'the team standings pushed');

    // Equal sums: the team that reached it first leads. Blue catches up to 900 later: Red stays first.
    await (await blue1.table()).round(100, 0);
    const tied = (await bw.world.platform.client().get(`/api/tournaments/${id}`)).body as typeof live;
    expect(tied.teams.map((team) => [team.id, team.score, team.place])).toEqual([
      [1, 900, 1],
      [2, 900, 2],
    ]);

    // A member leaving the group after the end changes nothing: the teams froze with the places.
    const realBefore = (player: Player) => balanceOf(bw.world.platform.ctx, player.id, 'EUR').real_cents;
    const before = { red1: realBefore(red1), blue1: realBefore(blue1), loner: realBefore(loner) };
    const pointsBefore = await points(red2);
    bw.world.platform.clock.advance(3_600_000);
    runAfter(sweepTournaments(bw.world.platform.ctx));
    db().prepare('DELETE FROM user_groups WHERE user_id = ?').run(red1.id);
    runAfter(finaliseTournament(bw.world.platform.ctx, id).after); // finished: nothing more

    const done = (await bw.world.platform.client().get(`/api/tournaments/${id}`)).body as typeof live;
    expect(done).toMatchObject({ winner_team_id: 1, finished_at: expect.any(String) });
    expect(done.teams.map((team) => team.id)).toEqual([1, 2]);
    expect(done.top_players.find((status) => status.bet_cents === 600)).toMatchObject({ tournament_team_id: 1, award_place_in_team: 1 });
    // Red's first member €30, Red's second member 200 comp points, Blue's first member €5; the loner (best single score) nothing.
    expect(realBefore(red1) - before.red1).toBe(3000);
    expect(realBefore(blue1) - before.blue1).toBe(500);
    expect(realBefore(loner) - before.loner).toBe(0);
    const after = await points(red2);
    expect(after.persistent.points - pointsBefore.persistent.points).toBe(200);
    expect(after.chargeable.points - pointsBefore.chargeable.points).toBe(200);
    const awards = db().prepare('SELECT team_place, place, user_id, kind, points FROM tournament_awards WHERE tournament_id = ? ORDER BY team_place, place').all(id);
    expect(awards).toEqual([
      { team_place: 1, place: 1, user_id: red1.id, kind: 'money', points: null },
      { team_place: 1, place: 2, user_id: red2.id, kind: 'comp_points', points: 200 },
      { team_place: 2, place: 1, user_id: blue1.id, kind: 'money', points: null },
    ]);
    // The comp points were pushed and notified with the prize's name.
    expect(bw.world.publisher.published.some((push) => push.channel === `comps_award#${red2.id}` && (push.data as { persistent: { points: number } }).persistent.points === after.persistent.points)).toBe(true);
    const notices = ((await bw.world.platform.clientAs(red2.id).get('/api/player/notifications')).body as { kind: string; text: string }[]).filter((item) => item.kind === 'tournament_result');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('200 points');

    // Finalising again pays nothing twice.
    finaliseTournament(bw.world.platform.ctx, id);
    expect(db().prepare("SELECT COUNT(*) FROM comp_point_grants WHERE user_id = ? AND source = 'tournament'").pluck().get(red2.id)).toBe(1);
    expect(realBefore(red1) - before.red1).toBe(3000);
  });

  it('a comp-point prize of an individual tournament; definitions are validated', async () => {
    const now = bw.world.platform.clock.now();
    const id = defineTest(bw, { strategy: 'spin', end_at: new Date(now + 60_000).toISOString(), prizes: [{ place: 1, title: text('50 points'), comp_points: 50 }] });
    const winner = newPlayer(bw);
    await (await winner.table()).round(100, 0);
    const before = await points(winner);
    bw.world.platform.clock.advance(60_000);
    runAfter(sweepTournaments(bw.world.platform.ctx));
    const after = await points(winner);
    expect([after.chargeable.points - before.chargeable.points, after.persistent.points - before.persistent.points]).toEqual([50, 50]);
    expect(db().prepare('SELECT team_place, kind, points FROM tournament_awards WHERE tournament_id = ?').get(id)).toEqual({ team_place: 0, kind: 'comp_points', points: 50 });

    const invalid = (overrides: Record<string, unknown>) => () => defineTest(bw, overrides as never);
    expect(invalid({ prizes: [{ place: 1, title: text('x'), comp_points: 5, money_cents: { EUR: 1 } }] })).toThrow(/exactly one/);
    expect(invalid({ prizes: [{ place: 1, title: text('x'), comp_points: 5, team_place: 1 }] })).toThrow(/team tournaments only/);
    expect(invalid({ teams: [teams[0]] })).toThrow();
    expect(invalid({ teams: [teams[0], { ...teams[1], id: 1 }] })).toThrow(/given twice/);
    expect(invalid({ teams, prizes: [{ place: 1, title: text('x'), comp_points: 5, team_place: 3 }] })).toThrow(/beyond the number of teams/);
    expect(invalid({ teams, prizes: [{ place: 1, title: text('x'), comp_points: 5 }, { place: 1, team_place: 1, title: text('y'), comp_points: 6 }] })).toThrow(/given twice/);
  });
});
