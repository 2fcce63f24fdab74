/**
 * Socket fan-out benchmark (docs/api/realtime.md, DESIGN.md §7: p99 ≤ 200 ms at 10,000 subscribers on `public:wins`).
 *
 * The platform runs in this process; the subscribers run in a child process (its own core and its
 * own file-descriptor limit), as raw protocol-v2 `ws` clients (connect + subscribe in one frame)
 * rather than centrifuge-js, to keep memory low. Each publication carries its send time; every
 * subscriber records now − sent_at on receipt. Loopback only, bounded count and time.
 *
 * With `source: 'leaderboard'` (issue 15) the publications are not the bench's own: each is a real bet
 * (walletBet in this process) that moves a tournament's top 10, published by the engine on
 * `public:tournaments_changes` (platform/competitions/publish.ts); a delivery's latency is its receipt
 * minus the moment the bet was placed, matched by the leader's `bet_cents`. Bets are spaced beyond the
 * leaderboard's 2 s pause, so each is one push.
 *
 *   node --import tsx tests/bench/fanout.ts [--subscribers 10000] [--messages 20] [--interval 100] [--leaderboard]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';

export interface FanoutOptions {
  subscribers?: number;
  messages?: number;
  /** Pause between publications. */
  intervalMs?: number;
  /** Sockets opened concurrently while connecting. */
  batchSize?: number;
  /** Upper bound for the whole run. */
  timeoutMs?: number;
  /** `wins`: the bench publishes on public:wins; `leaderboard`: real bets move a tournament's public leaderboard. */
  source?: 'wins' | 'leaderboard';
}

export interface FanoutResult {
  subscribers: number;
  connected: number;
  messages: number;
  expected: number;
  delivered: number;
  connectMs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Server-side time of one `hub.publish` (serialise once + write to every subscriber), ms; leaderboard: of the whole bet call. */
  publishMsMedian: number;
  publishMsMax: number;
}

const WINS_CHANNEL = 'public:wins';
const LEADERBOARD_CHANNEL = 'public:tournaments_changes';
/** Wall time with sub-millisecond resolution, comparable across processes. */
const wallNow = () => performance.timeOrigin + performance.now();

type ToClients =
  | { type: 'start'; url: string; token: string; subscribers: number; messages: number; batchSize: number; channel: string }
  /** `sentAt`: for publications that carry no `sent_at`, the send time by key (the leader's bet_cents). */
  | { type: 'collect'; sentAt?: Record<string, number> };
type FromClients =
  | { type: 'ready'; connected: number; failed: number; connectMs: number }
  | { type: 'complete' }
  | { type: 'stats'; delivered: number; p50: number; p95: number; p99: number; max: number };

