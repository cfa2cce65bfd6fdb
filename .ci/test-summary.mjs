// Sums the JSON reports of one CI run and prints `N passed, N failed` on its own line.
// Usage: node .ci/test-summary.mjs <report dir> <report file>...
// Exits 1 when a test failed, a report is missing or unreadable (that part crashed or never
// ran), a runner reported an error outside any test, or nothing passed at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, ...files] = process.argv.slice(2);
if (!dir || files.length === 0) {
  console.error('usage: node .ci/test-summary.mjs <report dir> <report file>...');
  process.exit(2);
}

let passed = 0;
let failed = 0;
const problems = [];

/** Vitest's json reporter: counts per test; a file that failed to load has no tests of its own. */
function addVitest(name, report) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) {
      failed++;
      problems.push(`${name}: ${path.basename(file.name)} failed outside its tests: ${file.message ?? ''}`);
    }
  }
}

/** Playwright's json reporter: `expected` passed, `unexpected` failed, `flaky` passed on a retry. */
function addPlaywright(name, report) {
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  for (const error of report.errors ?? []) {
    failed++;
    problems.push(`${name}: ${error.message ?? JSON.stringify(error)}`.slice(0, 500));
  }
}

for (const name of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  } catch (error) {
    failed++;
    problems.push(`${name}: no report (${error.code ?? error.message}); that part did not finish`);
    continue;
  }
  if (typeof report.numPassedTests === 'number') addVitest(name, report);
  else if (report.stats && typeof report.stats.expected === 'number') addPlaywright(name, report);
  else {
    failed++;
    problems.push(`${name}: not a vitest or playwright report`);
  }
}

for (const problem of problems) console.error(problem);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
