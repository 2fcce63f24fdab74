/**
 * `npm run test:mutation [-- --mutate 'platform/wallet/**\/*.ts' ...]`: runs Stryker once per
 * folder of tests/mutation/folders.mjs (every folder, or the one the --mutate pattern names), each
 * against its own score floor (docs/testing.md "Mutation testing"). Other arguments go to Stryker.
 */
import { spawnSync } from 'node:child_process';
import { FOLDERS, folderOf } from '../tests/mutation/folders.mjs';

const args = process.argv.slice(2);
const at = args.findIndex((a) => a === '--mutate' || a === '-m');
const pattern = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--mutate='))?.slice('--mutate='.length);
let folders = Object.keys(FOLDERS);
if (pattern) {
  const folder = folderOf(pattern);
  if (!folder) {
    console.error(`--mutate ${pattern}: not under ${folders.join(', ')}`);
    process.exit(2);
  }
  folders = [folder];
}

const failed = [];
for (const folder of folders) {
  const started = Date.now();
  console.log(`\n== mutation testing ${folder}`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...args], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_FOLDER: folder },
  });
  console.log(`== ${folder}: exit ${run.status} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (run.status !== 0) failed.push(folder);
}
if (failed.length) {
  console.error(`mutation score below its floor (or run failed): ${failed.join(', ')}`);
  process.exit(1);
}
