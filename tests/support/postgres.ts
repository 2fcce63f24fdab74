/**
 * A real PostgreSQL for a test: Debian's `postgresql` (installed by scripts/ensure-services.mjs, which
 * `npm test` runs first) on a free 127.0.0.1 port, its cluster in a fresh temporary directory made by
 * `initdb` (C collation, UTF-8, trust on loopback), durability switched off because nothing in it
 * outlives the test. `stop()` stops it and removes the directory; a server a test forgot to stop dies
 * with the test process (docs/testing.md "Real servers"). PostgreSQL refuses to run as root: as root,
 * the cluster belongs to Debian's `postgres` user.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './ports.ts';

export interface TestPostgres {
  /** `postgres://casino@127.0.0.1:<port>/casino` */
  url: string;
  port: number;
  /** A new empty database on this server; its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (SIGKILL unless it exits on SIGINT within 5 s) and removes its directory. */
  stop(): Promise<void>;
}

const PG_ROOT = '/usr/lib/postgresql';
const running = new Set<ChildProcess>();
let exitHook = false;

function binDir(): string {
  const majors = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((major) => existsSync(join(PG_ROOT, major, 'bin', 'postgres'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed (node scripts/ensure-services.mjs)');
  return join(PG_ROOT, newest, 'bin');
}

/** Runs a PostgreSQL program as the cluster's owner: this user, or `postgres` when this is root. */
const asOwner = (program: string, args: string[]): [string, string[]] => (userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args]);

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const child of running) child.kill('SIGKILL');
    });
  }
  const bin = binDir();
  for (let attempt = 1; ; attempt += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'casino-postgres-'));
    if (userInfo().uid === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    const data = join(dir, 'data');
    execFileSync(...asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'casino', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']), { stdio: 'ignore' });
    const port = await freePort();
    // Test settings only: no fsync (a crash of the test machine loses nothing worth keeping).
    const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', `port=${port}`, '-c', `unix_socket_directories=${dir}`, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'];
    const child = spawn(...asOwner(join(bin, 'postgres'), ['-D', data, ...settings]), { stdio: ['ignore', 'ignore', 'pipe'] });
    running.add(child);
    let exited = false;
    const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), running.delete(child), resolve())));
    child.once('error', () => undefined);
    const admin = `postgres://casino@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 20_000;
    while (!exited && Date.now() < deadline && !(await answers(admin))) await new Promise((resolve) => setTimeout(resolve, 50));
    const stop = async () => {
      if (!exited) {
        // SIGINT: PostgreSQL's fast shutdown (runuser passes it on).
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exit;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    };
    if (!exited && (await answers(admin))) {
      const createDatabase = async (name: string) => {
        if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a database name: ${name}`);
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return `postgres://casino@127.0.0.1:${port}/${name}`;
      };
      return { url: await createDatabase('casino'), port, createDatabase, stop };
    }
    await stop();
    if (attempt >= 3) throw new Error('PostgreSQL did not start (is it installed? node scripts/ensure-services.mjs)');
  }
}
