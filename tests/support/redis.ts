/**
 * A real Redis for a test: Debian's `redis-server` (installed by scripts/ensure-services.mjs, which
 * `npm test` runs first) on a free 127.0.0.1 port, in a fresh temporary directory, with nothing
 * persisted. `stop()` kills it and removes the directory; a server a test forgot to stop dies with
 * the test process (docs/testing.md "Real servers").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Kills the server (SIGKILL unless it exits on SIGTERM within 2 s) and removes its directory. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
let exitHook = false;

/** A port the kernel just handed out on 127.0.0.1 (closed again; redis-server binds it next). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One PING over a raw socket: resolves true on `+PONG`. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startRedis(): Promise<TestRedis> {
  if (!exitHook) {
    exitHook = true;
    // The server must not outlive the test process, whatever a test forgot.
    process.on('exit', () => {
      for (const child of running) child.kill('SIGKILL');
    });
  }
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'casino-redis-'));
    const child = spawn('redis-server', ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1', '--dir', dir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    running.add(child);
    let exited = false;
    const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), running.delete(child), resolve())));
    child.once('error', () => undefined);
    const deadline = Date.now() + 10_000;
    while (!exited && Date.now() < deadline && !(await ping(port))) await new Promise((resolve) => setTimeout(resolve, 25));
    const stop = async () => {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
        await exit;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    };
    if (!exited && (await ping(port))) return { url: `redis://127.0.0.1:${port}`, port, stop };
    await stop();
    // The port was taken between freePort and the bind: try another one.
    if (attempt >= 3) throw new Error('redis-server did not answer PING (is it installed? node scripts/ensure-services.mjs)');
  }
}
