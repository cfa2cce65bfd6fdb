import { Worker } from 'node:worker_threads';
import { parse, types } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser';
import type { BackendMessage } from 'pg-protocol/dist/messages';
import { errorOf } from '../lib/thread-failure';
import {
  joinBytes,
  textParsersFor,
  type PgliteReady,
  type PgliteReply,
  type PgliteRequest,
  type PgliteResults,
  type PgliteThreadStart,
} from './pglite-protocol';

/** The query options drizzle's PGlite driver passes: a row shape, and parsers for some types. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
  /** A statement planned once (prepared-statements.ts): prepared under this name for the session. */
  statementName?: string;
}

type Parsers = Record<number, types.Parser>;

/** A value a read sends as text, as PGlite would, without first asking the statement's types. */
type TextParam = string | number | bigint | boolean | null | undefined;

const isTextParam = (value: unknown): value is TextParam =>
  value === null ||
  value === undefined ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'bigint' ||
  typeof value === 'boolean';

/** A statement that reads: run as one exchange, outside transactions (see `read`). */
const READS = /^\s*(?:select|with)\b/i;

/** What drizzle's PGlite driver calls on a client, and on a transaction. */
interface Statements {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<PgliteResults & { rows: T[] }>;
  exec(sql: string): Promise<PgliteResults[]>;
}

/**
 * The embedded database in a thread of its own. PGlite is PostgreSQL compiled to WebAssembly:
 * each statement runs to its end on the thread that called it. In the server's thread, a search
 * or a deep page held every other request (answers from memory, pages drawn, sign-ins) until
 * it ended. Here PGlite runs in a worker thread (`pglite-worker.ts`), and this object stands in
 * for it with the part of PGlite's interface that drizzle's driver uses: statements, and
 * transactions whose statements run in order while others wait, as PGlite itself does.
 *
 * Drizzle's driver asks for dates and intervals back as text; the parsers it passes are
 * functions, which cannot cross threads, so their types are sent and the worker keeps those
 * types' values as text.
 */
export class PgliteThread implements Statements {
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private stopped: Error | undefined;
  /** The named statements prepared in the database's one session. */
  private readonly prepared = new Set<string>();
  /** `parsers` with each set of types a caller keeps as text, made once per set (`parsersFor`). */
  private readonly parsersKeepingText = new Map<string, Parsers>();

