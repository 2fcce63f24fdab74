// @ts-check
/**
 * Mutation testing of the money and rules code (docs/testing.md "Mutation testing").
 * One run mutates one folder of tests/mutation/folders.mjs, chosen by MUTATION_FOLDER, which
 * scripts/mutation.mjs sets from `--mutate` (or runs every folder in turn). Not part of `npm test`.
 */
import { FOLDERS } from './tests/mutation/folders.mjs';

// Without it (a bare `npx stryker run`, or tools that load this file), the rules folder.
const folder = process.env.MUTATION_FOLDER ?? 'sdk/rules';
if (!(folder in FOLDERS)) throw new Error(`MUTATION_FOLDER must be one of ${Object.keys(FOLDERS).join(', ')}`);
const slug = folder.replace('/', '-');

/** Stryker options (@stryker-mutator/api's PartialStrykerOptions). */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.mjs', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [`${folder}/**/*.ts`, `!${folder}/**/*.d.ts`],
  coverageAnalysis: 'perTest',
  ignoreStatic: FOLDERS[folder].ignoreStatic ?? false,
  // 2 cores shared by the whole team.
  concurrency: 1,
  timeoutMS: 20_000,
  incremental: true,
  incrementalFile: `reports/mutation/${slug}.incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${slug}.html` },
  jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  thresholds: { high: 90, low: FOLDERS[folder].break ?? 60, break: FOLDERS[folder].break },
  ignorePatterns: ['dist', 'data', 'reports', 'test-results', 'playwright-report', 'tests/e2e', 'tests/bench'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
