import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';

/**
 * One migrated database made once per test run (vitest global setup), which every test file's
 * database is copied from instead of running every migration again:
 * - embedded: a dump of a migrated PGlite cluster in a temp file, loaded by each in-memory PGlite;
 * - PostgreSQL (TEST_DATABASE_URL): a migrated database on that server, each file's database
 *   made with `CREATE DATABASE … TEMPLATE`. Every database of a run shares its `prefix`, so a
 *   run only ever drops its own (other runs may share the server).
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; prefix: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the tests run without the API project's global setup. */
    databaseTemplate?: DatabaseTemplate;
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statements` one by one on a short-lived connection to `serverUrl`. */
export async function onServer(serverUrl: string, ...statements: string[]): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
}

/** Drops every database whose name starts with `prefix` (a run's own, by the prefix it chose). */
async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  const [found] = await onServer(
    serverUrl,
    `SELECT datname FROM pg_database WHERE starts_with(datname, '${prefix}')`,
  );
  const names = (found?.rows ?? []).map((row: { datname: string }) => row.datname);
  for (const name of names) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Makes the run's template and returns it with the function that removes it again. */
export async function createDatabaseTemplate(
  serverUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  if (serverUrl) {
    // TEST_DATABASE_PREFIX lets a caller find a killed run's leftovers (.ci/run sets it).
    const prefix = `${process.env.TEST_DATABASE_PREFIX ?? 'bd_test_'}${randomBytes(4).toString('hex')}_`;
    // The names go into SQL unquoted.
    if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`TEST_DATABASE_PREFIX: use a-z, 0-9 and _ only`);
    const template = `${prefix}template`;
    await onServer(serverUrl, `CREATE DATABASE ${template}`);
    try {
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template) });
      await database.close();
    } catch (error) {
      await dropDatabases(serverUrl, prefix);
      throw error;
    }
    return {
      template: { kind: 'postgres', serverUrl, prefix, template },
      remove: () => dropDatabases(serverUrl, prefix),
    };
  }

  // Migrated on disk through the app's own openDatabase, then dumped once for in-memory copies.
  const dir = mkdtempSync(path.join(tmpdir(), 'bd-template-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    await database.close();
    const cluster = await PGlite.create({ dataDir: path.join(dir, 'pgdata') });
    let dump: Blob;
    try {
      dump = await cluster.dumpDataDir('none');
    } finally {
      await cluster.close();
    }
    const dumpFile = path.join(dir, 'migrated.tar');
    writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dumpFile },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
