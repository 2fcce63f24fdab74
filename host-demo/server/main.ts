/** `npm start`: the casino on 127.0.0.1:8080 (PORT, HOST to change), printing its URL when ready. */
import { buildCasino } from './casino.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildCasino({ logger: process.env.LOG === '1' });
const address = await app.listen({ port, host });
console.log(`Casino Kit is running at ${address.replace('127.0.0.1', 'localhost')}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
