import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './database.ts';
import { PostgresDb } from './postgres/database.ts';

/**
 * WAL checkpoints off the event loop (docs/api/provider.md "Third round", docs/architecture.md
 * "Decisions"). A checkpoint copies the WAL into the database file and fsyncs both; run by the
 * connection's automatic checkpoint it happens inside the COMMIT that crossed the threshold, and the
 * event loop, with every wallet call waiting on it, stood still for it (10–140 ms on this machine).
 * Here a worker thread with its own connection to the same file runs `wal_checkpoint(PASSIVE)` when
 * the main thread asks (at most every `KICK_EVERY_MS`): PASSIVE never blocks the writer, nor waits
 * for it. Durability is unchanged (same `synchronous = NORMAL`, same fsyncs, another thread); the
 * main connection keeps its automatic checkpoint as the backstop should the worker fall behind.
 */

/** Minimum time between two checkpoint requests (about 9,000 WAL frames at 2,000 rounds/s; 50 and 2,000 ms measured no better). */
export const KICK_EVERY_MS = 500;

/**
 * Frames (pages) the WAL may reach before the connection checkpoints itself after all. Under steady
 * load a commit lands during nearly every worker checkpoint, so the WAL is rarely caught up at the
 * next write (which is when SQLite starts it again from the top); the connection's own checkpoint
 * then finds only the last few frames to copy. 64 MB of WAL (4,000 frames before).
 */
export const BACKSTOP_FRAMES = 32_000;

/** The worker: plain CommonJS (no loader needed in the thread), its own better-sqlite3 connection. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error));
  }
  parentPort.postMessage('done');
});
`;

interface Checkpointer {
  /** Asks for a checkpoint unless one was asked for less than `KICK_EVERY_MS` ago, one is running, or they are held; true when asked. */
  kick(): boolean;
  /** Resolves once no checkpoint of the worker is running. */
  idle(): Promise<void>;
  held: boolean;
}

const checkpointers = new WeakMap<Db, Checkpointer | null>();

/**
 * The database's off-loop checkpointer, started on first use; null for an in-memory database and on
 * PostgreSQL (which checkpoints itself: SQLite only). The worker is stopped when the database is closed.
 */
export function offloadedCheckpoints(db: Db): Checkpointer | null {
  const known = checkpointers.get(db);
  if (known !== undefined) return known;
  if (db.memory || !db.open || db instanceof PostgresDb) {
    checkpointers.set(db, null);
    return null;
  }
  // The backstop: the connection's own checkpoint only when the worker never caught up for this many frames.
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_FRAMES}`);
  const worker = new Worker(WORKER, { eval: true, workerData: { path: db.name, driver: createRequire(import.meta.url).resolve('better-sqlite3') } });
  worker.unref();
  let running = false;
  let failed = false;
  let last = -Infinity;
  let waiting: (() => void)[] = [];
  const settled = () => {
    running = false;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  worker.on('message', (message) => {
    if (message === 'done') settled();
    else console.error('WAL checkpoint failed', message);
  });
  worker.on('error', (error) => {
    console.error('WAL checkpoint worker failed', error);
    failed = true; // the connection's automatic checkpoint carries on alone
    settled();
  });
  const checkpointer: Checkpointer = {
    held: false,
    kick() {
      if (running || failed || checkpointer.held) return false;
      const now = performance.now();
      if (now - last < KICK_EVERY_MS) return false;
      last = now;
      running = true;
      worker.postMessage('checkpoint');
      return true;
    },
    idle: () => (running ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
  };
  const close = db.close.bind(db);
  db.close = () => {
    worker.postMessage('stop');
    return close();
  };
  checkpointers.set(db, checkpointer);
  return checkpointer;
}

/**
 * Holds (or releases) the worker's checkpoints, resolving once none runs: the rounds bench counts
 * WAL pages over a pass of its own (tests/bench/rounds.ts `countRounds`).
 */
export async function holdCheckpoints(db: Db, held: boolean): Promise<void> {
  const checkpointer = checkpointers.get(db);
  if (!checkpointer) return;
  checkpointer.held = held;
  await checkpointer.idle();
}
