/**
 * `tournament_starts_soon` (docs/api/competitions.md "Starts soon") over real sockets and HTTP: the injectable
 * clock's sweep sends it `starts_soon_minutes` before the start (60 by default), once per tournament and player
 * (a second sweep sends nothing: the marker and the notifications commit together), with a stored notification
 * in the player's locale; players outside the currencies hear nothing; 0 turns it off.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { sweepTournaments } from '../../platform/competitions/lifecycle.ts';
import type { BonusWorld } from './bonuses-setup.ts';
import { defineTest, newPlayer, socketWorld } from './competitions-setup.ts';
import type { ApiClient } from './harness.ts';
import { RawClient, until } from './realtime-helpers.ts';

const open: RawClient[] = [];
const MINUTE = 60_000;

async function subscribed(client: ApiClient, channels: string[]): Promise<RawClient> {
  const { body } = await client.get('/api/player/settings');
  const raw = await RawClient.open(body.cent.url);
  open.push(raw);
  expect((await raw.connect(body.cent.token)).connect).toBeTruthy();
  for (const channel of channels) expect((await raw.call({ subscribe: { channel } })).error).toBeUndefined();
  return raw;
}

describe('tournament_starts_soon', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(() => bw.close());
  afterEach(() => {
    for (const raw of open.splice(0)) raw.close();
  });

  const sweep = () => runAfter(sweepTournaments(bw.world.platform.ctx));
  const notices = (raw: RawClient, userId: number, id: number) => raw.pushes(`tournament_notifications#${userId}`).map((push) => push.pub.data).filter((data) => data.id === id);

  it('is sent once, the configured time before the start, as a socket event and a stored notification', async () => {
    const now = bw.world.platform.clock.now();
    const window = (startIn: number) => ({ start_at: new Date(now + startIn).toISOString(), end_at: new Date(now + startIn + 86_400_000).toISOString() });
    const soon = defineTest(bw, { ...window(120 * MINUTE), starts_soon_minutes: 30 });
    const byDefault = defineTest(bw, { ...window(100 * MINUTE) });
    const never = defineTest(bw, { ...window(60 * MINUTE), starts_soon_minutes: 0 });
    const dollars = defineTest(bw, { ...window(60 * MINUTE), currencies: ['USD'] });
    const player = newPlayer(bw, 'EUR', { language: 'de' });
    await player.table(); // a real game session: the players a start is announced to
    const socket = await subscribed(player.client, [`tournament_notifications#${player.id}`, `personal_notifications#${player.id}`]);

    sweep();
    bw.world.platform.clock.advance(39 * MINUTE); // 81 min before `soon`, 61 before `byDefault`
    sweep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const id of [soon, byDefault, never, dollars]) expect(notices(socket, player.id, id), `tournament ${id}`).toEqual([]);

    bw.world.platform.clock.advance(2 * MINUTE); // 59 min before `byDefault`
    sweep();
    await until(() => notices(socket, player.id, byDefault).length > 0, 3000, 'the default notice');
    expect(notices(socket, player.id, byDefault)[0]).toMatchObject({ event: 'tournament_starts_soon', id: byDefault, title: expect.any(String), start_at: expect.any(String) });
    expect(notices(socket, player.id, soon)).toEqual([]);

    bw.world.platform.clock.advance(50 * MINUTE); // 29 min before `soon`
    sweep();
    sweep();
    await until(() => notices(socket, player.id, soon).length > 0, 3000, 'the 30-minute notice');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notices(socket, player.id, soon)).toHaveLength(1);
    expect(notices(socket, player.id, byDefault)).toHaveLength(1);
    // `never` has started meanwhile (`tournament_started` only); the USD one is not for a EUR player at all.
    expect(notices(socket, player.id, never).map((n) => n.event)).toEqual(['tournament_started']);
    expect(notices(socket, player.id, dollars)).toEqual([]);

    // Stored in the player's list, in German, once per tournament, with its page.
    const listed = ((await bw.world.platform.clientAs(player.id).get('/api/player/notifications')).body as { kind: string; title: string; text: string; link: string }[]).filter((item) => item.kind === 'tournament_starts_soon');
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ title: 'Turnier beginnt bald', text: expect.stringContaining('beginnt bald') });
    for (const item of listed) expect(item.link).toMatch(/^\/tournaments\/test-/);
    const personal = socket.pushes(`personal_notifications#${player.id}`).map((push) => push.pub.data).filter((data) => data.kind === 'tournament_starts_soon');
    expect(personal).toHaveLength(2);

    // The marker is committed: later sweeps (a restarted server reads the same row) send nothing more, and after the start only `tournament_started` comes.
    const db = bw.world.platform.ctx.db;
    expect(db.prepare('SELECT COUNT(*) FROM tournaments WHERE id IN (?, ?) AND starts_soon_at IS NOT NULL').pluck().get(soon, byDefault)).toBe(2);
    expect(db.prepare('SELECT starts_soon_at FROM tournaments WHERE id = ?').pluck().get(never)).toBeNull();
    bw.world.platform.clock.advance(30 * MINUTE);
    sweep();
    await until(() => notices(socket, player.id, soon).some((n) => n.event === 'tournament_started'), 3000, 'started');
    expect(notices(socket, player.id, soon).map((n) => n.event)).toEqual(['tournament_starts_soon', 'tournament_started']);
    expect(db.prepare("SELECT COUNT(*) FROM notifications WHERE user_id = ? AND kind = 'tournament_starts_soon'").pluck().get(player.id)).toBe(2);
  });

  it('refuses a negative or too long notice time', async () => {
    expect(() => defineTest(bw, { starts_soon_minutes: -1 })).toThrow();
    expect(() => defineTest(bw, { starts_soon_minutes: 10_081 })).toThrow();
  });
});
