/**
 * `npm run bench`: prints every benchmark's figures against docs/widgets.md (DESIGN.md §7). Budgets are reported
 * here, not asserted (sizes are also checked by `npm test`); the exit code is non-zero only when
 * the size budgets fail or the socket's channel map grows with the churn. Loopback only, bounded in count and time. `--only sizes,transfer,lighthouse,filmstrip,filter,rounds,cluster,rtp,grid,fanout,leaderboard,churn`
 * runs a subset.
 */
import { LEADERBOARD_INTERVAL_MS, runFanoutBench } from './fanout.ts';
import { printFilmstrip, runFilmstripBench } from './filmstrip.ts';
import { printFigures, runGamesFilterBench } from './games-filter.ts';
import { printGridScroll, runGridScrollBench } from './grid-scroll.ts';
import { printLighthouseHeader, runLighthouseBench } from './lighthouse.ts';
import { printClusterRounds, runClusterRoundsBench } from './cluster-rounds.ts';
import { printRoundsFigures, runRoundsBench } from './rounds.ts';
import { printChurn, runSocketChurnBench } from './socket-churn.ts';
import { printRtpFigures, runRtpBench } from './rtp.ts';
import { checkSizes } from './size.ts';
import { printTransfer, runTransferBench } from './transfer.ts';

const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag >= 0 ? new Set((process.argv[onlyFlag + 1] ?? '').split(',')) : null;
const wanted = (name: string) => !only || only.has(name);

let sizesOk = true;
let churnOk = true;
if (wanted('sizes')) {
  console.log('== sizes (brotli budgets, DESIGN.md §7) ==');
  sizesOk = await checkSizes();
}
if (wanted('transfer')) {
  console.log('\n== bytes on the wire: a lobby visit in chromium, single answers with Accept-Encoding: br, gzip ==');
  printTransfer(await runTransferBench());
}
if (wanted('lighthouse')) {
  console.log('\n== Lighthouse on the host: lobby, category, game and promotions pages of every mirror ==');
  printLighthouseHeader();
  await runLighthouseBench();
}
if (wanted('filmstrip')) {
  console.log('\n== slow line (400 kbit/s, 400 ms RTT): the lobby\'s first row of games (budget 4 s) ==');
  printFilmstrip(await runFilmstripBench());
}
if (wanted('filter')) {
  console.log('\n== POST /api/games_filter on 10,000 games (budget p95 ≤ 5 ms in process) ==');
  printFigures(await runGamesFilterBench({ games: 10_000 }));
}
if (wanted('rounds')) {
  console.log('\n== bet + win rounds with every side effect, with no promotion and with tournaments + quests + a wagered bonus (budgets ≥ 5,000 rounds/s in process with 32 players through the wallet queue, the sequential figure beside it; ≥ 3,000 over HTTP; promotions within 10 %) ==');
  printRoundsFigures(await runRoundsBench(5));
}
if (wanted('cluster')) {
  console.log('\n== bet + win rounds/s on one platform node and on two node processes on one SQLite file + Redis (issue 18, docs/scaling.md; no budget) ==');
  printClusterRounds(await runClusterRoundsBench(6));
}
if (wanted('rtp')) {
  console.log('\n== RTP simulation, 1,000,000 rounds per engine ==');
  printRtpFigures(runRtpBench(1_000_000));
}
if (wanted('grid')) {
  console.log('\n== game grid on 10,000 games in chromium (budgets: no task > 50 ms, ≤ 200 tiles) ==');
  printGridScroll(await runGridScrollBench());
}
if (wanted('fanout')) {
  console.log('\n== socket fan-out on public:wins (budget p99 ≤ 200 ms at 10,000 subscribers) ==');
  const result = await runFanoutBench({ subscribers: 10_000 });
  console.log(`subscribers ${result.connected}/${result.subscribers}; delivered ${result.delivered}/${result.expected}`);
  console.log(`latency ms: p50 ${result.p50}  p95 ${result.p95}  p99 ${result.p99}  max ${result.max}  — ${result.p99 <= 200 ? 'OK' : 'OVER'}`);
}
if (wanted('leaderboard')) {
  console.log('\n== tournament leaderboard: a real bet → public:tournaments_changes at 1,000 subscribers (issue 15: p99, no budget set) ==');
  const result = await runFanoutBench({ subscribers: 1_000, messages: 12, intervalMs: LEADERBOARD_INTERVAL_MS, source: 'leaderboard' });
  console.log(`subscribers ${result.connected}/${result.subscribers}; delivered ${result.delivered}/${result.expected}`);
  console.log(`latency ms (bet placed → received): p50 ${result.p50}  p95 ${result.p95}  p99 ${result.p99}  max ${result.max}`);
}
if (wanted('churn')) {
  console.log('\n== socket channel churn: 20,000 subscribe + unsubscribe of unique channels on one guest socket (channel map bounded) ==');
  const result = await runSocketChurnBench(20_000);
  printChurn(result);
  churnOk = result.channelsAfterPublic <= 2;
}
process.exitCode = sizesOk && churnOk ? 0 : 1;
