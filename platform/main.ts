/**
 * A platform node: the casino API, socket and demo provider alone (no host pages, no widget files,
 * no partner demo), what each process behind an operator's load balancer runs
 * (docs/scaling.md, docs/operations.md "Platform-only nodes"). Same settings, refusals, warnings and
 * logs as `npm start` (platform/launch.ts); `PORT` (default 8080) and `HOST` (default 127.0.0.1).
 * Prints one line `platform node <NODE_ID> listening on <url>` once it answers. SIGINT/SIGTERM close it.
 */
import { configFromEnv } from './config.ts';
import { buildOrRefuse, closeOnSignals, listenAddress, requestLogger } from './launch.ts';
import { buildServer } from './server.ts';

const { port, host } = listenAddress();
const config = configFromEnv();

const app = await buildOrRefuse(config, host, () => buildServer({ config, logger: requestLogger() }));
const address = await app.listen({ port, host });
console.log(`platform node ${config.nodeId} listening on ${address} (${config.mode === 'demo' ? 'demo mode' : 'production mode'})`);
closeOnSignals(app);
