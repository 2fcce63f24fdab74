/**
 * One platform node as a real child process for tests/platform/nodes.test.ts: the real server
 * (`buildServer`, every module and clock job), in demo mode as the test sets it, on the SQLite file
 * named by PLATFORM_DB, named by NODE_ID, on a free loopback port. It prints `{"ready":true}` once its
 * modules are loaded; with NODE_WAIT_GO=1 it then waits for a `go` line on stdin before it opens the
 * database, so several nodes can start on one fresh file at the same moment. Once it listens it prints
 * `{"url": ...}`. The test kills it with SIGKILL.
 */
import { createInterface } from 'node:readline';
import { configFromEnv } from '../../platform/config.ts';
import { buildServer } from '../../platform/server.ts';

process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
if (process.env.NODE_WAIT_GO === '1') {
  const lines = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => lines.on('line', (line) => line.trim() === 'go' && resolve()));
  lines.close();
}
const app = await buildServer({ config: { ...configFromEnv(), scryptCost: 2 ** 12 } });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);
