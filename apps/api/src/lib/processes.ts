import cluster, { type Worker } from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import { createServer, Socket } from 'node:net';

/** A line in the server log's shape (as the processes' own logger writes them). */
export function log(
  level: 'info' | 'warn' | 'error',
  msg: string,
  extra: Record<string, unknown> = {},
): void {
  const levels = { info: 30, warn: 40, error: 50 } as const;
  const line = JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, ...extra, msg });
  if (level === 'info') console.log(line);
  else console.error(line);
}

/** How long the processes get to finish their requests once asked to stop. */
const STOP_GRACE_MS = 15_000;

/** A shopper's connection, handed by the first process to a server process. */
const CONNECTION = 'better-deals:connection';
/** A server process's word that a connection it was handed has closed. */
const CLOSED = 'better-deals:closed';
/** A server process's word that it is ready to be handed connections. */
const READY = 'better-deals:ready';
/** Set in the environment of the processes `runProcesses` starts. */
const HANDED = 'BETTER_DEALS_HANDED_CONNECTIONS';

/**
 * Whether this process is one `runProcesses` started, to be handed its connections. A process
 * another cluster manager runs listens on the port as usual.
 */
export function takesHandedConnections(): boolean {
  return cluster.isWorker && process.env[HANDED] === '1';
}

/**
 * How new connections are shared among the processes: handed by the first process to the one
 * holding the fewest (`fewest-connections`), or by `node:cluster`'s own round-robin scheduling,
 * each process listening on the port (`cluster`).
 */
export type ProcessScheduling = 'fewest-connections' | 'cluster';

/**
 * Runs `count` server processes behind one port (decision 028): each is the whole server, on
 * the same PostgreSQL server, so the store uses every core the machine gives it. This process
 * listens on the port and hands each new connection to the process holding the fewest open
 * connections (decision 028); among equals, to each in turn. It
 * serves no request itself, and watches the processes:
 * - one that ends after it was serving is replaced;
 * - one that ends before it ever served (a bad setting) stops the store, since its replacement
 *   would only end the same way; so does a port this process cannot listen on;
 * - SIGTERM or SIGINT stops taking connections, asks each to finish its requests and stop, and
 *   the store exits once all have (non-zero if any failed to).
 */
export function runProcesses(
  count: number,
  address: { port: number; host: string },
  scheduling: ProcessScheduling = 'fewest-connections',
): Promise<never> {
  const handOff = scheduling === 'fewest-connections';
  const alive = new Set<number>();
  const serving = new Map<number, Worker>();
  /** Connections handed to each serving process and not yet closed. */
  const open = new Map<number, number>();
  let turn = 0;
  let listening = false;
  let stopping = false;
  let failed = false;

  const handOut = (socket: Socket) => {
    const ids = [...serving.keys()];
    let chosen: Worker | undefined;
    let fewest = Infinity;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[(turn + i) % ids.length]!;
      const held = open.get(id) ?? 0;
      if (held < fewest) {
        fewest = held;
        chosen = serving.get(id);
      }
    }
    if (!chosen) return socket.destroy();
    turn = (turn + 1) % ids.length;
    const worker = chosen;
    open.set(worker.id, fewest + 1);
    worker.send(CONNECTION, socket, (error: Error | null) => {
      if (!error) return;
      socket.destroy();
      closed(worker.id);
    });
  };
  const closed = (id: number) => {
    const held = open.get(id);
    if (held !== undefined) open.set(id, Math.max(0, held - 1));
  };
  // Connections wait unread until a process takes them: it reads their requests itself.
  const front = createServer({ pauseOnConnect: true }, handOut);
  front.on('error', (error: NodeJS.ErrnoException) => {
    log('error', `the store cannot listen on port ${address.port}: ${error.code ?? error.message}`);
    failed = true;
    stop('its port could not be opened');
  });

  const start = () => {
    const worker = cluster.fork(handOff ? { [HANDED]: '1' } : {});
    alive.add(worker.id);
    worker.on('message', (message: unknown) => {
      if (message === CLOSED) closed(worker.id);
      else if (message === READY) ready(worker);
    });
    // Under the cluster's own scheduling each process listens on the port itself.
    if (!handOff) worker.on('listening', () => ready(worker));
  };
  const ready = (worker: Worker) => {
    serving.set(worker.id, worker);
    open.set(worker.id, 0);
    if (serving.size === count && !listening && !stopping) {
      listening = true;
      const said = () =>
        log('info', `${count} server processes share port ${address.port}`, { processes: count, scheduling });
      if (handOff) front.listen(address.port, address.host, said);
      else said();
    }
  };
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log('info', `stopping the server processes: ${reason}`);
    if (listening && handOff) front.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (alive.size === 0) process.exit(failed ? 1 : 0);
    setTimeout(() => {
      log('error', 'the server processes took too long to stop; exiting');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker.id);
    const wasServing = serving.delete(worker.id);
    open.delete(worker.id);
    if (code !== 0 && code !== null) failed = true;
    if (stopping) {
      if (alive.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!wasServing) {
      failed = true;
      stop('one ended before it could serve (see its message above)');
      return;
    }
    log('warn', 'a server process ended; starting another in its place', { code, signal });
    start();
  });

  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) start();
  return new Promise<never>(() => {});
}

/**
 * In a server process run by `runProcesses`: listens on a port of its own on the loopback
 * address, which nothing is told of (so the server's own timeouts and shutdown work as on any
 * listening server), and takes in the connections the first process hands it, telling it when
 * each closes.
 */
export async function takeHandedConnections(
  server: HttpServer,
  listen: (options: {
    port: number;
    host: string;
    exclusive: boolean;
    listenTextResolver: () => string;
  }) => Promise<unknown>,
): Promise<void> {
  process.on('message', (message: unknown, socket: unknown) => {
    if (message !== CONNECTION || !(socket instanceof Socket)) return;
    socket.once('close', () => {
      if (process.connected) process.send?.(CLOSED);
    });
    // As a listening HTTP server sets up each connection it accepts itself (Nagle's algorithm off:
    // an answer's last bytes are not held back waiting for the client's acknowledgement).
    socket.setNoDelay(true);
    server.emit('connection', socket);
    socket.resume();
  });
  await listen({
    port: 0,
    host: '127.0.0.1',
    exclusive: true,
    listenTextResolver: () => 'taking the connections the first process hands out',
  });
  process.send?.(READY);
}
