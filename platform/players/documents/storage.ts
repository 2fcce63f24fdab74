import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PlatformContext } from '../../context.ts';
import { isPostgresUrl } from '../../db/database.ts';

/**
 * Where KYC files live and what is let in (docs/api/auth-and-players.md "Verification documents"):
 * a type allow-list decided by the file's magic bytes (never its name or claimed type), a size
 * limit, and a virus-scan hook that runs before anything is written.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type DocumentContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: { type: DocumentContentType; magic: number[] }[] = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The allowed type the bytes start with, or null. */
export function sniffContentType(data: Buffer): DocumentContentType | null {
  return SIGNATURES.find(({ magic }) => data.length > magic.length && magic.every((byte, index) => data[index] === byte))?.type ?? null;
}

export type ScanVerdict = { clean: true } | { clean: false; reason: string };

/**
 * The virus-scan hook. An operator plugs in a real scanner (e.g. a clamd client) with
 * `setDocumentScanner(ctx, scanner)`; the default lets every file through.
 */
export interface DocumentScanner {
  scan(file: { data: Buffer; contentType: DocumentContentType; fileName: string }): Promise<ScanVerdict>;
}

export const noScan: DocumentScanner = { scan: async () => ({ clean: true }) };

const scanners = new WeakMap<PlatformContext, DocumentScanner>();
export const setDocumentScanner = (ctx: PlatformContext, scanner: DocumentScanner) => void scanners.set(ctx, scanner);
export const documentScanner = (ctx: PlatformContext): DocumentScanner => scanners.get(ctx) ?? noScan;

const directories = new WeakMap<PlatformContext, string>();
/** Directories made for an in-memory database: removed with the server (`releaseDocumentsDirectory`). */
const temporary = new WeakSet<PlatformContext>();

/**
 * The documents directory: `documentsDir` from the config, else `documents/` next to the
 * database file, `data/documents/` for a PostgreSQL database (no file: where the default file's would be);
 * an in-memory database (tests) gets a fresh temporary directory.
 */
export function documentsDirectory(ctx: PlatformContext): string {
  let directory = directories.get(ctx);
  if (!directory) {
    const inMemory = !ctx.config.documentsDir && ctx.config.databasePath === ':memory:';
    const besideDatabase = isPostgresUrl(ctx.config.databasePath) ? join('data', 'documents') : join(dirname(ctx.config.databasePath), 'documents');
    directory = ctx.config.documentsDir ?? (inMemory ? mkdtempSync(join(tmpdir(), 'casino-kit-documents-')) : besideDatabase);
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    if (inMemory) temporary.add(ctx);
    directories.set(ctx, directory);
  }
  return directory;
}

/** On server close: an in-memory database's files go with it; a configured directory stays. */
export function releaseDocumentsDirectory(ctx: PlatformContext): void {
  const directory = directories.get(ctx);
  if (directory && temporary.has(ctx)) rmSync(directory, { recursive: true, force: true });
  directories.delete(ctx);
  temporary.delete(ctx);
}

export interface StoredFile {
  storageKey: string;
  sha256: string;
}

/** Writes the bytes under a random name (through a temporary file, so a crash leaves no half file). */
export function storeFile(ctx: PlatformContext, data: Buffer): StoredFile {
  const directory = documentsDirectory(ctx);
  const storageKey = randomBytes(16).toString('hex');
  const temporary = join(directory, `.${storageKey}.part`);
  writeFileSync(temporary, data, { mode: 0o600 });
  renameSync(temporary, join(directory, storageKey));
  return { storageKey, sha256: createHash('sha256').update(data).digest('hex') };
}

const keyPattern = /^[0-9a-f]{32}$/;

export function readStoredFile(ctx: PlatformContext, storageKey: string): Buffer {
  if (!keyPattern.test(storageKey)) throw new Error('bad storage key');
  return readFileSync(join(documentsDirectory(ctx), storageKey));
}

export function removeStoredFile(ctx: PlatformContext, storageKey: string): void {
  if (keyPattern.test(storageKey)) rmSync(join(documentsDirectory(ctx), storageKey), { force: true });
}
