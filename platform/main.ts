/**
 * A platform node: the casino API, socket and demo provider alone (no host pages, no widget files,
 * no partner demo), what each process behind an operator's load balancer runs
 * (docs/scaling.md, docs/operations.md "Platform-only nodes"). Same settings and the same
 * refusals as `npm start` (platform/mode.ts); `PORT` (default 8080) and `HOST` (default 127.0.0.1).
 * Prints one line `platform node <NODE_ID> listening on <url>` once it answers. SIGINT/SIGTERM close it.
 */
import { configFromEnv } from './config.ts';
import { startupProblems, StartupRefused } from './mode.ts';
import { buildServer } from './server.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const config = configFromEnv();

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const problems = startupProblems(config, { listenHost: host });
if (problems.length > 0) refuse(new StartupRefused(problems).message);

const app = await buildServer({ config, logger: process.env.LOG === '1' ? true : 'error' }).catch((error: unknown) =>
  refuse(error instanceof StartupRefused ? error.message : String((error as Error)?.stack ?? error)),
);
const address = await app.listen({ port, host });
console.log(`platform node ${config.nodeId} listening on ${address} (${config.mode === 'demo' ? 'demo mode' : 'production mode'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
