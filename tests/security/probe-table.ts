/**
 * The security probes' record (issue 11 "Must show", docs/security.md "Probe results"): each probe
 * notes how many hostile attempts it made and how many got through; the suite prints the table
 * and writes it to test-results/security-probes.md once every probe ran.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect } from 'vitest';

export interface ProbeRow {
  /** The attack class, named as in issue 11 (High 1–4, M1–M10, Low). */
  class: string;
  attempts: number;
  got_through: number;
  outcome: string;
}

export const TABLE_FILE = resolve('test-results/security-probes.md');
const rows: ProbeRow[] = [];

/** Records a probe's result and fails the test when anything got through. */
export function probe(row: ProbeRow): void {
  rows.push(row);
  expect(row.got_through, `${row.class}: ${row.outcome}`).toBe(0);
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const count = (n: number) => n.toLocaleString('en-US');

/** Issue order: High 1–4, then M1–M10, then the lows (a stable sort keeps run order within a class). */
function rank(row: ProbeRow): number {
  const [, kind, n] = /^(High|M|Low)\s*(\d*)/.exec(row.class) ?? [];
  if (kind === 'High') return Number(n);
  if (kind === 'M') return 10 + Number(n);
  return 100;
}

/** The markdown table of every recorded probe, in issue order. */
export function probeTable(): string {
  const lines = ['| class | attempts | outcome |', '|---|---|---|'];
  for (const row of [...rows].sort((a, b) => rank(a) - rank(b))) lines.push(`| ${cell(row.class)} | ${count(row.attempts)} | ${row.got_through === 0 ? 'held' : `**${count(row.got_through)} got through**`}: ${cell(row.outcome)} |`);
  return lines.join('\n');
}

/** Prints the table and writes it (with its totals) to test-results/security-probes.md. */
export function writeProbeTable(elapsedMs: number): string {
  const attempts = rows.reduce((sum, row) => sum + row.attempts, 0);
  const through = rows.reduce((sum, row) => sum + row.got_through, 0);
  const text =
    `${probeTable()}\n\n${rows.length} probes, ${count(attempts)} hostile attempts, ${count(through)} got through; ` +
    `${(elapsedMs / 1000).toFixed(1)} s on 127.0.0.1 (\`npm run test:security\`, ${new Date().toISOString().slice(0, 10)}).\n`;
  mkdirSync(dirname(TABLE_FILE), { recursive: true });
  writeFileSync(TABLE_FILE, text);
  console.log(`\n${text}`);
  return text;
}
