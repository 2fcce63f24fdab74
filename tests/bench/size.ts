/**
 * The size check: the bytes the server really sends for each budget. It starts the casino in
 * process on 127.0.0.1 (as the tests do), fetches every file of each budget (the union of its
 * entries' static closures) and its first frames with `Accept-Encoding: br`, sums the bytes that
 * came over the wire, and exits non-zero when a budget that applies to what was built is exceeded.
 * A first frame counts as a repeat visitor gets it (its best compression, kept by ETag); the first
 * request's bytes are printed beside.
 * The files' on-disk raw / gzip / brotli (dist/manifest.json) are printed beside.
 * `SIZE_BUDGET_SCALE=0.5` shrinks every budget (to prove the check can fail).
 */
import { pathToFileURL } from 'node:url';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { testConfig } from '../../platform/config.ts';
import { readManifest, type FileSizes, type Manifest } from '../../scripts/manifest.ts';
import { budgetsFor } from './budgets.ts';
import { measureFrames } from './frames.ts';
import { fetchRaw, servedPath } from './wire.ts';

type Sized = FileSizes & { wire: number };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const row = (label: string, size: Sized, extra = '') =>
  `${label.padEnd(58)} ${kb(size.raw).padStart(11)} ${kb(size.gzip).padStart(10)} ${kb(size.brotli).padStart(10)} ${kb(size.wire).padStart(10)}${extra}`;

/** Every served file of the build, fetched as a browser does (brotli accepted): bytes on the wire. */
async function wireSizes(base: string, manifest: Manifest): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const file of Object.keys(manifest.files)) {
    const path = servedPath(file);
    if (!path) continue;
    const answer = await fetchRaw(`${base}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    sizes[file] = answer.bytes;
  }
  return sizes;
}

function sum(manifest: Manifest, wire: Record<string, number>, files: Iterable<string>): Sized {
  const total = { raw: 0, gzip: 0, brotli: 0, wire: 0 };
  for (const file of files) {
    const size = manifest.files[file];
    if (!size) throw new Error(`manifest lists ${file} in a closure but has no size for it`);
    const sent = wire[file];
    if (sent === undefined) throw new Error(`${file} is in a budget but not served`);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
    total.wire += sent;
  }
  return total;
}

export async function checkSizes(dist = 'dist', scale = Number(process.env.SIZE_BUDGET_SCALE ?? 1)): Promise<boolean> {
  const manifest = readManifest(dist);
  if (Object.keys(manifest.files).length === 0) throw new Error(`no ${dist}/manifest.json: run \`npm run build\` first`);
  const budgets = budgetsFor(Object.keys(manifest.entries));

  const app = await buildCasino({ config: testConfig(), cdnRoot: `${dist}/cdn` });
  let wire: Record<string, number>;
  let frames: Awaited<ReturnType<typeof measureFrames>>;
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    wire = await wireSizes(base, manifest);
    frames = await measureFrames(base, [...new Set(budgets.flatMap((budget) => budget.frames ?? []))]);
  } finally {
    await app.close();
  }

  console.log(`${'file'.padEnd(58)} ${'raw'.padStart(11)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)} ${'sent (br)'.padStart(10)}`);
  for (const [file, size] of Object.entries(manifest.files).sort()) {
    if (wire[file] !== undefined) console.log(row(file, { ...size, wire: wire[file] }));
  }
  for (const [name, size] of Object.entries(frames)) console.log(row(`first frame (markup + CSS + data): ${name}`, size, `   (first request: ${kb(size.firstWire)})`));

  console.log(`\n${'budget (files fetched: union of static closures)'.padEnd(58)} ${'raw'.padStart(11)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)} ${'sent (br)'.padStart(10)}   budget (on what is sent)`);
  let ok = true;
  for (const budget of budgets) {
    const missing = budget.entries.filter((entry) => !manifest.entries[entry]);
    if (missing.length > 0) {
      console.log(`${budget.name.padEnd(58)} (not built yet: ${missing.join(', ')})`);
      continue;
    }
    const files = new Set(budget.entries.flatMap((entry) => manifest.entries[entry]!.closure));
    const total = sum(manifest, wire, files);
    for (const frame of budget.frames ?? []) {
      const size = frames[frame];
      if (!size) throw new Error(`no first frame measured for ${frame}`);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
      total.wire += size.wire;
    }
    const limit = Math.floor(budget.brotli * scale);
    const pass = total.wire <= limit;
    ok &&= pass;
    console.log(row(budget.name, total, `   ${pass ? 'ok  ' : 'OVER'} ≤ ${kb(limit)} (${budget.source})`));
  }
  console.log(ok ? '\nsize check: every budget met by the bytes sent' : '\nsize check: FAILED, a budget is exceeded by the bytes sent');
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await checkSizes()) ? 0 : 1;
}
