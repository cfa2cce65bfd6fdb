// The embedded database's own thread (embedded-server.ts starts it): PGlite, served on a Unix
// socket by pglite-socket, so the server reaches it with node-postgres as it reaches PostgreSQL,
// and a statement that takes a while holds this thread, not the server's. Plain JavaScript: it
// imports nothing of the server's, so the thread starts without a TypeScript loader.
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const port = parentPort;
if (!port) throw new Error('pglite-server runs as a worker thread');

/**
 * The first message says what to open, once the server's thread knows (a new cluster's files may
 * still be being written meanwhile): `{ pgdata, loadDataDir, socketPath }`, or `{ failed }`.
 * @type {[{ pgdata?: string; loadDataDir?: Blob; socketPath: string } | { failed: Error }]}
 */
const [start] = await once(port, 'message');

async function serve() {
  if ('failed' in start) throw start.failed;
  const db = await PGlite.create({
    dataDir: start.pgdata,
    loadDataDir: start.loadDataDir,
    extensions: { pg_trgm },
  });
  // A socket file left by a process that was killed: the data folder's lock says none other runs.
  rmSync(start.socketPath, { force: true });
  // The server's pool holds one connection (client.ts): PGlite has one session, whose prepared
  // statements and unnamed statement every connection would share. With two at work, a statement
  // of one whose messages arrived in two pieces (a write over 64 KB) ran the other's statement in
  // its place. The second place is for a connection that replaces a dropped one while the dropped
  // one's end is still being handled here (else the new one is refused).
  const server = new PGLiteSocketServer({ db, path: start.socketPath, maxConnections: 2 });
  await server.start();
  port.once('message', async () => {
    // Asked to stop: the server's pool has closed its connection; PGlite writes its last pages,
    // then the server's thread ends this one (left to end by itself, it took another 0.5-0.9 s).
    await server.stop();
    await db.close();
    port.postMessage({ closed: true });
  });
}

serve().then(
  () => port.postMessage({ ready: true }),
  (error) => {
    port.postMessage({ ready: false, error });
    port.close();
  },
);
