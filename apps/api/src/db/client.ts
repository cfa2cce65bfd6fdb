import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPgPool } from './pg-pool';
import * as schema from './schema/index';
import { lockDataDir } from './data-dir-lock';
import { loadPgdataTemplate, unpackPgdataTemplate } from './pgdata-template';
import { startEmbeddedServer, type EmbeddedCluster } from './embedded-server';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Counts SQL statements sent, for the query budget checks. */
  stats: { queries: number };
  /**
   * A handle for one kind of work with limits of its own: on PostgreSQL a pool of its own of
   * `connections`, whose every statement the server cancels after `statementTimeoutMs`; on the
   * embedded database, its one connection without timeouts, `db` itself. Closed with the
   * database.
   */
  openPool(limits: PoolLimits): Db;
  close(): Promise<void>;
}

interface PoolLimits {
  connections: number;
  statementTimeoutMs: number;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
// Any fixed number: every instance migrating one PostgreSQL takes this lock first.
const MIGRATION_LOCK_ID = 4_210_777;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | undefined /* undefined: in memory */;
      /** A dump (`dumpDataDir`) to start a new cluster from: tests start from one already migrated. */
      loadDataDir?: Blob;
      /** Told when the embedded database's thread ends by itself: every statement fails from then. */
      onFailure?: (error: Error) => void;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Told when the server drops an idle connection (restart, failover, an administrator). */
      onConnectionError?: (error: Error) => void;
    };

/**
 * The planner's settings, for both databases (decision 025): sent with each PostgreSQL
 * connection's start-up, and set in the embedded database's one session by each connection.
 * - A random page read is priced near a sequential one, as on SSDs and for a catalogue that stays
 *   in memory: at PostgreSQL's default (4), counting the matches of a common word ('toy', 11,356
 *   of 100,000 products) read the whole table in 85 ms instead of the search index and the
 *   matching rows in 24 ms.
 * - No parallel workers for one statement: the store runs many short statements at once on a
 *   few cores, where workers only compete with the other requests. Ranking 'toy' by relevance,
 *   30 times in a row, took 77 ms a time in three processes and 53 ms in one.
 * - The embedded database holds its whole catalogue in memory too: at the default it read every
 *   row of 10,000 to count a common word's matches ('book', 4.4 ms) where the search index and
 *   the matching rows took 1.9 ms.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1', max_parallel_workers_per_gather: '0' } as const;
const PLANNER_OPTIONS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');
const PLANNER_STATEMENTS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value};`)
  .join(' ');

/**
 * Idle connections are kept, not closed after 10 s (node-postgres's default). A new backend's
 * first statements are slow: it reads the system catalogues again and maps the shared buffers
 * into its memory page by page. After a quiet spell of 12 s, a search's next page took 110–130 ms
 * on a new connection against 17–25 ms on a kept one (PostgreSQL, 100,000 products). The pools
 * are small (10, and the shopper reads' share plus one), so keeping them costs the server little.
 */
const KEEP_IDLE_CONNECTIONS = 0;

/** Below this many pages (1 MB), `products` is read quickly whatever its visibility map says. */
const VACUUM_FROM_PAGES = 128;

/**
 * Lists and counts read the catalogue's indexes alone only on table pages marked all-visible,
 * which VACUUM does (decision 025). A migration that rewrites `products` (0016 added a stored
 * column) leaves no page marked, and on a catalogue that is mostly read PostgreSQL's autovacuum
 * has no reason to come by for a long time; the embedded database has no autovacuum at all. Until
 * then a list's count reads the table beside its index (a category's price range: 15.8 ms
 * against 1.6 ms at 100,000 products). So at start-up, after the migrations, a `products` table
 * with fewer than half of its pages marked is vacuumed once (about 2 s at 100,000 products).
 */
async function vacuumProductsWhenUnmarked(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(
    `select (pg_relation_size('products') / current_setting('block_size')::int)::int as pages,
       relallvisible as marked
     from pg_class where oid = 'products'::regclass`,
  );
  const [table] = rows as { pages: number; marked: number }[];
  if (table && table.pages >= VACUUM_FROM_PAGES && table.marked < table.pages / 2) {
    await query('VACUUM (ANALYZE) products');
  }
}

