import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './tests/e2e/chromium.ts';

/** Browser tests drive Debian's chromium (never a downloaded one) against servers on 127.0.0.1. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Playwright empties its output folder at each run: a folder of its own, so the screenshots and the
  // security probes' table (test-results/security-probes.md, docs/security.md) written by other steps stay.
  outputDir: 'test-results/playwright',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'retain-on-failure',
  },
});
