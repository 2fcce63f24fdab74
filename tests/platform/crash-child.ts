/**
 * The platform as a real child process for tests/platform/crash-recovery.test.ts: the real server
 * (`buildServer`, every module, the round recovery pass on listen), in demo mode as the test sets it
 * (test cards, generated secrets), on the SQLite file named by PLATFORM_DB, on a free loopback port, which it prints as one JSON line. The test kills it with
 * SIGKILL mid-traffic and starts it again on the same file.
 */
import { configFromEnv } from '../../platform/config.ts';
import { buildServer } from '../../platform/server.ts';

const app = await buildServer({ config: { ...configFromEnv(), scryptCost: 2 ** 12 } });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);
