import cluster, { type Worker } from 'node:cluster';

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

/**
 * Runs `count` server processes behind one port with `node:cluster` (decisions 028 and 075):
 * each is the whole server, on the same PostgreSQL server, listening on the port, and the cluster
 * shares new connections among them in turn, so the store uses every core the machine gives it.
 * This process serves no request itself, and watches the processes:
 * - one that ends after it was serving is replaced;
 * - one that ends before it ever served (a bad setting, a port it cannot listen on) stops the
 *   store, since its replacement would only end the same way;
 * - SIGTERM or SIGINT asks each to finish its requests and stop, and the store exits once all
 *   have (non-zero if any failed to).
 */
export function runProcesses(count: number, port: number): Promise<never> {
  const alive = new Set<number>();
  const serving = new Set<number>();
  let listening = false;
  let stopping = false;
  let failed = false;

  const start = () => {
    const worker = cluster.fork();
    alive.add(worker.id);
    worker.on('listening', () => ready(worker));
  };
  const ready = (worker: Worker) => {
    serving.add(worker.id);
    if (serving.size === count && !listening && !stopping) {
      listening = true;
      log('info', `${count} server processes share port ${port}`, { processes: count });
    }
  };
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log('info', `stopping the server processes: ${reason}`);
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
