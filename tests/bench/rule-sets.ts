/**
 * What one shared accumulator row per rule-set would save on the hot path, measured before building it
 * (docs/api/competitions.md "Hot path cost", "What sharing rows would save"). The redesign: tournaments with the
 * same scoring rule, eligibility, window and audience share one per-player row, so a bet updates one row
 * per distinct rule-set instead of one per tournament. In the seeded set (platform/competitions/seed.ts)
 * only the three quests share a rule-set (all `bet`, every game, the same 90-day window, automatic); the
 * slots sprint, the Copperleaf race, the win race and the achievement each have their own. So for the
 * rounds bench's configuration the redesign means exactly: the statements and rows of the seeded set with
 * ONE quest instead of three. This bench plays that configuration beside the others, service layer
 * (tests/bench/rounds.ts `playRound`: the calls the HTTP handlers make, one after the other), in
 * alternating slices on their own file-backed databases:
 * - none: no tournament, no bonus;
 * - bonus: the wagered bonus alone;
 * - all: the seeded tournaments and quests and the wagered bonus (the rounds bench's "promotions");
 * - shared quests: the same with two of the three quests removed (what a shared quest row would cost).
 * Prints CPU µs per round (load-independent, the minimum and the median of the slices), and SQL
 * statements and WAL pages per round over 200 counted rounds.
 * Run: `node --import tsx tests/bench/rule-sets.ts [seconds per configuration = 6]`. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../platform/clock.ts';
import type { PlatformContext } from '../../platform/context.ts';
import { allTournaments } from '../../platform/competitions/store.ts';
import { jackpotBroadcaster } from '../../platform/jackpots/broadcast.ts';
import { benchPlayer, countRounds, CountingHub, playRound, serviceContext, setPromotions } from './rounds.ts';

type Configuration = 'none' | 'bonus' | 'all' | 'shared quests';
const CONFIGURATIONS: Configuration[] = ['none', 'bonus', 'all', 'shared quests'];
const SLICES = 6;
const seconds = Number(process.argv[2] ?? 6);

/** Removes tournaments (and what references them) before the first bet, so the scoring index never holds them. */
function removeTournaments(ctx: PlatformContext, keep: (row: { id: number; frontend_identifier: string }) => boolean): void {
  for (const row of allTournaments(ctx.db)) {
    if (keep(row)) continue;
    for (const table of ['tournament_entries', 'tournament_awards', 'tournament_team_members', 'quest_rewards', 'quest_levels_reached', 'tournament_versions']) {
      ctx.db.prepare(`DELETE FROM ${table} WHERE tournament_id = ?`).run(row.id);
    }
    ctx.db.prepare('DELETE FROM tournaments WHERE id = ?').run(row.id);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'rule-sets-'));
const setups = CONFIGURATIONS.map((configuration) => {
  const hub = new CountingHub({ clock: systemClock });
  const ctx = serviceContext(join(dir, `${configuration.replace(' ', '-')}.sqlite`), hub);
  const { token, game, userId } = benchPlayer(ctx, 'bench@example.test');
  setPromotions(ctx, userId, configuration !== 'none');
  if (configuration === 'bonus') removeTournaments(ctx, () => false);
  // The first quest stands for the shared row of the three (the same statements, one row instead of three).
  if (configuration === 'shared quests') removeTournaments(ctx, (row) => !row.frontend_identifier.startsWith('quest--') || row.frontend_identifier === 'quest--xs--starter');
  return { configuration, ctx, token, game, round: 0, micros: [] as number[], entriesPerBet: 0 };
});

try {
  for (let slice = 0; slice < SLICES; slice++) {
    // Alternating order per slice: every configuration sees the same load drift.
    const order = slice % 2 === 0 ? setups : [...setups].reverse();
    for (const setup of order) {
      const cpu = process.cpuUsage();
      const deadline = performance.now() + (seconds * 1000) / SLICES;
      let rounds = 0;
      while (performance.now() < deadline) for (let batch = 0; batch < 50; batch++, rounds++) playRound(setup);
      const used = process.cpuUsage(cpu);
      setup.micros.push((used.user + used.system) / rounds);
    }
  }
  console.log(`service layer, sequential rounds, ${SLICES} alternating slices of ${(seconds / SLICES).toFixed(1)} s per configuration (load ${loadavg()[0]!.toFixed(2)} at the end)`);
  const baseline = { micros: 0 };
  for (const setup of setups) {
    const before = setup.ctx.db.prepare('SELECT COALESCE(SUM(games_taken), 0) FROM tournament_entries').pluck().get() as number;
    const counted = await countRounds(setup.ctx, 200, () => playRound(setup));
    const after = setup.ctx.db.prepare('SELECT COALESCE(SUM(games_taken), 0) FROM tournament_entries').pluck().get() as number;
    setup.entriesPerBet = (after - before) / 200;
    const sorted = [...setup.micros].sort((a, b) => a - b);
    const min = sorted[0]!;
    const median = (sorted[(SLICES >> 1) - 1]! + sorted[SLICES >> 1]!) / 2;
    if (setup.configuration === 'none') baseline.micros = median;
    const versus = setup.configuration === 'none' ? '' : `, ${(((median - baseline.micros) / baseline.micros) * 100).toFixed(1)} % vs none`;
    console.log(
      `${setup.configuration.padEnd(14)} ${setup.entriesPerBet.toFixed(0)} entries per bet: CPU min ${min.toFixed(0)} µs, median ${median.toFixed(0)} µs per round${versus}; ${counted.statements.toFixed(2)} SQL statements and ${counted.walPages.toFixed(2)} WAL pages per round`,
    );
  }
} finally {
  for (const { ctx } of setups) {
    jackpotBroadcaster(ctx).stop();
    ctx.db.close();
  }
  rmSync(dir, { recursive: true, force: true });
}
