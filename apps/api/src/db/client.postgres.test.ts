import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from './client';
import { openTestDatabase } from '../test/test-database';

// Runs with TEST_DATABASE_URL only (see vitest.config.ts): PGlite has no connections to lose.
let database: Database;
// On PostgreSQL, execute() answers a node-postgres result.
const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as { rows: T[] }).rows;
const dropped: Error[] = [];

beforeAll(async () => {
  database = await openTestDatabase({ onConnectionError: (error) => dropped.push(error) });
});

afterAll(async () => {
  await database.close();
});

describe('an operator restarts or fails over PostgreSQL under a running server', () => {
  it('keeps the server up: the dropped idle connections are reported, and the next query answers', async () => {
    // Fill the pool with idle connections.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    const [current] = await rows<{ name: string }>(sql`select current_database() as name`);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    let terminated = 0;
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [current?.name],
      );
      terminated = ended.rowCount ?? 0;
    } finally {
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);

    await expect.poll(() => dropped.length, { timeout: 10_000 }).toBe(terminated);
    expect(String(dropped[0]?.message)).toMatch(/terminat/i);
    expect(await rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});

describe('a pool opened with a statement timeout', () => {
  it('has the server cancel its statements past the timeout, while the main pool runs them to the end', async () => {
    const limited = database.openPool({ connections: 1, statementTimeoutMs: 50 });
    await expect(limited.execute(sql`select pg_sleep(0.5)`)).rejects.toMatchObject({
      cause: { code: '57014', message: 'canceling statement due to statement timeout' },
    });
    expect(await rows(sql`select pg_sleep(0.1)::text as slept`)).toEqual([{ slept: '' }]);
    // The connection is still good for the next statement.
    expect(((await limited.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toEqual([
      { one: 1 },
    ]);
  });
});

describe('a quiet spell between shoppers', () => {
  it('keeps the connection open, so the next statement runs on a backend already warmed up', async () => {
    const reader = database.openPool({ connections: 1, statementTimeoutMs: 3000 });
    const backend = async () =>
      ((await reader.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] })
        .rows[0]?.pid;
    // Only the pool's timers are faked: the connection's reads and writes run as ever.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const before = await backend();
      vi.advanceTimersByTime(60_000);
      expect(await backend()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a statement the server refuses', () => {
  const backend = async (db: Db) =>
    ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] })
      .rows[0]?.pid;

  it('leaves its connection in the pool: an exception raised, a unique key repeated and a timeout are answered by the same server process as the next statement', async () => {
    const one = database.openPool({ connections: 1, statementTimeoutMs: 100 });
    const pid = await backend(one);
    expect(pid).toBeGreaterThan(0);
    await expect(
      one.execute(sql`do $$ begin raise exception 'out of stock' using errcode = 'BDO01'; end $$`),
    ).rejects.toMatchObject({ cause: { code: 'BDO01' } });
    expect(await backend(one)).toBe(pid);
    await expect(
      one.execute(sql`insert into app_meta (key, value) values ('twice', 'a'), ('twice', 'b')`),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await backend(one)).toBe(pid);
    await expect(one.execute(sql`select pg_sleep(0.5)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    expect(await backend(one)).toBe(pid);
  });

  it('drops a connection the server ended under its statement, and the next statement runs on a new one', async () => {
    const one = database.openPool({ connections: 1, statementTimeoutMs: 10_000 });
    const pid = await backend(one);
    // Started now (the query builder runs a statement once it is awaited), its failure kept.
    const sleeping = one.execute(sql`select pg_sleep(5)`).then(
      () => 'slept',
      (error: unknown) => error,
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const state = async () =>
        (await admin.query<{ state: string }>('select state from pg_stat_activity where pid = $1', [pid]))
          .rows[0]?.state;
      await expect.poll(state).toBe('active');
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    expect(await sleeping).toMatchObject({ cause: { code: '57P01' } });
    const next = await backend(one);
    expect(next).toBeGreaterThan(0);
    expect(next).not.toBe(pid);
  });
});
