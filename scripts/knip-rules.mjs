#!/usr/bin/env node
// `npm run lint`, second knip pass: the business rules (sdk/rules/, docs/rules.md) must be used by
// what ships, not only by their tests. `knip --production` does not count tests as users; it also
// lists other test-only exports (platform constants a test reads), so only sdk/rules/ is held to it.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['knip', '--no-progress', '--production', '--include', 'files,exports,types', '--reporter', 'json'], { encoding: 'utf8' });
if (!run.stdout) {
  console.error(run.stderr);
  process.exit(1);
}

// Exports a shipped file will use soon may be listed here; the check fails once one is used.
const KEEP = [];

const found = JSON.parse(run.stdout).issues
  .filter((issue) => issue.file.startsWith('sdk/rules/'))
  .flatMap((issue) => [...issue.files.map(() => `${issue.file} (file)`), ...[...issue.exports, ...issue.types].map((item) => `${issue.file}: ${item.name}`)]);
const stale = KEEP.filter((name) => !found.includes(name));
if (stale.length > 0) {
  console.error(`scripts/knip-rules.mjs: remove from KEEP, now used: ${stale.join(', ')}`);
  process.exit(1);
}
const dead = found.filter((name) => !KEEP.includes(name));
if (dead.length > 0) {
  console.error(`sdk/rules: used by tests only, so dead in the product (delete it; git keeps it for the feature that needs it):\n  ${dead.join('\n  ')}`);
  process.exit(1);
}
