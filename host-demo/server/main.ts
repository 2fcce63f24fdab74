/**
 * `npm start`: the casino on 127.0.0.1:8080 (PORT, HOST to change) and the partner demo pages on
 * the next port (PARTNER_PORT), printing both URLs when ready. `npm start` runs in demo mode
 * (scripts/start.mjs sets CASINO_MODE=demo); run directly, this is a production start. Either
 * refuses to start, with every reason, when its settings are unsafe (platform/launch.ts,
 * docs/operations.md).
 */
import { configFromEnv } from '../../platform/config.ts';
import { buildOrRefuse, closeOnSignals, listenAddress, requestLogger } from '../../platform/launch.ts';
import { buildCasino } from './casino.ts';
import { startPartnerServer } from './partner-server.ts';

const { port, host } = listenAddress();
const partnerPort = Number(process.env.PARTNER_PORT ?? port + 1);
const config = configFromEnv();

const app = await buildOrRefuse(config, host, () =>
  buildCasino({ config, logger: requestLogger(), parentOrigins: config.mode === 'demo' ? [`http://127.0.0.1:${partnerPort}`] : [] }),
);
const address = await app.listen({ port, host });
const casinoOrigin = address.replace('127.0.0.1', 'localhost');
console.log(`Casino Kit is running at ${casinoOrigin}/ (${config.mode === 'demo' ? 'demo mode: demo players, dev mailbox at /dev/mailbox, payment sandbox at /sandbox/payments' : 'production mode'})`);
// The partner demo pages are part of the demo only.
const partner = config.mode === 'demo' ? await startPartnerServer(casinoOrigin, partnerPort, host) : null;
if (partner) console.log(`Partner demo pages (a second origin): http://127.0.0.1:${partnerPort}/`);
closeOnSignals(app, () => partner?.close());