export async function runFanoutBench(options: FanoutOptions = {}): Promise<FanoutResult> {
  const subscribers = options.subscribers ?? 10_000;
  const messages = options.messages ?? 20;
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = options.batchSize ?? 500;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const source = options.source ?? 'wins';

  // Loaded here so that the child process (clients only) never loads the platform.
  const { buildServer } = await import('../../platform/server.ts');
  const { testConfig } = await import('../../platform/config.ts');
  const { systemClock } = await import('../../platform/clock.ts');
  const { Hub } = await import('../../platform/realtime/hub.ts');
  const { signSocketToken, socketSecret } = await import('../../platform/realtime/token.ts');

  // Every subscriber comes from 127.0.0.1: lift the per-address socket cap (docs/api/realtime.md#limits).
  const app = await buildServer({ config: testConfig({ socketConnectionsPerAddress: 0 }), clock: systemClock, seed: false });
  const bet = source === 'leaderboard' ? await leaderboardBets(app.platform) : null;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const hub = app.platform.publisher;
  if (!(hub instanceof Hub)) throw new Error('the fan-out bench needs the built-in hub (unset CENTRIFUGO_API_URL)');
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, FANOUT_ROLE: 'clients' }, execArgv: ['--import', 'tsx'] });
  const deadline = setTimeout(() => child.kill(), timeoutMs);
  try {
    child.send({
      type: 'start',
      url: `${address.replace(/^http/, 'ws')}/connection/websocket`,
      token: await signSocketToken(socketSecret(app.platform), '', systemClock.now()),
      subscribers,
      messages,
      batchSize,
      channel: source === 'leaderboard' ? LEADERBOARD_CHANNEL : WINS_CHANNEL,
    } satisfies ToClients);
    const ready = await nextMessage(child, 'ready');
    if (ready.type !== 'ready') throw new Error('unexpected message');
    const expected = ready.connected * messages;

    const complete = nextMessage(child, 'complete');
    const publishMs: number[] = [];
    const sentAt: Record<string, number> = {};
    for (let seq = 1; seq <= messages; seq++) {
      const started = wallNow();
      if (bet) sentAt[String(bet(seq))] = started;
      else hub.publish(WINS_CHANNEL, { seq, sent_at: started, game: 'Book of Cats', amount_cents: 125_000, currency: 'EUR' });
      publishMs.push(wallNow() - started);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    publishMs.sort((a, b) => a - b);
    // Every delivery, or what arrived within 5 s of the last publication.
    await Promise.race([complete, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    child.send({ type: 'collect', sentAt } satisfies ToClients);
    const stats = await nextMessage(child, 'stats');
    if (stats.type !== 'stats') throw new Error('unexpected message');
    return {
      subscribers,
      connected: ready.connected,
      messages,
      expected,
      delivered: stats.delivered,
      connectMs: ready.connectMs,
      p50: stats.p50,
      p95: stats.p95,
      p99: stats.p99,
      max: stats.max,
      publishMsMedian: round(publishMs[Math.floor(publishMs.length / 2)] ?? NaN),
      publishMsMax: round(publishMs.at(-1) ?? NaN),
    };
  } finally {
    clearTimeout(deadline);
    child.kill();
    await app.close();
  }
}

/** Bets spaced beyond the leaderboard's pause (platform/competitions/publish.ts BOARD_EVERY_MS), so each is pushed at once. */
export const LEADERBOARD_INTERVAL_MS = 2_200;

/**
 * A tournament on every game and one player with a real game session: `bet(seq)` places a 1.00 EUR
 * bet (in this process, as the wallet route would) and returns the leader's bet_cents it leads to.
 */
async function leaderboardBets(ctx: import('../../platform/context.ts').PlatformContext): Promise<(seq: number) => number> {
  const { seedGames } = await import('../../platform/games/seed.ts');
  const { defineTournament } = await import('../../platform/competitions/store.ts');
  const { walletBet } = await import('../../platform/provider/wallet.ts');
  const { benchPlayer } = await import('./rounds.ts');
  seedGames(ctx);
  const now = ctx.clock.now();
  const text = (value: string) => ({ en: value, 'en-AU': value, 'en-CA': value, 'en-NZ': value, de: value, 'fr-CA': value, no: value, it: value, et: value });
  defineTournament(ctx, 'fanout-race', {
    frontend_identifier: 'fanout-race',
    title: text('Fan-out race'),
    rules: text('Bets count.'),
    strategy: 'bet',
    currency: 'EUR',
    currencies: ['EUR'],
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 86_400_000).toISOString(),
    user_confirmation_required: false,
    prizes: [],
  });
  const { token, game } = benchPlayer(ctx, 'fanout@example.test');
  return (seq) => {
    const answer = walletBet(ctx, { token, game, currency: 'EUR', round_id: `f-${seq}`, transaction_id: `f-${seq}:b`, amount_cents: 100 });
    if (answer.status !== 200) throw new Error(`bet refused: ${JSON.stringify(answer.body)}`);
    return seq * 100;
  };
}

function nextMessage(child: ChildProcess, type: FromClients['type']): Promise<FromClients> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromClients) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`subscriber process exited (${code}) before '${type}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

// ── Child process: the subscribers ───────────────────────────────────────────────────────────

function runSubscribers(): void {
  const sockets: WebSocket[] = [];
  const latencies: number[] = [];
  /** Receipts of publications without `sent_at` (the leaderboard's), matched at collect time. */
  const keyed: [string, number][] = [];
  let channel = WINS_CHANNEL;
  let expected = Number.POSITIVE_INFINITY;
  let completeSent = false;

  const reply = (message: FromClients) => process.send!(message);

  const openOne = (url: string, token: string) =>
    new Promise<boolean>((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      let subscribed = false;
      ws.on('open', () => ws.send(`{"id":1,"connect":{"token":${JSON.stringify(token)}}}\n{"id":2,"subscribe":{"channel":"${channel}"}}`));
      ws.on('message', (raw) => {
        const received = wallNow();
        const text = raw.toString();
        if (text === '{}') return ws.send('{}'); // server ping → pong
        for (const line of text.split('\n')) {
          const message = JSON.parse(line);
          if (message.push?.pub) {
            const data = message.push.pub.data;
            if (data.sent_at !== undefined) latencies.push(received - data.sent_at);
            else keyed.push([String(data.top_players?.[0]?.bet_cents), received]);
            if (!completeSent && latencies.length + keyed.length >= expected) {
              completeSent = true;
              reply({ type: 'complete' });
            }
          } else if (message.id === 2 && !subscribed) {
            subscribed = true;
            resolve(message.subscribe !== undefined);
          }
        }
      });
      ws.on('error', () => resolve(false));
      ws.on('close', () => resolve(false));
      sockets.push(ws);
    });

  process.on('message', async (command: ToClients) => {
    if (command.type === 'start') {
      channel = command.channel;
      const started = wallNow();
      let connected = 0;
      for (let first = 0; first < command.subscribers; first += command.batchSize) {
        const size = Math.min(command.batchSize, command.subscribers - first);
        const results = await Promise.all(Array.from({ length: size }, () => openOne(command.url, command.token)));
        connected += results.filter(Boolean).length;
      }
      reply({ type: 'ready', connected, failed: command.subscribers - connected, connectMs: Math.round(wallNow() - started) });
      expected = connected * command.messages;
    } else {
      for (const [key, received] of keyed) {
        const sent = command.sentAt?.[key];
        if (sent !== undefined) latencies.push(received - sent);
      }
      const sorted = Float64Array.from(latencies).sort();
      const at = (q: number) => (sorted.length === 0 ? NaN : round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!));
      reply({ type: 'stats', delivered: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) });
      for (const ws of sockets) ws.terminate();
      setImmediate(() => process.exit(0));
    }
  });
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function argument(name: string): number | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : Number(process.argv[index + 1]);
}

if (process.env.FANOUT_ROLE === 'clients') {
  runSubscribers();
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const leaderboard = process.argv.includes('--leaderboard');
  const result = await runFanoutBench({ subscribers: argument('subscribers'), messages: argument('messages'), intervalMs: argument('interval') ?? (leaderboard ? LEADERBOARD_INTERVAL_MS : undefined), source: leaderboard ? 'leaderboard' : 'wins' });
  console.log(leaderboard ? '== tournament leaderboard: a bet → public:tournaments_changes on every subscriber ==' : `== socket fan-out (DESIGN.md §7: p99 ≤ 200 ms at 10,000 subscribers) ==`);
  console.log(`subscribers ${result.connected}/${result.subscribers} connected in ${result.connectMs} ms; ${result.messages} publications`);
  console.log(`delivered ${result.delivered}/${result.expected}`);
  console.log(`latency ms: p50 ${result.p50}  p95 ${result.p95}  p99 ${result.p99}  max ${result.max}  (budget p99 ≤ 200)`);
  console.log(`${leaderboard ? 'server bet call (the bet, its commit and the push to all)' : 'server publish call (serialise once, write to all)'} ms: median ${result.publishMsMedian}  max ${result.publishMsMax}`);
  process.exitCode = result.delivered === result.expected && result.p99 <= 200 ? 0 : 1;
}
