import pg from 'pg';

type QueryArguments = [textOrConfig: unknown, values?: unknown, callback?: unknown];

/**
 * Whether the server's error answer ends the session: a lost or broken connection (class 08), the
 * server or an operator ending it (57P: a shutdown, `pg_terminate_backend`, the database dropped,
 * an idle session's timeout; not 57014, a statement cancelled), a transaction left idle too long
 * (25P03), an internal error (XX). The server closes such a connection after its answer.
 */
const endsSession = (code: string | undefined): boolean =>
  code === undefined ||
  code.startsWith('08') ||
  code.startsWith('57P') ||
  code === '25P03' ||
  code.startsWith('XX');

/** A query object that drives its own reading (a cursor, a stream), not a statement's text. */
const isSubmittable = (query: unknown): boolean =>
  typeof (query as { submit?: unknown } | null)?.submit === 'function';

/**
 * A pool of connections to PostgreSQL that keeps a connection after a statement the server
 * refused (decision 016).
 *
 * node-postgres's `pool.query` ends the connection a statement ran on whenever the statement
 * fails, whatever failed. Most failures are the server's answer to one statement: an order
 * refused for stock (an exception its function raises), a repeated idempotency key (a unique
 * violation), a statement past its timeout. After those the connection is as good as before,
 * and opening another costs a new server process, whose first statements are slow too. A sold
 * out product's 50 buyers each waited 500 ms and more for their "out of stock", and their
 * refusals took 14 ms each, one at a time, against 3 ms for an order placed.
 *
 * So a statement's failure ends its connection only when it did not come from the server as an
 * error answer (a lost connection, a broken protocol), or when that answer ends the session
 * (`endsSession`).
 * A statement with a callback, and a cursor or stream, run as node-postgres runs them.
 */
export function openPgPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const ownQuery = pool.query.bind(pool) as (...args: QueryArguments) => unknown;
  async function query(textOrConfig: unknown, values?: unknown): Promise<unknown> {
    const client = await pool.connect();
    // A connection lost while its statement runs is also an 'error' event on it: heard here, as
    // node-postgres's own query does, or it would end the process. The statement fails with it.
    const ignore = () => {};
    client.on('error', ignore);
    let broken: Error | undefined;
    try {
      return await (client.query as (...args: QueryArguments) => Promise<unknown>)(textOrConfig, values);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError) || endsSession(error.code)) {
        broken = error instanceof Error ? error : new Error(String(error));
      }
      throw error;
    } finally {
      client.removeListener('error', ignore);
      client.release(broken);
    }
  }
  // Replaced on this pool only: drizzle still sees a pg.Pool, and checks out its own
  // connections for transactions.
  pool.query = ((...args: QueryArguments) =>
    typeof args[1] === 'function' || args[2] !== undefined || isSubmittable(args[0])
      ? ownQuery(...args)
      : query(args[0], args[1])) as typeof pool.query;
  return pool;
}
