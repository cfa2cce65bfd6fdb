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

/** Creates the bench database on the PostgreSQL server if it is missing. */
export async function ensurePgDatabase(server: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${server}/${name}`;
}
