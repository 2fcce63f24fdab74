/**
 * knip (`npm run lint`): unused files, exports and dependencies (docs/architecture.md "Decisions").
 * `npm run lint` runs it with --treat-config-hints-as-errors: an entry or ignore below that is no
 * longer needed fails too, so nothing here goes on hiding something silently.
 */
const production = process.argv.includes('--production');

export default {
  // Knip reads rollup.config.ts, package.json scripts, vitest and playwright configs itself; these are
  // the entries it cannot see: widget inputs come from widgets/catalogue.ts, the server runs via
  // scripts/start.mjs, the provider's game page loads game.js by URL. `!` marks production entries.
  entry: [
    // entry.ts, live-entry.ts, and a folder's further widgets (widgets/tournaments: tournament-entry.ts, leaderboard-entry.ts, leaderboard-live-entry.ts).
    'widgets/*/*entry.ts!',
    'host-demo/server/main.ts!',
    // A platform node alone (docs/operations.md "Platform-only nodes"); tests/cluster/nodes.ts starts it as a process.
    'platform/main.ts!',
    'platform/provider/assets/game.js!',
    // The host build swaps wouter's unused defaults for these (rollup.config.ts, docs/host.md).
    'host-demo/app/router/wouter-defaults.ts!',
    // A measurement script run by hand (docs/architecture.md "Decisions", server state).
    'tests/bench/query-size.ts',
    // A measurement script run by hand (docs/architecture.md "Decisions", lotteries on the bet path).
    'tests/bench/lottery-rounds.ts',
    // A measurement script run by hand (docs/architecture.md "Decisions", loyalty level-ups on the bet path).
    'tests/bench/round-statements.ts',
    // A measurement script run by hand (docs/architecture.md "Decisions", one accumulator row per rule-set).
    'tests/bench/rule-sets.ts',
    // A diagnostic run by hand on Lighthouse's saved artifacts (docs/testing.md "Lighthouse").
    'tests/bench/lantern-graph.ts',
    // A measurement script run by hand (docs/testing.md "Benchmarks", a page's server render).
    'tests/bench/first-view-render.ts',
    // A measurement script run by hand (docs/api/realtime.md "Engines", memory against Redis).
    'tests/bench/realtime-engines.ts',
    // A measurement script run by hand (docs/testing.md "Benchmarks", rounds on PostgreSQL).
    'tests/bench/rounds-postgres.ts',
    // `--production` (scripts/knip-rules.mjs) skips the build config: name its inputs.
    ...(production ? ['rollup.config.ts!', 'sdk/embed/loader.ts!', 'widgets/react.ts!', 'host-demo/app/main.tsx!', 'host-demo/partner/*.{ts,tsx}!'] : []),
  ],
  project: ['sdk/**/*.{ts,tsx}!', 'widgets/**/*.{ts,tsx}!', 'host-demo/**/*.{ts,tsx}!', 'platform/**/*.{ts,js}!', 'scripts/**/*.{ts,mjs}!', 'tests/**/*.{ts,tsx}'],
  // An export used in its own file too (a constant a test also reads) is not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Reached through the build's aliases (PREACT_ALIASES in rollup.config.ts), never by an import.
    'preact',
    // Read from node_modules/axe-core/axe.min.js by tests/e2e/fixtures.ts and injected into the page.
    'axe-core',
    // Imported by tests/bench/query-size.ts inside esbuild's stdin, which knip cannot see.
    '@tanstack/query-core',
  ],
  // Debian's openssl makes the embedded-mode tests' self-signed certificate (tests/e2e/cross-site.ts);
  // scripts/ensure-chromium.mjs installs it with apt, like chromium: a system binary, not an npm package.
  // Debian's redis-server, installed the same way by scripts/ensure-services.mjs, started by tests/support/redis.ts.
  ignoreBinaries: ['openssl', 'redis-server'],
};
