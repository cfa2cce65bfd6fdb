import { ConfigError, configWarnings, loadConfig, loadDotEnv, type Config } from './config';
import { DataDirBusyError } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/client';
import { seedDemoCatalogue } from './db/seed/seed';
import { createImageStore } from './modules/images/image-store';
import {
  createOrphanImageSweeper,
  ORPHAN_SWEEP_INTERVAL_MS,
  type SweepResult,
} from './modules/images/orphan-sweeper';
import { buildApp } from './app';
import cluster from 'node:cluster';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { log, runProcesses } from './lib/processes';

const uploadsDirOf = (config: Config) => path.join(config.dataDir, 'uploads');

/** The demo catalogue (SEED_DEMO), into a database that never had one. */
async function seedIfAsked(config: Config, database: Database) {
  if (!config.seedDemo) return undefined;
  return seedDemoCatalogue({
    db: database.db,
    imageStore: createImageStore({ uploadsDir: uploadsDirOf(config) }),
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  loadDotEnv();
  const config = loadConfig();
  if (config.processes > 1 && cluster.isPrimary && config.databaseUrl) {
    // Migrations and the demo catalogue once, before the processes that share the port start.
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    try {
      const seeded = await seedIfAsked(config, database);
      if (seeded) log('info', 'demo catalogue seeded', { products: seeded.products });
    } finally {
      await database.close();
    }
    return runProcesses(config.processes, config.port);
  }
  // The app's logger exists only once the database is open; a dropped connection waits for it.
  const logger: { current?: FastifyBaseLogger } = {};
  // The embedded database's thread ending by itself: said, and the server stops with exit code 1
  // so that a supervisor starts it again (once the app runs, it finishes what it can first).
  let databaseFailed = (error: Error): void => {
    console.error('Better Deals stopped: the embedded database failed:', error);
    process.exit(1);
  };
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          onConnectionError: (err) =>
            logger.current?.warn(
              { err },
              'the database ended an idle connection; a new one opens when needed',
            ),
        }
      : { kind: 'pglite', dataDir: config.dataDir, onFailure: (error) => databaseFailed(error) },
  );
  const app = await buildApp({ config, database, backgroundJobs: true });
  logger.current = app.log;
  for (const warning of configWarnings(config)) app.log.warn(warning);
  // Of several processes, the first seeded before starting them.
  const seeded = cluster.isPrimary ? await seedIfAsked(config, database) : undefined;
  if (seeded) app.log.info({ products: seeded.products }, 'demo catalogue seeded');
  const uploadsDir = uploadsDirOf(config);

  // Photos left by a server killed mid-save: swept now, then every hour. The embedded database's
  // folder is this process's alone, so before it listens no save can be in flight and every
  // unreferenced file goes at once; a shared server's instances spare files young enough to
  // belong to another's save.
  const sweeper = createOrphanImageSweeper({ db: database.db, uploadsDir });
  const reportSweep = ({ removed }: SweepResult) => {
    if (removed > 0) app.log.info({ removed }, 'removed photo files no product refers to');
  };
  const sweepFailed = (err: unknown) =>
    app.log.warn({ err }, 'sweeping unused photo files failed; trying again later');
  if (database.kind === 'pglite') reportSweep(await sweeper.sweep(0));
  else void sweeper.sweep().then(reportSweep, sweepFailed);
  const stopSweeping = sweeper.start(ORPHAN_SWEEP_INTERVAL_MS, reportSweep, sweepFailed);

  let closing = false;
  const shutdown = (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    stopSweeping();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // A keep-alive connection whose request was in flight when close() began goes idle only once
    // its answer is sent; close() closed the idle ones at its start, so it would wait for this
    // one's keep-alive timeout. Idle connections are closed again until the server is closed.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    idle.unref();
    // close() stops accepting, lets in-flight requests finish, then closes the database.
    app.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  databaseFailed = (error) => {
    app.log.error({ err: error }, 'the embedded database stopped; shutting down');
    shutdown('database failure', 1);
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  // Of several processes, each listens on the port and node:cluster shares it (decision 075).
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, readyMs: Math.round(performance.now() - started) },
    `Better Deals is ready on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Better Deals failed to start:', error);
  }
  process.exit(1);
});
