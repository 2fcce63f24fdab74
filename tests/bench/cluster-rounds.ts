/**
 * Rounds/s on one platform node and on two node processes + Redis, on one SQLite file and on one
 * PostgreSQL started here (tests/support/postgres.ts) (issue 18; docs/scaling.md "Capacity model"). The nodes are real processes (tests/cluster/nodes.ts), the load
 * the HTTP rounds bench's own generator (tests/bench/rounds-load.mjs: signed bet → win rounds over
 * keep-alive connections) in child processes, the very same workload in every configuration: two
 * players signed up through the API, half the lanes each, every lane on its player's node. The
 * nodes' CPU time is read from /proc. This machine has 2 cores shared by everything: the two-node
 * figure shows correctness and the cost per node of sharing the storage, not scaling.
 * Run: `node --import tsx tests/bench/cluster-rounds.ts [seconds] [lanes]`; `npm run bench -- --only cluster`.
 */
import { fork } from 'node:child_process';
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { startCluster, type Cluster, type Storage } from '../cluster/nodes.ts';
import { openStorage } from '../cluster/storage.ts';
import { browserOn, depositBody, signUp, type Player } from '../cluster/workload.ts';

export interface ClusterRoundsFigures {
  configuration: string;
  storage: Storage;
  nodes: number;
  redis: boolean;
  rounds: number;
  seconds: number;
  roundsPerSecond: number;
  /** Rounds answered by each node. */
  perNode: number[];
  /** CPU time of all nodes together per round (µs). */
  nodeCpuMicrosPerRound: number;
  /** redis-server's CPU time per round (µs), NaN without Redis. */
  redisCpuMicrosPerRound: number;
  generatorCpuMicrosPerRound: number;
  load: number;
  /** Why the configuration stopped (a refused round: the load generator checks every answer), its figures then cover the slices before. */
  failed?: string;
}

const STAKE = 100;
/** Four deposits of the sandbox's largest amount (€5,000) per player: rounds lose €0.25 on average. */
const FUNDING = [500_000, 500_000, 500_000, 500_000];

/** utime + stime of a process in µs (clock ticks of 10 ms), NaN off Linux. */
function processCpuMicros(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

/** redis-server's own CPU time in µs (`INFO cpu`: used_cpu_user + used_cpu_sys), NaN without Redis. */
async function redisCpuMicros(url: string | undefined): Promise<number> {
  if (!url) return NaN;
  const { hostname, port } = new URL(url);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let reply = '';
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (/used_cpu_user:[\d.]+\r\n/.test(reply)) {
        socket.destroy();
        resolve(reply);
      }
    });
    socket.write('INFO cpu\r\n');
  });
  const seconds = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(text)?.[1] ?? NaN);
  return (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1e6;
}

function slotOf(cluster: Cluster): string {
  const db = openStorage(cluster);
  try {
    const game = catalogueOf(db).games.find((g) => g.categories.has('slots') && g.currencies.has('EUR') && !['driftwood', 'kestrel', 'velvet-crown', 'umbra'].includes(g.provider));
    if (!game) throw new Error('no slot in the catalogue');
    return game.identifier;
  } finally {
    db.close();
  }
}

