import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Readonly<Config>;
  close(): Promise<void>;
}

/**
 * The process's own load is not what these tests are about: a busy test machine would otherwise
 * turn requests away. The overload guard is off unless a test turns it on (its own tests do).
 */
const GUARD_OFF = { OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_USED_PERCENT: '0' };

/**
 * Per-address shares refuse only while the server is busy. A test says when it is, rather than
 * a sample of this machine's load deciding, so the same test gets the same answers every run.
 */
const NEVER_BUSY = () => false;

/** The whole API on a fresh database, for `app.inject`. */
export async function createTestApp(
  options: {
    now?: () => Date;
    env?: Record<string, string>;
    /** How the overload guard measures (its own tests); see AppOptions. */
    overload?: { sampleIntervalMs?: number; maxHeapUsedBytes?: number; healthCheck?: () => Promise<boolean> };
    /** Routes of the test's own, added with the app's plugins in place, before it is ready. */
    routes?: (app: FastifyInstance) => void;
    /** Where the log goes, for a test that reads it (set LOG_LEVEL in `env` too). */
    logStream?: { write(line: string): void };
    /** Whether the server counts as busy (per-address shares enforced); never by default. */
    serverBusy?: () => boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bd-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...GUARD_OFF,
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    now: options.now,
    overload: options.overload,
    logStream: options.logStream,
    serverBusy: options.serverBusy ?? NEVER_BUSY,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the API beside `first`, on its database and data folder, as two servers
 * behind one load balancer share PostgreSQL (and Redis, given REDIS_URL in `env`). Close it
 * before `first`.
 */
export async function secondInstance(
  first: TestApp,
  env: Record<string, string> = {},
  {
    serverBusy = NEVER_BUSY,
    serialiser,
  }: { serverBusy?: () => boolean; serialiser?: 'strict' | 'compiled' } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: first.config.dataDir,
      ...GUARD_OFF,
      ...env,
    }),
    database: { ...first.database, close: async () => {} },
    serverBusy,
    serialiser,
  });
  await app.ready();
  return app;
}
