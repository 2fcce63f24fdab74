/**
 * The size check: prints raw, gzip and brotli for every built file and every budget, and exits
 * non-zero when a budget that applies to what was built is exceeded. `SIZE_BUDGET_SCALE=0.5`
 * shrinks every budget (to prove the check can fail).
 */
import { readManifest, type FileSizes, type Manifest } from '../../scripts/manifest.ts';
import { budgetsFor } from './budgets.ts';
import { measureFrames } from './frames.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const row = (label: string, size: FileSizes, extra = '') =>
  `${label.padEnd(58)} ${kb(size.raw).padStart(11)} ${kb(size.gzip).padStart(10)} ${kb(size.brotli).padStart(10)}${extra}`;

function sum(manifest: Manifest, files: Iterable<string>): FileSizes {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = manifest.files[file];
    if (!size) throw new Error(`manifest lists ${file} in a closure but has no size for it`);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

export async function checkSizes(dist = 'dist', scale = Number(process.env.SIZE_BUDGET_SCALE ?? 1)): Promise<boolean> {
  const manifest = readManifest(dist);
  if (Object.keys(manifest.files).length === 0) throw new Error(`no ${dist}/manifest.json: run \`npm run build\` first`);

  console.log(`${'file'.padEnd(58)} ${'raw'.padStart(11)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const [file, size] of Object.entries(manifest.files).sort()) console.log(row(file, size));

  const budgets = budgetsFor(Object.keys(manifest.entries));
  const frames = await measureFrames([...new Set(budgets.flatMap((budget) => budget.frames ?? []))]);
  for (const [name, size] of Object.entries(frames)) console.log(row(`first frame (markup + CSS + data): ${name}`, size));

  console.log(`\n${'budget (files fetched: union of static closures)'.padEnd(58)} ${'raw'.padStart(11)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}   budget`);
  let ok = true;
  for (const budget of budgets) {
    const missing = budget.entries.filter((entry) => !manifest.entries[entry]);
    if (missing.length > 0) {
      console.log(`${budget.name.padEnd(58)} (not built yet: ${missing.join(', ')})`);
      continue;
    }
    const files = new Set(budget.entries.flatMap((entry) => manifest.entries[entry]!.closure));
    const total = sum(manifest, files);
    for (const frame of budget.frames ?? []) {
      const size = frames[frame];
      if (!size) throw new Error(`no first frame measured for ${frame}`);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    const limit = Math.floor(budget.brotli * scale);
    const pass = total.brotli <= limit;
    ok &&= pass;
    console.log(row(budget.name, total, `   ${pass ? 'ok  ' : 'OVER'} ≤ ${kb(limit)} (${budget.source})`));
  }
  console.log(ok ? '\nsize check: every budget met' : '\nsize check: FAILED, a budget is exceeded');
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await checkSizes()) ? 0 : 1;
}
