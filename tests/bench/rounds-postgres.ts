/**
 * Rounds/s on one node, SQLite against PostgreSQL (issue 18; docs/architecture.md "Decisions",
 * PostgreSQL behind the synchronous `Db`): the service layer of tests/bench/rounds.ts (one bet + win
 * round after the other, every side effect, no promotion) on a SQLite file and on a fresh database
 * of a PostgreSQL started here (tests/support/postgres.ts), in alternating slices. Also prints the
 * round's statements on PostgreSQL (round trips to the worker: queries plus transaction control) and
 * µs per statement (`SELECT CAST(? AS BIGINT)` alone, then the round's average).
 * Run: `node --import tsx tests/bench/rounds-postgres.ts [seconds]`. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../platform/clock.ts';
import { PostgresDb } from '../../platform/db/postgres/database.ts';
import { jackpotBroadcaster } from '../../platform/jackpots/broadcast.ts';
import { startPostgres } from '../support/postgres.ts';
import { benchPlayer, CountingHub, playRound, serviceContext, setPromotions } from './rounds.ts';

const seconds = Number(process.argv[2] ?? 10);
const SLICES = 4;
const dir = mkdtempSync(join(tmpdir(), 'rounds-pg-'));
const server = await startPostgres();
try {
  const locations = { sqlite: join(dir, 'rounds.sqlite'), postgres: await server.createDatabase('rounds') };
  const setups = Object.entries(locations).map(([engine, location]) => {
    const ctx = serviceContext(location, new CountingHub({ clock: systemClock }));
    const { token, game, userId } = benchPlayer(ctx, 'bench@example.test');
    setPromotions(ctx, userId, false);
    return { engine, ctx, token, game, round: 0, rounds: 0, ms: 0 };
  });
  // Round trips to the worker, counted on the PostgreSQL connection.
  const postgres = setups.find((setup) => setup.engine === 'postgres')!.ctx.db as PostgresDb;
  let statements = 0;
  let control = 0;
  const query = postgres.query.bind(postgres);
  const simple = postgres.simple.bind(postgres);
  postgres.query = (...args) => (statements++, query(...args));
  postgres.simple = (...args) => (statements++, control++, simple(...args));

  for (const setup of setups) for (let warm = 0; warm < 50; warm++) playRound(setup);
  for (let slice = 0; slice < 2 * SLICES; slice++) {
    const setup = setups[slice % 2]!;
    const started = performance.now();
    const deadline = started + (seconds * 1000) / SLICES;
    while (performance.now() < deadline) for (let batch = 0; batch < 10; batch++, setup.rounds++) playRound(setup);
    setup.ms += performance.now() - started;
  }
  const pg = setups.find((setup) => setup.engine === 'postgres')!;
  statements = 0;
  control = 0;
  const counted = performance.now();
  for (let i = 0; i < 200; i++) playRound(pg);
  const perRound = statements / 200;
  const roundMicros = ((performance.now() - counted) * 1000) / 200;
  for (const setup of setups) console.log(`${setup.engine.padEnd(8)} ${(setup.rounds / (setup.ms / 1000)).toFixed(0).padStart(6)} rounds/s (${setup.rounds} rounds in ${(setup.ms / 1000).toFixed(1)} s)`);
  console.log(`postgres: ${perRound.toFixed(1)} statements per round (${(control / 200).toFixed(1)} of them BEGIN/SAVEPOINT/RELEASE/COMMIT), ${(roundMicros / perRound).toFixed(0)} µs per statement on average in a round`);
  for (const setup of setups) {
    const statement = setup.ctx.db.prepare('SELECT CAST(? AS BIGINT) AS x');
    for (let i = 0; i < 200; i++) statement.get(i);
    const started = performance.now();
    for (let i = 0; i < 3000; i++) statement.get(i);
    console.log(`${setup.engine.padEnd(8)} ${(((performance.now() - started) * 1000) / 3000).toFixed(1).padStart(6)} µs per SELECT CAST(? AS BIGINT)`);
  }
  console.log(`load average ${loadavg()[0]!.toFixed(1)} (2 cores, shared)`);
  for (const setup of setups) {
    jackpotBroadcaster(setup.ctx).stop();
    setup.ctx.db.close();
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