/** Opens the database, applies committed migrations, and returns it ready for queries. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const stats = { queries: 0 };
  const logger = {
    logQuery: () => {
      stats.queries++;
    },
  };
  if (target.kind === 'postgres') {
    const pool = openPgPool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      idleTimeoutMillis: KEEP_IDLE_CONNECTIONS,
      options: PLANNER_OPTIONS,
    });
    // An idle connection the server ends (a restart, a failover, a terminated backend) is an
    // 'error' event on the pool; unheard, Node ends the whole process. The pool has already
    // discarded that connection and opens a fresh one for the next query.
    pool.on('error', (error) => target.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema, logger });
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(db, { migrationsFolder: MIGRATIONS });
      await vacuumProductsWhenUnmarked((text) => lockClient.query(text));
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      lockClient.release();
    }
    stats.queries = 0;
    const pools = [pool];
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      stats,
      openPool: ({ connections, statementTimeoutMs }) => {
        // Sent with each connection's start-up: the server itself cancels a statement past it.
        const limited = openPgPool({
          connectionString: target.url,
          max: connections,
          statement_timeout: statementTimeoutMs,
          idleTimeoutMillis: KEEP_IDLE_CONNECTIONS,
          options: PLANNER_OPTIONS,
        });
        limited.on('error', (error) => target.onConnectionError?.(error));
        pools.push(limited);
        return drizzlePg(limited, { schema, logger }) as unknown as Db;
      },
      close: async () => {
        await Promise.all(pools.map((p) => p.end()));
      },
    };
  }

  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    const pgdata = target.dataDir ? path.join(target.dataDir, 'pgdata') : undefined;
    // A new cluster starts from the shipped copy of initdb's output: seconds faster than initdb.
    // On disk it is written out here (pgdata-template.ts); in memory PGlite loads it.
    const fresh = !pgdata || !existsSync(path.join(pgdata, 'PG_VERSION'));
    const cluster = async (): Promise<EmbeddedCluster> => {
      let dump: Blob | undefined;
      if (fresh && target.loadDataDir) dump = target.loadDataDir;
      // Without a template to use, PGlite runs initdb in the empty folder.
      else if (fresh && pgdata) await unpackPgdataTemplate(pgdata);
      else if (fresh) dump = await loadPgdataTemplate();
      return { pgdata, loadDataDir: dump };
    };
    // PGlite runs in a thread of its own, so its statements never hold the server's, served on a
    // socket that node-postgres connects to (embedded-server.ts). The thread starts while a new
    // cluster's files are written.
    const server = await startEmbeddedServer({
      socketDir: target.dataDir,
      cluster: cluster(),
      onFailure: target.onFailure,
    });
    // One connection: PGlite has one session, and runs one statement at a time (pglite-server.mjs).
    // Statements wait for it in the pool, a transaction's others for the transaction to end, as
    // they waited in PGlite's own queue.
    const pool = openPgPool({
      host: server.host,
      port: server.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: KEEP_IDLE_CONNECTIONS,
    });
    pool.on('error', () => {
      // The connection ended with the thread: onFailure says so, and statements fail from then.
    });
    // The one session outlives a connection: a new connection forgets the statements the last
    // one prepared (each connection prepares its own), and sets the planner's settings (PGlite
    // ignores those of the start-up message). Sent before the connection runs anything else.
    pool.on('connect', (client) => {
      client.query(`DEALLOCATE ALL; ${PLANNER_STATEMENTS}`).catch(() => {});
    });
    const db = drizzlePg(pool, { schema, logger });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS });
      await vacuumProductsWhenUnmarked((text) => pool.query(text));
    } catch (error) {
      await pool.end().catch(() => {});
      await server.stop();
      throw error;
    }
    stats.queries = 0;
    let closed: Promise<void> | undefined;
    const close = async () => {
      try {
        await pool.end();
        await server.stop();
      } finally {
        release();
      }
    };
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      stats,
      openPool: () => db as unknown as Db,
      close: () => (closed ??= close()),
    };
  } catch (error) {
    release();
    throw error;
  }
}
