/**
 * A deploy keeps serving the previous builds' host files for a while (docs/host.md "Failed code
 * chunks"): a tab opened before the deploy still asks for its hashed chunks. Before the build
 * empties `dist`, the host's hashed files (and those already kept) are read; after, they are written
 * to `dist/host-previous/`, which the server serves behind `dist/host`. A file is kept for
 * `KEEP_MS` after the build that replaced it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const KEEP_MS = 7 * 24 * 3600 * 1000;
const HASHED = /-[\w-]{8}\.js$/;

export interface KeptFile {
  path: string;
  content: Buffer;
  /** When the build replaced it. */
  replacedAt: number;
}

function files(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Reads what to keep: the current build's hashed host files (replaced now) and the kept ones still in time. */
export function collectPreviousHost(dist: string, now = Date.now()): KeptFile[] {
  const kept = new Map<string, KeptFile>();
  for (const path of files(join(dist, 'host-previous'))) {
    const replacedAt = statSync(path).mtimeMs;
    if (now - replacedAt < KEEP_MS) kept.set(relative(join(dist, 'host-previous'), path), { path: relative(join(dist, 'host-previous'), path), content: readFileSync(path), replacedAt });
  }
  for (const path of files(join(dist, 'host')).filter((file) => HASHED.test(file))) {
    const name = relative(join(dist, 'host'), path);
    kept.set(name, { path: name, content: readFileSync(path), replacedAt: now });
  }
  return [...kept.values()];
}

export function writePreviousHost(dist: string, kept: readonly KeptFile[]): void {
  // Always there (empty after a first build), so a server started before a deploy serves it too.
  mkdirSync(join(dist, 'host-previous'), { recursive: true });
  for (const file of kept) {
    const target = join(dist, 'host-previous', file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    utimesSync(target, new Date(file.replacedAt), new Date(file.replacedAt));
  }
}
