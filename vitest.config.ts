import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each API file opens its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          // Tests of a real server's connections: only where there is one.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
          testTimeout: 60_000,
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
        },
      },
    ],
  },
});
