/**
 * `npm start`: the casino on 127.0.0.1:8080 (PORT, HOST to change) and the partner demo pages on
 * the next port (PARTNER_PORT), printing both URLs when ready.
 */
import { buildCasino } from './casino.ts';
import { startPartnerServer } from './partner-server.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const partnerPort = Number(process.env.PARTNER_PORT ?? port + 1);

const app = await buildCasino({ logger: process.env.LOG === '1', parentOrigins: [`http://127.0.0.1:${partnerPort}`] });
const address = await app.listen({ port, host });
const casinoOrigin = address.replace('127.0.0.1', 'localhost');
const partner = await startPartnerServer(casinoOrigin, partnerPort, host);
console.log(`Casino Kit is running at ${casinoOrigin}/`);
console.log(`Partner demo pages (a second origin): http://127.0.0.1:${partnerPort}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    partner.close();
    void app.close().then(() => process.exit(0));
  });
}
