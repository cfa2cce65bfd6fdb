import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { startEmbeddedServer } from './embedded-server';
import { isUniqueViolation } from './pg-errors';
import { openPgPool } from './pg-pool';
import { loadPgdataTemplate } from './pgdata-template';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
});

afterAll(async () => {
  await database?.close();
});

/** Turns of the server's event loop while `work` runs. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let done = false;
  let turns = 0;
  const ticking = (async () => {
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      turns++;
    }
  })();
  await work;
  done = true;
  await ticking;
  return turns;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the embedded database runs in a thread of its own, reached over a socket', () => {
  it('a long statement leaves the server free to answer others meanwhile', async () => {
    // A statement of a hundred milliseconds and more: in the server's own thread it would run as one
    // block, the event loop turning only before and after it.
    const turns = await turnsDuring(
      database.db.execute(sql`select count(*) from generate_series(1, 1000000) g where g % 7 = 3`),
    );
    expect(turns).toBeGreaterThan(100);
  });

  it('a transaction that fails leaves nothing behind, and its error keeps PostgreSQL’s code', async () => {
    await database.db.execute(sql`insert into notes values (1, 'kept')`);
    const error = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (2, 'rolled back')`);
        await tx.execute(sql`insert into notes values (1, 'a second note 1')`);
      })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error, 'notes_pkey')).toBe(true);
    const notes = await database.db.execute(sql`select id, body from notes order by id`);
    expect(rowsOf(notes)).toEqual([{ id: 1, body: 'kept' }]);
  });

  it('a statement outside an open transaction waits for it, then sees what it committed', async () => {
    let outside: Promise<unknown> | undefined;
    let answered = false;
    let answeredDuring: boolean | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (3, 'committed')`);
      outside = database.db.execute(sql`select count(*)::int as n from notes where id = 3`);
      void outside.then(() => (answered = true));
      // The transaction's own statements run meanwhile; the outside one waits for its end.
      await tx.execute(sql`select count(*) from generate_series(1, 100000)`);
      answeredDuring = answered;
    });
    expect(answeredDuring).toBe(false);
    expect(rowsOf(await outside)).toEqual([{ n: 1 }]);
  });

  it('a write too large for one read of the socket, sent among many reads, is stored, and each read gets its own answer', async () => {
    const body = 'x'.repeat(300_000);
    const asked = Array.from({ length: 60 }, (_, i) =>
      i % 10 === 0
        ? database.db.execute(
            sql`insert into notes values (${100 + i}, ${body + i}) returning length(body)::int as n`,
          )
        : database.db.execute(sql`select ${`read ${i}`}::text as said`),
    );
    const answers = (await Promise.all(asked)).map((answer) => rowsOf(answer)[0]);
    expect(answers).toEqual(
      Array.from({ length: 60 }, (_, i) =>
        i % 10 === 0 ? { n: body.length + String(i).length } : { said: `read ${i}` },
      ),
    );
    const stored = await database.db.execute(sql`select count(*)::int as n from notes where id >= 100`);
    expect(rowsOf(stored)).toEqual([{ n: 6 }]);
  });

  it('a statement prepared by a connection that ended can be prepared again by the next', async () => {
    const pool = Reflect.get(database.db, '$client') as pg.Pool;
    const named = { name: 'notes_by_id', text: 'select body from notes where id = $1', values: [1] };
    const first = await pool.connect();
    await first.query(named);
    // Dropped, as the pool drops a connection after an error that ends its session.
    first.release(new Error('dropped'));
    const next = await pool.connect();
    try {
      expect((await next.query(named)).rows).toEqual([{ body: 'kept' }]);
    } finally {
      next.release();
    }
  });
});

describe('a data folder on disk', () => {
  it('holds the socket while the server runs, and nothing of it after; a folder too deep for a socket still opens', async () => {
    const shallow = mkdtempSync(path.join(tmpdir(), 'bd-socket-'));
    const deep = path.join(shallow, 'a-folder-nested-deep-enough'.repeat(4));
    try {
      for (const dataDir of [shallow, deep]) {
        const opened = await openDatabase({ kind: 'pglite', dataDir });
        try {
          expect(rowsOf(await opened.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
          expect(existsSync(path.join(dataDir, '.s.PGSQL.5432'))).toBe(dataDir === shallow);
        } finally {
          await opened.close();
        }
        // The lock file and the socket go with the server (the deep folder is made after this).
        expect(readdirSync(dataDir)).toEqual(['pgdata']);
      }
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });
});

describe('a thread whose start fails before the database opens', () => {
  it('ends, and the caller gets the error', async () => {
    const cluster = Promise.reject(new Error('no room left on the disk'));
    await expect(startEmbeddedServer({ socketDir: undefined, cluster })).rejects.toThrow(
      'no room left on the disk',
    );
  });
});

describe('the embedded database’s thread ending by itself', () => {
  it('is reported, and statements fail instead of waiting', async () => {
    let reported!: (error: Error) => void;
    const failure = new Promise<Error>((resolve) => (reported = resolve));
    const server = await startEmbeddedServer({
      socketDir: undefined,
      cluster: Promise.resolve({ pgdata: undefined, loadDataDir: await loadPgdataTemplate() }),
      onFailure: reported,
    });
    const pool = openPgPool({ host: server.host, port: server.port, user: 'postgres', max: 1 });
    pool.on('error', () => {});
    try {
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await server.thread.terminate();
      expect((await failure).message).toMatch(/embedded database's thread ended/);
      await expect(pool.query('select 1')).rejects.toThrow();
    } finally {
      await pool.end();
    }
  });
});

describe('a closed embedded database', () => {
  it('refuses statements with a clear error instead of hanging', async () => {
    const other = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await other.close();
    const error = await other.db.execute(sql`select 1`).then(
      () => undefined,
      (caught: unknown) => caught as Error & { cause?: Error },
    );
    expect(error?.cause?.message).toMatch(/after calling end on the pool/);
  });
});
