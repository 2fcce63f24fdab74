/**
 * Socket channel churn (issue 11, High 1; docs/api/realtime.md#limits): one guest socket, with the
 * token a browser gets from GET /api/player/settings, subscribes to and unsubscribes from unique
 * `public:<n>` channels, then churns the real public channels as long. Prints the hub's channel
 * map and the heap (after a GC when node runs with --expose-gc). The command rate cap is lifted so
 * that what is measured is the channel map. Loopback only, bounded count and time.
 *
 *   node --expose-gc --import tsx tests/bench/socket-churn.ts [--commands 20000]
 */
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';

export interface ChurnResult {
  pairs: number;
  /** Replies by kind, e.g. `{"error 102": 20000, "unsubscribed": 20000}`. */
  uniqueReplies: Record<string, number>;
  channelsBefore: number;
  channelsAfterUnique: number;
  channelsAfterPublic: number;
  heapBeforeMb: number;
  heapAfterUniqueMb: number;
  heapAfterPublicMb: number;
  ms: number;
}

export async function runSocketChurnBench(pairs = 20_000): Promise<ChurnResult> {
  const { buildServer } = await import('../../platform/server.ts');
  const { testConfig } = await import('../../platform/config.ts');
  const { systemClock } = await import('../../platform/clock.ts');
  const { Hub } = await import('../../platform/realtime/hub.ts');
  const hub = new Hub({ clock: systemClock, autoTimers: false, commandBurst: 0, log: () => {} });
  const app = await buildServer({ config: testConfig(), clock: systemClock, seed: false, publisher: hub });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { cent } = (await (await fetch(`${base}/api/player/settings`)).json()) as { cent: { url: string; token: string } };
    const ws = new WebSocket(cent.url, { perMessageDeflate: false });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const waiting = new Map<number, () => void>();
    const replies = new Map<string, number>();
    ws.on('message', (data) => {
      for (const line of data.toString().split('\n')) {
        if (!line) continue;
        const message = JSON.parse(line) as { id?: number; subscribe?: unknown; unsubscribe?: unknown; error?: { code: number } };
        const kind = message.subscribe ? 'subscribed' : message.unsubscribe ? 'unsubscribed' : message.error ? `error ${message.error.code}` : 'other';
        replies.set(kind, (replies.get(kind) ?? 0) + 1);
        if (message.id !== undefined) waiting.get(message.id)?.();
      }
    });
    let nextId = 1;
    const sendFrame = (commands: object[]) =>
      new Promise<void>((resolve) => {
        const lines = commands.map((command) => JSON.stringify({ id: nextId++, ...command }));
        waiting.set(nextId - 1, resolve);
        ws.send(lines.join('\n'));
      });
    const churn = async (channelOf: (n: number) => string) => {
      replies.clear();
      for (let first = 0; first < pairs; first += 250) {
        const commands: object[] = [];
        for (let n = first; n < Math.min(pairs, first + 250); n++) commands.push({ subscribe: { channel: channelOf(n) } }, { unsubscribe: { channel: channelOf(n) } });
        await sendFrame(commands);
      }
      return Object.fromEntries(replies);
    };
    const heapMb = () => {
      (globalThis as { gc?: () => void }).gc?.();
      return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10;
    };

    await sendFrame([{ connect: { token: cent.token } }]);
    const heapBeforeMb = heapMb();
    const channelsBefore = hub.stats().channels;
    const started = performance.now();
    const uniqueReplies = await churn((n) => `public:${n}`);
    const channelsAfterUnique = hub.stats().channels;
    const heapAfterUniqueMb = heapMb();
    await churn((n) => (n % 2 === 0 ? 'public:wins' : 'public:jackpots_changes'));
    const ms = Math.round(performance.now() - started);
    const result = {
      pairs,
      uniqueReplies,
      channelsBefore,
      channelsAfterUnique,
      channelsAfterPublic: hub.stats().channels,
      heapBeforeMb,
      heapAfterUniqueMb,
      heapAfterPublicMb: heapMb(),
      ms,
    };
    ws.terminate();
    return result;
  } finally {
    await app.close();
  }
}

export function printChurn(result: ChurnResult): void {
  console.log(`unique public:<n>: ${result.pairs} subscribe + unsubscribe → ${JSON.stringify(result.uniqueReplies)}`);
  console.log(`channels: before ${result.channelsBefore}, after unique ${result.channelsAfterUnique}, after the public channels ${result.channelsAfterPublic}`);
  console.log(`heap MB${(globalThis as { gc?: unknown }).gc ? ' (after GC)' : ' (no --expose-gc: noisy)'}: ${result.heapBeforeMb} → ${result.heapAfterUniqueMb} → ${result.heapAfterPublicMb}; ${result.ms} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const index = process.argv.indexOf('--commands');
  printChurn(await runSocketChurnBench(index === -1 ? undefined : Number(process.argv[index + 1])));
}
