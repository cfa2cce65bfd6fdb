import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { isUniqueViolation } from './pg-errors';
import { loadPgdataTemplate } from './pgdata-template';
import { PgliteThread } from './pglite-thread';

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

describe('the embedded database runs in a thread of its own', () => {
  it('a long statement leaves the server free to answer others meanwhile', async () => {
    // A statement of a few hundred milliseconds: in the server's own thread it would run as one
    // block, with the event loop turning only between its protocol messages.
    const turns = await turnsDuring(
      database.db.execute(sql`select count(*) from generate_series(1, 3000000) g where g % 7 = 3`),
    );
    expect(turns).toBeGreaterThan(100);
  });

  it('a transaction that fails leaves nothing behind, and its error keeps PostgreSQL’s code', async () => {
    await database.db.execute(sql`insert into notes values (1, 'kept')`);
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (2, 'rolled back')`);
      await tx.execute(sql`insert into notes values (1, 'a second note 1')`);
    });
    const error = await failed.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, 'notes_pkey')).toBe(true);
    const notes = await database.db.execute(sql`select id, body from notes order by id`);
    expect(notes as unknown).toMatchObject({ rows: [{ id: 1, body: 'kept' }] });
  });

  it('a statement outside an open transaction waits for it, then sees what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (3, 'committed')`);
      inserted();
      await held;
    });
    await insertedOnce;
    const outside = database.db.execute(sql`select count(*)::int as n from notes where id = 3`);
    let answered = false;
    void outside.then(() => (answered = true));
    // The outside statement is queued behind the transaction for as many turns as it stays open.
    await turnsDuring(new Promise((resolve) => setTimeout(resolve, 20)));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect((await outside) as unknown).toMatchObject({ rows: [{ n: 1 }] });
  });
});

describe('a read outside a transaction, answered in one exchange', () => {
  it('comes back typed as PGlite types it: numbers, big numbers, JSON, arrays, truth values, nulls, and dates as text', async () => {
    const { rows } = (await database.db.execute(sql`
      select 42::int as small, 9007199254740993::bigint as huge, 12::bigint as kobo, 4.5::real as rating,
        '{"colour": "red", "sizes": [1, 2]}'::jsonb as specs, array['a', 'b"c']::text[] as tags,
        array[1, 2]::int[] as counts, true as yes, null::text as nothing,
        '2026-11-27 10:00:00+00'::timestamptz as at, ${"naïve ₦ 'quoted'"}::text as echoed,
        ${7} + 1 as sum, ${true}::boolean as flag`)) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toEqual([
      {
        small: 42,
        huge: 9007199254740993n,
        kobo: 12,
        rating: 4.5,
        specs: { colour: 'red', sizes: [1, 2] },
        tags: ['a', 'b"c'],
        counts: [1, 2],
        yes: true,
        nothing: null,
        at: '2026-11-27 10:00:00+00',
        echoed: "naïve ₦ 'quoted'",
        sum: 8,
        flag: true,
      },
    ]);
  });

  it('a long answer arrives whole', async () => {
    const { rows } = (await database.db.execute(
      sql`select g as n, repeat('x', 100) as pad from generate_series(1, 20000) g`,
    )) as unknown as { rows: { n: number; pad: string }[] };
    expect(rows).toHaveLength(20000);
    expect(rows[19999]).toEqual({ n: 20000, pad: 'x'.repeat(100) });
  });

  it('a read that fails keeps PostgreSQL’s code and leaves the database answering', async () => {
    const error = await database.db.execute(sql`select * from no_such_table`).then(
      () => undefined,
      (caught: unknown) => caught as Error & { cause?: { code?: string } },
    );
    expect(error?.cause?.code).toBe('42P01');
    const after = await database.db.execute(sql`select ${'still here'}::text as said`);
    expect(after as unknown).toMatchObject({ rows: [{ said: 'still here' }] });
  });

  it('reads sent at once each get their own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        database.db.execute(
          sql`select ${i}::int as asked, count(*)::int as n from generate_series(1, ${i * 100})`,
        ),
      ),
    );
    expect(answers.map((a) => (a as unknown as { rows: unknown[] }).rows[0])).toEqual(
      Array.from({ length: 40 }, (_, i) => ({ asked: i, n: i * 100 })),
    );
  });
});

describe('a read keeps as text only the types its caller asks for', () => {
  it('whichever reads asked for other types before it', async () => {
    const thread = await PgliteThread.open({ dataDir: undefined, loadDataDir: await loadPgdataTemplate() });
    try {
      const text = `select '2026-11-27 10:00:00+00'::timestamptz as at, '2026-11-27'::date as day`;
      const keep = (value: string) => value;
      const atAsText = await thread.query(text, [], { rowMode: 'object', parsers: { 1184: keep } });
      const nothingAsText = await thread.query(text, [], { rowMode: 'object' });
      const dayAsText = await thread.query(text, [], { rowMode: 'array', parsers: { 1082: keep } });
      const atAsTextAgain = await thread.query(text, [], { rowMode: 'object', parsers: { 1184: keep } });
      expect(atAsText.rows).toEqual([{ at: '2026-11-27 10:00:00+00', day: new Date('2026-11-27') }]);
      expect(nothingAsText.rows).toEqual([
        { at: new Date('2026-11-27T10:00:00Z'), day: new Date('2026-11-27') },
      ]);
      expect(dayAsText.rows).toEqual([[new Date('2026-11-27T10:00:00Z'), '2026-11-27']]);
      expect(atAsTextAgain.rows).toEqual(atAsText.rows);
    } finally {
      await thread.close();
    }
  });
});

describe('a thread whose start fails before the database opens', () => {
  it('ends, and the caller gets the error', async () => {
    const failed = Promise.reject(new Error('no room left on the disk'));
    await expect(PgliteThread.open(failed)).rejects.toThrow('no room left on the disk');
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
    expect(error?.cause?.message).toMatch(/closed/);
  });
});
