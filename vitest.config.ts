import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './rollup.config.ts';

/**
 * Component tests run twice, the same files under React 19 and under the preact/compat alias
 * the script-tag build uses, so no test can pass under one flavour only. Pure rules and the
 * platform run once, in node; the security probes too.
 */
const components = ['tests/unit/components/**/*.test.{ts,tsx}'];

/**
 * The platform tests that run a second time on PostgreSQL + Redis (issue 18: wallet, payments,
 * limits, provider, bonus and tournament; and the sockets of ended sessions, which the change feed
 * of platform/db/changes.ts serves on PostgreSQL; docs/testing.md "PostgreSQL"): `TEST_STORAGE=postgres` makes
 * tests/platform/harness.ts give every platform a fresh database on one PostgreSQL server per file.
 */
const onPostgres = [
  'tests/platform/wallet.test.ts',
  'tests/platform/wallet-concurrency.test.ts',
  'tests/platform/wallet-group-commit.test.ts',
  'tests/platform/wallet-hardening.test.ts',
  'tests/platform/payments.test.ts',
  'tests/platform/payments-malformed.test.ts',
  'tests/platform/limits.test.ts',
  'tests/platform/limits-currencies.test.ts',
  'tests/platform/limits-session.test.ts',
  'tests/platform/provider.test.ts',
  'tests/platform/bonuses-lifecycle.test.ts',
  'tests/platform/bonuses-deposits.test.ts',
  'tests/platform/bonuses-codes.test.ts',
  'tests/platform/bonuses-invariant.test.ts',
  'tests/platform/competitions-lifecycle.test.ts',
  'tests/platform/competitions-scoring.test.ts',
  'tests/platform/competitions-invariant.test.ts',
  'tests/platform/competitions-retention.test.ts',
  'tests/platform/realtime-revocation.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'react', environment: 'happy-dom', include: components } },
      // wouter (the host's router) is inlined so that its `react` import gets the alias too.
      { extends: true, resolve: { alias: PREACT_ALIASES }, test: { name: 'preact', environment: 'happy-dom', include: components, server: { deps: { inline: ['wouter'] } } } },
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], exclude: components } },
      { extends: true, test: { name: 'platform', environment: 'node', include: ['tests/platform/**/*.test.ts'], testTimeout: 20_000 } },
      { extends: true, test: { name: 'platform-pg', environment: 'node', include: onPostgres, env: { TEST_STORAGE: 'postgres' }, testTimeout: 60_000, hookTimeout: 120_000 } },
      // Two platform nodes as real processes on one SQLite file and one Redis, one killed mid-way (issue 18; docs/scaling.md "Proof").
      { extends: true, test: { name: 'cluster', environment: 'node', include: ['tests/cluster/**/*.test.ts'], testTimeout: 240_000, hookTimeout: 180_000 } },
      // Hostile probes of issue 11 against the real platform on 127.0.0.1 (docs/security.md "Probe results").
      { extends: true, test: { name: 'security', environment: 'node', include: ['tests/security/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});