async function fundedPlayer(cluster: Cluster, node: number, game: string): Promise<Player> {
  const player = await signUp(cluster.nodes[node]!, game);
  for (const amount of FUNDING) {
    const answer = await browserOn(player.browser, cluster.nodes[node]!).post('/api/player/payments/deposit', depositBody(amount));
    if (answer.status !== 201) throw new Error(`deposit: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return player;
}

function generate(port: number, secret: string, player: Player, lanes: number, seconds: number, prefix: string): Promise<{ rounds: number; seconds: number; cpuMicros: number }> {
  const generator = fork(fileURLToPath(new URL('./rounds-load.mjs', import.meta.url)), [
    JSON.stringify({ port, host: '127.0.0.1', secret, token: player.gameToken, game: player.game, stake: STAKE, lanes, seconds, prefix }),
  ]);
  return new Promise((resolve, reject) => {
    generator.once('message', (message) => {
      generator.kill();
      resolve(message as { rounds: number; seconds: number; cpuMicros: number });
    });
    generator.once('error', reject);
    generator.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
  });
}

interface Setup {
  storage: Storage;
  nodes: number;
  redis: boolean;
  cluster: Cluster;
  players: Player[];
  rounds: number;
  seconds: number;
  perNode: number[];
  cpuMicros: number;
  redisCpuMicros: number;
  generatorCpuMicros: number;
  failed?: string;
}

/** One configuration: `nodes` node processes on a fresh storage (with Redis or not), two players signed up and funded. */
async function setUp(storage: Storage, nodes: number, redis: boolean): Promise<Setup> {
  const cluster = await startCluster(nodes, { storage, redis });
  try {
    const game = slotOf(cluster);
    // Player i plays on node i % nodes: with one node both play there, with two each on its own.
    const players = [await fundedPlayer(cluster, 0, game), await fundedPlayer(cluster, 1 % nodes, game)];
    return { storage, nodes, redis, cluster, players, rounds: 0, seconds: 0, perNode: Array.from({ length: nodes }, () => 0), cpuMicros: 0, redisCpuMicros: 0, generatorCpuMicros: 0 };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** One slice of `seconds` on one configuration: each player's generator with half the lanes on its node, at once. */
async function slice(setup: Setup, seconds: number, lanes: number, prefix: string, counted = true): Promise<void> {
  const { cluster, players, nodes } = setup;
  const secret = cluster.secrets.providerWalletSecret;
  const cpuBefore = cluster.nodes.map((node) => processCpuMicros(node.pid));
  const redisBefore = await redisCpuMicros(cluster.redis?.url);
  const results = await Promise.all(players.map((player, i) => generate(cluster.nodes[i % nodes]!.port, secret, player, lanes / 2, seconds, `${prefix}-${i}`))).catch((error: Error) => {
    // Which configuration, and what its nodes logged (a 500's cause).
    throw new Error(`${error.message} on ${nodes} node(s), ${setup.storage}:\n${cluster.nodes.map((node) => node.output().slice(-3_000)).join('\n---\n')}`);
  });
  if (!counted) return;
  setup.cpuMicros += cluster.nodes.reduce((sum, node, i) => sum + processCpuMicros(node.pid) - cpuBefore[i]!, 0);
  setup.redisCpuMicros += (await redisCpuMicros(cluster.redis?.url)) - redisBefore;
  setup.rounds += results.reduce((sum, result) => sum + result.rounds, 0);
  setup.seconds += Math.max(...results.map((result) => result.seconds));
  results.forEach((result, i) => (setup.perNode[i % nodes]! += result.rounds));
  setup.generatorCpuMicros += results.reduce((sum, result) => sum + result.cpuMicros, 0);
}

/** Alternating slices per configuration: the shared machine's load drifts, and every configuration sees the same drift (as tests/bench/rounds.ts). */
const SLICES = 4;

export async function runClusterRoundsBench(seconds = 6, lanes = 32): Promise<ClusterRoundsFigures[]> {
  const setups: Setup[] = [];
  try {
    const configurations = [
      ['sqlite', 1, false],
      ['sqlite', 1, true],
      ['sqlite', 2, true],
      ['postgres', 1, true],
      ['postgres', 2, true],
    ] as const;
    for (const [storage, nodes, redis] of configurations) setups.push(await setUp(storage, nodes, redis));
    // A short warm-up of each (the nodes' JIT and page cache), not counted.
    // A configuration that fails (a 5xx or refused round) is reported as failed and left out of the later slices; the others go on.
    const attempt = (setup: Setup, run: () => Promise<void>) =>
      setup.failed ? Promise.resolve() : run().catch((error: Error) => void (setup.failed = error.message.split('\n')[0]));
    for (const [n, setup] of setups.entries()) await attempt(setup, () => slice(setup, 1, lanes, `warm${n}`, false));
    for (let n = 0; n < setups.length * SLICES; n++) {
      const setup = setups[n % setups.length]!;
      await attempt(setup, () => slice(setup, seconds / SLICES, lanes, `s${n}`));
    }
    return setups.map((setup) => ({
      configuration: `${setup.nodes} node${setup.nodes > 1 ? 's' : ''}, ${setup.storage === 'postgres' ? 'one PostgreSQL' : 'one SQLite file'}${setup.redis ? ' + Redis' : ' (built-in hub)'}`,
      storage: setup.storage,
      nodes: setup.nodes,
      redis: setup.redis,
      rounds: setup.rounds,
      seconds: setup.seconds,
      roundsPerSecond: setup.rounds / setup.seconds,
      perNode: setup.perNode,
      nodeCpuMicrosPerRound: setup.cpuMicros / setup.rounds,
      redisCpuMicrosPerRound: setup.redisCpuMicros / setup.rounds,
      generatorCpuMicrosPerRound: setup.generatorCpuMicros / setup.rounds,
      load: loadavg()[0]!,
      failed: setup.failed,
    }));
  } finally {
    for (const setup of setups) await setup.cluster.stop();
  }
}

export function printClusterRounds(figures: ClusterRoundsFigures[]): void {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} on ${availableParallelism()} cores (shared machine)`);
  for (const f of figures) {
    if (f.failed) console.log(`${f.configuration.padEnd(44)} FAILED: ${f.failed}`);
    if (!f.rounds) continue;
    console.log(
      `${f.configuration.padEnd(44)} ${String(f.rounds).padStart(6)} rounds in ${f.seconds.toFixed(2)} s = ${f.roundsPerSecond.toFixed(0).padStart(5)} rounds/s` +
        `${f.nodes > 1 ? ` (${f.perNode.map((n, i) => `node ${String.fromCharCode(97 + i)} ${(n / f.seconds).toFixed(0)}`).join(', ')})` : ''}` +
        `  (nodes' CPU ${f.nodeCpuMicrosPerRound.toFixed(0)} µs/round${f.redis ? `, redis-server ${f.redisCpuMicrosPerRound.toFixed(1)}` : ''}, load generators ${f.generatorCpuMicrosPerRound.toFixed(0)} µs/round; load ${f.load.toFixed(2)})`,
    );
  }
  console.log(
    `caveat: ${availableParallelism()} cores run the nodes, Redis and the load generators together; the two-node figures show that two processes share one storage correctly and what each costs, not how the platform scales (docs/scaling.md "Capacity model").`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printClusterRounds(await runClusterRoundsBench(Number(process.argv[2] ?? 6), Number(process.argv[3] ?? 32)));
}
