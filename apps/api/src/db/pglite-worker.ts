import { once } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { failureOf } from '../lib/thread-failure';
import {
  joinBytes,
  textParsersFor,
  type PgliteReady,
  type PgliteReply,
  type PgliteRequest,
  type PgliteThreadStart,
} from './pglite-protocol';

/*
 * The embedded database's own thread (see pglite-thread.ts): PGlite runs here, so a statement
 * that takes a while holds this thread, not the server's.
 */

interface OpenTransaction {
  tx: Transaction;
  /** Ends it: true commits, false rolls back. */
  finish: (commit: boolean) => void;
  /** Settles once COMMIT or ROLLBACK has run. */
  done: Promise<void>;
}

const ROLLBACK = Symbol('rollback');

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
// The thread's first message says what to open (pglite-thread.ts sends it once it is known).
const [start] = (await once(port, 'message')) as [PgliteThreadStart];

async function main(db: PGlite) {
  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;

  const within = (tx: number | undefined) => {
    if (tx === undefined) return db;
    const found = open.get(tx);
    if (!found) throw new Error(`transaction ${tx} is not open`);
    return found.tx;
  };

  async function begin(): Promise<number> {
    const id = nextTx++;
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    let begun!: (tx: Transaction) => void;
    const started = new Promise<Transaction>((resolve) => (begun = resolve));
    const done = db
      .transaction(async (tx) => {
        begun(tx);
        if (!(await decided)) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error !== ROLLBACK) throw error;
        },
      );
    // BEGIN itself may fail (the database closed): then `done` rejects first.
    const tx = await Promise.race([started, done.then(() => Promise.reject(new Error('BEGIN failed')))]);
    open.set(id, { tx, finish, done });
    return id;
  }

  async function end(id: number, commit: boolean): Promise<void> {
    const found = open.get(id);
    if (!found) throw new Error(`transaction ${id} is not open`);
    open.delete(id);
    found.finish(commit);
    await found.done;
  }

  /**
   * A read's wire-protocol messages, run as PGlite runs its own statements (after any open
   * transaction, one at a time), answered as the bytes PostgreSQL wrote: the server's thread
   * reads them (pglite-thread.ts). PGlite's own reading of a page of products took two thirds
   * of this thread's time for the statement.
   */
  async function read(message: Uint8Array): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    await db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(() =>
        db.execProtocolRawStream(message, {
          // A view of the database's memory, written over by the next statement: copied.
          onRawData: (bytes) => chunks.push(bytes.slice()),
        }),
      ),
    );
    return chunks.length === 1 ? chunks[0]! : joinBytes(chunks);
  }

  async function run(request: PgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'read':
        return await read(request.message);
      case 'query':
        return await within(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: textParsersFor(request.textTypes),
        });
      case 'exec':
        return await within(request.tx).exec(request.sql);
      case 'begin':
        return await begin();
      case 'end':
        return await end(request.tx, request.commit);
      case 'close':
        await db.close();
        return undefined;
    }
  }

  port!.on('message', ({ id, request }: { id: number; request: PgliteRequest }) => {
    run(request).then(
      (value) =>
        // A read's bytes move to the server's thread rather than being copied.
        port!.postMessage(
          { id, ok: true, value } satisfies PgliteReply,
          value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [],
        ),
      (error: unknown) => port!.postMessage({ id, ok: false, error: failureOf(error) } satisfies PgliteReply),
    );
  });
}

PGlite.create({
  dataDir: start.dataDir,
  extensions: { pg_trgm },
  loadDataDir: start.loadDataDir,
}).then(
  async (db) => {
    await main(db);
    // The server's thread reads answers with PGlite's parsers, array types included, as PGlite
    // sets them up at start (its `_initArrayTypes`).
    const { rows } = await db.query<{ oid: number; typarray: number }>(`
      SELECT b.oid, b.typarray
      FROM pg_catalog.pg_type a
      LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
      WHERE a.typcategory = 'A'
      GROUP BY b.oid, b.typarray
      ORDER BY b.oid`);
    const arrayTypes = rows.map((row): [number, number] => [row.oid, row.typarray]);
    port.postMessage({ ready: true, arrayTypes } satisfies PgliteReady);
  },
  (error: unknown) => port.postMessage({ ready: false, error: failureOf(error) } satisfies PgliteReady),
);
