import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { FOLDERS } from './folders.mjs';

/**
 * Vitest as Stryker runs it (stryker.config.mjs, docs/testing.md "Mutation testing"): only the
 * node tests of the folder under mutation (MUTATION_FOLDER), so a mutant never waits for the
 * component or browser suites. Same environment and timeouts as the projects in vitest.config.ts.
 */
const folder = FOLDERS[process.env.MUTATION_FOLDER ?? ''];
if (!folder) throw new Error(`MUTATION_FOLDER must be one of ${Object.keys(FOLDERS).join(', ')}`);

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: folder.project,
    environment: 'node',
    include: folder.tests,
    testTimeout: 20_000,
    isolate: folder.isolate ?? true,
  },
});
