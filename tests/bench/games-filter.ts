/**
 * `POST /api/games_filter` on 10,000 games, in process (docs/api/games.md, DESIGN.md §7: p95 ≤ 5 ms).
 * Run: `node --import tsx tests/bench/games-filter.ts`.
 *
 * Two layers are timed for the same deterministic query mix:
 * - service: zod parse + in-memory filter + the page's JSON body (what the handler does);
 * - inject: the whole fastify route through `app.inject` (routing, hooks, serialisation).
 */
import Fastify from 'fastify';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { ManualClock } from '../../platform/clock.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { filterRequest, filterResultJson } from '../../platform/games/filter.ts';
import { Prng } from '../../platform/games/prng.ts';
import { gameRoutes } from '../../platform/games/routes.ts';
import { gamesFilterSchema } from '../../platform/games/schemas.ts';
import { seedGames } from '../../platform/games/seed.ts';
import { installErrorHandler } from '../../platform/http/errors.ts';

export interface Figures {
  kind: string;
  layer: 'service' | 'inject';
  runs: number;
  p50: number;
  p95: number;
  p99: number;
}

const KINDS = ['category', 'provider', 'title', 'paged', 'combined'] as const;
type Kind = (typeof KINDS)[number];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function queryMaker(titles: string[], providers: string[]) {
  const rng = new Prng('games-filter-bench');
  const collections = ['top', 'new', 'popular', 'slots', 'live', 'table', 'jackpot', 'bonus-buy', 'megaways', 'top:au', 'recommended'];
  const device = () => rng.pick(['desktop', 'mobile'] as const);
  const titleQuery = () => {
    const words = rng.pick(titles).split(' ');
    switch (rng.int(0, 3)) {
      case 0:
        return (words[0] as string).slice(0, rng.int(3, 6));
      case 1:
        return `${words[0]} ${(words[1] ?? '').slice(0, 3)}`.trim().toUpperCase();
      case 2:
        return rng.pick(['cafe', 'senor', 'zurich', 'creme', 'pinata', 'fortune', 'bonanza', 'sweet bon', 'gold', 'xqzv']);
      default:
        return (words.at(-1) as string).slice(1, 5);
    }
  };
  return (kind: Kind): unknown => {
    switch (kind) {
      case 'category':
        return { device: device(), filter: { categories: { identifiers: [rng.pick(collections)], strategy: 'OR' } }, page: rng.int(1, 3), page_size: 40 };
      case 'provider':
        return { device: device(), filter: { providers: [rng.pick(providers)] }, page: rng.int(1, 2), page_size: 40 };
      case 'title':
        return { device: device(), filter: { title: titleQuery() } };
      case 'paged':
        return rng.chance(0.5)
          ? { device: device(), page: rng.int(1, 250), page_size: 40 }
          : { device: device(), page: rng.int(1, 20), page_size: 40, sort: { type: rng.pick(['title', 'release_date', 'payout'] as const), direction: rng.pick(['ASC', 'DESC'] as const) } };
      default:
        return {
          device: device(),
          filter: { categories: { identifiers: [rng.pick(collections), rng.pick(collections)], strategy: 'OR' }, providers: [rng.pick(providers), rng.pick(providers)], currencies: ['EUR', 'BTC'] },
          page: 1,
          page_size: 40,
        };
    }
  };
}

export async function runGamesFilterBench(options: { games?: number; runs?: number } = {}): Promise<Figures[]> {
  const games = options.games ?? 10_000;
  const runs = options.runs ?? 2_000;
  const db = openDatabase(':memory:');
  const seedStart = performance.now();
  seedGames({ db }, { games });
  const seedMs = performance.now() - seedStart;
  const indexStart = performance.now();
  const catalogue = catalogueOf(db);
  const indexMs = performance.now() - indexStart;
  console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} (2 shared cores: figures inflate with it)`);
  console.log(`seeded ${games} games in ${seedMs.toFixed(0)} ms, index built in ${indexMs.toFixed(0)} ms`);

  const app = Fastify({ logger: false });
  app.decorateRequest('session', null);
  installErrorHandler(app);
  await app.register(gameRoutes({ db, clock: new ManualClock() }));
  await app.ready();

  const next = queryMaker(catalogue.games.map((g) => g.title), catalogue.providers.map((p) => p.id));
  const figures: Figures[] = [];
  for (const kind of KINDS) {
    const bodies = Array.from({ length: runs }, () => next(kind));
    for (const layer of ['service', 'inject'] as const) {
      const timings: number[] = [];
      for (let i = 0; i < bodies.length + 200; i++) {
        const body = bodies[i % bodies.length];
        const start = performance.now();
        if (layer === 'service') {
          filterResultJson(filterRequest(catalogueOf(db), gamesFilterSchema.parse(body), null));
        } else {
          const response = await app.inject({ method: 'POST', url: '/api/games_filter', payload: body as object, headers: { accept: 'application/vnd.s.v2+json' } });
          if (response.statusCode !== 200) throw new Error(`games_filter answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
        }
        if (i >= 200) timings.push(performance.now() - start); // the first 200 warm the JIT
      }
      timings.sort((a, b) => a - b);
      figures.push({ kind, layer, runs: timings.length, p50: percentile(timings, 50), p95: percentile(timings, 95), p99: percentile(timings, 99) });
    }
  }
  await app.close();
  db.close();
  return figures;
}

export function printFigures(figures: Figures[]): boolean {
  console.log('kind       layer     runs    p50 ms  p95 ms  p99 ms');
  for (const f of figures) {
    console.log(`${f.kind.padEnd(10)} ${f.layer.padEnd(8)} ${String(f.runs).padStart(5)}  ${f.p50.toFixed(3).padStart(6)}  ${f.p95.toFixed(3).padStart(6)}  ${f.p99.toFixed(3).padStart(6)}`);
  }
  const worst = Math.max(...figures.map((f) => f.p95));
  const ok = worst <= 5;
  console.log(`worst p95 ${worst.toFixed(3)} ms — budget 5 ms: ${ok ? 'OK' : 'OVER'}`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printFigures(await runGamesFilterBench());
}
