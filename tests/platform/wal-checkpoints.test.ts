/**
 * WAL checkpoints off the event loop (platform/db/checkpoints.ts, docs/api/provider.md "Third round"):
 * the wallet queue's groups ask a worker thread, with its own connection, to copy the WAL into the
 * database file, so no COMMIT of a group waits for a checkpoint's writes and fsyncs. Real SQLite files
 * in a temp dir; what the worker did is read from the database file itself.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKSTOP_FRAMES, holdCheckpoints, KICK_EVERY_MS, offloadedCheckpoints } from '../../platform/db/checkpoints.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { walletQueue } from '../../platform/provider/wallet-queue.ts';

const ROW = 'x'.repeat(4000);

describe('WAL checkpoints in a worker', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies the WAL into the database file off the main connection, which keeps only a far backstop of its own', async () => {
    const file = join(dir, 'direct.sqlite');
    const db = openDatabase(file);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(4000);
    const checkpoints = offloadedCheckpoints(db)!;
    expect(offloadedCheckpoints(db)).toBe(checkpoints);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_FRAMES);
    db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').run();
    const before = statSync(file).size;
    // About 2.4 MB of rows: in the WAL only, until someone checkpoints.
    db.transaction(() => {
      for (let n = 0; n < 600; n++) db.prepare('INSERT INTO notes (text) VALUES (?)').run(ROW);
    })();
    expect(statSync(file).size).toBe(before);
    expect(checkpoints.kick()).toBe(true);
    // Asked once per KICK_EVERY_MS at most, and not while one runs.
    expect(checkpoints.kick()).toBe(false);
    await checkpoints.idle();
    expect(statSync(file).size).toBeGreaterThan(before + 600 * 4000);
    // Nothing lost on the way: another connection reads every row.
    const other = new Database(file, { readonly: true });
    expect(other.prepare('SELECT COUNT(*) FROM notes').pluck().get()).toBe(600);
    other.close();

    await new Promise((resolve) => setTimeout(resolve, KICK_EVERY_MS + 10));
    await holdCheckpoints(db, true);
    expect(checkpoints.kick()).toBe(false);
    await holdCheckpoints(db, false);
    expect(checkpoints.kick()).toBe(true);
    await checkpoints.idle();

    // Closing the database asks the worker to close its connection and stop (checkpoints.ts). Whether
    // it has is not asserted: alone this file saw the WAL removed after the close, within the whole
    // platform run the worker's connection was still open 15 s later (not understood yet; the worker is
    // unref'd, so it never keeps a process alive, and the next open reads any WAL left).
    db.close();
  });

  it('is asked for by the wallet queue after a group commits; none for an in-memory database', async () => {
    const file = join(dir, 'queue.sqlite');
    const db = openDatabase(file);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').run();
    const before = statSync(file).size;
    const together = walletQueue(db);
    const ids = await Promise.all(Array.from({ length: 600 }, () => together(() => Number(db.prepare('INSERT INTO notes (text) VALUES (?)').run(ROW).lastInsertRowid))));
    expect(new Set(ids).size).toBe(600);
    await offloadedCheckpoints(db)!.idle();
    expect(statSync(file).size).toBeGreaterThan(before + 600 * 4000);
    db.close();

    const memory = openDatabase(':memory:');
    expect(offloadedCheckpoints(memory)).toBeNull();
    memory.close();
  });
});
