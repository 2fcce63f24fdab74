/**
 * The reality check over real HTTP, the signed provider wallet and the real socket
 * (docs/api/wallet-payments-limits.md "Reality check"): a player sets a `reality_check` limit; after
 * every interval of play since signing in, their next bet tells them once — `game_limits#<id>`
 * `{reason: "trigger_reality_check"}` and a `reality_check` notification — and no bet is refused;
 * a shorter interval applies at once, a longer one waits like every loosening.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusWorld } from './bonuses-setup.ts';
import { newPlayer, socketWorld, type Player } from './competitions-setup.ts';
import { RawClient, until } from './realtime-helpers.ts';

const MINUTE = 60_000;
const open: RawClient[] = [];
async function subscribed(player: Player): Promise<RawClient> {
  const { body } = await player.client.get('/api/player/settings');
  const raw = await RawClient.open(body.cent.url);
  open.push(raw);
  expect((await raw.connect(body.cent.token)).connect).toBeTruthy();
  for (const channel of [`game_limits#${player.id}`, `personal_notifications#${player.id}`]) expect((await raw.call({ subscribe: { channel } })).error).toBeUndefined();
  return raw;
}

describe('reality check', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(async () => {
    for (const raw of open) raw.close();
    await bw.close();
  });
  const platform = () => bw.world.platform;

  it('tells the player after every interval of play, once each, and never refuses a bet', async () => {
    platform().clock.set('2026-06-10T10:00:00.000Z');
    const player = newPlayer(bw);
    const created = await player.client.post('/api/user_limits', { type: 'reality_check', minutes: 15 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ type: 'reality_check', period: 'reality_check', minutes: 15, status: 'active' });
    const raw = await subscribed(player);
    const checks = () => raw.pushes(`game_limits#${player.id}`).map((push) => push.pub.data);
    const notices = () => raw.pushes(`personal_notifications#${player.id}`).filter((push) => push.pub.data.kind === 'reality_check').map((push) => push.pub.data);
    const table = await player.table(); // signs in now and launches
    const bet = async () => {
      const answer = await table.bet(100);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    await bet();
    platform().clock.advance(14 * MINUTE);
    await bet();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(checks()).toEqual([]);

    // 15 minutes since signing in: the next bet tells.
    platform().clock.advance(MINUTE);
    await bet();
    await until(() => checks().length === 1 && notices().length === 1, 3_000, 'the first reality check');
    expect(checks()[0]).toEqual({ reason: 'trigger_reality_check', limit_id: created.body.id, interval_minutes: 15, played_minutes: 15 });
    expect(notices()[0]).toMatchObject({ title: 'Reality check', text: 'You have been playing for 15 minutes. Take a break whenever you like; your limits are in your profile.', link: '/profile/limits' });
    // Told once per interval: the bets that follow say nothing until the next 15 minutes have passed.
    await bet();
    platform().clock.advance(10 * MINUTE);
    await bet();
    platform().clock.advance(5 * MINUTE);
    await bet();
    await until(() => checks().length === 2, 3_000, 'the second reality check');
    expect(checks()[1]).toMatchObject({ reason: 'trigger_reality_check', played_minutes: 30 });
    await bet();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(checks().length).toBe(2);
    expect(notices().length).toBe(2);
  });

  it('a shorter interval applies at once, a longer one waits for the confirmation and 24 hours', async () => {
    const player = newPlayer(bw);
    const first = await player.client.post('/api/user_limits', { type: 'reality_check', minutes: 30 });
    expect(first.status).toBe(201);
    const shorter = await player.client.post('/api/user_limits', { type: 'reality_check', minutes: 10 });
    expect(shorter.body).toMatchObject({ id: first.body.id, minutes: 10, status: 'active', pending: null });
    const longer = await player.client.post('/api/user_limits', { type: 'reality_check', minutes: 60 });
    expect(longer.body).toMatchObject({ id: first.body.id, minutes: 10, status: 'pending', pending: { action: 'update', minutes: 60, confirmed: false } });
    expect((await player.client.post('/api/user_limits', { type: 'reality_check', minutes: 2 })).status).toBe(422);
    // Listed with the player’s other limits (the profile reads them), one row per player.
    expect((await player.client.get('/api/user_limits')).body.map((limit: { type: string }) => limit.type)).toEqual(['reality_check']);
  });
});
