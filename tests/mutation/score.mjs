/**
 * Prints a folder's mutation counts from Stryker's JSON report (docs/testing.md "Mutation testing"):
 *   node tests/mutation/score.mjs reports/mutation/platform-limits.json [--without mutation-]
 * `--without <text>` recounts as if the test files whose path contains <text> did not exist: a
 * mutant stays killed only if a test of another file killed it. Exact for a run with
 * `--disableBail` (every covering test runs, so `killedBy` lists every test that kills it).
 */
import { readFileSync } from 'node:fs';

const [file, flag, text] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const without = flag === '--without' ? text : null;
const excluded = new Set();
for (const [path, { tests }] of Object.entries(report.testFiles ?? {})) {
  if (without && path.includes(without)) for (const test of tests) excluded.add(test.id);
}
const count = { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, other: 0 };
for (const { mutants } of Object.values(report.files)) {
  for (const mutant of mutants) {
    count.mutants += 1;
    let status = mutant.status;
    if (without && status === 'Killed' && (mutant.killedBy ?? []).every((id) => excluded.has(id))) {
      status = (mutant.coveredBy ?? []).some((id) => !excluded.has(id)) ? 'Survived' : 'NoCoverage';
    }
    if (status === 'Killed') count.killed += 1;
    else if (status === 'Timeout') count.timeout += 1;
    else if (status === 'Survived') count.survived += 1;
    else if (status === 'NoCoverage') count.noCoverage += 1;
    else if (status === 'Ignored') count.ignored += 1;
    else count.other += 1;
  }
}
const detected = count.killed + count.timeout;
const valid = detected + count.survived + count.noCoverage;
console.log(JSON.stringify({ ...count, score: Number(((detected / valid) * 100).toFixed(2)) }));
