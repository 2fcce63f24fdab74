/**
 * Precompresses the served build (docs/operations.md "Compression and caching"): next to every
 * text file of `dist/cdn`, `dist/host`, `dist/host-previous` and `dist/partner` it writes
 * `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9), each only when it is smaller
 * than the file, which @fastify/static (`preCompressed: true`) sends by the request's
 * `Accept-Encoding` (the file itself otherwise). Compressing at build costs the server nothing, so
 * unlike dynamic answers (platform/http/compression.ts) small files are compressed too. Run by
 * `npm run build` after rollup; `dist/react` is a package, not served, and is left alone.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const SERVED_DIRS = ['cdn', 'host', 'host-previous', 'partner'];
const TEXT = /\.(m?js|css|html|json|svg|txt|map|xml|webmanifest)$/i;

function files(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Writes the `.br` and `.gz` of each text file under `dir`; returns how many files it compressed. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const body = readFileSync(file);
    const encoded = {
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz: gzipSync(body, { level: 9 }),
    };
    for (const [extension, bytes] of Object.entries(encoded)) {
      // Not smaller (a tiny file): no sibling, the file itself goes out; a stale sibling must not stay.
      if (bytes.length < body.length) writeFileSync(`${file}.${extension}`, bytes);
      else rmSync(`${file}.${extension}`, { force: true });
    }
    count++;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist';
  const total = SERVED_DIRS.reduce((sum, dir) => sum + precompress(join(dist, dir)), 0);
  console.log(`precompressed ${total} files (.br, .gz) under ${dist}/{${SERVED_DIRS.join(',')}}`);
}
