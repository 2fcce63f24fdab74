/**
 * The built-in hub against the real centrifuge-js 5 client (node, `ws` transport), as the SDK uses
 * it: guests on public channels, a player on their balance channel, token refresh on 109, and
 * recovery of every missed publication after the socket is killed mid-stream.
 */
import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { userChannel } from '../../platform/realtime/publisher.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { hubOf, killSocketsOf, socketUrl, tokenFor, until } from './realtime-helpers.ts';

describe('centrifuge-js 5 against the platform hub', () => {
  let platform: TestPlatform;
  const clients: Centrifuge[] = [];

  const newClient = (options: ConstructorParameters<typeof Centrifuge>[1]) => {
    const centrifuge = new Centrifuge(socketUrl(platform), {
      websocket: WebSocket,
      minReconnectDelay: 20,
      maxReconnectDelay: 100,
      timeout: 2_000,
      ...options,
    });
    clients.push(centrifuge);
    return centrifuge;
  };

  /** Subscribes and records every publication's data and every subscribed context. */
  const follow = (centrifuge: Centrifuge, channel: string) => {
    const sub = centrifuge.newSubscription(channel);
    const received: unknown[] = [];
    const subscribed: SubscribedContext[] = [];
    sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    return { sub, received, subscribed };
  };

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterEach(() => {
    for (const centrifuge of clients.splice(0)) centrifuge.disconnect();
  });
  afterAll(() => platform.close());

  it('a guest receives public:wins publications made through ctx.publisher', async () => {
    const guest = newClient({ token: await tokenFor(platform, '') });
    const { sub, received } = follow(guest, 'public:wins');
    guest.connect();
    await sub.ready(2_000);
    platform.ctx.publisher.publish('public:wins', { game: 'Book of Cats', amount_cents: 125_000, currency: 'EUR' });
    platform.ctx.publisher.publish('public:wins', { game: 'Fruit Party', amount_cents: 50_000, currency: 'EUR' });
    await until(() => received.length === 2);
    expect(received).toEqual([
      { game: 'Book of Cats', amount_cents: 125_000, currency: 'EUR' },
      { game: 'Fruit Party', amount_cents: 50_000, currency: 'EUR' },
    ]);
  });

  it('a player receives their balance and is refused another player’s (103)', async () => {
    const me = platform.createUser();
    const other = platform.createUser();
    const player = newClient({ token: await tokenFor(platform, me) });
    const mine = follow(player, userChannel('balance', me));
    const theirs = player.newSubscription(userChannel('balance', other));
    const refused = new Promise<{ code: number }>((resolve) => theirs.on('unsubscribed', resolve));
    theirs.subscribe();
    player.connect();
    await mine.sub.ready(2_000);
    expect((await refused).code).toBe(103);

    platform.ctx.publisher.publish(userChannel('balance', other), { currency: 'EUR', amount_cents: 1 });
    platform.ctx.publisher.publish(userChannel('balance', me), { currency: 'EUR', amount_cents: 4_200 });
    await until(() => mine.received.length === 1);
    expect(mine.received).toEqual([{ currency: 'EUR', amount_cents: 4_200 }]);
  });

  it('an expired token makes the client call getToken (error 109) and connect with the new one', async () => {
    let calls = 0;
    const errors: number[] = [];
    const guest = newClient({
      token: await tokenFor(platform, '', { ageMs: 16 * 60_000 }),
      getToken: async () => {
        calls += 1;
        return await tokenFor(platform, '');
      },
    });
    guest.on('error', (ctx) => errors.push(ctx.error.code));
    const connected = new Promise((resolve) => guest.on('connected', resolve));
    guest.connect();
    await connected;
    expect(errors).toContain(109);
    expect(calls).toBe(1);
  });

  it('recovers every publication missed while the socket was killed mid-stream, once and in order', async () => {
    const me = platform.createUser();
    const channel = userChannel('balance', me);
    const hub = hubOf(platform);
    const player = newClient({ token: await tokenFor(platform, me) });
    const { sub, received, subscribed } = follow(player, channel);
    player.connect();
    await sub.ready(2_000);

    hub.publish(channel, 1);
    hub.publish(channel, 2);
    await until(() => received.length === 2);
    // Kill the server side while publications are still flowing (3 is written, maybe never read).
    hub.publish(channel, 3);
    killSocketsOf(hub, me);
    await until(() => hub.sessionsOf(String(me)).length === 0, 2_000, 'server-side close');
    // Published while the client is down.
    for (const amount of [4, 5, 6]) hub.publish(channel, amount);

    await until(() => subscribed.length === 2, 3_000, 'resubscribe');
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    hub.publish(channel, 7); // live again after the recovery
    await until(() => received.length >= 7);
    expect(received).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reports recovered:false when the channel’s epoch changed while it was away', async () => {
    const me = platform.createUser();
    const channel = userChannel('payments_changes', me);
    const hub = hubOf(platform);
    const player = newClient({ token: await tokenFor(platform, me) });
    const { sub, received, subscribed } = follow(player, channel);
    player.connect();
    await sub.ready(2_000);
    hub.publish(channel, { id: 1 });
    await until(() => received.length === 1);
    const before = hub.position(channel)!.epoch;

    killSocketsOf(hub, me);
    await until(() => hub.sessionsOf(String(me)).length === 0);
    hub.resetChannel(channel); // as after a restart: a new stream incarnation
    hub.publish(channel, { id: 2 });

    await until(() => subscribed.length === 2, 3_000, 'resubscribe');
    expect(hub.position(channel)!.epoch).not.toBe(before);
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false });
    expect(received).toEqual([{ id: 1 }]); // nothing replayed: the app reloads over HTTP
  });

  it('answers server pings with pongs, so a ping round keeps it connected', async () => {
    const hub = hubOf(platform);
    const guest = newClient({ token: await tokenFor(platform, '') });
    const { sub } = follow(guest, 'public:wins');
    guest.connect();
    await sub.ready(2_000);
    await until(() => hub.sessionsOf('').length === 1, 2_000, 'earlier guests gone');
    hub.sendPings();
    await until(() => hub.sessionsOf('').every((session) => !session.awaitingPong), 2_000, 'pong');
    hub.checkPongs();
    expect(guest.state).toBe('connected');
    expect(hub.sessionsOf('')).toHaveLength(1);
  });

  it('unsubscribing stops deliveries', async () => {
    const guest = newClient({ token: await tokenFor(platform, '') });
    const { sub, received } = follow(guest, 'public:jackpots_changes');
    guest.connect();
    await sub.ready(2_000);
    const hub = hubOf(platform);
    sub.unsubscribe();
    await until(() => (hub.stats().subscribers['public:jackpots_changes'] ?? 0) === 0);
    hub.publish('public:jackpots_changes', { id: 9 });
    const probe = follow(guest, 'public:wins');
    await probe.sub.ready(2_000);
    expect(received).toEqual([]);
  });
});
