import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './rollup.config.ts';

/**
 * Component tests run twice, the same files under React 19 and under the preact/compat alias
 * the script-tag build uses, so no test can pass under one flavour only. Pure rules and the
 * platform run once, in node.
 */
const components = ['tests/unit/components/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'react', environment: 'happy-dom', include: components } },
      { extends: true, resolve: { alias: PREACT_ALIASES }, test: { name: 'preact', environment: 'happy-dom', include: components } },
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], exclude: components } },
      { extends: true, test: { name: 'platform', environment: 'node', include: ['tests/platform/**/*.test.ts'], testTimeout: 20_000 } },
    ],
  },
});
