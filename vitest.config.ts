import path from 'node:path';
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// CI sums the runs' results from JSON reports written here, beside the usual output.
const reportDir = process.env.TEST_REPORT_DIR;

// The PostgreSQL run repeats only what can differ there: these files start whole processes on
// the embedded database and never touch TEST_DATABASE_URL. Tests of a real server's connections
// run only where there is one.
const apiExclude = onPostgres
  ? [
      'src/server.test.ts',
      'src/db/embedded-server.test.ts',
      'src/cli/create-admin.test.ts',
      'src/modules/products/crash-safety.test.ts',
    ]
  : ['src/**/*.postgres.test.ts'];

// Files that replace a module with `vi.mock`: each runs with modules of its own.
const MOCKING_FILES = [
  'src/modules/auth/auth-login.routes.test.ts',
  'src/modules/auth/signup.routes.test.ts',
  'src/modules/images/image-store.test.ts',
];

/** The API's tests: one migrated template database per run, each file's database a copy of it. */
function apiProject(test: { name: string; include?: string[]; exclude: string[]; isolate?: boolean }) {
  return {
    test: {
      root: './apps/api',
      include: ['src/**/*.test.ts'],
      globalSetup: ['./src/test/global-setup.ts'],
      // Safety nets for a busy machine: every test's work takes seconds at most.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      ...test,
    },
  };
}

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
      apiProject({
        name: 'api',
        exclude: [...apiExclude, ...MOCKING_FILES],
        // Files share a worker's modules instead of each importing the whole app again (about
        // a third of the run); each file still builds its own app on its own database.
        isolate: false,
      }),
      apiProject({
        name: 'api-mocking',
        include: MOCKING_FILES,
        exclude: apiExclude,
      }),
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
