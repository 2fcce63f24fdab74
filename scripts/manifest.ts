/**
 * dist/manifest.json: every built file with its raw, gzip and brotli size, and every entry with
 * the files it loads statically (what a page fetches before that entry runs). The size check
 * (tests/bench/size.ts) and the loader build read it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { OutputBundle, Plugin } from 'rollup';

export interface FileSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Manifest {
  files: Record<string, FileSizes>;
  /**
   * key `widget:<name>`, `loader`, `react:<name>`, `host:<name>`, `partner:<name>` → entry file and its
   * static closure (itself included); `chunk:<kind>:<name>` for lazily imported chunks.
   */
  entries: Record<string, { file: string; closure: string[]; dynamic: string[] }>;
}

export function measure(content: string | Uint8Array): FileSizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function readManifest(dist: string): Manifest {
  const path = `${dist}/manifest.json`;
  if (!existsSync(path)) return { files: {}, entries: {} };
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName) || !bundle[fileName]) return [...seen];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return [...seen];
}

/** Rollup plugin: records this build's output in the manifest, paths relative to `dist`. */
export function recordBuild(dist: string, kind: 'widget' | 'loader' | 'react' | 'host' | 'partner', outDir: string): Plugin {
  return {
    name: 'record-build',
    writeBundle(_options, bundle) {
      const manifest = readManifest(dist);
      const prefix = relative(dist, outDir);
      const path = (fileName: string) => `${prefix}/${fileName}`;
      for (const output of Object.values(bundle)) {
        manifest.files[path(output.fileName)] = measure(output.type === 'chunk' ? output.code : output.source);
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (!output.isEntry) {
          // Lazy chunks too (a host route, a popup), so budgets can name what a route loads.
          if (output.isDynamicEntry) {
            manifest.entries[`chunk:${kind}:${output.name}`] = { file: path(output.fileName), closure: staticClosure(bundle, output.fileName).map(path), dynamic: output.dynamicImports.map(path) };
          }
          continue;
        }
        const key = kind === 'loader' ? 'loader' : `${kind}:${output.name}`;
        manifest.entries[key] = {
          // Widget files are loaded relative to the loader, which sits at the root of outDir.
          file: kind === 'widget' ? output.fileName : path(output.fileName),
          closure: staticClosure(bundle, output.fileName).map(path),
          dynamic: output.dynamicImports.map(path),
        };
      }
      writeFileSync(`${dist}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
