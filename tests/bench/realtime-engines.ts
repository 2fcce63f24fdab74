/**
 * The hub's two engines side by side (issue 18, docs/api/realtime.md "Engines"): what one
 * `publish()` costs its caller, how many publications per second reach a subscriber, and the
 * latency of a fan-out to N sockets — the memory engine on one node against the Redis engine with
 * the sockets split over two nodes on one Redis (tests/support/redis.ts). Everything (both nodes,
 * Redis aside, and the socket clients) runs in this one process on loopback, so the figures
 * compare the engines; they are not a capacity of either.
 *
 *   node --import tsx tests/bench/realtime-engines.ts [--subscribers 1000] [--burst 10000] [--messages 20]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startPlatform, type TestPlatform } from '../platform/harness.ts';
import { hubOf, RawClient, socketUrl, tokenFor, until } from '../platform/realtime-helpers.ts';
import { startRedis } from '../support/redis.ts';

const { values } = parseArgs({ options: { subscribers: { type: 'string', default: '1000' }, burst: { type: 'string', default: '10000' }, messages: { type: 'string', default: '20' } } });
const SUBSCRIBERS = Number(values.subscribers);
const BURST = Number(values.burst);
const MESSAGES = Number(values.messages);
const CHANNEL = 'public:wins';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Guest sockets on `nodes`, round robin, each subscribed to CHANNEL. */
async function subscribers(nodes: TestPlatform[], count: number): Promise<RawClient[]> {
  const clients: RawClient[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async (_, j) => {
        const node = nodes[(i + j) % nodes.length]!;
        const raw = await RawClient.open(socketUrl(node));
        await raw.connect(await tokenFor(node, ''));
        await raw.call({ subscribe: { channel: CHANNEL } });
        return raw;
      }),
    );
    clients.push(...batch);
  }
  return clients;
}

async function measure(name: string, nodes: TestPlatform[]) {
  const publisher = hubOf(nodes[0]!);
  // 1. A burst on a channel with one subscriber: the caller's cost per publish, and until the subscriber has them all.
  const [one] = await subscribers(nodes.slice(-1), 1);
  const burstStart = performance.now();
  for (let i = 0; i < BURST; i++) publisher.publish(CHANNEL, { i });
  const callerUs = ((performance.now() - burstStart) * 1000) / BURST;
  await until(() => one!.pushes(CHANNEL).length >= BURST, 120_000, 'the burst');
  const burstMs = performance.now() - burstStart;
  one!.close();

  // 2. Fan-out: MESSAGES publications 50 ms apart to SUBSCRIBERS sockets; latency publish → receipt.
  const clients = await subscribers(nodes, SUBSCRIBERS);
  const latencies: number[] = [];
  const sentAt: number[] = [];
  for (const client of clients) {
    client.ws.on('message', (data) => {
      const now = performance.now();
      for (const line of data.toString().split('\n')) {
        const message = line ? JSON.parse(line) : undefined;
        const m = message?.push?.pub?.data?.m;
        if (typeof m === 'number' && sentAt[m] !== undefined) latencies.push(now - sentAt[m]);
      }
    });
  }
  for (let m = 0; m < MESSAGES; m++) {
    sentAt[m] = performance.now();
    publisher.publish(CHANNEL, { m });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await until(() => latencies.length >= MESSAGES * SUBSCRIBERS, 60_000, 'the fan-out');
  latencies.sort((x, y) => x - y);
  for (const client of clients) client.close();
  const row = {
    engine: name,
    'publish() µs (caller)': callerUs.toFixed(1),
    'burst publications/s': Math.round(BURST / (burstMs / 1000)),
    [`fan-out to ${SUBSCRIBERS}: p50 ms`]: quantile(latencies, 0.5).toFixed(1),
    p99: quantile(latencies, 0.99).toFixed(1),
    max: latencies.at(-1)!.toFixed(1),
  };
  await until(() => nodes.every((node) => hubOf(node).stats().clients === 0), 10_000, 'the sockets to close');
  return row;
}

const rows = [];
const memory = await startPlatform({ socketConnectionsPerAddress: 0 });
rows.push(await measure('memory (1 node)', [memory]));
await memory.close();

const redis = await startRedis();
const dir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
try {
  const config = { socketConnectionsPerAddress: 0, redisUrl: redis.url, databasePath: join(dir, 'casino.sqlite') };
  const a = await startPlatform({ ...config, nodeId: 'a' });
  const b = await startPlatform({ ...config, nodeId: 'b' });
  rows.push(await measure('redis (2 nodes, sockets split)', [a, b]));
  // Publishing alone: no socket on either node, the channel's meta hash there (someone subscribed within the window).
  await a.ctx.cluster!.redis.hset('casino:rt:{public:wins}:meta', 'e', 'bench');
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    for (let i = 0; i < BURST; i++) hubOf(a).publish(CHANNEL, { i, amount_cents: 1234, game: 'book-of-dead' });
    const caller = performance.now() - start;
    await a.ctx.cluster!.redis.ping();
    const total = performance.now() - start;
    console.log(`redis, publishing alone: ${((caller * 1000) / BURST).toFixed(1)} µs per publish() for the caller, Redis ran ${Math.round(BURST / (total / 1000))} publication scripts/s`);
  }
  await a.close();
  await b.close();
} finally {
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`burst ${BURST}, ${SUBSCRIBERS} subscribers, ${MESSAGES} publications 50 ms apart; one process on loopback`);
console.table(rows);
