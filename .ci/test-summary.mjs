// Sums the JSON reports of one CI run and prints `N passed, N failed` on its own line, after
// each failed test's name and the start of its error (so the end of a long log says what broke).
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

/** A failure's first lines, without colour codes: enough to say what broke. */
const gist = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('node_modules') && !line.includes('<anonymous>'))
    .slice(0, 12)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join('\n');

/** Vitest's json reporter: counts per test; a file that failed to load has no tests of its own. */
function addVitest(name, report) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      problems.push(
        `${name}: FAILED ${path.basename(file.name)} › ${test.fullName}\n${gist(test.failureMessages?.[0])}`,
      );
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failed++;
      problems.push(`${name}: ${path.basename(file.name)} failed outside its tests: ${file.message ?? ''}`);
    }
  }
}

/**
 * Playwright's json reporter: `expected` passed, `unexpected` failed, `flaky` failed and then
 * passed on its retry, which counts as failed (the retry is there to record a trace).
 */
function addPlaywright(name, report) {
  passed += report.stats.expected;
  failed += report.stats.unexpected + report.stats.flaky;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failure = test.results?.find((result) => result.status !== 'passed');
        const where = `${spec.file}:${spec.line} [${test.projectName}] ${[...titles, spec.title].join(' › ')}`;
        const what = test.status === 'flaky' ? 'FLAKY (passed on its retry)' : 'FAILED';
        problems.push(
          `${name}: ${what} ${where} (${failure?.status ?? 'unknown'})\n${gist(failure?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
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

// On stdout with the sum, so the sum is always the last line.
for (const problem of problems) console.log(problem);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
