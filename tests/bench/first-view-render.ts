/**
 * The server-rendered first view of one page (issue 17, docs/host.md "Server-rendered first view"):
 * per mirror, the median wall time of uncached renders after a warm-up (a query string unknown to
 * the app makes each request miss the 5 s cache of host-demo/server/first-view.ts) and the HTML's
 * bytes as sent with `Accept-Encoding: br` and raw, with the load average. A casino from this
 * worktree's `dist/` in process, requests through `app.inject` (no socket, so the figure is the
 * server's own time). Run: `node --import tsx tests/bench/first-view-render.ts [--path /promotions] [--runs 5] [--warm 5]`
 * after `npm run build`.
 */
import { loadavg } from 'node:os';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { MIRRORS } from '../../host-demo/mirrors.ts';
import { testConfig } from '../../platform/config.ts';
import { mirrorHost } from './lighthouse.ts';

const arg = (flag: string, fallback: string) => (process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1]! : fallback);
const path = arg('--path', '/promotions');
const runs = Number(arg('--runs', '5'));
const warmUps = Number(arg('--warm', '5'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const app = await buildCasino({ config: testConfig() });
await app.ready();
let nonce = 0;
async function get(host: string, encoding?: string) {
  const started = performance.now();
  const answer = await app.inject({ method: 'GET', url: `${path}?bench=${++nonce}`, headers: { host, accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) } });
  return { ms: performance.now() - started, bytes: answer.rawPayload.length, rendered: answer.body.includes('id="ck-queries"') };
}
console.log(`${path}: server render, median of ${runs} uncached renders after ${warmUps} warm-up renders; HTML bytes sent (br) and raw`);
for (const mirror of MIRRORS) {
  const host = mirrorHost(mirror);
  for (let warm = 0; warm < warmUps; warm++) await get(host);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push((await get(host)).ms);
  const raw = await get(host);
  const br = await get(host, 'br');
  console.log(`${mirror.id.padEnd(8)} ${median(times).toFixed(1).padStart(6)} ms (${times.map((ms) => ms.toFixed(0)).join(', ')})  br ${(br.bytes / 1024).toFixed(1)} KB  raw ${(raw.bytes / 1024).toFixed(1)} KB  ${raw.rendered ? 'rendered' : 'SKELETON'}  load ${loadavg()[0]!.toFixed(1)}`);
}
await app.close();
