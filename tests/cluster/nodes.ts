/**
 * Platform nodes as real child processes for the cluster test and bench (issue 18; docs/scaling.md):
 * `node --import tsx platform/main.ts` on a free 127.0.0.1 port, in demo mode, on a shared storage
 * (`PLATFORM_DB`: one SQLite file, or a PostgreSQL started here by tests/support/postgres.ts) and a
 * shared Redis (`REDIS_URL`), each with its own `NODE_ID`. A node is
 * ready when it says it listens and answers over HTTP; `kill()` is `kill -9` (no shutdown hook runs);
 * `Cluster.stop()` ends every node and Redis and removes the temporary directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { startRedis, type TestRedis } from '../support/redis.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Nodes still running: none outlives the test process, whatever a test forgot (or a crash skipped). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
const ENTRY = 'platform/main.ts';

export interface PlatformNode {
  id: string;
  url: string;
  port: number;
  pid: number;
  /** What the process wrote (stdout and stderr), for a failing test's message. */
  output(): string;
  /** `kill -9`: the process dies at once, in the middle of whatever it does; resolves once it exited. */
  kill(): Promise<void>;
  /** SIGTERM (the node closes itself), SIGKILL after 5 s. */
  stop(): Promise<void>;
  readonly alive: boolean;
}

export interface NodeSettings {
  id: string;
  databasePath: string;
  redisUrl?: string;
  /** Extra or overriding environment (e.g. ROUND_RECOVERY_WINDOW_MS). */
  env?: Record<string, string>;
  /** Node's own flags before the entry (e.g. `--cpu-prof --cpu-prof-dir=<dir>` to profile a node). */
  execArgv?: string[];
  /** How long to wait for the node to answer (a first start migrates and seeds the file). */
  readyTimeoutMs?: number;
}

/** A port nothing listens on right now (the node binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether the node answers over HTTP (any status: it is listening and routing). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/info/currencies`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startNode(settings: NodeSettings): Promise<PlatformNode> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CASINO_MODE: 'demo',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    PLATFORM_DB: settings.databasePath,
    NODE_ID: settings.id,
    // Cheap password hashing: sign-ups are part of the test, not what it measures.
    SCRYPT_COST: String(2 ** 12),
    ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
    ...settings.env,
  };
  const child: ChildProcess = spawn(process.execPath, [...(settings.execArgv ?? []), '--import', 'tsx', ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => (running.delete(child), resolve())));
  const deadline = Date.now() + (settings.readyTimeoutMs ?? 120_000);
  while (!(output.includes('listening on') && (await answers(url)))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`node ${settings.id} exited before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`node ${settings.id} did not answer within ${settings.readyTimeoutMs ?? 120_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    id: settings.id,
    url,
    port,
    pid: child.pid!,
    output: () => output,
    get alive() {
      return alive();
    },
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The secrets every node of one casino shares (a real deployment sets them; docs/operations.md). */
export interface ClusterSecrets {
  providerWalletSecret: string;
  centrifugoSecret: string;
}

/** Where the nodes keep everything durable (docs/scaling.md "Today's supported form"). */
export type Storage = 'sqlite' | 'postgres';

export interface Cluster {
  dir: string;
  storage: Storage;
  /** `PLATFORM_DB` of every node: the SQLite file's path, or the PostgreSQL database's URL. */
  databasePath: string;
  redis: TestRedis | null;
  postgres: TestPostgres | null;
  secrets: ClusterSecrets;
  nodes: PlatformNode[];
  stop(): Promise<void>;
}

/**
 * `count` nodes on one new SQLite file (or, with `storage: 'postgres'`, one new PostgreSQL server and
 * its database) and (unless `redis: false`) one new Redis. `together`:
 * start them at the same moment on the fresh file (migrations and seeds under simultaneous
 * starts); otherwise one after the other.
 */
export async function startCluster(
  count: number,
  options: { storage?: Storage; redis?: boolean; together?: boolean; env?: Record<string, string>; execArgv?: string[]; readyTimeoutMs?: number } = {},
): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'cluster-'));
  const storage = options.storage ?? 'sqlite';
  let databasePath = join(dir, 'casino.sqlite');
  const secrets: ClusterSecrets = { providerWalletSecret: randomBytes(36).toString('base64url'), centrifugoSecret: randomBytes(36).toString('base64url') };
  const nodes: PlatformNode[] = [];
  let redis: TestRedis | null = null;
  let postgres: TestPostgres | null = null;
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await redis?.stop();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (options.redis !== false) redis = await startRedis();
    if (storage === 'postgres') {
      postgres = await startPostgres();
      databasePath = postgres.url;
    }
    const settings = (index: number): NodeSettings => ({
      id: `node-${String.fromCharCode(97 + index)}`,
      databasePath,
      redisUrl: redis?.url,
      readyTimeoutMs: options.readyTimeoutMs,
      execArgv: options.execArgv,
      env: {
        PROVIDER_WALLET_SECRET: secrets.providerWalletSecret,
        CENTRIFUGO_SECRET: secrets.centrifugoSecret,
        DOCUMENTS_DIR: join(dir, 'documents'),
        ...options.env,
      },
    });
    if (options.together) {
      const started = await Promise.allSettled(Array.from({ length: count }, (_, index) => startNode(settings(index))));
      for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    } else {
      for (let index = 0; index < count; index++) nodes.push(await startNode(settings(index)));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { dir, storage, databasePath, redis, postgres, secrets, nodes, stop };
}
