import { buildCasino } from '../host-demo/server/casino.ts';
import { testConfig } from '../platform/config.ts';
import { loadavg } from 'node:os';
const app = await buildCasino({ config: testConfig() });
const paths = ['/', '/pokies/all', '/play/copperleaf/rhino-multiplier', '/promotions'];
for (const off of ['0', '1']) {
  process.env.HOST_FIRST_VIEW = off === '1' ? '1' : '0';
  for (const url of paths) {
    const times: number[] = []; const bust = () => `?v=${Math.random()}`;
    for (let i = 0; i < 6; i++) {
      const t = performance.now();
      const r = await app.inject({ method: 'GET', url: url + '?v=' + i, headers: { host: 'localhost', 'user-agent': 'Mobile' } });
      times.push(performance.now() - t);
      if (r.statusCode !== 200) throw new Error(url);
    }
    times.shift();
    times.sort((a, b) => a - b);
    console.log(off === '1' ? 'rendered' : 'skeleton', url, 'median ms', times[2]!.toFixed(0), 'load', loadavg()[0]!.toFixed(1));
  }
}
await app.close();
