/**
 * The hub's Redis engine and what else the platform's nodes share through Redis (issue 18,
 * docs/api/realtime.md "Engines", docs/operations.md "Several nodes"): two real platforms ("nodes")
 * on one SQLite file and one real Redis (tests/support/redis.ts), real sockets, real HTTP.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startPlatform, type TestPlatform } from './harness.ts';
import { SESSION_ENDED_TOPIC } from '../../platform/realtime/revocation.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { RealtimeClient } from '../../sdk/realtime/client.ts';
import { hubOf, RawClient, socketUrl, tokenFor, until } from './realtime-helpers.ts';
import { startRedis, type TestRedis } from '../support/redis.ts';

describe('several nodes on one Redis', () => {
  let redis: TestRedis;
  let dir: string;
  let a: TestPlatform;
  let b: TestPlatform;
  const open: RawClient[] = [];

  const node = (nodeId: string) => startPlatform({ redisUrl: redis.url, nodeId, databasePath: join(dir, 'casino.sqlite') });
  /** A player's socket on `platform`, connected, subscribed to `channel` (recovering from `since` when given). */
  const subscriber = async (platform: TestPlatform, user: number, channel: string, since?: { epoch: string; offset: number }) => {
    const raw = await RawClient.open(socketUrl(platform));
    open.push(raw);
    expect((await raw.connect(await tokenFor(platform, user))).connect).toBeTruthy();
    const reply = await raw.call({ subscribe: since ? { channel, recover: true, ...since } : { channel } });
    expect(reply.error).toBeUndefined();
    return { raw, reply: reply.subscribe };
  };

  beforeAll(async () => {
    redis = await startRedis();
    dir = mkdtempSync(join(tmpdir(), 'casino-nodes-'));
    a = await node('node-a');
    b = await node('node-b');
  }, 60_000);
  afterEach(() => {
    for (const raw of open.splice(0)) raw.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs both hubs on the Redis engine', () => {
    expect(hubOf(a).engineName).toBe('redis');
    expect(hubOf(b).engineName).toBe('redis');
    expect(a.ctx.cluster?.nodeId).toBe('node-a');
  });

  it('speaks the very same wire as the memory engine: one reply frame for a batched first frame, then the pushes', async () => {
    const memory = await startPlatform();
    try {
      /** The frames one scripted session gets from `platform`, with its epochs and client id made neutral. */
      const transcript = async (platform: TestPlatform, publishFrom: TestPlatform) => {
        const user = platform.createUser();
        const raw = await RawClient.open(socketUrl(platform));
        open.push(raw);
        const [, , balanceId] = raw.send(
          { connect: { token: await tokenFor(platform, user) } },
          { subscribe: { channel: 'public:jackpots_changes' } },
          { subscribe: { channel: `balance#${user}` } },
          { subscribe: { channel: `bonuses_changes#${user}` } },
        );
        await raw.reply(balanceId!);
        for (let n = 1; n <= 3; n++) hubOf(publishFrom).publish(`balance#${user}`, { amount_cents: n, currency: 'EUR' });
        await until(() => raw.pushes(`balance#${user}`).length === 3, 5_000);
        const recovering = await raw.call({ subscribe: { channel: `payments_changes#${user}`, recover: true, offset: 0, epoch: '' } });
        expect(recovering.subscribe).toBeTruthy();
        await new Promise((resolve) => setTimeout(resolve, 50));
        const client = raw.messages[0].connect.client as string;
        return raw.frames.map((frame) =>
          frame
            .replaceAll(client, '<client>')
            .replaceAll(String(user), '<user>')
            .replace(/"epoch":"[^"]*"/g, '"epoch":"<epoch>"')
            .replace(/"ttl":\d+/g, '"ttl":<ttl>'),
        );
      };
      const onMemory = await transcript(memory, memory);
      expect(onMemory).toHaveLength(5); // replies, 3 pushes, the recovering subscribe's reply
      expect(await transcript(a, b)).toEqual(onMemory);
    } finally {
      await memory.close();
    }
  });

  it('delivers every publication of either node to the subscribers on both, once each, in offset order', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    const onA = await subscriber(a, user, channel);
    const alsoOnA = await subscriber(a, user, channel);
    const onB = await subscriber(b, user, channel);
    const start = onA.reply.offset as number;
    expect(onB.reply.epoch).toBe(onA.reply.epoch);

    // 200 publications, alternately from B and A, synchronously (services publish fire-and-forget).
    for (let i = 0; i < 100; i++) {
      hubOf(b).publish(channel, { from: 'b', i });
      hubOf(a).publish(channel, { from: 'a', i });
    }
    for (const client of [onA, alsoOnA, onB]) {
      await until(() => client.raw.pushes(channel).length >= 200, 10_000, 'all publications');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const pushes = client.raw.pushes(channel);
      expect(pushes).toHaveLength(200);
      // Exactly once, offsets consecutive after the subscribe's position.
      expect(pushes.map((push) => push.pub.offset)).toEqual(Array.from({ length: 200 }, (_, i) => start + 1 + i));
      // Each node's publications in the order it made them.
      for (const from of ['a', 'b']) expect(pushes.filter((push) => push.pub.data.from === from).map((push) => push.pub.data.i)).toEqual([...Array(100).keys()]);
    }
    // All three saw the same sequence.
    const sequence = (client: { raw: RawClient }) => client.raw.pushes(channel).map((push) => JSON.stringify(push.pub));
    expect(sequence(onB)).toEqual(sequence(onA));
    expect(sequence(alsoOnA)).toEqual(sequence(onA));
  });

  it('drops a state older than one of the same key already published (newer state wins), keeps other keys and unversioned publications', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    const client = await subscriber(a, user, channel);
    // Node A read version 7 of the EUR balance, node B later read version 9: B's publication reached Redis first.
    hubOf(b).publish(channel, { currency: 'EUR', v: 9 }, { version: 9, key: 'EUR' });
    // A command after it on the same connection answers once Redis ran the script.
    await b.ctx.cluster!.redis.ping();
    hubOf(a).publish(channel, { currency: 'EUR', v: 7 }, { version: 7, key: 'EUR' });
    // Another currency's state is its own key; an equal version is the same state, published again.
    hubOf(a).publish(channel, { currency: 'BTC', v: 8 }, { version: 8, key: 'BTC' });
    hubOf(a).publish(channel, { currency: 'EUR', v: 9 }, { version: 9, key: 'EUR' });
    await a.ctx.cluster!.redis.ping();
    hubOf(b).publish(channel, { note: 'unversioned' });
    await until(() => client.raw.pushes(channel).length >= 4, 5_000, 'the publications kept');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.raw.pushes(channel).map((push) => push.pub.data)).toEqual([{ currency: 'EUR', v: 9 }, { currency: 'BTC', v: 8 }, { currency: 'EUR', v: 9 }, { note: 'unversioned' }]);
  });

  it('a balance read on one node never overwrites a newer one read on the other: the last push is the ledger balance', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    const client = await subscriber(a, user, channel);
    const move = (platform: TestPlatform, cents: number, key: string) =>
      transfer(platform.ctx, { debit: { system: 'house:payments' }, credit: { userId: user, kind: 'real' }, amount_cents: cents, currency: 'EUR', kind: 'deposit', idempotencyKey: `newer:${user}:${key}` });
    // Deposits alternately on both nodes, as fast as they commit: the two nodes' pushes race to Redis.
    for (let i = 0; i < 40; i++) move(i % 2 ? a : b, 100, String(i));
    await b.ctx.cluster!.redis.ping();
    await a.ctx.cluster!.redis.ping();
    await until(() => client.raw.pushes(channel).at(-1)?.pub.data.amount_cents === 4_000, 5_000, 'the ledger balance last');
    const amounts = client.raw.pushes(channel).map((push) => push.pub.data.amount_cents as number);
    // Never a step back.
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
  });

  it('loses and doubles nothing for clients subscribing while the other node publishes', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    const first = await subscriber(a, user, channel);
    const origin = { epoch: first.reply.epoch as string, offset: first.reply.offset as number };
    let published = 0;
    let publishing = true;
    // Node B publishes every millisecond or so while clients subscribe on node A.
    const loop = () => {
      if (!publishing) return;
      hubOf(b).publish(channel, { n: ++published });
      setTimeout(loop, 1);
    };
    loop();
    const clients = [];
    for (let i = 0; i < 12; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      // Half recover from the latest position the first client saw (history holds 100), half just subscribe.
      const since = { epoch: origin.epoch, offset: first.raw.pushes(channel).at(-1)?.pub.offset ?? origin.offset };
      clients.push({ since, ...(await subscriber(a, user, channel, i % 2 ? since : undefined)) });
    }
    publishing = false;
    await b.ctx.cluster!.redis.ping();
    const top = origin.offset + published;
    await until(() => first.raw.pushes(channel).length === published, 10_000, 'every publication');
    expect(published).toBeGreaterThan(20);
    for (const { raw, reply, since } of clients) {
      await until(() => (raw.pushes(channel).at(-1)?.pub.offset ?? reply.offset) === top, 10_000, 'the last publication');
      // Whatever it recovered in the reply, then every later publication once, in order, no gap.
      const offsets = [...(reply.publications ?? []).map((pub: { offset: number }) => pub.offset), ...raw.pushes(channel).map((push) => push.pub.offset)];
      const from = reply.was_recovering ? since.offset : reply.offset;
      if (reply.was_recovering) expect(reply.recovered).toBe(true);
      expect(offsets).toEqual(Array.from({ length: top - from }, (_, i) => from + 1 + i));
    }
  }, 30_000);

  it('the SDK client on node A gets the balance of deposits committed on node B, and recovers them on node B after a drop', async () => {
    const user = a.createUser();
    const balances: number[] = [];
    // The load balancer sends its first connection to A, every later one to B.
    let connects = 0;
    const client = new RealtimeClient({
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      credentials: async () => {
        const node = connects++ === 0 ? a : b;
        return { url: socketUrl(node), token: await tokenFor(node, user) };
      },
      minReconnectDelayMs: 20,
      maxReconnectDelayMs: 50,
    });
    client.subscribe(`balance#${user}`, (data) => balances.push((data as { amount_cents: number }).amount_cents));
    await until(() => hubOf(a).stats().subscribers[`balance#${user}`] === 1, 5_000, 'subscribed on A');
    const deposit = (cents: number, key: string) =>
      transfer(b.ctx, { debit: { system: 'house:payments' }, credit: { userId: user, kind: 'real' }, amount_cents: cents, currency: 'EUR', kind: 'deposit', idempotencyKey: `nodes:${user}:${key}` });
    deposit(100, '1');
    deposit(200, '2');
    await until(() => balances.length === 2, 5_000, 'pushes from B');
    expect(balances).toEqual([100, 300]);

    // The socket on A dies; B commits more meanwhile; the client comes back on B and recovers them.
    for (const session of hubOf(a).sessionsOf(String(user))) session.transport.close(3001, 'shutdown');
    deposit(300, '3');
    deposit(400, '4');
    deposit(400, '4'); // a retried request: replayed, no money moved, no push
    await until(() => balances.length === 4, 10_000, 'recovered on B');
    await until(() => hubOf(b).stats().subscribers[`balance#${user}`] === 1, 5_000, 'subscribed on B');
    deposit(500, '5');
    await until(() => balances.length === 5, 5_000, 'live on B');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(balances).toEqual([100, 300, 600, 1000, 1500]);
    client.disconnect();
  });

  it('a client that left node A recovers on node B exactly what it missed', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    const first = await subscriber(a, user, channel);
    hubOf(b).publish(channel, { n: 1 });
    await until(() => first.raw.pushes(channel).length === 1);
    const position = { epoch: first.reply.epoch as string, offset: first.raw.pushes(channel)[0].pub.offset as number };
    first.raw.close();
    await until(() => hubOf(a).stats().subscribers[channel] === undefined);

    for (let n = 2; n <= 6; n++) hubOf(b).publish(channel, { n });
    // Let Redis run the scripts before the client comes back (they are fire-and-forget, in order on B's connection).
    await b.ctx.cluster!.redis.ping();
    const again = await subscriber(b, user, channel, position);
    expect(again.reply).toMatchObject({ recovered: true, was_recovering: true, epoch: position.epoch, offset: position.offset + 5 });
    expect(again.reply.publications).toEqual([2, 3, 4, 5, 6].map((n, i) => ({ data: { n }, offset: position.offset + 1 + i })));

    // …and is live from there, once.
    hubOf(a).publish(channel, { n: 7 });
    await until(() => again.raw.pushes(channel).length === 1);
    expect(again.raw.pushes(channel).map((push) => push.pub)).toEqual([{ data: { n: 7 }, offset: position.offset + 6 }]);
  });

  it('says recovered: false on the other node when history no longer holds the gap, and 112 when asked to', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    const first = await subscriber(a, user, channel);
    const position = { epoch: first.reply.epoch as string, offset: first.reply.offset as number };
    // One more than the history holds (100, HUB_DEFAULTS.historySize): the first missed one was trimmed.
    for (let n = 1; n <= 101; n++) hubOf(a).publish(channel, { n });
    await until(() => first.raw.pushes(channel).length === 101, 10_000);
    first.raw.close();

    const again = await subscriber(b, user, channel, position);
    expect(again.reply).toMatchObject({ was_recovering: true, recovered: false, offset: position.offset + 101 });
    expect(again.reply.publications).toBeUndefined();

    // One publication less and the same gap is whole again.
    const fromLater = await subscriber(b, user, channel, { epoch: position.epoch, offset: position.offset + 1 });
    expect(fromLater.reply).toMatchObject({ recovered: true });
    expect(fromLater.reply.publications).toHaveLength(100);

    // A client that prefers an error to a gap (FLAG_REJECT_UNRECOVERED) gets 112; an unknown epoch is a gap too.
    const strict = await RawClient.open(socketUrl(b));
    open.push(strict);
    await strict.connect(await tokenFor(b, user));
    expect((await strict.call({ subscribe: { channel, recover: true, ...position, flag: 2 } })).error).toEqual({ code: 112, message: 'unrecoverable position' });
    expect((await strict.call({ subscribe: { channel, recover: true, epoch: 'other', offset: position.offset + 101 } })).subscribe).toMatchObject({ recovered: false });
  });

  it('keeps a channel’s epoch and offsets in Redis across a node restart', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    const before = await subscriber(a, user, channel);
    hubOf(a).publish(channel, { n: 1 });
    await until(() => before.raw.pushes(channel).length === 1);
    const position = { epoch: before.reply.epoch as string, offset: before.reply.offset + 1 };

    await a.close();
    hubOf(b).publish(channel, { n: 2 });
    a = await node('node-a');

    const after = await subscriber(a, user, channel, position);
    expect(after.reply).toMatchObject({ epoch: position.epoch, recovered: true, offset: position.offset + 1 });
    expect(after.reply.publications).toEqual([{ data: { n: 2 }, offset: position.offset + 1 }]);
  }, 30_000);

  it('keeps on a node only the channels it has subscribers on, and nothing for a channel nobody holds', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    // Nobody ever subscribed: kept nowhere (no meta hash, no stream), as with the memory engine.
    hubOf(b).publish(channel, { n: 1 });
    const keys = a.ctx.cluster!.redis;
    await keys.ping();
    expect(await keys.keys(`casino:rt:{${channel}}*`)).toEqual([]);

    const client = await subscriber(a, user, channel);
    expect(client.reply.offset).toBe(0);
    expect(hubOf(a).stats().subscribers[channel]).toBe(1);
    // While it has subscribers here, the node's housekeeping keeps the channel's epoch alive in Redis.
    const meta = `casino:rt:{${channel}}:meta`;
    await keys.pexpire(meta, 5_000);
    hubOf(a).sendPings();
    await keys.ping();
    expect(await keys.pttl(meta)).toBeLessThanOrEqual(5_000); // touched at most every 2.5 minutes
    a.clock.advance(3 * 60_000);
    hubOf(a).sendPings();
    await keys.ping();
    expect(await keys.pttl(meta)).toBeGreaterThan(9 * 60_000);
    client.raw.close();
    await until(() => hubOf(a).stats().channels === 0);
    // Its epoch waits in Redis for the recovery window (docs/api/realtime.md "Engines").
    const ttl = await keys.pttl(`casino:rt:{${channel}}:meta`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('a session ended on node A closes its sockets on node B (3011), after B checked the database', async () => {
    const user = a.createUser();
    const onA = a.clientAs(user);
    const onB = new ApiClient(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const { body } = await onB.get('/api/player/settings');
    expect(body.cent.user).toBe(String(user));
    const raw = await RawClient.open(socketUrl(b));
    open.push(raw);
    expect((await raw.connect(body.cent.token)).connect).toBeTruthy();

    // A bus message for a session that did not end is checked against the database and ignored.
    const sid = (JSON.parse(Buffer.from(body.cent.token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    const publisher = new Redis(redis.url);
    await publisher.publish(SESSION_ENDED_TOPIC, `node-x ${sid}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(raw.closeCode).toBeUndefined();
    publisher.disconnect();

    expect((await onA.delete('/api/users/sign_out')).status).toBe(204);
    expect(await raw.closed()).toBe(3011);
  });

  it('counts a per-address route limit across both nodes', async () => {
    const send = (platform: TestPlatform, i: number) => platform.client().post('/api/send_contact_message', { contact: { email: 'player@example.test', content: `Question ${i}` } });
    // CONTACT_LIMIT: 5 per 10 minutes per address (platform/telemetry/routes.ts).
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(i % 2 ? b : a, i)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect((await send(a, 7)).status).toBe(429);
  });

  it('leaves nothing running after close: a process that started and closed a node exits by itself', async () => {
    const harness = fileURLToPath(new URL('./harness.ts', import.meta.url));
    const code = `const { startPlatform } = await import(${JSON.stringify(harness)});
      const node = await startPlatform({ redisUrl: ${JSON.stringify(redis.url)}, nodeId: 'exit-check' });
      if (!node.ctx.cluster) throw new Error('no cluster');
      await node.close();
      console.log('closed');`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const [status, signal] = await new Promise<[number | null, string | null]>((resolve) => child.once('exit', (code, sig) => resolve([code, sig])));
    clearTimeout(timer);
    // Killed by the timer means something kept the event loop alive after close.
    expect({ status, signal, output: output.trim() }).toEqual({ status: 0, signal: null, output: 'closed' });
  }, 60_000);

  it('survives a Redis outage: publishing drops and logs, subscribing answers a temporary error, subscribers are told to recover', async () => {
    const user = a.createUser();
    const channel = `balance#${user}`;
    const client = await subscriber(a, user, channel);
    const guest = await RawClient.open(socketUrl(b));
    open.push(guest);
    await guest.connect(await tokenFor(b, user));

    await redis.stop();
    expect(await client.raw.closed()).toBe(3010);
    expect(() => hubOf(b).publish(channel, { n: 1 })).not.toThrow();
    const reply = await guest.call({ subscribe: { channel } });
    expect(reply.error).toMatchObject({ code: 100, temporary: true });
    // The money path around a publish is unaffected: the platform still answers.
    expect((await a.client().get('/api/info/project')).status).toBe(200);
  }, 20_000);
});
