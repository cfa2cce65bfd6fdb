import path from 'node:path';
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// CI sums the runs' results from JSON reports written here, beside the usual output.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir
      ? { json: path.resolve(reportDir, onPostgres ? 'vitest-postgres.json' : 'vitest.json') }
      : undefined,
    // Two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          // Pure functions: one worker runs many files without a fresh start for each.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          exclude: onPostgres
            ? // The PostgreSQL run repeats only what can differ there: these files start whole
              // processes on the embedded database and never touch TEST_DATABASE_URL.
              [
                'src/server.test.ts',
                'src/db/embedded-server.test.ts',
                'src/cli/create-admin.test.ts',
                'src/modules/products/crash-safety.test.ts',
              ]
            : // Tests of a real server's connections: only where there is one.
              ['src/**/*.postgres.test.ts'],
          // One migrated database per run; each file's database is a copy of it.
          globalSetup: ['./src/test/global-setup.ts'],
          // Safety nets for a busy machine: every test's work takes seconds at most.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          // No DOM here: slices, hooks' logic and helpers are tested as plain functions.
          environment: 'node',
          // Nothing here mocks modules, and timers are restored after each test: files can share
          // a worker instead of each starting a fresh one.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-dom',
          root: './apps/web',
          // Components as a person uses them: rendered into a DOM, found by role and label.
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/lib/dom-test-setup.ts'],
          // A whole checkout typed key by key takes a few seconds, many more on a loaded machine;
          // a test that passes never waits for this.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
