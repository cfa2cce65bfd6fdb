import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a
 * scratch database on that PostgreSQL server, dropped again on close.
 */
export async function openTestDatabase(
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: undefined });

  const name = `bd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4, ...options });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
