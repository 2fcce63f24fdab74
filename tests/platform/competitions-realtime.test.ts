/**
 * Tournament pushes over real sockets (docs/api/competitions.md "Realtime"): tokens from
 * GET /api/player/settings, the built-in hub, real rounds through the signed wallet API. The player's
 * own statuses (throttled, the final state never dropped), the public leaderboard a guest follows
 * too, and the prize-place notifications.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TournamentPlayerStatuses } from '../../sdk/api/schemas/tournaments.ts';
import { STATUS_EVERY_MS, TOURNAMENTS_CHANNEL } from '../../platform/competitions/publish.ts';
import type { ApiClient } from './harness.ts';
import type { BonusWorld } from './bonuses-setup.ts';
import { defineTest, moneyPrize, newPlayer, socketWorld } from './competitions-setup.ts';
import { RawClient, until } from './realtime-helpers.ts';

const open: RawClient[] = [];

async function subscribed(client: ApiClient, channels: string[]): Promise<RawClient> {
  const { body } = await client.get('/api/player/settings');
  const raw = await RawClient.open(body.cent.url);
  open.push(raw);
  expect((await raw.connect(body.cent.token)).connect).toBeTruthy();
  for (const channel of channels) expect((await raw.call({ subscribe: { channel } })).error).toBeUndefined();
  return raw;
}

const data = (raw: RawClient, channel: string) => raw.pushes(channel).map((push) => push.pub.data);

describe('tournament realtime', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(() => bw.close());
  afterEach(() => {
    for (const raw of open.splice(0)) raw.close();
  });

  it('two players: own statuses, the reordered public leaderboard and the prize-place notices arrive on their sockets', async () => {
    const id = defineTest(bw, { strategy: 'bet', prizes: [moneyPrize(1, 10)] });
    const alice = newPlayer(bw);
    const bob = newPlayer(bw);
    const a = await alice.table();
    const b = await bob.table();
    const aliceSocket = await subscribed(alice.client, [`tournaments_statuses#${alice.id}`, `tournament_notifications#${alice.id}`, TOURNAMENTS_CHANNEL]);
    const bobSocket = await subscribed(bob.client, [`tournaments_statuses#${bob.id}`, `tournament_notifications#${bob.id}`]);
    const guestSocket = await subscribed(bw.world.platform.client(), [TOURNAMENTS_CHANNEL]); // an affiliate's leaderboard
    const own = (raw: RawClient, userId: number) => data(raw, `tournaments_statuses#${userId}`).map((statuses: any[]) => statuses.find((s) => s.tournament_id === id)).filter(Boolean);
    const boards = (raw: RawClient) => data(raw, TOURNAMENTS_CHANNEL).filter((push) => push.tournament_id === id);

    await a.round(500, 0);
    // Alice's own status, in the SDK shape, and her entering the prize places.
    await until(() => own(aliceSocket, alice.id).some((s) => s.bet_cents === 500 && s.award_place === 1), 3000, 'alice status');
    for (const statuses of data(aliceSocket, `tournaments_statuses#${alice.id}`)) expect(TournamentPlayerStatuses.safeParse(statuses).success).toBe(true);
    await until(() => data(aliceSocket, `tournament_notifications#${alice.id}`).some((n) => n.event === 'player_joined_leaderboard' && n.id === id), 3000, 'alice joined');
    expect(data(aliceSocket, `tournament_notifications#${alice.id}`).find((n) => n.event === 'player_joined_leaderboard' && n.id === id)).toMatchObject({ id, award_place: 1, title: expect.any(String) });
    await until(() => boards(guestSocket).length > 0, 3000, 'the first leaderboard');
    expect(TournamentPlayerStatuses.safeParse(boards(guestSocket)[0].top_players).success).toBe(true);

    // Bob overtakes: the leaderboard reorders for everyone (within the 2 s leaderboard pause), Alice's own place moves, she is kicked from the prize place.
    await b.round(900, 0);
    const reordered = (push: any) => push.top_players.map((s: any) => [s.award_place, s.bet_cents]).join() === [[1, 900], [2, 500]].join();
    await until(() => boards(guestSocket).some(reordered), 5000, 'the guest sees bob first');
    await until(() => boards(aliceSocket).some(reordered), 5000, 'alice sees bob first');
    await until(() => own(aliceSocket, alice.id).some((s) => s.award_place === 2 && s.bet_cents === 500), 5000, 'alice’s own place moved');
    await until(() => data(aliceSocket, `tournament_notifications#${alice.id}`).some((n) => n.event === 'player_kicked_from_leaderboard' && n.id === id), 5000, 'alice kicked');
    expect(data(aliceSocket, `tournament_notifications#${alice.id}`).find((n) => n.event === 'player_kicked_from_leaderboard' && n.id === id)).toMatchObject({ id, previous_place: 1, award_place: 2 });
    await until(() => data(bobSocket, `tournament_notifications#${bob.id}`).some((n) => n.event === 'player_joined_leaderboard' && n.id === id), 5000, 'bob joined');
    expect(data(bobSocket, `tournament_notifications#${bob.id}`).find((n) => n.event === 'player_joined_leaderboard' && n.id === id)).toMatchObject({ id, award_place: 1 });
    // A player's channel carries only their own statuses (the front end merges it into theirs by tournament_id).
    expect(own(aliceSocket, alice.id).every((s) => s.bet_cents === 500)).toBe(true);
    expect(own(bobSocket, bob.id).every((s) => s.bet_cents === 900)).toBe(true);
  });

  it('a burst of rounds: at most one status push per second per player, and the last one is the final state', async () => {
    const id = defineTest(bw, { strategy: 'spin' });
    const player = newPlayer(bw);
    const table = await player.table();
    const socket = await subscribed(player.client, [`tournaments_statuses#${player.id}`]);
    const started = Date.now();
    for (let i = 0; i < 20; i += 1) await table.round(10, 0);
    const channel = `tournaments_statuses#${player.id}`;
    const mine = (statuses: any[]) => statuses.find((s) => s.tournament_id === id);
    await until(() => data(socket, channel).some((statuses) => mine(statuses)?.games_taken === 20), 5000, 'final state');
    const elapsed = Date.now() - started;
    const pushes = data(socket, channel);
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(elapsed / STATUS_EVERY_MS) + 1);
    expect(pushes.length).toBeLessThan(20);
    const last = pushes.filter((statuses) => mine(statuses)).at(-1);
    expect(mine(last)).toMatchObject({ games_taken: 20, bet_cents: 200, award_place: 1 });
  });
});
