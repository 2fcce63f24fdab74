import { buildCasino } from '/work/wt/ssr/host-demo/server/casino.ts';
import { testConfig } from '/work/wt/ssr/platform/config.ts';
const app = await buildCasino({ config: testConfig() });
for (const url of process.argv.slice(2)) {
  const t = Date.now();
  const r = await app.inject({ method: 'GET', url, headers: { host: 'localhost', 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile' } });
  const ms = Date.now() - t;
  const b = r.body;
  console.log(url, r.statusCode, ms + 'ms', b.length, 'ssr:', b.includes('ck-queries'), 'tiles:', (b.match(/ck-tile/g) ?? []).length);
  if (process.env.DUMP) (await import('node:fs')).writeFileSync('/tmp/ssr-' + url.replace(/\W/g, '_') + '.html', b);
}
await app.close();
