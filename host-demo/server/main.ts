/**
 * `npm start`: the casino on 127.0.0.1:8080 (PORT, HOST to change) and the partner demo pages on
 * the next port (PARTNER_PORT), printing both URLs when ready. `npm start` runs in demo mode
 * (scripts/start.mjs sets CASINO_MODE=demo); run directly, this is a production start. Either
 * refuses to start, with every reason, when its settings are unsafe (platform/mode.ts,
 * docs/operations.md).
 */
import { configFromEnv } from '../../platform/config.ts';
import { startupProblems, StartupRefused } from '../../platform/mode.ts';
import { paymentsStartupWarning } from '../../platform/payments/provider.ts';
import { buildCasino } from './casino.ts';
import { startPartnerServer } from './partner-server.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const partnerPort = Number(process.env.PARTNER_PORT ?? port + 1);
const config = configFromEnv();

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const problems = startupProblems(config, { listenHost: host });
if (problems.length > 0) refuse(new StartupRefused(problems).message);

const app = await buildCasino({ config, logger: process.env.LOG === '1' ? true : 'error', parentOrigins: config.mode === 'demo' ? [`http://127.0.0.1:${partnerPort}`] : [] }).catch((error: unknown) =>
  refuse(error instanceof StartupRefused ? error.message : String((error as Error)?.stack ?? error)),
);
// A production start without a real payment provider runs, but says so (docs/operations.md "Payments").
const paymentsWarning = paymentsStartupWarning(config, app.platform.payments);
if (paymentsWarning) console.warn(`Warning: ${paymentsWarning}`);
const address = await app.listen({ port, host });
const casinoOrigin = address.replace('127.0.0.1', 'localhost');
console.log(`Casino Kit is running at ${casinoOrigin}/ (${config.mode === 'demo' ? 'demo mode: demo players, dev mailbox at /dev/mailbox, payment sandbox at /sandbox/payments' : 'production mode'})`);
// The partner demo pages are part of the demo only.
const partner = config.mode === 'demo' ? await startPartnerServer(casinoOrigin, partnerPort, host) : null;
if (partner) console.log(`Partner demo pages (a second origin): http://127.0.0.1:${partnerPort}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    partner?.close();
    void app.close().then(() => process.exit(0));
  });
}
