import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { databaseUrl, onServer } from './database-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a
 * scratch database on that PostgreSQL server, dropped again on close. Both are copies of the
 * run's migrated template (global setup) when there is one; the migrations then only confirm
 * there is nothing left to apply.
 */
export async function openTestDatabase(
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  if (!serverUrl) {
    const loadDataDir =
      template?.kind === 'pglite' ? new Blob([new Uint8Array(await readFile(template.dumpFile))]) : undefined;
    return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir });
  }

  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4, ...options });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, a copy of the run's migrated template
 * when there is one, named with the run's prefix; `drop` removes it.
 */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  const fromTemplate =
    template?.kind === 'postgres' && template.serverUrl === serverUrl ? template : undefined;
  const name = `${fromTemplate?.prefix ?? 'bd_test_'}${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    fromTemplate ? `CREATE DATABASE ${name} TEMPLATE ${fromTemplate.template}` : `CREATE DATABASE ${name}`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
