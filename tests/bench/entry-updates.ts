/**
 * The tournament entry UPDATEs of a bet and a win (platform/competitions/scoring.ts), in isolation: with
 * and without the ranking index's columns in their SET (docs/api/competitions.md "Hot path cost").
 * 7 tournaments × N entries in a file-backed database with every migration, 1,000 transactions of 7
 * UPDATEs each per slice, 6 alternating slices; prints the minimum and median CPU µs per transaction
 * (the commit included) and WAL pages per transaction (automatic checkpoints off). Then the ranking reads
 * of one such tournament (ranking.ts): its top 10 and a place, µs per read.
 * Run: `node --import tsx tests/bench/entry-updates.ts [entries per tournament = 2000]`. Not part of `npm test`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../platform/db/database.ts';
import { placeOf, topEntries } from '../../platform/competitions/ranking.ts';
import { statements } from '../../platform/competitions/scoring.ts';
import { entryOf, type TournamentRow } from '../../platform/competitions/store.ts';

const TOURNAMENTS = 7;
const entries = Number(process.argv[2] ?? 2_000);
const dir = mkdtempSync(join(tmpdir(), 'entry-updates-'));
const file = join(dir, 'db.sqlite');
const db = openDatabase(file);
db.pragma('foreign_keys = OFF'); // entries of players and tournaments this bench does not create
db.pragma('wal_autocheckpoint = 0');
const insert = db.prepare(
  "INSERT INTO tournament_entries (tournament_id, user_id, games_taken, score, reached_at_ms, created_at, updated_at) VALUES (?, ?, 1, ?, ?, 'x', 'x')",
);
db.transaction(() => {
  for (let t = 1; t <= TOURNAMENTS; t++) for (let u = 1; u <= entries; u++) insert.run(t, u, (u * 7_919 + t * 104_729) % 1_000_003, u);
})();
const sql = statements(db);
const stamp = new Date().toISOString();
const begin = db.prepare('BEGIN IMMEDIATE');
const commit = db.prepare('COMMIT');
const walBytes = () => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
const pageBytes = (db.pragma('page_size', { simple: true }) as number) + 24;

type Kind = 'bet' | 'betQuiet' | 'winAdd' | 'winQuiet';
const update: Record<Kind, (t: number, u: number) => unknown> = {
  bet: (t, u) => sql.bet.get(100, 0, 0, 0, 1, 'EUR', stamp, t, u, 0, Number.MAX_SAFE_INTEGER),
  betQuiet: (t, u) => sql.betQuiet.get(100, 0, 'EUR', stamp, t, u, 0, Number.MAX_SAFE_INTEGER),
  winAdd: (t, u) => sql.winAdd.run(500, 0, 50_000, 0, 0, 1, stamp, t, u),
  winQuiet: (t, u) => sql.winQuiet.run(500, 0, 50_000, stamp, t, u),
};

function slice(kind: Kind, n: number): { us: number; pages: number } {
  db.pragma('wal_checkpoint(TRUNCATE)');
  const before = walBytes();
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const user = 1 + ((i * 7_919) % entries);
    begin.run();
    for (let t = 1; t <= TOURNAMENTS; t++) update[kind](t, user);
    commit.run();
  }
  const used = process.cpuUsage(cpu);
  return { us: (used.user + used.system) / n, pages: (walBytes() - before) / pageBytes / n };
}

const pairs: [Kind, Kind][] = [['bet', 'betQuiet'], ['winAdd', 'winQuiet']];
console.log(`${TOURNAMENTS} tournaments × ${entries} entries, 1,000 transactions of ${TOURNAMENTS} UPDATEs per slice, 6 slices each`);
for (const pair of pairs) {
  const figures: Record<string, { us: number; pages: number }[]> = { [pair[0]]: [], [pair[1]]: [] };
  for (let s = 0; s < 6; s++) for (const kind of s % 2 ? [pair[1], pair[0]] : pair) figures[kind]!.push(slice(kind, 1_000));
  for (const kind of pair) {
    const us = figures[kind]!.map((f) => f.us).sort((a, b) => a - b);
    const pages = figures[kind]!.reduce((sum, f) => sum + f.pages, 0) / figures[kind]!.length;
    console.log(`${kind.padEnd(9)} min ${us[0]!.toFixed(1)} µs, median ${us[3]!.toFixed(1)} µs, ${pages.toFixed(2)} WAL pages per transaction`);
  }
}
const tournament = { id: 1, finished_at: null } as TournamentRow;
const reads: Record<string, () => unknown> = {
  'top 10': () => topEntries(db, tournament, 10),
  'a place': () => placeOf(db, tournament, entryOf(db, 1, 1 + (entries >> 1))!),
};
for (const [name, read] of Object.entries(reads)) {
  const times: number[] = [];
  for (let s = 0; s < 6; s++) {
    const cpu = process.cpuUsage();
    for (let i = 0; i < 1_000; i++) read();
    const used = process.cpuUsage(cpu);
    times.push((used.user + used.system) / 1_000);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(9)} of a ${entries}-entry tournament: min ${times[0]!.toFixed(1)} µs, median ${times[3]!.toFixed(1)} µs per read`);
}
db.close();
rmSync(dir, { recursive: true, force: true });
