import pg from 'pg';

/** A fresh, empty database of that name on the PostgreSQL server (dropped first if it is there). */
export async function freshPgDatabase(server: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${server}/${name}`;
}
