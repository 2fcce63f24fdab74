/**
 * The hub's protocol at the frame level (raw `ws` client): batching, auth, channel rules, errors,
 * history and recovery, ping/pong, origin check, and malformed input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import { canSubscribe } from '../../platform/realtime/channels.ts';
import * as wsModule from 'ws';
import { ChannelStream } from '../../platform/realtime/history.ts';
import { textFrame } from '../../platform/realtime/protocol.ts';
import { Hub } from '../../platform/realtime/hub.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { signSocketToken, socketSecret } from '../../platform/realtime/token.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { hubOf, RawClient, socketUrl, tokenFor, until } from './realtime-helpers.ts';

describe('channel rules', () => {
  it('lets everyone into the published public channels, only that user into name#id, nobody into the rest', () => {
    expect(canSubscribe('public:wins', '')).toEqual({ ok: true });
    expect(canSubscribe('public:jackpots_changes', '7')).toEqual({ ok: true });
    expect(canSubscribe('balance#7', '7')).toEqual({ ok: true });
    expect(canSubscribe('payments_changes#7', '7')).toEqual({ ok: true });
    expect(canSubscribe('jackpot_win_award#7', '7')).toEqual({ ok: true });
    expect(canSubscribe('bonuses_changes#7', '7')).toEqual({ ok: true });
    expect(canSubscribe('freespins_changes#7', '7')).toEqual({ ok: true });
    // Published since issue 16 (platform/lootboxes/publish.ts).
    expect(canSubscribe('lootboxes_changes#7', '7')).toEqual({ ok: true });
    // Only channels the platform publishes on (issue 11): nothing a client can invent.
    expect(canSubscribe('public:1', '')).toMatchObject({ ok: false, error: { code: 102 } });
    expect(canSubscribe('public:wins2', '7')).toMatchObject({ ok: false, error: { code: 102 } });
    expect(canSubscribe('public:balance#7', '7')).toMatchObject({ ok: false, error: { code: 102 } });
    expect(canSubscribe('dialog#7', '7')).toMatchObject({ ok: false, error: { code: 102 } });
    expect(canSubscribe('balance#3,7', '7')).toMatchObject({ ok: false, error: { code: 102 } });
    expect(canSubscribe('balance#07', '7')).toMatchObject({ ok: false, error: { code: 103 } });
    expect(canSubscribe('balance#7', '8')).toMatchObject({ ok: false, error: { code: 103 } });
    expect(canSubscribe('balance#7', '')).toMatchObject({ ok: false, error: { code: 103 } });
    expect(canSubscribe('news', '7')).toMatchObject({ ok: false, error: { code: 103 } });
    expect(canSubscribe('public:', '7')).toMatchObject({ ok: false, error: { code: 103 } });
    expect(canSubscribe('ws:casino:balance#7', '7')).toMatchObject({ ok: false, error: { code: 102 } });
    expect(canSubscribe('secret:x', '7')).toMatchObject({ ok: false, error: { code: 102 } });
    expect(canSubscribe('#7', '7')).toMatchObject({ ok: false, error: { code: 107 } });
    expect(canSubscribe('balance#', '')).toMatchObject({ ok: false, error: { code: 107 } });
  });
});

describe('channel history ring', () => {
  it('keeps the latest publications within size and TTL, and never recovers partially', () => {
    const stream = new ChannelStream({ size: 3, ttlMs: 1_000 }, 0);
    for (let i = 1; i <= 5; i++) stream.append(JSON.stringify(i), i);
    expect(stream.top).toBe(5);
    expect(stream.since(5, 10)).toEqual([]);
    expect(stream.since(2, 10)!.map((pub) => pub.offset)).toEqual([3, 4, 5]);
    expect(stream.since(4, 10)!.map((pub) => pub.dataJson)).toEqual(['5']);
    expect(stream.since(1, 10)).toBeNull(); // offset 2 left the ring
    expect(stream.since(6, 10)).toBeNull(); // ahead of the stream
    expect(stream.since(2, 1_004)).toBeNull(); // offset 3 expired
    expect(stream.since(4, 1_004)!.map((pub) => pub.offset)).toEqual([5]);
    expect(new ChannelStream({ size: 3, ttlMs: 1_000 }, 0).epoch).not.toBe(stream.epoch);
  });
});

describe('hub fan-out (in memory, fake transports)', () => {
  class FakeTransport {
    readonly sent: (string | Buffer)[] = [];
    closed: number | undefined;
    bufferedAmount = 0;
    failing = false;
    send(data: string | Buffer) {
      if (this.failing) throw new Error('socket gone');
      this.sent.push(data);
    }
    close(code?: number) {
      this.closed = code;
    }
  }

  const subscribedHub = async (count: number) => {
    const clock = new ManualClock();
    const hub = new Hub({ clock, autoTimers: false, log: () => {} });
    hub.setSecret('test-secret');
    const transports = Array.from({ length: count }, () => new FakeTransport());
    for (const transport of transports) {
      await hub.attach(transport).handleFrame(
        [JSON.stringify({ id: 1, connect: { token: await signSocketToken('test-secret', '', clock.now()) } }), JSON.stringify({ id: 2, subscribe: { channel: 'public:wins' } })].join('\n'),
      );
    }
    return { hub, transports };
  };

  it('writes the very same serialised frame to every subscriber', async () => {
    const { hub, transports } = await subscribedHub(3);
    hub.publish('public:wins', { amount_cents: 1 });
    const frames = transports.map((transport) => transport.sent.at(-1));
    expect(frames[0]).toBeInstanceOf(Buffer);
    expect(frames[1]).toBe(frames[0]);
    expect(frames[2]).toBe(frames[0]);
    expect(JSON.parse(frames[0]!.toString())).toEqual({ push: { channel: 'public:wins', pub: { data: { amount_cents: 1 }, offset: 1 } } });
  });

  it('frames a text message exactly as ws does, at every length encoding', () => {
    const { Sender } = wsModule as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
    for (const length of [0, 5, 125, 126, 200, 65_535, 65_536, 70_000]) {
      const payload = Buffer.alloc(length, 'x');
      const expected = Buffer.concat(Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }));
      expect(textFrame(payload).equals(expected)).toBe(true);
    }
  });

  it('disconnects a slow subscriber (3008) and one whose socket throws (3009); the others still get it', async () => {
    const { hub, transports } = await subscribedHub(3);
    const [slow, broken, healthy] = transports as [FakeTransport, FakeTransport, FakeTransport];
    slow.bufferedAmount = 64 * 1024 * 1024;
    broken.failing = true;
    const before = slow.sent.length;
    hub.publish('public:wins', 1);
    expect(slow.closed).toBe(3008);
    expect(slow.sent).toHaveLength(before);
    expect(broken.closed).toBe(3009);
    expect(healthy.sent.at(-1)!.toString()).toContain('"offset":1');
    expect(hub.stats().subscribers['public:wins']).toBe(1);
  });

  it('closes connections whose token ran out unrefreshed (3005) at the ping round', async () => {
    const clock = new ManualClock();
    const hub = new Hub({ clock, autoTimers: false });
    hub.setSecret('s');
    const transport = new FakeTransport();
    const session = hub.attach(transport);
    await session.handleFrame(JSON.stringify({ id: 1, connect: { token: await signSocketToken('s', '7', clock.now(), { ttlSeconds: 60 }) } }));
    hub.sendPings();
    await session.handleFrame('{}'); // pong
    expect(transport.closed).toBeUndefined();
    clock.advance(61_000);
    hub.sendPings();
    expect(transport.closed).toBe(3005);
  });

  it('handles a later frame only after an earlier one whose token is still being checked', async () => {
    const hub = new Hub({ clock: new ManualClock(), autoTimers: false });
    hub.setSecret('s');
    const transport = new FakeTransport();
    const session = hub.attach(transport);
    const token = await signSocketToken('s', '', hub.now());
    // Not awaited in between: both arrive while the connect's token is checked.
    const first = session.handleFrame(JSON.stringify({ id: 1, connect: { token } }));
    const second = session.handleFrame(JSON.stringify({ id: 2, subscribe: { channel: 'public:wins' } }));
    const third = session.handleFrame(JSON.stringify({ id: 3, refresh: { token } }));
    await Promise.all([first, second, third]);
    expect(transport.closed).toBeUndefined();
    expect(transport.sent.map((frame) => Object.keys(JSON.parse(frame.toString())))).toEqual([
      ['id', 'connect'],
      ['id', 'subscribe'],
      ['id', 'refresh'],
    ]);
    expect(hub.stats().subscribers['public:wins']).toBe(1);
  });

  it('lets a ping round pass a connect or refresh that arrived in time but is still being checked (no 3007, no 3005)', async () => {
    const clock = new ManualClock();
    const hub = new Hub({ clock, autoTimers: false });
    hub.setSecret('s');
    // Holds every token check until released, as a busy machine might.
    const verify = hub.verifyToken.bind(hub);
    const held: (() => void)[] = [];
    hub.verifyToken = async (token) => {
      await new Promise<void>((release) => held.push(release));
      return await verify(token);
    };
    const releaseAll = async () => {
      await until(() => held.length > 0, 3_000, 'a token check');
      held.splice(0).forEach((release) => release());
    };
    const transport = new FakeTransport();
    const session = hub.attach(transport);
    hub.sendPings(); // seen unconnected once
    const connected = session.handleFrame(JSON.stringify({ id: 1, connect: { token: await signSocketToken('s', '', clock.now(), { ttlSeconds: 60 }) } }));
    hub.sendPings(); // its connect is in: not stale
    expect(transport.closed).toBeUndefined();
    await releaseAll();
    await connected;
    expect(session.connected).toBe(true);

    await session.handleFrame('{}');
    clock.advance(61_000);
    const refreshed = session.handleFrame(JSON.stringify({ id: 2, refresh: { token: await signSocketToken('s', '', clock.now(), { ttlSeconds: 60 }) } }));
    hub.sendPings(); // token ran out, but its refresh is in: not expired
    expect(transport.closed).toBeUndefined();
    await releaseAll();
    await refreshed;
    expect(JSON.parse(transport.sent.at(-1)!.toString())).toMatchObject({ id: 2, refresh: { expires: true, ttl: 60 } });
    await session.handleFrame('{}');
    hub.sendPings();
    expect(transport.closed).toBeUndefined();

    // Without a frame in flight the rounds close as before.
    const idle = hub.attach(new FakeTransport());
    hub.sendPings();
    hub.sendPings();
    expect(idle.isClosing).toBe(true);
  });

  it('checks no more tokens of one frame than the command cap admits, then closes 3013', async () => {
    const clock = new ManualClock();
    const hub = new Hub({ clock, autoTimers: false, commandBurst: 5, commandsPerSecond: 1 });
    hub.setSecret('s');
    const verify = hub.verifyToken.bind(hub);
    let checked = 0;
    hub.verifyToken = async (token) => {
      checked += 1;
      return await verify(token);
    };
    const transport = new FakeTransport();
    const session = hub.attach(transport);
    const refreshes = await Promise.all(Array.from({ length: 50 }, (_, i) => signSocketToken('s', '', clock.now() - (i + 1) * 1000)));
    await session.handleFrame(
      [JSON.stringify({ id: 1, connect: { token: await signSocketToken('s', '', clock.now()) } }), ...refreshes.map((token, i) => JSON.stringify({ id: i + 2, refresh: { token } }))].join('\n'),
    );
    expect(checked).toBe(5); // the connect and 4 refreshes
    expect(transport.closed).toBe(3013);
    expect(transport.sent.join('\n').split('\n').map((line) => JSON.parse(line).id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('forgets a socket that closed while its token was checked: no reply, no subscription', async () => {
    const hub = new Hub({ clock: new ManualClock(), autoTimers: false });
    hub.setSecret('s');
    const transport = new FakeTransport();
    const session = hub.attach(transport);
    // The client goes away in the middle of the (asynchronous) check.
    const verify = hub.verifyToken.bind(hub);
    hub.verifyToken = async (token) => {
      session.transportClosed();
      return await verify(token);
    };
    await session.handleFrame(
      [JSON.stringify({ id: 1, connect: { token: await signSocketToken('s', '', hub.now()) } }), JSON.stringify({ id: 2, subscribe: { channel: 'public:wins' } })].join('\n'),
    );
    expect(transport.sent).toEqual([]);
    expect(session.userId).toBeNull();
    expect(hub.stats()).toMatchObject({ clients: 0, subscribers: {} });
  });
});

describe('realtime protocol over a raw socket', () => {
  let platform: TestPlatform;
  let hub: Hub;
  const open: RawClient[] = [];
  const client = async (headers?: Record<string, string>) => {
    const raw = await RawClient.open(socketUrl(platform), headers);
    open.push(raw);
    return raw;
  };

  beforeAll(async () => {
    platform = await startPlatform();
    hub = hubOf(platform);
  });
  afterAll(async () => {
    for (const raw of open) raw.close();
    await platform.close();
  });

  it('uses the built-in hub as ctx.publisher by default', () => {
    expect(hub).toBeInstanceOf(Hub);
  });

  it('connects with a guest token and answers client, version, ping and pong', async () => {
    const raw = await client();
    const reply = await raw.connect(await tokenFor(platform, ''));
    expect(reply.error).toBeUndefined();
    expect(reply.connect).toMatchObject({ version: expect.any(String), ping: 25, pong: true, expires: true, ttl: 15 * 60 });
    expect(reply.connect.client).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('processes connect and subscribes batched in one first frame, in order, and replies in one frame', async () => {
    const raw = await client();
    const user = platform.createUser();
    const [connectId, winsId, balanceId] = raw.send(
      { connect: { token: await tokenFor(platform, user) } },
      { subscribe: { channel: 'public:wins' } },
      { subscribe: { channel: `balance#${user}` } },
    );
    const balance = await raw.reply(balanceId!);
    expect(raw.frames[0]!.split('\n').map((line) => JSON.parse(line).id)).toEqual([connectId, winsId, balanceId]);
    expect(balance.subscribe).toMatchObject({ recoverable: true, epoch: expect.any(String), offset: 0 });
    expect((await raw.reply(winsId!)).subscribe.recoverable).toBe(true);
  });

  it('refuses a bad token with error 101 and closes with 3500', async () => {
    const raw = await client();
    const reply = await raw.connect((await tokenFor(platform, platform.createUser())).slice(0, -3) + 'abc');
    expect(reply.error).toEqual({ code: 101, message: 'unauthorized' });
    expect(await raw.closed()).toBe(3500);
  });

  it('refuses a missing token the same way', async () => {
    const raw = await client();
    expect((await raw.call({ connect: {} })).error.code).toBe(101);
    expect(await raw.closed()).toBe(3500);
  });

  it('answers an expired token with error 109, keeps the socket, and drops the batched subscribes', async () => {
    const raw = await client();
    const [connectId] = raw.send({ connect: { token: await tokenFor(platform, '', { ageMs: 16 * 60_000 }) } }, { subscribe: { channel: 'public:wins' } });
    expect((await raw.reply(connectId!)).error).toEqual({ code: 109, message: 'token expired' });
    expect(raw.messages).toHaveLength(1);
    // The same socket may connect again with a fresh token.
    expect((await raw.connect(await tokenFor(platform, ''))).connect.client).toBeTruthy();
    expect(raw.closeCode).toBeUndefined();
  });

  it('applies the channel rules: 103 for another user, 102 unknown namespace, 105 duplicate; unsubscribe → {}', async () => {
    const raw = await client();
    const user = platform.createUser();
    await raw.connect(await tokenFor(platform, user));
    expect((await raw.call({ subscribe: { channel: `balance#${user + 1000}` } })).error).toEqual({ code: 103, message: 'permission denied' });
    expect((await raw.call({ subscribe: { channel: 'ws:casino:balance' } })).error.code).toBe(102);
    expect((await raw.call({ subscribe: { channel: `balance#${user}` } })).subscribe).toBeTruthy();
    expect((await raw.call({ subscribe: { channel: `balance#${user}` } })).error.code).toBe(105);
    expect((await raw.call({ unsubscribe: { channel: `balance#${user}` } })).unsubscribe).toEqual({});
    expect((await raw.call({ subscribe: { channel: `balance#${user}` } })).subscribe).toBeTruthy();
  });

  it('keeps guests out of per-user channels', async () => {
    const raw = await client();
    await raw.connect(await tokenFor(platform, ''));
    expect((await raw.call({ subscribe: { channel: 'balance#1' } })).error.code).toBe(103);
  });

  it('pushes publications with data and increasing offsets, serialised once for every subscriber', async () => {
    const first = await client();
    const second = await client();
    for (const raw of [first, second]) {
      await raw.connect(await tokenFor(platform, ''));
      await raw.call({ subscribe: { channel: 'public:jackpots_changes' } });
    }
    hub.publish('public:jackpots_changes', { id: 1, amount_cents: 500 });
    hub.publish('public:jackpots_changes', { id: 1, amount_cents: 700 });
    await until(() => second.pushes('public:jackpots_changes').length === 2 && first.pushes('public:jackpots_changes').length === 2);
    const frames = [first, second].map((raw) => raw.frames.slice(-2));
    expect(frames[0]).toEqual(frames[1]);
    expect(frames[0]![0]).toBe('{"push":{"channel":"public:jackpots_changes","pub":{"data":{"id":1,"amount_cents":500},"offset":1}}}');
    expect(first.pushes('public:jackpots_changes')[1].pub).toEqual({ data: { id: 1, amount_cents: 700 }, offset: 2 });
  });

  it('recovers every missed publication in order, or says recovered:false when it cannot', async () => {
    const user = platform.createUser();
    const channel = `payments_changes#${user}`;
    const raw = await client();
    await raw.connect(await tokenFor(platform, user));
    // Subscribed once, then away: the idle channel is kept for the recovery window.
    await raw.call({ subscribe: { channel } });
    await raw.call({ unsubscribe: { channel } });
    hub.publish(channel, 'a');
    const { epoch, offset } = hub.position(channel)!;
    for (const data of ['b', 'c', 'd']) hub.publish(channel, data);
    const recovered = (await raw.call({ subscribe: { channel, recover: true, offset, epoch } })).subscribe;
    expect(recovered).toMatchObject({ recoverable: true, recovered: true, was_recovering: true, epoch, offset: 4 });
    expect(recovered.publications).toEqual([
      { data: 'b', offset: 2 },
      { data: 'c', offset: 3 },
      { data: 'd', offset: 4 },
    ]);
    await raw.call({ unsubscribe: { channel } });

    const wrongEpoch = (await raw.call({ subscribe: { channel, recover: true, offset, epoch: 'other' } })).subscribe;
    expect(wrongEpoch).toMatchObject({ recovered: false, was_recovering: true, epoch, offset: 4 });
    expect(wrongEpoch.publications).toBeUndefined();
    await raw.call({ unsubscribe: { channel } });

    for (let i = 0; i < 100; i++) hub.publish(channel, i); // the ring holds 100: offsets 2..4 are gone
    expect((await raw.call({ subscribe: { channel, recover: true, offset, epoch } })).subscribe.recovered).toBe(false);
    await raw.call({ unsubscribe: { channel } });
    // centrifuge-js with getState asks for error 112 instead of recovered:false (flag 2).
    expect((await raw.call({ subscribe: { channel, recover: true, offset, epoch, flag: 3 } })).error.code).toBe(112);
  });

  it('pings connected clients, and disconnects with 3012 the one that does not pong', async () => {
    const answering = await client();
    const silent = await client();
    await answering.connect(await tokenFor(platform, ''));
    await silent.connect(await tokenFor(platform, ''));
    hub.sendPings();
    await until(() => answering.frames.at(-1) === '{}' && silent.frames.at(-1) === '{}', 3_000, 'pings');
    answering.send({});
    // Frames are handled in order: once this reply is back, the pong before it was handled.
    await answering.call({ unsubscribe: { channel: 'public:none' } });
    hub.checkPongs();
    expect(await silent.closed()).toBe(3012);
    expect(silent.closeReason).toBe('no pong');
    expect(answering.closeCode).toBeUndefined();
  });

  it('closes a socket that never connects (3007 stale) after a housekeeping round', async () => {
    const idle = await client();
    await until(() => hub.stats().clients > 0);
    hub.sendPings();
    hub.sendPings();
    expect(await idle.closed()).toBe(3007);
  });

  it('runs its own ping timer when started with a short interval', async () => {
    const hubClock = new ManualClock();
    const timed = new Hub({ clock: hubClock, pingIntervalMs: 20, pongTimeoutMs: 10 });
    const local = await startPlatform({}, { publisher: timed });
    try {
      const raw = await RawClient.open(socketUrl(local));
      await raw.connect(await signSocketToken(socketSecret(local.ctx), '', hubClock.now()));
      expect(await raw.closed()).toBe(3012); // pinged, never answered
      expect(raw.frames).toContain('{}');
    } finally {
      await local.close();
    }
  });

  it('refuses a handshake from a foreign Origin, accepts an allow-listed or same origin and none', async () => {
    await expect(RawClient.open(socketUrl(platform), { Origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    expect(await client({ Origin: 'http://localhost:5173' })).toBeTruthy();
    const host = new URL(platform.url).host;
    const strict = await startPlatform({ corsOrigins: ['https://partner.example'] }, { publisher: new MemoryPublisher() });
    try {
      const strictUrl = socketUrl(strict);
      await expect(RawClient.open(strictUrl, { Origin: 'http://localhost:5173' })).rejects.toThrow('HTTP 403');
      const partner = await RawClient.open(strictUrl, { Origin: 'https://partner.example' });
      const same = await RawClient.open(strictUrl, { Origin: `http://${new URL(strict.url).host}` });
      // A MemoryPublisher platform still serves the protocol, from a private hub.
      expect((await same.connect(await tokenFor(strict, ''))).connect).toBeTruthy();
      partner.close();
      same.close();
    } finally {
      await strict.close();
    }
    expect(host).toBeTruthy();
  });

  it('leaves other upgrade paths alone and serves plain HTTP as before', async () => {
    await expect(RawClient.open(`${platform.url.replace(/^http/, 'ws')}/connection/other`)).rejects.toThrow('HTTP 404');
    expect((await platform.client().get('/api/nope')).status).toBe(404);
  });

  it('disconnects (3501) on junk: invalid JSON, commands before connect, missing ids, binary frames', async () => {
    const cases: ((raw: RawClient) => void)[] = [
      (raw) => raw.sendRaw('not json'),
      (raw) => raw.sendRaw('[1,2]'),
      (raw) => raw.sendRaw('null'),
      (raw) => raw.send({ subscribe: { channel: 'public:wins' } }),
      (raw) => raw.sendRaw('{"connect":{}}'),
      (raw) => raw.sendRaw('{"id":-1,"connect":{}}'),
      (raw) => raw.sendRaw('{"id":1.5,"connect":{}}'),
      (raw) => raw.sendRaw('{"id":99999999999,"connect":{}}'),
      (raw) => raw.send({ connect: { token: 42 } }),
      (raw) => raw.ws.send(Buffer.from([1, 2, 3]), { binary: true }),
    ];
    for (const sendJunk of cases) {
      const raw = await client();
      sendJunk(raw);
      expect(await raw.closed()).toBe(3501);
    }
  });

  it('answers bad or unserved commands of a connected client with errors, not a crash', async () => {
    const raw = await client();
    await raw.connect(await tokenFor(platform, ''));
    expect((await raw.call({ subscribe: { channel: 42 } })).error.code).toBe(107);
    expect((await raw.call({ subscribe: {} })).error.code).toBe(107);
    expect((await raw.call({ subscribe: { channel: 'x'.repeat(300) } })).error.code).toBe(107);
    expect((await raw.call({ subscribe: { channel: 'public:wins', offset: -1, recover: true } })).error.code).toBe(107);
    expect((await raw.call({ subscribe: { channel: 'public:wins', offset: 1e300, recover: true } })).error.code).toBe(107);
    expect((await raw.call({ unsubscribe: { channel: null } })).error.code).toBe(107);
    expect((await raw.call({ publish: { channel: 'public:wins', data: {} } })).error.code).toBe(103);
    expect((await raw.call({ history: { channel: 'public:wins' } })).error.code).toBe(108);
    expect((await raw.call({ rpc: { method: 'x' } })).error.code).toBe(104);
    expect((await raw.call({ teleport: {} })).error.code).toBe(104);
    expect((await raw.call({ refresh: { token: 5 } })).error.code).toBe(107);
    const refreshed = await raw.call({ refresh: { token: await tokenFor(platform, '') } });
    expect(refreshed.refresh).toMatchObject({ expires: true, ttl: 900 });
    expect(raw.closeCode).toBeUndefined();
  });

  it('closes a connection that refreshes with another user’s token (3500)', async () => {
    const raw = await client();
    await raw.connect(await tokenFor(platform, ''));
    expect((await raw.call({ refresh: { token: await tokenFor(platform, platform.createUser()) } })).error.code).toBe(101);
    expect(await raw.closed()).toBe(3500);
  });

  it('refuses frames over the size limit (1009) and survives', async () => {
    const raw = await client();
    raw.sendRaw(`{"id":1,"connect":{"token":"${'a'.repeat(70_000)}"}}`);
    expect(await raw.closed()).toBe(1009);
    const next = await client();
    expect((await next.connect(await tokenFor(platform, ''))).connect).toBeTruthy();
  });

  it('never throws from publish, even with unserialisable data', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const logged: string[] = [];
    const quiet = new Hub({ clock: platform.clock, autoTimers: false, log: (message) => logged.push(message) });
    // A subscriber, so the publication is serialised (a channel nobody holds is not).
    quiet.setSecret('s');
    await quiet
      .attach({ send() {}, close() {}, bufferedAmount: 0 })
      .handleFrame(`{"id":1,"connect":{"token":"${await signSocketToken('s', '', platform.clock.now())}"}}\n{"id":2,"subscribe":{"channel":"public:wins"}}`);
    expect(() => quiet.publish('public:wins', circular)).not.toThrow();
    expect(() => quiet.publish('public:wins', 10n)).not.toThrow();
    expect(logged).toHaveLength(2);
  });

  it('closes every client when the platform closes', async () => {
    const local = await startPlatform();
    const raw = await RawClient.open(socketUrl(local));
    await raw.connect(await tokenFor(local, ''));
    await local.close();
    expect(await raw.closed()).toBe(3001);
  });
});