  private constructor(
    private readonly worker: Worker,
    /** PGlite's parsers of each type, its arrays' included, as PGlite itself reads answers. */
    private readonly parsers: Parsers,
  ) {
    worker.on('message', (reply: PgliteReply) => {
      const call = this.waiting.get(reply.id);
      if (!call) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if (reply.ok) call.resolve(reply.value);
      else call.reject(errorOf(reply.error));
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const call of this.waiting.values()) call.reject(this.stopped);
      this.waiting.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the embedded database's thread ended (exit code ${code})`)));
    // Waiting for nothing, the thread does not keep the process alive (as PGlite in this thread
    // did not); a statement under way does.
    worker.unref();
  }

  /**
   * Starts the thread and opens the database in it. `start` may still be under way (a new
   * cluster's files being written): the thread loads its code meanwhile, about a third of a
   * second, and opens the database once `start` is settled and sent to it.
   */
  static async open(start: PgliteThreadStart | Promise<PgliteThreadStart>): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
    // Listened for from the first moment: the thread may fail while `start` is still under way.
    const answered = new Promise<PgliteReady>((resolve, reject) => {
      const ended = (code: number) =>
        reject(new Error(`the embedded database's thread ended (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', ended);
      worker.once('message', (message: PgliteReady) => {
        worker.off('error', reject);
        worker.off('exit', ended);
        resolve(message);
      });
    });
    // Handled here until it is awaited below, so a failure meanwhile is not an unhandled one.
    answered.catch(() => {});
    try {
      worker.postMessage(await start);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    const ready = await answered;
    if (!ready.ready) {
      await worker.terminate();
      throw errorOf(ready.error);
    }
    const parsers: Parsers = { ...types.parsers };
    for (const [element, array] of ready.arrayTypes) {
      parsers[array] = (value: string) => types.arrayParser(value, parsers[element]!, array);
    }
    return new PgliteThread(worker, parsers);
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    if (tx === undefined && READS.test(sql) && params.every(isTextParam)) {
      return this.read<T>(sql, params, options);
    }
    return this.call<PgliteResults & { rows: T[] }>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      tx,
    });
  }

  exec(sql: string, tx?: number) {
    return this.call<PgliteResults[]>({ op: 'exec', sql, tx });
  }

  /**
   * A read outside any transaction, as one exchange: its messages are written here, the
   * database's thread runs them and sends back the bytes PostgreSQL wrote, and they are read
   * here, with PGlite's own parsers and drizzle's. PGlite's `query` took six trips into the
   * database for a statement and read its answer in the database's thread, slowly (its text
   * decoding): that thread, which every statement waits on, spent two thirds of a page of
   * products' time reading the page. Values go as text, as PGlite sends them once it knows
   * their types; PostgreSQL types them from the statement, as it does PGlite's.
   */
  private async read<T>(sql: string, params: TextParam[], options: QueryOptions) {
    const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
    // A named statement is parsed the first time only; then its kept plan is bound and run. It
    // counts as prepared from now: reads run in the order they are sent, so the next one to
    // bind it comes after this parse.
    const name = options.statementName;
    const unparsed = name === undefined || !this.prepared.has(name);
    if (name !== undefined) this.prepared.add(name);
    const message = joinBytes([
      ...(unparsed ? [serialize.parse({ name, text: sql })] : []),
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const answer = await this.call<Uint8Array>({ op: 'read', message }, [message.buffer]);
    const messages: BackendMessage[] = [];
    new Parser().parse(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength), (m) =>
      messages.push(m),
    );
    // Not prepared after all (its text failed to parse): the next read parses it again.
    if (name !== undefined && unparsed && !messages.some((m) => m.name === 'parseComplete')) {
      this.prepared.delete(name);
    }
    const failed = messages.find((m) => m.name === 'error');
    // As PGlite's `query` throws it: PostgreSQL's error, with the statement and its values.
    if (failed) throw Object.assign(failed, { query: sql, params });
    const [result] = parse.parseResults(
      messages as Parameters<typeof parse.parseResults>[0],
      this.parsersFor(options.parsers),
      { rowMode: options.rowMode },
    );
    return result as PgliteResults & { rows: T[] };
  }

  /**
   * PGlite's parsers, with the types a caller's own parsers name kept as PostgreSQL wrote them
   * (drizzle's only ask, for dates and intervals; the database's thread reads them the same way).
   * Made once per set of types: handed the caller's parsers, PGlite copies its whole table of
   * parsers (over a hundred types) into a new object for every answer. Typing a page of products
   * took 133 µs that way and 36 µs with the table made beforehand (decision 032, amendment).
   */
  private parsersFor(own: Record<number, unknown> | undefined): Parsers {
    if (!own) return this.parsers;
    const types = Object.keys(own);
    const key = types.join(',');
    let parsers = this.parsersKeepingText.get(key);
    if (!parsers) {
      parsers = { ...this.parsers, ...textParsersFor(types) };
      this.parsersKeepingText.set(key, parsers);
    }
    return parsers;
  }

  /** Runs `work` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: Statements) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const statements: Statements = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
    };
    let result: T;
    try {
      result = await work(statements);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => {
        // The work's own error says more than a rollback that could not run.
      });
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Closes the database, then ends its thread. */
  async close(): Promise<void> {
    if (!this.stopped) await this.call({ op: 'close' });
    this.stopped ??= new Error('the embedded database is closed');
    await this.worker.terminate();
  }

  private call<T>(request: PgliteRequest, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, request }, transfer);
    });
  }
}
