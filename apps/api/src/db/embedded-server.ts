import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What the embedded database's thread opens: a cluster's folder, or a cluster in memory. */
export interface EmbeddedCluster {
  /** The cluster's folder (`<data>/pgdata`), or undefined for a cluster in memory. */
  pgdata: string | undefined;
  /** A dump (`dumpDataDir`) a new cluster starts from; a Blob crosses threads without a copy. */
  loadDataDir: Blob | undefined;
}

/** The embedded database, served on a Unix socket in a thread of this process. */
export interface EmbeddedServer {
  /** node-postgres's `host` for a Unix socket: the folder holding it. */
  host: string;
  /** The port the socket's name carries (`.s.PGSQL.<port>`), as PostgreSQL names its own. */
  port: number;
  /** The thread itself; tests end it as a crash would. */
  thread: Pick<Worker, 'terminate'>;
  /** Closes the database and ends its thread. The pool's connections must be closed first. */
  stop(): Promise<void>;
}

const PORT = 5432;
/** A Unix socket's path holds at most 107 bytes on Linux and 103 on macOS. */
const MAX_SOCKET_PATH = 100;

/** Why the thread ended, when nobody asked it to. */
const endedBy = (code: number) => new Error(`the embedded database's thread ended (exit code ${code})`);

/**
 * Starts the embedded database: PGlite served by pglite-socket in a thread of its own
 * (`pglite-server.mjs`), which the server reaches with node-postgres as it reaches PostgreSQL.
 * PGlite runs each statement to its end on the thread that calls it; in the server's thread, a
 * search or a deep page held every other request until it ended.
 *
 * The socket is `socketDir`'s (the data folder's, whose permissions it takes and whose lock
 * guards it) when its path is short enough, else in a private temporary folder. The thread loads
 * its code while `cluster` is still under way (a new cluster's files being written) and opens it
 * once it is settled. `onFailure` is told when the thread ends without `stop`.
 */
export async function startEmbeddedServer({
  socketDir,
  cluster,
  onFailure,
}: {
  socketDir: string | undefined;
  cluster: Promise<EmbeddedCluster>;
  onFailure?: (error: Error) => void;
}): Promise<EmbeddedServer> {
  const socketName = `.s.PGSQL.${PORT}`;
  const host =
    socketDir && path.join(socketDir, socketName).length <= MAX_SOCKET_PATH ? socketDir : privateDir();
  const removeOwn = () => host !== socketDir && rmSync(host, { recursive: true, force: true });

  const worker = new Worker(new URL('./pglite-server.mjs', import.meta.url));
  let stopping = false;
  let ended: Error | undefined;
  // Listened for from the first moment: the thread may fail while `cluster` is still under way.
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: true } | { ready: false; error: Error }) =>
      message.ready ? resolve() : reject(message.error),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(endedBy(code)));
  });
  // Handled here until it is awaited below, so a failure meanwhile is not an unhandled one.
  ready.catch(() => {});
  try {
    worker.postMessage({ ...(await cluster), socketPath: path.join(host, socketName) });
  } catch (error) {
    worker.postMessage({ failed: error });
  }
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    removeOwn();
    throw error;
  }
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => (ended ??= error));
  worker.once('exit', (code) => {
    removeOwn();
    ended ??= endedBy(code);
    if (!stopping) onFailure?.(ended);
  });
  // Waiting for nothing, the thread does not keep the process alive; the pool's connections do.
  worker.unref();

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    stopping = true;
    // Held open until the thread has closed the database.
    worker.ref();
    const closed = new Promise<void>((resolve) => worker.once('message', () => resolve()));
    worker.postMessage('stop');
    await Promise.race([closed, exited]);
    // The database is closed: the thread's own teardown (about a second for PGlite's memory) need
    // not hold up the process.
    void worker.terminate();
    worker.unref();
  };
  return { host, port: PORT, thread: worker, stop: () => (stopped ??= stop()) };
}

/** A folder of this process's own for the socket (the system's temporary folders are shared). */
function privateDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'bd-db-'));
}
